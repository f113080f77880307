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
export const candidateListDtoSchema = z.object({
  candidates: z.array(candidateDtoSchema),
  total: z.number(),
  totalCapped: z.boolean(),
  hasMore: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type CandidateDto = z.infer<typeof candidateDtoSchema>;
export type CandidateListDto = z.infer<typeof candidateListDtoSchema>;
