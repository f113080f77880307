import { z } from "zod";
import { jobListQuerySchema } from "./jobs.schema";

/** Saved searches per member (docs/decisions/032-job-alerts.md): the server refuses the 21st. */
export const MAX_SAVED_SEARCHES = 20;
export const ALERT_FREQUENCIES = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]["value"];
const frequencySchema = z.enum(["daily", "weekly"], { error: "Choose daily or weekly" });

/** The board's search as saved: the term and filters of GET /api/jobs, without paging. */
export const savedSearchQuerySchema = jobListQuerySchema
  .pick({ search: true, skill: true, location: true, days: true })
  .extend({ contractorOnly: z.boolean().default(false) });
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;

export const createSavedSearchInputSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, { error: "Name is required" }).max(80, { error: "At most 80 characters" }),
  frequency: frequencySchema,
  query: savedSearchQuerySchema,
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchInputSchema>;

export const updateSavedSearchInputSchema = z
  .object({
    name: createSavedSearchInputSchema.shape.name.optional(),
    frequency: frequencySchema.optional(),
  })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { error: "Nothing to change" });
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchInputSchema>;

export const savedSearchListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

// Response shapes (docs/decisions/020).
export const savedSearchDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: frequencySchema,
  query: savedSearchQuerySchema,
  createdAt: z.string(),
  /** When its last digest was mailed (null: none yet). */
  lastDigestAt: z.string().nullable(),
});
export type SavedSearchDto = z.infer<typeof savedSearchDtoSchema>;
export const savedSearchListDtoSchema = z.object({
  savedSearches: z.array(savedSearchDtoSchema),
  nextCursor: z.string().nullable(),
  total: z.number(),
  limit: z.number(),
});
export type SavedSearchListDto = z.infer<typeof savedSearchListDtoSchema>;

/** What an unsubscribe link turned off. */
export const unsubscribeResultSchema = z.object({ unsubscribed: z.literal(true), what: z.string() });
