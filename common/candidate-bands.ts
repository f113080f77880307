/**
 * The experience bands of the candidate filters (docs/decisions/080), without zod: the directory's query
 * parameters are read from the URL on the first page, whose JavaScript stays within the bundle budget.
 */
/** Years-of-experience bands of the directory's filter: `min`–`max` years, `max` null for "or more". */
export const EXPERIENCE_BANDS = [
  { id: "0-2", label: "0–2 years", min: 0, max: 2 },
  { id: "3-5", label: "3–5 years", min: 3, max: 5 },
  { id: "6-10", label: "6–10 years", min: 6, max: 10 },
  { id: "11+", label: "11+ years", min: 11, max: null },
] as const;
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]["id"];

/**
 * When an open-to-work candidate can start (docs/decisions/082-candidate-availability.md), as the profile
 * stores it (profiles.available_from) and the directory filters it. Not given: null (no band).
 */
export const AVAILABILITY_OPTIONS = [
  { id: "immediately", label: "Immediately" },
  { id: "1-month", label: "Within a month" },
  { id: "3-months", label: "Within three months" },
  { id: "later", label: "In more than three months" },
] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number]["id"];
export const availabilityLabel = (id: string | null | undefined) => AVAILABILITY_OPTIONS.find((a) => a.id === id)?.label ?? null;
