import { z } from "zod";
import { AVAILABILITY_OPTIONS, EXPERIENCE_BANDS, type Availability, type ExperienceBand } from "./candidate-bands";

export const CANDIDATES_PAGE_SIZE = 9;

export { AVAILABILITY_OPTIONS, EXPERIENCE_BANDS, type Availability, type ExperienceBand };
const experienceBandIds = EXPERIENCE_BANDS.map((b) => b.id) as [ExperienceBand, ...ExperienceBand[]];
const availabilityIds = AVAILABILITY_OPTIONS.map((a) => a.id) as [Availability, ...Availability[]];

/** At most this many skills in one filter (each one must be held). */
export const MAX_SKILL_FILTERS = 5;

/** The filters of a candidate search: the directory's query parameters and a saved search's. */
export const candidateFiltersSchema = z.object({
  /** Skills the candidate lists, every one (case-insensitive); repeat the parameter for several. */
  skill: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => [...new Set((v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(60, "A skill is at most 60 characters")).max(MAX_SKILL_FILTERS, `At most ${MAX_SKILL_FILTERS} skills`))
    .describe("A skill the candidate lists (repeat for several: all must be listed)"),
  location: z.string().trim().max(100).optional().describe("The candidate's location, as the location filter lists it"),
  experience: z
    .enum(experienceBandIds, { error: "Choose a years-of-experience band from the list" })
    .optional()
    .describe("Years of experience band: 0-2, 3-5, 6-10 or 11+"),
  availability: z
    .enum(availabilityIds, { error: "Choose an availability from the list" })
    .optional()
    .describe("When the candidate can start: immediately, 1-month, 3-months or later (docs/decisions/082)"),
});
export type CandidateFilters = z.infer<typeof candidateFiltersSchema>;

export const candidateQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(10000).default(1),
  })
  .extend(candidateFiltersSchema.shape);

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
const facetValue = z.object({ value: z.string(), count: z.number() });
/**
 * Live counts of the filters' values among the candidates the search and the other active filters find
 * (a skill's count with every active filter but the skills dimension's own added value: the skills already
 * chosen still count). Skills and locations: the most frequent, at most FACET_VALUES each.
 */
export const candidateFacetsSchema = z.object({
  skills: z.array(facetValue),
  locations: z.array(facetValue),
  experience: z.array(z.object({ value: z.enum(experienceBandIds), count: z.number() })),
  /** Every availability option, with how many candidates said it (0 included). */
  availability: z.array(z.object({ value: z.enum(availabilityIds), count: z.number() })),
});
export const FACET_VALUES = 12;
export type CandidateFacets = z.infer<typeof candidateFacetsSchema>;
export const candidateListDtoSchema = z.object({
  candidates: z.array(candidateCardDtoSchema),
  total: z.number(),
  totalCapped: z.boolean(),
  hasMore: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /** A term that found nothing: the term with its unknown words replaced by the nearest known ones, or null. */
  didYouMean: z.string().nullable(),
  facets: candidateFacetsSchema,
});

export type CandidateDto = z.infer<typeof candidateDtoSchema>;
export type CandidateCardDto = z.infer<typeof candidateCardDtoSchema>;
export type CandidateDetailDto = z.infer<typeof candidateDetailDtoSchema>;
export type CandidateListDto = z.infer<typeof candidateListDtoSchema>;

// ---- saved candidate searches (recruiters; docs/decisions/080) ----

/** Saved candidate searches per recruiter: the server refuses the 21st. */
export const MAX_CANDIDATE_SEARCHES = 20;

/** The directory's search as saved: the term and the filters, without paging. */
export const candidateSavedQuerySchema = z.object({ q: z.string().trim().max(100).optional() }).extend(candidateFiltersSchema.shape);
export type CandidateSavedQuery = z.output<typeof candidateSavedQuerySchema>;

export const createCandidateSearchInputSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, { error: "Name is required" }).max(80, { error: "At most 80 characters" }),
  frequency: z.enum(["daily", "weekly"], { error: "Choose daily or weekly" }),
  query: candidateSavedQuerySchema,
});
export type CreateCandidateSearchInput = z.input<typeof createCandidateSearchInputSchema>;
/** The alert form's own fields: a name left empty is the term (or "My candidate search"). */
export const candidateSearchFormSchema = z.object({
  name: z.string().trim().max(80, { error: "At most 80 characters" }),
  frequency: createCandidateSearchInputSchema.shape.frequency,
});

export const candidateSearchDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: z.enum(["daily", "weekly"]),
  query: candidateSavedQuerySchema,
  createdAt: z.string(),
});
export type CandidateSearchDto = z.infer<typeof candidateSearchDtoSchema>;
export const candidateSearchListDtoSchema = z.object({ savedSearches: z.array(candidateSearchDtoSchema), limit: z.number() });
export type CandidateSearchListDto = z.infer<typeof candidateSearchListDtoSchema>;
