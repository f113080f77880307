import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { CalendarFeedCreatedDto, CalendarFeedStatusDto } from "@common/calendar.schema";
import { call, client, send } from "@/lib/api-client";
import { calendarKeys } from "./keys";

export const calendarFeedQuery = queryOptions({
  queryKey: calendarKeys.feed(),
  queryFn: (): Promise<CalendarFeedStatusDto> => call(client.api.me["calendar-feed"].$get()),
});

export const useCalendarFeed = () => useQuery(calendarFeedQuery);

export function useCalendarFeedMutations() {
  const meta = { invalidates: [calendarKeys.all] };
  return {
    regenerate: useMutation({
      mutationFn: (): Promise<CalendarFeedCreatedDto> => call(client.api.me["calendar-feed"].$post()),
      meta,
    }),
    revoke: useMutation({ mutationFn: () => send(client.api.me["calendar-feed"].$delete()), meta }),
  };
}
