import { DAY, defineWriteLimits } from "../../lib/write-limits";

/** The recruiter feature's writes (docs/decisions/056). */
export const recruiterLimits = defineWriteLimits("recruiter", {
  editJob: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 30, member: 60, trusted: 150, staff: 500 },
    silenced: "refuse",
    what: "job edits",
    note: "An edit publishes new text, so a silenced member cannot make one.",
  },
});
