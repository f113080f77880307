import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Auth } from "./auth";
import type { ListCaches } from "./list-cache";
import type { Logger } from "./logger";
import type { Mailer } from "./mail";
import type { Scheduler } from "./scheduler";
import type { SessionVersions } from "./session-versions";
import type { StorageDriver } from "./storage";

export const ROLE_VALUES = ["user", "supporter", "recruiter", "contractor", "mentor_applicant", "mentor", "admin"] as const;
export type Role = (typeof ROLE_VALUES)[number];

/** The signed-in user as every route sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
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
  /** Cached public list pages, cleared by every write (docs/decisions/023). */
  lists: ListCaches;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    user: SessionUser | null;
  };
};
