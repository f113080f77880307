import { DAY, HOUR, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The companies feature's writes (docs/decisions/056, table in docs/write-limits.md). */
export const companiesLimits = defineWriteLimits("companies", {
  create: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 5, member: 10, trusted: 20, staff: 100 },
    silenced: "refuse",
    what: "companies created",
    note: "A company page is public text, so a silenced member cannot make one.",
  },
  logo: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: { new: 10, member: 20, trusted: 40, staff: 200 },
    silenced: "refuse",
    what: "company logo uploads",
  },
  join: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 10, member: 20, trusted: 40, staff: 200 },
    silenced: "refuse",
    what: "requests to join a company",
  },
  decide: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: { new: 60, member: 120, trusted: 300, staff: 500 },
    silenced: "allow",
    what: "decisions on requests to join a company",
    note: "Approving or declining a colleague publishes nothing.",
  },
  review: STAFF_WRITES,
});
