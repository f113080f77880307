import {
  JOB_REVIEW_MAIL_KINDS,
  NOTIFICATION_KINDS,
  TRANSACTIONAL_MAIL_KINDS,
  type NotificationKind,
  type NotificationPreferencesDto,
} from "@common/notifications.schema";
import { hasCapability } from "@common/roles";
import { toast } from "@/components/ui/toast";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { useMe } from "@/lib/me";
import { useNotificationPreferences, useSetNotificationPreference, useSetNotificationPreferences } from "../api/notification-preferences";

/** The mentors' choice for jobs to review (docs/decisions/042), saved as its two kinds. */
const JOB_REVIEW_CHOICES = [
  { value: "each", label: "A mail for each job", kinds: { job_review_each: true, job_review_digest: false } },
  { value: "digest", label: "A daily digest of the jobs waiting", kinds: { job_review_each: false, job_review_digest: true } },
  { value: "none", label: "No mail (I check the review queue myself)", kinds: { job_review_each: false, job_review_digest: false } },
] as const;
const jobReviewChoice = (p: NotificationPreferencesDto) => (p.job_review_digest ? "digest" : p.job_review_each ? "each" : "none");
const SWITCHED_KINDS = (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter(
  (k) => !(JOB_REVIEW_MAIL_KINDS as readonly string[]).includes(k),
);

/**
 * Every kind of mail a member can receive (common/notifications.schema.ts): the optional ones with a
 * switch each, the transactional ones listed as always sent (docs/decisions/032-job-alerts.md).
 */
export function NotificationPreferencesCard() {
  const { data, isLoading, isError } = useNotificationPreferences();
  const set = useSetNotificationPreference();
  const setMany = useSetNotificationPreferences();
  const { me } = useMe();
  const reviewsJobs = hasCapability(me?.user, "mentor");
  // While a choice is being saved it shows as made; then the saved preferences say.
  const shownJobReviewChoice =
    setMany.isPending && setMany.variables
      ? jobReviewChoice({ ...data?.preferences, ...setMany.variables } as NotificationPreferencesDto)
      : data && jobReviewChoice(data.preferences);
  const chooseJobReview = async (kinds: Partial<Record<NotificationKind, boolean>>) => {
    try {
      await setMany.mutateAsync(kinds);
      toast.success("Notification settings saved");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to save notification settings"));
    }
  };
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
              {SWITCHED_KINDS.map((kind) => (
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
            {reviewsJobs && (
              <fieldset aria-describedby="notify-job-review-hint">
                <legend className="text-sm font-medium">Jobs to review</legend>
                <p id="notify-job-review-hint" className="mb-2 text-xs text-muted-foreground">
                  How you hear of jobs submitted or resubmitted for review.
                </p>
                <div className="space-y-2">
                  {JOB_REVIEW_CHOICES.map((c) => (
                    <label key={c.value} className="flex min-h-11 items-center gap-3 text-sm">
                      <input
                        type="radio"
                        name="job-review-mail"
                        value={c.value}
                        className="size-4 shrink-0 accent-primary"
                        checked={shownJobReviewChoice === c.value}
                        disabled={setMany.isPending}
                        onChange={() => void chooseJobReview(c.kinds)}
                      />
                      {c.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
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
