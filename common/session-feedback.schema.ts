import { z } from "zod";

/** Feedback after a mentorship session (docs/decisions/040-session-feedback.md). */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export const FEEDBACK_NOTE_MAX = 2000;

export const feedbackTokenSchema = z
  .string({ error: "This link is not valid" })
  .trim()
  .min(10, "This link is not valid")
  .max(400, "This link is not valid");

/** POST /api/mentorship/feedback/rating: the one-click rating of the mail's link. */
export const feedbackRatingInputSchema = z.object({ token: feedbackTokenSchema });

/** PUT /api/mentorship/feedback: the rating (changeable), the note and, for a mentee, the testimonial choice. */
export const feedbackInputSchema = z.object({
  token: feedbackTokenSchema,
  rating: z.coerce
    .number({ error: "Please choose a rating from 1 to 5" })
    .int("Please choose a rating from 1 to 5")
    .min(1, "Please choose a rating from 1 to 5")
    .max(5, "Please choose a rating from 1 to 5"),
  note: z
    .string()
    .trim()
    .max(FEEDBACK_NOTE_MAX, `Maximum ${FEEDBACK_NOTE_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : null)),
  testimonial: z.boolean({ error: "Must be true or false" }).default(false),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const myFeedbackDtoSchema = z.object({
  role: z.enum(["mentor", "mentee"]),
  /** The other side of the session, by name only. */
  otherName: z.string(),
  sessionDate: z.string(),
  topic: z.string(),
  rating: z.number().int().min(1).max(5),
  note: z.string().nullable(),
  testimonial: z.boolean(),
});
export type MyFeedbackDto = z.infer<typeof myFeedbackDtoSchema>;

export const mentorFeedbackSummaryDtoSchema = z.object({
  mentorId: z.string(),
  mentorName: z.string(),
  /** Average of the mentees' ratings of this mentor's sessions, one decimal; null with none yet. */
  average: z.number().nullable(),
  ratings: z.number().int(),
  /** Notes from both sides, newest first (the mentor's notes are about how the session went). */
  comments: z.array(
    z.object({
      role: z.enum(["mentor", "mentee"]),
      authorName: z.string(),
      rating: z.number().int(),
      note: z.string(),
      testimonial: z.boolean(),
      at: z.string(),
    }),
  ),
});
export type MentorFeedbackSummaryDto = z.infer<typeof mentorFeedbackSummaryDtoSchema>;
export const feedbackSummaryDtoSchema = z.object({ mentors: z.array(mentorFeedbackSummaryDtoSchema) });
export type FeedbackSummaryDto = z.infer<typeof feedbackSummaryDtoSchema>;

export const testimonialDtoSchema = z.object({
  /** The mentee's first name only. */
  author: z.string(),
  rating: z.number().int(),
  text: z.string(),
  at: z.string(),
});
export type TestimonialDto = z.infer<typeof testimonialDtoSchema>;
export const testimonialsDtoSchema = z.object({ testimonials: z.array(testimonialDtoSchema) });
