import type { RestrictionNotice } from "@common/restrictions.schema";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../lib/context";

/**
 * What features built on accounts add to the account's own flows (docs/decisions/063): profiles sits
 * below mentorship, events and admin, so it imports none of them; they declare their part here and the
 * app registers it when it is built (server/feature-hooks.ts, called by createApp).
 */

export type EraseDeps = Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">;

/** A step of erasing an account, run in the deletion's transaction before the user row goes (docs/decisions/058). */
export interface ErasureStep {
  /** Where it runs among the others (decision 058's order: 1 sessions, 2 event seats). */
  order: number;
  name: string;
  run(deps: EraseDeps, tx: Db, userId: string, now: Date): Promise<unknown>;
}

/** The member's restriction in force, for their own pages' banner (docs/decisions/061). */
export type OwnRestrictionReader = (db: Db, userId: string, now: Date) => Promise<RestrictionNotice | null>;

export interface AccountHooks {
  erasure?: readonly ErasureStep[];
  ownRestriction?: OwnRestrictionReader;
}

const steps: ErasureStep[] = [];
let restrictionReader: OwnRestrictionReader | undefined;

/** Registers the features' parts; registering the same ones again changes nothing. */
export function registerAccountHooks(hooks: AccountHooks) {
  for (const s of hooks.erasure ?? []) {
    const had = steps.find((x) => x.name === s.name);
    if (had && had !== s) throw new Error(`profiles: erasure step "${s.name}" is registered twice`);
    if (!had) steps.push(s);
  }
  steps.sort((a, b) => a.order - b.order);
  if (hooks.ownRestriction) restrictionReader = hooks.ownRestriction;
}

/** The registered erasure steps, in order. */
export const erasureSteps = (): readonly ErasureStep[] => steps;

/** The member's own restriction in force, or null (none registered: no restrictions feature). */
export const ownRestriction: OwnRestrictionReader = (db, userId, now) =>
  restrictionReader ? restrictionReader(db, userId, now) : Promise.resolve(null);
