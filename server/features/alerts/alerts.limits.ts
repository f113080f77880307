import { DAY, HOUR, MINUTE, defineWriteLimits } from "../../lib/write-limits";

/** The alerts feature's writes (docs/decisions/056). */
export const alertsLimits = defineWriteLimits("alerts", {
  create: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 10, member: 20, trusted: 50, staff: 100 },
    silenced: "refuse",
    what: "saved searches",
    note: "Each saved search can mail its owner, so it is a contribution to the mail load.",
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
