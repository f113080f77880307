import { DAY, HOUR, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The mentorship feature's writes (docs/decisions/056). */
export const mentorshipLimits = defineWriteLimits("mentorship", {
  settings: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "availability and settings changes",
    note: "A mentor's own calendar is upkeep.",
  },
  sessionTypes: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "session type changes",
    note: "A mentor's own offer is upkeep, like their hours (docs/decisions/084).",
  },
  feedback: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 20, member: 40, trusted: 100, staff: 200 },
    silenced: "refuse",
    what: "ratings and feedback",
    note: "Testimonials are public text.",
  },
  book: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 5, member: 10, trusted: 20, staff: 100 },
    silenced: "refuse",
    what: "session requests",
  },
  reschedule: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 10, member: 20, trusted: 40, staff: 100 },
    silenced: "refuse",
    what: "reschedule proposals",
    note: "Proposing or accepting a new time books it.",
  },
  respond: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "session answers",
    note: "Approving, declining, cancelling or setting the place of a session one is part of keeps promises already made.",
  },
  mailLink: {
    per: "address",
    windowSeconds: HOUR,
    ceiling: 30,
    silenced: "allow",
    what: "cancels and new times from a session mail's link",
    note: "A signed link for one session and one person, no session cookie; the same cancel and reschedule paths as the sessions page.",
  },
  apply: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 3, member: 5, trusted: 10, staff: 20 },
    silenced: "refuse",
    what: "applications",
    note: "Mentee and mentor applications.",
  },
  review: STAFF_WRITES,
});
