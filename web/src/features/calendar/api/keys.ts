import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.calendar;

export const calendarKeys = {
  all,
  feed: () => [...all, "feed"] as const,
};
