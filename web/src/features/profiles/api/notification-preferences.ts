import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationKind, NotificationPreferencesDto } from "@common/notifications.schema";
import { call, client } from "@/lib/api-client";

const key = ["me", "notification-preferences"] as const;

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: key,
    queryFn: (): Promise<{ preferences: NotificationPreferencesDto }> => call(client.api.me["notification-preferences"].$get()),
  });

export function useSetNotificationPreference() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: NotificationKind; enabled: boolean }) =>
      call(client.api.me["notification-preferences"].$put({ json: { [kind]: enabled } })),
    onSuccess: (data) => qc.setQueryData(key, data),
  });
}
