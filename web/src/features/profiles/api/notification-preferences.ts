import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationKind, NotificationPreferencesDto } from "@common/notifications.schema";
import { call, client } from "@/lib/api-client";
import { profileKeys } from "./keys";

export const useNotificationPreferences = () =>
  useQuery({
    queryKey: profileKeys.notificationPreferences(),
    queryFn: (): Promise<{ preferences: NotificationPreferencesDto }> => call(client.api.me["notification-preferences"].$get()),
  });

export function useSetNotificationPreference() {
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: NotificationKind; enabled: boolean }) =>
      call(client.api.me["notification-preferences"].$put({ json: { [kind]: enabled } })),
    meta: { invalidates: [profileKeys.notificationPreferences()] },
  });
}

/** Several kinds in one request: a choice between kinds (the mentors' job review mails) is saved at once. */
export function useSetNotificationPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<Record<NotificationKind, boolean>>): Promise<{ preferences: NotificationPreferencesDto }> =>
      call(client.api.me["notification-preferences"].$put({ json: changes })),
    // The answer is the whole set: shown at once, so a choice does not flick back while the list reloads.
    onSuccess: (saved) => qc.setQueryData(profileKeys.notificationPreferences(), saved),
    meta: { invalidates: [profileKeys.notificationPreferences()] },
  });
}
