import type { SavedSearchQuery } from "@common/alerts.schema";

/** "kubernetes · OWASP · Berlin · last 7 days": what a saved search looks for, in a few words. */
export function describeSearch(q: Partial<SavedSearchQuery>): string {
  const parts = [
    q.search ? `“${q.search}”` : null,
    q.skill ?? null,
    q.location ?? null,
    q.days && q.days !== "all" ? `last ${q.days} days` : null,
    q.contractorOnly ? "contractor jobs" : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "All jobs";
}

/** A default name for the save form: the search's own words, at most 80 characters. */
export const defaultName = (q: Partial<SavedSearchQuery>) => describeSearch(q).replace(/[“”]/g, "").slice(0, 80);
