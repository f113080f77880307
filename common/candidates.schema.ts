import { z } from "zod";

export const CANDIDATES_PAGE_SIZE = 9;

export const candidateQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

/** A public candidate card. `email` only for signed-in viewers. */
export interface CandidateDto {
  id: string;
  fullName: string;
  title: string | null;
  company: string | null;
  bio: string | null;
  expertise: string[];
  location: string | null;
  yearsExperience: number | null;
  avatarUrl: string | null;
  website: string | null;
  githubUrl: string | null;
  linkedinUrl: string | null;
  role?: string;
  email?: string;
}

export interface CandidateListDto {
  candidates: CandidateDto[];
  /** Exact up to 1000; `totalCapped` means "1000+" (the count stops there). */
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
  page: number;
  pageSize: number;
}

/** Up to 5 page links centred on the current page (first 5 near the start, last 5 near the end). */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  if (totalPages <= size) return Array.from({ length: totalPages }, (_, i) => i + 1);
  let start: number;
  if (current <= 3) start = 1;
  else if (current >= totalPages - 2) start = totalPages - size + 1;
  else start = current - 2;
  return Array.from({ length: size }, (_, i) => start + i);
}
