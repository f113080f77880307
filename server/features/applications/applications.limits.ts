import { DAY, HOUR, defineWriteLimits } from "../../lib/write-limits";

/** The applicant pipeline's writes (docs/decisions/056, docs/decisions/079-applicant-pipeline.md). */
export const applicationsLimits = defineWriteLimits("applications", {
  apply: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 30, member: 60, trusted: 150, staff: 500 },
    silenced: "refuse",
    what: "job applications",
    note: "An application carries a note to a recruiter, so a silenced member cannot send one.",
  },
  withdraw: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "withdrawals of applications",
    note: "Taking one's own application back is upkeep.",
  },
  move: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 200, member: 500, trusted: 1000, staff: 2000 },
    silenced: "refuse",
    what: "applicant stage changes",
    note: "A move may mail the candidate; a bulk move counts once (it moves at most 100).",
  },
  note: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 200, member: 500, trusted: 1000, staff: 2000 },
    silenced: "allow",
    what: "private notes on applicants",
    note: "Private to the job's recruiters and admins: nothing is published.",
  },
});
