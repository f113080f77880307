import { z } from "zod";
import { APPLICATION_NOTE_MAX, APPLICATION_STAGES, BULK_MOVE_MAX, REJECTION_MESSAGE_MAX, type ApplicationStage } from "./applications";
import { staffReasonSchema } from "./moderation.schema";

export {
  APPLICATION_NOTE_MAX,
  APPLICATION_STAGES,
  BULK_MOVE_MAX,
  CANDIDATE_STAGE_LABELS,
  MAILED_STAGES,
  REJECTION_MESSAGE_MAX,
  STAGE_LABELS,
  rejectionTemplate,
  type ApplicationStage,
} from "./applications";

/**
 * The applicant pipeline (docs/decisions/079-applicant-pipeline.md): a member applies to a job with a short
 * note (a mark of interest is an application without one); the job's recruiters move it through the stages.
 */
const stageSchema = z.enum(APPLICATION_STAGES, { error: "Unknown stage" });

export const applyInputSchema = z.object({
  jobId: z.uuid({ error: "Job not found" }),
  note: z
    .string()
    .trim()
    .max(APPLICATION_NOTE_MAX, { error: `The note can be at most ${APPLICATION_NOTE_MAX} characters` })
    .optional(),
});
export type ApplyInput = z.input<typeof applyInputSchema>;

const rejectionMessageSchema = z
  .string()
  .trim()
  .min(1, { error: "The rejection message cannot be empty" })
  .max(REJECTION_MESSAGE_MAX, { error: `The rejection message can be at most ${REJECTION_MESSAGE_MAX} characters` })
  .optional();

/**
 * A move by an admin who is not one of the job's recruiters is a staff action on another's pipeline: the
 * reason is required then (the service checks it: "Give a reason") and kept in the staff log; a recruiter's
 * move needs none (docs/decisions/096).
 */
const staffReason = staffReasonSchema.shape.reason;

export const moveStageInputSchema = z.object({ stage: stageSchema, message: rejectionMessageSchema, reason: staffReason });
export type MoveStageInput = z.input<typeof moveStageInputSchema>;

export const bulkMoveInputSchema = z.object({
  applicationIds: z
    .array(z.uuid({ error: "Application not found" }))
    .min(1, { error: "Choose at least one applicant" })
    .max(BULK_MOVE_MAX, { error: `At most ${BULK_MOVE_MAX} applicants at a time` }),
  stage: stageSchema,
  /** For "rejected": the mail's text; `{name}` is replaced by each candidate's name. */
  message: rejectionMessageSchema,
  reason: staffReason,
});
export type BulkMoveInput = z.input<typeof bulkMoveInputSchema>;

export const applicantNoteInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: "The note cannot be empty" })
    .max(APPLICATION_NOTE_MAX, { error: `The note can be at most ${APPLICATION_NOTE_MAX} characters` }),
});

export const applicantsQuerySchema = z.object({ stage: stageSchema.optional() });

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const stageCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STAGES.map((s) => [s, z.number()])) as Record<ApplicationStage, z.ZodNumber>,
);
export type StageCounts = z.infer<typeof stageCountsSchema>;

/** The candidate's own view: never the recruiters' notes. */
export const myApplicationDtoSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  note: z.string().nullable(),
  appliedAt: z.string(),
  stageChangedAt: z.string().nullable(),
});
export const myApplicationsDtoSchema = z.object({ applications: z.array(myApplicationDtoSchema) });
export type MyApplicationDto = z.infer<typeof myApplicationDtoSchema>;

export const applicantNoteDtoSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ApplicantNoteDto = z.infer<typeof applicantNoteDtoSchema>;

export const applicantDtoSchema = z.object({
  id: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  note: z.string().nullable(),
  appliedAt: z.string(),
  stageChangedAt: z.string().nullable(),
  candidate: z.object({
    id: z.string(),
    fullName: z.string(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    location: z.string().nullable(),
    email: z.string(),
    linkedinUrl: z.string().nullable(),
    githubUrl: z.string().nullable(),
  }),
  notes: z.array(applicantNoteDtoSchema),
});
export type ApplicantDto = z.infer<typeof applicantDtoSchema>;

export const jobApplicantsDtoSchema = z.object({
  job: z.object({
    id: z.string(),
    title: z.string(),
    company: z.string(),
    /** How the viewer manages these applicants: as one of the job's recruiters, or as staff (moves need a reason). */
    managedAs: z.enum(["recruiter", "staff"]),
  }),
  counts: stageCountsSchema,
  applicants: z.array(applicantDtoSchema),
});
export type JobApplicantsDto = z.infer<typeof jobApplicantsDtoSchema>;

export const moveResultDtoSchema = z.object({ moved: z.number(), mailed: z.number() });
