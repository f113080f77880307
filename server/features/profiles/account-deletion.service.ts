/**
 * What deleting an account does, in one order, for self-deletion and admin deletion alike
 * (docs/decisions/058-account-deletion-policy.md). Runs inside the caller's transaction: the
 * cancellations, the seat promotions, the withdrawals, their mails (the outbox) and the deletion
 * commit together or not at all.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { fileKeysOfOwner } from "../files/files.service";
import { withdrawPendingSubmissions } from "../moderation/withdraw";
import { erasureSteps, type EraseDeps } from "./account-hooks";

export type { EraseDeps };

/**
 * 1. sessions that have not begun, as mentee or mentor: cancelled, the other side mailed (CANCEL .ics);
 * 2. event seats: released, each to its waitlist's first member (mailed);
 *    (1 and 2 are mentorship's and events' steps, registered into profiles' hooks, docs/decisions/063;)
 * 3. submissions waiting for review: withdrawn from the queue;
 * 4. the user row: its foreign keys delete the personal rows (profile, sessions, files' rows, …) and
 *    set the member to null where other people's records stay — past sessions, ratings, published
 *    articles, comments — shown as "Deleted member".
 * Answers the storage keys of the member's files, to delete once committed.
 */
export async function eraseAccount(deps: EraseDeps, tx: Db, userId: string) {
  const now = deps.scheduler.now();
  // Never a silent half-erasure: the steps come from the features, registered when the app is built.
  if (!erasureSteps().length) throw new Error("account erasure: no steps registered (createApp registers them)");
  for (const step of erasureSteps()) await step.run(deps, tx, userId, now);
  await withdrawPendingSubmissions(tx, userId);
  const owned = await fileKeysOfOwner(tx, userId);
  await tx.delete(user).where(eq(user.id, userId));
  return owned;
}
