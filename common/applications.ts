/**
 * The applicant pipeline's stages, labels and rejection template, without zod (docs/decisions/079-applicant-pipeline.md):
 * the job page and the dashboards import these, and zod must stay out of the first page's bundle.
 */
export const APPLICATION_STAGES = ["new", "reviewing", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The recruiter's labels. */
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  new: "New",
  reviewing: "Reviewing",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/** What the candidate sees: a rejection reads "Not selected". */
export const CANDIDATE_STAGE_LABELS: Record<ApplicationStage, string> = { ...STAGE_LABELS, rejected: "Not selected" };

/** The stages whose reaching is mailed to the candidate (their preference allowing); "reviewing" is not. */
export const MAILED_STAGES: readonly ApplicationStage[] = ["interview", "offer", "hired", "rejected"];

export const APPLICATION_NOTE_MAX = 2000;
export const REJECTION_MESSAGE_MAX = 5000;
/** Applicants moved by one bulk request at most. */
export const BULK_MOVE_MAX = 100;

/** The default rejection mail; the recruiter may edit it before sending. */
export function rejectionTemplate(p: { jobTitle: string; candidateName: string }): string {
  return [
    `Hi ${p.candidateName},`,
    "",
    `Thank you for applying for the ${p.jobTitle} position and for the time you put into your application.`,
    "After careful consideration, we have decided not to move forward with your application at this time.",
    "",
    "We wish you every success in your search.",
  ].join("\n");
}
