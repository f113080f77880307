import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Auth } from "./auth";
import type { ChangeFeed } from "./change-feed";
import type { ReadCaches } from "./read-cache";
import type { Logger } from "./logger";
import type { Mailer } from "./mail";
import type { Scheduler } from "./scheduler";
import type { SessionVersions } from "./session-versions";
import type { StorageDriver } from "./storage";

import type { Capability, MemberPlan } from "@common/roles";

export const ROLE_VALUES = ["user", "supporter", "recruiter", "contractor", "mentor_applicant", "mentor", "admin"] as const;
export type Role = (typeof ROLE_VALUES)[number];
export type { Capability, MemberPlan };

/** The signed-in user as every route sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The display role only (docs/decisions/026): who may do what is `capabilities` and `plan`. */
  role: Role;
  capabilities: Capability[];
  plan: MemberPlan;
  emailVerified: boolean;
}

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  storage: StorageDriver;
  auth: Auth;
  sessions: SessionVersions;
  /** Periodic tasks (server/scheduled-tasks.ts), with the injectable clock `scheduler.now()`. */
  scheduler: Scheduler;
  /** What this instance hears of the database's changes (decision 027). */
  changes: ChangeFeed;
  /** Read caches with declared dependencies (docs/caching.md). */
  caches: ReadCaches;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    user: SessionUser | null;
  };
};
