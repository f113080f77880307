export const alertKeys = {
  all: ["alerts"] as const,
  savedSearches: () => [...alertKeys.all, "saved-searches"] as const,
};
