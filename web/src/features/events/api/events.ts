import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventDto, EventInput, WaitlistStateDto } from "@common/events.schema";
import { call, client } from "@/lib/api-client";

export const useEvents = (filter: "all" | "featured" | "mine") =>
  useQuery({
    queryKey: ["events", filter],
    queryFn: (): Promise<{ events: EventDto[] }> => call(client.api.events.$get({ query: { filter } })),
  });

export function useRegistration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, register }: { id: string; register: boolean }): Promise<{ registered: boolean }> =>
      register
        ? call(client.api.events[":id"].registration.$post({ param: { id } }))
        : call(client.api.events[":id"].registration.$delete({ param: { id } })),
    onSettled: () => qc.invalidateQueries({ queryKey: ["events"] }),
  });
}

export function useWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: string; join: boolean }): Promise<WaitlistStateDto> =>
      join
        ? call(client.api.events[":id"].waitlist.$post({ param: { id } }))
        : call(client.api.events[":id"].waitlist.$delete({ param: { id } })),
    onSettled: () => qc.invalidateQueries({ queryKey: ["events"] }),
  });
}

export const useAdminEvents = (q: string) =>
  useQuery({
    queryKey: ["admin", "events", q],
    queryFn: (): Promise<{ events: EventDto[] }> => call(client.api.admin.events.$get({ query: q ? { q } : {} })),
  });
export const useAdminEvent = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ["admin", "event", id],
    queryFn: (): Promise<{ event: EventDto }> => call(client.api.admin.events[":id"].$get({ param: { id } })),
    enabled,
    staleTime: 0,
  });

export function useAdminEventMutations() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: ["admin", "events"] });
    void qc.invalidateQueries({ queryKey: ["events"] });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: EventInput }) =>
        id
          ? call(client.api.admin.events[":id"].$put({ param: { id }, json: input }))
          : call(client.api.admin.events.$post({ json: input })),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: string) => call(client.api.admin.events[":id"].$delete({ param: { id } })), onSuccess: done }),
  };
}
