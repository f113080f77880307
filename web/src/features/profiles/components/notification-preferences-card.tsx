import { NOTIFICATION_KINDS, type NotificationKind } from "@common/notifications.schema";
import { toast } from "@/components/ui/toast";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { useNotificationPreferences, useSetNotificationPreference } from "../api/notification-preferences";

/** Per-kind e-mail preferences. Decision mails (approved, declined, cancelled…) always go out. */
export function NotificationPreferencesCard() {
  const { data, isLoading, isError } = useNotificationPreferences();
  const set = useSetNotificationPreference();
  const toggle = async (kind: NotificationKind, enabled: boolean) => {
    try {
      await set.mutateAsync({ kind, enabled });
      toast.success("Notification settings saved");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to save notification settings"));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">E-mail notifications</CardTitle>
        <CardDescription>
          Choose which optional e-mails you receive. Mails about your own requests and decisions are always sent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Loading />
        ) : isError || !data ? (
          <p role="alert" className="text-destructive">
            Failed to load notification settings
          </p>
        ) : (
          <ul className="space-y-4">
            {(Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).map((kind) => (
              <li key={kind} className="flex items-center justify-between gap-4">
                <label htmlFor={`notify-${kind}`} className="text-sm">
                  {NOTIFICATION_KINDS[kind].label}
                </label>
                <Switch
                  id={`notify-${kind}`}
                  checked={data.preferences[kind]}
                  disabled={set.isPending}
                  onCheckedChange={(v) => void toggle(kind, v)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
