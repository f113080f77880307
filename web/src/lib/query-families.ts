/**
 * The root of every feature's query keys (decision 027). Each feature builds its keys under its own
 * root in `features/<feature>/api/keys.ts`; a mutation that changes data another feature shows names
 * that feature's root from here, because a feature never imports another one. Invalidating a root
 * refreshes every query of that feature that is on screen and marks the others stale.
 */
export const queryFamilies = {
  /** The signed-in user (`/api/session`): role, plan, profile. */
  me: ["me"],
  admin: ["admin"],
  /** The applicant pipeline: my applications, a job's applicants (docs/decisions/079-applicant-pipeline.md). */
  applications: ["applications"],
  /** Saved searches and their digests (docs/decisions/032-job-alerts.md). */
  alerts: ["alerts"],
  blog: ["blog"],
  calendar: ["calendar"],
  candidates: ["candidates"],
  comments: ["comments"],
  /** Companies and their recruiters (docs/decisions/078-companies-and-job-postings.md). */
  companies: ["companies"],
  contractors: ["contractors"],
  events: ["events"],
  jobs: ["jobs"],
  /** Mentee matching (docs/decisions/033-mentorship-matching.md). */
  matching: ["matching"],
  mentorship: ["mentorship"],
  /** Newsletter issues, their archive and figures (docs/decisions/075-newsletter-issues.md). */
  newsletter: ["newsletter"],
  offerings: ["offerings"],
  profiles: ["profiles"],
  recruiter: ["recruiter"],
} as const satisfies Record<string, readonly [string]>;
