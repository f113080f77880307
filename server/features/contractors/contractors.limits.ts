import { DAY, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The contractors feature's writes (docs/decisions/056). */
export const contractorsLimits = defineWriteLimits("contractors", {
  request: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 3, member: 5, trusted: 10, staff: 20 },
    silenced: "refuse",
    what: "contractor listing requests",
  },
  review: STAFF_WRITES,
});
