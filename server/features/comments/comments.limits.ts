import { HOUR, MINUTE, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The comments feature's writes (docs/decisions/056). */
export const commentsLimits = defineWriteLimits("comments", {
  create: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: { new: 30, member: 60, trusted: 120, staff: 500 },
    silenced: "refuse",
    what: "comments",
  },
  edit: { per: "account", windowSeconds: HOUR, ceiling: 60, silenced: "refuse", what: "comment edits" },
  remove: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "comment deletions",
    note: "Removing one's own comment is upkeep.",
  },
  unsubscribe: {
    per: "address",
    windowSeconds: 10 * MINUTE,
    ceiling: 30,
    silenced: "allow",
    what: "unsubscribe requests",
    note: "A signed link from a mail, without a session.",
  },
  moderate: STAFF_WRITES,
});
