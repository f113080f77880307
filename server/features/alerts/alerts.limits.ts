import { DAY, HOUR, MINUTE, defineWriteLimits } from "../../lib/write-limits";

/** The alerts feature's writes (docs/decisions/056). */
export const alertsLimits = defineWriteLimits("alerts", {
  create: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 30, member: 40, trusted: 60, staff: 100 },
    silenced: "refuse",
    what: "saved searches",
    note: "At most 20 are kept (MAX_SAVED_SEARCHES); the ceiling bounds create-and-delete churn, each one can mail.",
  },
  change: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "saved search changes",
    note: "Pausing, renaming or deleting one's own saved search is upkeep.",
  },
  unsubscribe: {
    per: "address",
    windowSeconds: 10 * MINUTE,
    ceiling: 30,
    silenced: "allow",
    what: "unsubscribe requests",
    note: "A signed link from a mail, without a session.",
  },
});
