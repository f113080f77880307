import { DAY, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The moderation feature's writes (docs/decisions/056). */
export const moderationLimits = defineWriteLimits("moderation", {
  flag: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 20, member: 40, trusted: 100, staff: 500 },
    silenced: "refuse",
    what: "flags",
  },
  review: STAFF_WRITES,
});
