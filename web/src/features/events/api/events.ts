import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventDto, EventInput, WaitlistStateDto } from "@common/events.schema";
import { api } from "@/lib/api-client";

export const useEvents = (filter: "all" | "featured" | "mine") =>
  useQuery({ queryKey: ["events", filter], queryFn: () => api<{ events: EventDto[] }>(`/api/events?filter=${filter}`) });

export function useRegistration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, register }: { id: string; register: boolean }) => api(`/api/events/${id}/registration`, { method: register ? "POST" : "DELETE" }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["events"] }),
  });
}

export function useWaitlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: string; join: boolean }) => api<WaitlistStateDto>(`/api/events/${id}/waitlist`, { method: join ? "POST" : "DELETE" }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["events"] }),
  });
}

export const useAdminEvents = (q: string) =>
  useQuery({ queryKey: ["admin", "events", q], queryFn: () => api<{ events: EventDto[] }>(`/api/admin/events${q ? `?q=${encodeURIComponent(q)}` : ""}`) });
export const useAdminEvent = (id: string, enabled: boolean) =>
  useQuery({ queryKey: ["admin", "event", id], queryFn: () => api<{ event: EventDto }>(`/api/admin/events/${id}`), enabled, staleTime: 0 });

export function useAdminEventMutations() {
  const qc = useQueryClient();
  const done = () => {
    void qc.invalidateQueries({ queryKey: ["admin", "events"] });
    void qc.invalidateQueries({ queryKey: ["events"] });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: EventInput }) =>
        api(id ? `/api/admin/events/${id}` : "/api/admin/events", { method: id ? "PUT" : "POST", json: input }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: string) => api(`/api/admin/events/${id}`, { method: "DELETE" }), onSuccess: done }),
  };
}
