import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeedCreatedDto, CalendarFeedStatusDto } from "@common/calendar.schema";
import { api } from "@/lib/api-client";

export const calendarFeedQuery = queryOptions({
  queryKey: ["calendar-feed"],
  queryFn: () => api<CalendarFeedStatusDto>("/api/me/calendar-feed"),
});

export const useCalendarFeed = () => useQuery(calendarFeedQuery);

export function useCalendarFeedMutations() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: calendarFeedQuery.queryKey });
  return {
    regenerate: useMutation({ mutationFn: () => api<CalendarFeedCreatedDto>("/api/me/calendar-feed", { method: "POST" }), onSuccess: done }),
    revoke: useMutation({ mutationFn: () => api("/api/me/calendar-feed", { method: "DELETE" }), onSuccess: done }),
  };
}
