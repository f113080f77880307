import { z } from "zod";

export const CANDIDATES_PAGE_SIZE = 9;

export const candidateQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

/** Up to 5 page links centred on the current page (first 5 near the start, last 5 near the end). */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  if (totalPages <= size) return Array.from({ length: totalPages }, (_, i) => i + 1);
  let start: number;
  if (current <= 3) start = 1;
  else if (current >= totalPages - 2) start = totalPages - size + 1;
  else start = current - 2;
  return Array.from({ length: size }, (_, i) => start + i);
}

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
/** A public candidate card. `email` only for signed-in viewers. */
export const candidateDtoSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  expertise: z.array(z.string()),
  location: z.string().nullable(),
  yearsExperience: z.number().nullable(),
  avatarUrl: z.string().nullable(),
  website: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  role: z.string().optional(),
  email: z.string().optional(),
});
/**
 * The longest bio excerpt a card row carries (docs/decisions/047-candidate-card-rows.md): the card clamps
 * the bio to three lines, which hold fewer characters than this at every width; the whole bio is in
 * the detail (`GET /api/candidates/:id`).
 */
export const CANDIDATE_BIO_EXCERPT = 240;
/**
 * A row of the directory and of its search: what the card shows and nothing else (docs/decisions/047):
 * no location, years, links; `bio` an excerpt of at most CANDIDATE_BIO_EXCERPT characters (a cut one
 * ends with "…"). `email` only for signed-in viewers (the card's Contact button writes to it).
 */
export const candidateCardDtoSchema = candidateDtoSchema.pick({
  id: true,
  fullName: true,
  title: true,
  company: true,
  bio: true,
  expertise: true,
  avatarUrl: true,
  email: true,
});
/** One open-to-work candidate, as the "View profile" dialog shows it (`GET /api/candidates/:id`). */
export const candidateDetailDtoSchema = z.object({ candidate: candidateDtoSchema });
export const candidateListDtoSchema = z.object({
  candidates: z.array(candidateCardDtoSchema),
  total: z.number(),
  totalCapped: z.boolean(),
  hasMore: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type CandidateDto = z.infer<typeof candidateDtoSchema>;
export type CandidateCardDto = z.infer<typeof candidateCardDtoSchema>;
export type CandidateDetailDto = z.infer<typeof candidateDetailDtoSchema>;
export type CandidateListDto = z.infer<typeof candidateListDtoSchema>;
