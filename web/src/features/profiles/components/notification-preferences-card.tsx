import { NOTIFICATION_KINDS, TRANSACTIONAL_MAIL_KINDS, type NotificationKind } from "@common/notifications.schema";
import { toast } from "@/components/ui/toast";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { useNotificationPreferences, useSetNotificationPreference } from "../api/notification-preferences";

/**
 * Every kind of mail a member can receive (common/notifications.schema.ts): the optional ones with a
 * switch each, the transactional ones listed as always sent (docs/decisions/032-job-alerts.md).
 */
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
          <div className="space-y-6">
            <ul className="space-y-4" aria-label="Optional e-mails">
              {(Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).map((kind) => (
                <li key={kind} className="flex items-center justify-between gap-4">
                  <div className="min-w-0">
                    <label htmlFor={`notify-${kind}`} className="text-sm font-medium">
                      {NOTIFICATION_KINDS[kind].label}
                    </label>
                    <p id={`notify-${kind}-hint`} className="text-xs text-muted-foreground">
                      {NOTIFICATION_KINDS[kind].description}
                    </p>
                  </div>
                  <Switch
                    id={`notify-${kind}`}
                    aria-describedby={`notify-${kind}-hint`}
                    checked={data.preferences[kind]}
                    disabled={set.isPending}
                    onCheckedChange={(v) => void toggle(kind, v)}
                  />
                </li>
              ))}
            </ul>
            <div>
              <h3 className="mb-2 text-sm font-semibold">Always sent</h3>
              <ul className="space-y-3" aria-label="E-mails that are always sent">
                {Object.entries(TRANSACTIONAL_MAIL_KINDS).map(([kind, k]) => (
                  <li key={kind} className="flex items-center justify-between gap-4">
                    <div className="min-w-0">
                      <label htmlFor={`notify-${kind}`} className="text-sm font-medium">
                        {k.label}
                      </label>
                      <p id={`notify-${kind}-hint`} className="text-xs text-muted-foreground">
                        {k.description}
                      </p>
                    </div>
                    <Switch id={`notify-${kind}`} aria-describedby={`notify-${kind}-hint`} checked disabled />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
