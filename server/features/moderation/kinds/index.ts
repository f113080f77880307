import { FLAG_TARGETS, MODERATION_KINDS, type FlagTarget, type ModerationKind } from "@common/moderation.schema";
import type { Db } from "../../../db/client";
import { flaggedKind } from "./flagged";
import type { FlagTargetAdapter, KindAdapter, ReviewRevision } from "./types";

/**
 * The registry of the kinds the moderation module reviews (docs/decisions/034, 063). Moderation imports
 * no feature: each feature that owns reviewed data declares its kinds in `<feature>.review.ts` (and on
 * its feature declaration, `reviewKinds`), and the app registers them at start (`registerReviewKinds`,
 * server/feature-hooks.ts, called by createApp, so the app and every test that builds it see the same list). kinds.test.ts fails
 * on a reviewed table with no kind.
 */

const kinds = new Map<ModerationKind, KindAdapter>();
const targets = new Map<FlagTarget, FlagTargetAdapter>();

function put<K, V>(map: Map<K, V>, key: K, value: V, what: string) {
  const had = map.get(key);
  if (had && had !== value) throw new Error(`moderation: ${what} "${String(key)}" is registered twice`);
  map.set(key, value);
}

const isKind = (e: unknown): e is KindAdapter => typeof e === "object" && e !== null && "apply" in e && "kind" in e;
const isFlagTarget = (e: unknown): e is FlagTargetAdapter => typeof e === "object" && e !== null && "hide" in e && "target" in e;

/**
 * Registers the features' kinds and flag targets (their `reviewKinds`, typed loosely on the feature
 * declaration); registering the same entries again changes nothing.
 */
export function registerReviewKinds(entries: readonly unknown[]) {
  for (const e of entries) {
    if (isFlagTarget(e)) {
      if (targets.get(e.target) === e) continue;
      put(targets, e.target, e, "flag target");
      put(kinds, e.kind, flaggedKind(e), "review kind");
    } else if (isKind(e)) put(kinds, e.kind, e, "review kind");
    else throw new Error("moderation: a review kind is neither a kind (apply) nor a flag target (hide)");
  }
}

function notRegistered(what: string): never {
  throw new Error(`moderation: no ${what} is registered — createApp registers the features' review kinds (registerReviewKinds)`);
}

/** Every kind by name, as registered (reading a kind nobody registered is a start-up mistake, not a 404). */
export const KINDS: Readonly<Record<ModerationKind, KindAdapter>> = new Proxy({} as Record<ModerationKind, KindAdapter>, {
  get: (_, k) =>
    typeof k === "string" && (MODERATION_KINDS as readonly string[]).includes(k)
      ? (kinds.get(k as ModerationKind) ?? notRegistered(`review kind "${k}"`))
      : undefined,
  has: (_, k) => kinds.has(k as ModerationKind),
  ownKeys: () => [...kinds.keys()],
  getOwnPropertyDescriptor: (_, k) =>
    kinds.has(k as ModerationKind) ? { enumerable: true, configurable: true, value: kinds.get(k as ModerationKind) } : undefined,
});

/** Every target members may flag, as registered. */
export const flagTargets: Readonly<Record<FlagTarget, FlagTargetAdapter>> = new Proxy({} as Record<FlagTarget, FlagTargetAdapter>, {
  get: (_, k) =>
    typeof k === "string" && (FLAG_TARGETS as readonly string[]).includes(k)
      ? (targets.get(k as FlagTarget) ?? notRegistered(`flag target "${k}"`))
      : undefined,
  has: (_, k) => targets.has(k as FlagTarget),
  ownKeys: () => [...targets.keys()],
  getOwnPropertyDescriptor: (_, k) =>
    targets.has(k as FlagTarget) ? { enumerable: true, configurable: true, value: targets.get(k as FlagTarget) } : undefined,
});

/** The published and proposed texts of edits of articles (the kind that answers them, docs/decisions/041). */
export async function revisionsForReview(db: Db, targetIds: string[]): Promise<ReviewRevision[]> {
  if (!targetIds.length) return [];
  const kind = [...kinds.values()].find((k) => k.revisionsForReview);
  return kind?.revisionsForReview ? kind.revisionsForReview(db, targetIds) : [];
}
