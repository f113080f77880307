import { releaseSeatsOfUser } from "./features/events/events.service";
import { ownRestriction } from "./features/admin/restrictions.service";
import { FEATURES } from "./features";
import { cancelSessionsOfLeavingMember } from "./features/mentorship/appointments.service";
import { registerReviewKinds } from "./features/moderation/kinds";
import { registerBookingGate } from "./features/mentorship/booking-gates";
import { declinedMatchGate } from "./features/matching/matching.service";
import { registerAccountHooks, type ErasureStep } from "./features/profiles/account-hooks";

/**
 * Where higher features plug into lower ones (docs/decisions/063-one-way-dependencies.md). A lower feature
 * exposes a registry and imports none of the features built on it; they bring their parts, and this wires
 * them when the app is built (createApp calls it, so the app and every test that builds the app see the same
 * wiring). Idempotent.
 * - moderation reviews the kinds the features declare on their feature (`reviewKinds`, `<f>.review.ts`);
 * - profiles erases an account with the steps of mentorship (sessions, 1) and events (seats, 2), decision 058,
 *   and shows the member their restriction in force from admin (decision 061);
 * - mentorship refuses a booking with a mentor who declined the mentee's match (matching, decision 083).
 */
const ERASURE: readonly ErasureStep[] = [
  {
    order: 1,
    name: "mentorship: sessions that have not begun",
    run: (deps, tx, userId, now) => cancelSessionsOfLeavingMember(deps, tx, userId, now),
  },
  { order: 2, name: "events: seats held", run: (deps, tx, userId) => releaseSeatsOfUser(deps, tx, userId) },
];

export function registerFeatureHooks() {
  registerReviewKinds(FEATURES.flatMap((f) => f.reviewKinds ?? []));
  registerAccountHooks({ erasure: ERASURE, ownRestriction });
  registerBookingGate(declinedMatchGate);
}
