import { MATCH_STATUSES, type MatchStatus, type QueuedApplicationDto } from "@common/matching.schema";
import { AREAS } from "@common/mentorship.schema";
import { format } from "date-fns";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useApplicationQueue, useCloseApplication } from "../api/matching";
import { SuggestionsPanel } from "./suggestions-panel";

const STATUS_LABEL: Record<MatchStatus, string> = { received: "Received", matched: "Matched", connected: "Connected", closed: "Closed" };

/** Mentee applications to match, newest first, with the 5-business-day flag (docs/decisions/033). */
export function MatchQueue() {
  const [status, setStatus] = useState<MatchStatus | "">("received");
  const q = useApplicationQueue(status);
  return (
    <section className="space-y-4" aria-labelledby="match-queue-title">
      <h2 id="match-queue-title" className="text-xl font-semibold">
        Mentee applications
      </h2>
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {(["", ...MATCH_STATUSES] as const).map((s) => (
          <Button
            key={s || "all"}
            size="sm"
            variant={status === s ? "default" : "outline"}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s ? STATUS_LABEL[s] : "All"}
          </Button>
        ))}
      </div>
      {q.isLoading ? (
        <Loading text="Loading applications..." />
      ) : q.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load mentee applications
        </p>
      ) : q.applications.length === 0 ? (
        <p className="text-muted-foreground">No applications here.</p>
      ) : (
        q.applications.map((a) => <QueuedApplication key={a.id} a={a} />)
      )}
      {q.hasNextPage && (
        <Button variant="outline" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          Load more applications
        </Button>
      )}
    </section>
  );
}

function QueuedApplication({ a }: { a: QueuedApplicationDto }) {
  const [open, setOpen] = useState(false);
  const close = useCloseApplication();
  const area = AREAS.find((x) => x.value === a.areaOfInterest)?.label ?? a.areaOfInterest;
  const onClose = async () => {
    try {
      await close.mutateAsync(a.id);
      toast.success("Application closed");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to close the application"));
    }
  };
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">{a.fullName}</CardTitle>
          <Badge variant="secondary">{STATUS_LABEL[a.status]}</Badge>
          {a.overdue && <Badge variant="destructive">Over 5 business days</Badge>}
        </div>
        <p className="break-words text-sm text-muted-foreground">
          {a.email}
          {a.phoneNumber ? ` · ${a.phoneNumber}` : ""} · prefers {a.preferredContactMethod} · applied{" "}
          {format(new Date(a.createdAt), "MMM d, yyyy")} · {a.timezone}
        </p>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>
          <span className="font-medium">Role:</span> {a.currentRole} ({a.yearsExperience} years) ·{" "}
          <span className="font-medium">Interest:</span> {area}
        </p>
        <p className="whitespace-pre-line break-words">
          <span className="font-medium">Goals:</span> {a.goals}
        </p>
        {a.additionalInfo && (
          <p className="whitespace-pre-line break-words">
            <span className="font-medium">More:</span> {a.additionalInfo}
          </p>
        )}
        {a.matches.length > 0 && (
          <ul className="space-y-1" aria-label="Matches">
            {a.matches.map((m) => (
              <li key={m.id}>
                {m.mentorName}: {m.status === "declined" ? `declined (${m.declineReason})` : "proposed"}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {a.resumeUrl && (
            <Button size="sm" variant="outline" asChild>
              <a href={a.resumeUrl}>Download resume</a>
            </Button>
          )}
          {a.status === "received" && (
            <Button size="sm" variant={open ? "secondary" : "default"} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
              {open ? "Hide suggestions" : "Suggest mentors"}
            </Button>
          )}
          {a.status !== "closed" && (
            <Button size="sm" variant="outline" onClick={() => void onClose()} disabled={close.isPending}>
              Close
            </Button>
          )}
        </div>
        {open && a.status === "received" && <SuggestionsPanel applicationId={a.id} applicantName={a.fullName} />}
      </CardContent>
    </Card>
  );
}
