import { DAY, HOUR, MINUTE, defineWriteLimits } from "../../lib/write-limits";

/** The candidates feature's writes (docs/decisions/056): recruiters' saved candidate searches (decision 080). */
export const candidatesLimits = defineWriteLimits("candidates", {
  saveSearch: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 30, member: 40, trusted: 60, staff: 100 },
    silenced: "refuse",
    what: "saved candidate searches",
    note: "At most 20 are kept (MAX_CANDIDATE_SEARCHES); the ceiling bounds create-and-delete churn, each one can mail.",
  },
  deleteSearch: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "saved candidate search deletions",
    note: "Deleting one's own saved search is upkeep.",
  },
  unsubscribe: {
    per: "address",
    windowSeconds: 10 * MINUTE,
    ceiling: 30,
    silenced: "allow",
    what: "unsubscribe requests",
    note: "A signed link from a candidate alert mail, without a session.",
  },
});
