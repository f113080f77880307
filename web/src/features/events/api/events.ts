import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import type { EventDto, EventInput, EventListDto, EventPeopleDto, WaitlistStateDto } from "@common/events.schema";
import { call, client } from "@/lib/api-client";
import { eventKeys } from "./keys";

const nextCursor = (last: EventListDto) => last.nextCursor ?? undefined;

/** Upcoming events, 24 a page (shared with the route loader). */
export const eventsQuery = (filter: "all" | "featured" | "mine") =>
  infiniteQueryOptions({
    queryKey: eventKeys.list(filter),
    queryFn: ({ pageParam }): Promise<EventListDto> =>
      call(client.api.events.$get({ query: { filter, ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });

/** Upcoming events, 24 a page; "Load more events" fetches the next page. */
export function useEvents(filter: "all" | "featured" | "mine") {
  const query = useInfiniteQuery(eventsQuery(filter));
  return { ...query, events: query.data?.pages.flatMap((p) => p.events) ?? [] };
}

export function useRegistration() {
  return useMutation({
    mutationFn: async ({ id, register }: { id: string; register: boolean }): Promise<{ registered: boolean }> =>
      register
        ? call(client.api.events[":id"].registration.$post({ param: { id } }))
        : call(client.api.events[":id"].registration.$delete({ param: { id } })),
    // Seats and waitlist places show in every list; a refusal (409: full, past) refreshes them too.
    meta: { invalidates: [eventKeys.all] },
  });
}

export function useWaitlist() {
  return useMutation({
    mutationFn: ({ id, join }: { id: string; join: boolean }): Promise<WaitlistStateDto> =>
      join
        ? call(client.api.events[":id"].waitlist.$post({ param: { id } }))
        : call(client.api.events[":id"].waitlist.$delete({ param: { id } })),
    // Seats and waitlist places show in every list; a refusal (409: full, past) refreshes them too.
    meta: { invalidates: [eventKeys.all] },
  });
}

/** One event, its own page (shared with the route loader; docs/decisions/031-event-times-and-pages.md). */
export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: (): Promise<{ event: EventDto }> => call(client.api.events[":id"].$get({ param: { id } })),
    retry: false,
  });
export const useEvent = (id: string) => useQuery(eventQuery(id));

/** Every event for the admin, 24 a page; `needsFixing`: only those whose old free-text time did not parse. */
export function useAdminEvents(q: string, needsFixing = false) {
  const query = useInfiniteQuery({
    queryKey: [...eventKeys.adminList(q), needsFixing] as const,
    queryFn: ({ pageParam }): Promise<EventListDto> =>
      call(
        client.api.admin.events.$get({
          query: {
            ...(q ? { q } : {}),
            ...(needsFixing ? { needsFixing: "true" as const } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
  });
  return { ...query, events: query.data?.pages.flatMap((p) => p.events) ?? [] };
}
export const useAdminEvent = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: eventKeys.adminDetail(id),
    queryFn: (): Promise<{ event: EventDto }> => call(client.api.admin.events[":id"].$get({ param: { id } })),
    enabled,
    staleTime: 0,
  });

export function useAdminEventMutations() {
  // The public lists and the admin's.
  const meta = { invalidates: [eventKeys.all] };
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: EventInput }) =>
        id
          ? call(client.api.admin.events[":id"].$put({ param: { id }, json: input }))
          : call(client.api.admin.events.$post({ json: input })),
      meta,
    }),
    // An admin's cancel or delete carries a reason (staff log, the organizer's mail; docs/decisions/057).
    remove: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        call(client.api.admin.events[":id"].$delete({ param: { id }, json: { reason } })),
      meta,
    }),
    cancel: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        call(client.api.admin.events[":id"].cancel.$post({ param: { id }, json: { reason } })),
      meta,
    }),
  };
}

/** An event's attendees and waitlist, for the admin. */
export const useEventPeople = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: eventKeys.people(id),
    queryFn: (): Promise<EventPeopleDto> => call(client.api.admin.events[":id"].people.$get({ param: { id } })),
    enabled,
  });
