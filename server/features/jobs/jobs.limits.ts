import { DAY, HOUR, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The jobs feature's writes (docs/decisions/056, table in docs/write-limits.md). */
export const jobsLimits = defineWriteLimits("jobs", {
  create: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 10, member: 20, trusted: 50, staff: 200 },
    silenced: "refuse",
    what: "job posts",
  },
  renew: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 10, member: 20, trusted: 50, staff: 200 },
    silenced: "refuse",
    what: "job renewals",
  },
  interest: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 30, member: 60, trusted: 150, staff: 500 },
    silenced: "refuse",
    what: "marks of interest in jobs",
  },
  withdrawInterest: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "withdrawals of interest",
    note: "Taking one's own mark back is upkeep.",
  },
  review: STAFF_WRITES,
});
