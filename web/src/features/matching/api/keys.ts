import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.matching;

export const matchingKeys = {
  all,
  queue: (status: string) => [...all, "queue", status] as const,
  suggestions: (applicationId: string) => [...all, "suggestions", applicationId] as const,
  figures: () => [...all, "figures"] as const,
  settings: () => [...all, "settings"] as const,
  myMatches: () => [...all, "my-matches"] as const,
  myApplication: () => [...all, "my-application"] as const,
  feedback: (token: string) => [...all, "feedback", token] as const,
  feedbackSummary: () => [...all, "feedback-summary"] as const,
  testimonials: (mentorId: string) => [...all, "testimonials", mentorId] as const,
};
