import { CONTENT_STAFF_ACTIONS, CONTENT_STAFF_ACTION_LABELS, STAFF_ACTIONS, type StaffActionDto } from "@common/moderation.schema";
import { format } from "date-fns";
import { Download } from "lucide-react";
import { useState } from "react";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { Loading } from "@/components/ui/spinner";
import { staffLogExportUrl, useStaffLog, type StaffLogFilters } from "@/features/admin/api/moderation";

const ACTION_LABELS: Record<(typeof STAFF_ACTIONS)[number], string> = {
  "moderation.approve": "Approved",
  "moderation.reject": "Rejected",
  "user.role_change": "Role changed",
  "user.delete": "Account deleted",
  "user.plan_change": "Plan changed",
  "user.silence": "Member silenced",
  "user.suspend": "Member suspended",
  "user.restriction_lift": "Restriction lifted",
  "newsletter.send": "Newsletter issue sent",
  "application.stage_change": "Applicant moved",
  "application.reject": "Applicant rejected",
};

// Direct actions on members' content (docs/decisions/057).
const LABELS: Record<string, string> = { ...ACTION_LABELS, ...CONTENT_STAFF_ACTION_LABELS };

const json = (v: unknown) => (v === null || v === undefined ? "—" : JSON.stringify(v));

function Row({ a }: { a: StaffActionDto }) {
  return (
    <li className="space-y-1 p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="font-medium break-words">
          <Badge variant={a.action === "moderation.reject" ? "destructive" : "secondary"} className="mr-2">
            {LABELS[a.action] ?? a.action}
          </Badge>
          {/* Named targets (docs/decisions/057) say what they are; older rows show the kind and id. */}
          {!a.targetName && `${a.targetType.replace(/_/g, " ")} `}
          {a.targetName ? (
            a.targetLink ? (
              <a href={a.targetLink} className="underline break-words">
                {a.targetName}
              </a>
            ) : (
              <span className="break-words">{a.targetName}</span>
            )
          ) : (
            <span className="font-mono text-xs break-all">{a.targetId}</span>
          )}
        </p>
        <time className="shrink-0 text-xs text-muted-foreground" dateTime={a.createdAt}>
          {format(new Date(a.createdAt), "PP p")}
        </time>
      </div>
      <p className="text-sm text-muted-foreground">by {a.actor.name}</p>
      {a.reason && <p className="whitespace-pre-wrap break-words text-sm">Reason: {a.reason}</p>}
      <details className="text-xs">
        <summary className="cursor-pointer text-muted-foreground">Before and after</summary>
        <dl className="mt-1 grid gap-1 sm:grid-cols-[5rem_1fr]">
          <dt className="font-medium">Before</dt>
          <dd className="font-mono break-all">{json(a.before)}</dd>
          <dt className="font-medium">After</dt>
          <dd className="font-mono break-all">{json(a.after)}</dd>
        </dl>
      </details>
    </li>
  );
}

export default function Component() {
  const [filters, setFilters] = useState<StaffLogFilters>({});
  const [draft, setDraft] = useState<StaffLogFilters>({});
  const query = useStaffLog(filters);
  const actions = query.data?.pages.flatMap((p) => p.actions) ?? [];
  const field = (key: keyof StaffLogFilters) => ({
    value: draft[key] ?? "",
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft({ ...draft, [key]: e.target.value }),
  });
  return (
    <Page>
      <AdminNav />
      <h1 className="mb-6 text-3xl font-bold">Staff log</h1>
      <form
        role="search"
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
        aria-label="Filter the staff log"
      >
        <div className="space-y-1">
          <label htmlFor="log-action" className="text-sm font-medium">
            Action
          </label>
          <select id="log-action" className="h-10 w-full rounded-md border bg-background px-3 text-sm" {...field("action")}>
            <option value="">Any</option>
            {[...STAFF_ACTIONS, ...CONTENT_STAFF_ACTIONS].map((a) => (
              <option key={a} value={a}>
                {LABELS[a]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="log-actor" className="text-sm font-medium">
            Staff member
          </label>
          <Input id="log-actor" placeholder="Name or id" {...field("actor")} />
        </div>
        <div className="space-y-1">
          <label htmlFor="log-target" className="text-sm font-medium">
            Target
          </label>
          <Input id="log-target" placeholder="Name, id or kind" {...field("target")} />
        </div>
        <div className="space-y-1">
          <label htmlFor="log-from" className="text-sm font-medium">
            From
          </label>
          <Input id="log-from" type="date" {...field("from")} />
        </div>
        <div className="space-y-1">
          <label htmlFor="log-to" className="text-sm font-medium">
            To
          </label>
          <Input id="log-to" type="date" {...field("to")} />
        </div>
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          <Button variant="outline" asChild>
            <a href={staffLogExportUrl(filters)} download>
              <Download aria-hidden="true" /> CSV
            </a>
          </Button>
        </div>
      </form>
      {query.isLoading ? (
        <Loading text="Loading..." />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load the staff log
        </p>
      ) : actions.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground">No staff actions match.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Staff actions">
          {actions.map((a) => (
            <Row key={a.id} a={a} />
          ))}
        </ul>
      )}
      <LoadMore query={query} label="Load more" />
    </Page>
  );
}
