import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationKind, NotificationPreferencesDto } from "@common/notifications.schema";
import { api } from "@/lib/api-client";

const key = ["me", "notification-preferences"] as const;

export const useNotificationPreferences = () =>
  useQuery({ queryKey: key, queryFn: () => api<{ preferences: NotificationPreferencesDto }>("/api/me/notification-preferences") });

export function useSetNotificationPreference() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: NotificationKind; enabled: boolean }) =>
      api<{ preferences: NotificationPreferencesDto }>("/api/me/notification-preferences", { method: "PUT", json: { [kind]: enabled } }),
    onSuccess: (data) => qc.setQueryData(key, data),
  });
}
