import { DAY, HOUR, MINUTE, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The blog feature's writes (docs/decisions/056). */
export const blogLimits = defineWriteLimits("blog", {
  create: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 5, member: 10, trusted: 20, staff: 100 },
    silenced: "refuse",
    what: "articles",
  },
  edit: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: { new: 60, member: 120, trusted: 240, staff: 600 },
    silenced: "refuse",
    what: "article saves",
    note: "Saving a draft several times while writing is ordinary.",
  },
  submit: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 5, member: 10, trusted: 20, staff: 100 },
    silenced: "refuse",
    what: "article submissions",
  },
  images: { per: "account", windowSeconds: 10 * MINUTE, ceiling: 30, silenced: "refuse", what: "article image uploads" },
  remove: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "article deletions",
    note: "Removing one's own article is upkeep.",
  },
  review: STAFF_WRITES,
});
