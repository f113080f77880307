/**
 * What deleting an account does, in one order, for self-deletion and admin deletion alike
 * (docs/decisions/058-account-deletion-policy.md). Runs inside the caller's transaction: the
 * cancellations, the seat promotions, the withdrawals, their mails (the outbox) and the deletion
 * commit together or not at all.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { releaseSeatsOfUser } from "../events/events.service";
import { fileKeysOfOwner } from "../files/files.service";
import { cancelSessionsOfLeavingMember } from "../mentorship/appointments.service";
import { withdrawPendingSubmissions } from "../moderation/withdraw";

export type EraseDeps = Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">;

/**
 * 1. sessions that have not begun, as mentee or mentor: cancelled, the other side mailed (CANCEL .ics);
 * 2. event seats: released, each to its waitlist's first member (mailed);
 * 3. submissions waiting for review: withdrawn from the queue;
 * 4. the user row: its foreign keys delete the personal rows (profile, sessions, files' rows, …) and
 *    set the member to null where other people's records stay — past sessions, ratings, published
 *    articles, comments — shown as "Deleted member".
 * Answers the storage keys of the member's files, to delete once committed.
 */
export async function eraseAccount(deps: EraseDeps, tx: Db, userId: string) {
  const now = deps.scheduler.now();
  await cancelSessionsOfLeavingMember(deps, tx, userId, now);
  await releaseSeatsOfUser(deps, tx, userId);
  await withdrawPendingSubmissions(tx, userId);
  const owned = await fileKeysOfOwner(tx, userId);
  await tx.delete(user).where(eq(user.id, userId));
  return owned;
}
