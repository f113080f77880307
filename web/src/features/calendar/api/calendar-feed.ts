import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeedCreatedDto, CalendarFeedStatusDto } from "@common/calendar.schema";
import { call, client, send } from "@/lib/api-client";

export const calendarFeedQuery = queryOptions({
  queryKey: ["calendar-feed"],
  queryFn: (): Promise<CalendarFeedStatusDto> => call(client.api.me["calendar-feed"].$get()),
});

export const useCalendarFeed = () => useQuery(calendarFeedQuery);

export function useCalendarFeedMutations() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: calendarFeedQuery.queryKey });
  return {
    regenerate: useMutation({
      mutationFn: (): Promise<CalendarFeedCreatedDto> => call(client.api.me["calendar-feed"].$post()),
      onSuccess: done,
    }),
    revoke: useMutation({ mutationFn: () => send(client.api.me["calendar-feed"].$delete()), onSuccess: done }),
  };
}
