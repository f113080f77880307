import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { FeedbackInput } from "@common/session-feedback.schema";
import { call, client } from "@/lib/api-client";
import { matchingKeys } from "./keys";

/**
 * Opening a feedback mail's link records its rating (docs/decisions/040-session-feedback.md). The call is
 * idempotent (a person who already rated keeps their rating), so it is the page's query: it runs once
 * per link, never retried, and its answer is the person's current feedback.
 */
export const recordedRatingQuery = (token: string) =>
  queryOptions({
    queryKey: matchingKeys.feedback(token),
    queryFn: () => call(client.api.mentorship.feedback.rating.$post({ json: { token } })),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
export const useRecordedRating = (token: string) => useQuery({ ...recordedRatingQuery(token), enabled: Boolean(token) });

export function useSaveFeedback() {
  return useMutation({
    mutationFn: (input: FeedbackInput) => call(client.api.mentorship.feedback.$put({ json: input })),
    meta: { invalidates: [matchingKeys.feedbackSummary()] },
  });
}

/** The team: per-mentor averages and the latest notes. */
export const useFeedbackSummary = () =>
  useQuery({ queryKey: matchingKeys.feedbackSummary(), queryFn: () => call(client.api.admin.mentorship.feedback.$get()) });

/** Notes a mentor's mentees chose to show on the mentor's page (its loader asks for them beside the mentor). */
export const testimonialsQuery = (mentorId: string) =>
  queryOptions({
    queryKey: matchingKeys.testimonials(mentorId),
    queryFn: () => call(client.api.mentors[":id"].testimonials.$get({ param: { id: mentorId } })),
    enabled: Boolean(mentorId),
  });

export const useTestimonials = (mentorId: string) => useQuery(testimonialsQuery(mentorId));
