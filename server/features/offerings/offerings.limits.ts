import { DAY, HOUR, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The offerings feature's writes (docs/decisions/056). */
export const offeringsLimits = defineWriteLimits("offerings", {
  create: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 5, member: 10, trusted: 20, staff: 100 },
    silenced: "refuse",
    what: "offerings",
  },
  edit: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: { new: 10, member: 20, trusted: 40, staff: 100 },
    silenced: "refuse",
    what: "offering edits",
    note: "Every edit goes back to review and mails the reviewers.",
  },
  remove: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "offering deletions",
    note: "Removing one's own offering is upkeep.",
  },
  review: STAFF_WRITES,
});
