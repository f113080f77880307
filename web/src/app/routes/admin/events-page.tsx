import { Plus, Search } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@/components/ui/toast";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { Input } from "@/components/ui/input";
import { Loading } from "@/components/ui/spinner";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { useAdminEventMutations, useAdminEvents } from "@/features/events/api/events";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";

export default function Component() {
  const [q, setQ] = useState("");
  // Events whose old free-text time could not be read (docs/decisions/031-event-times-and-pages.md).
  const [needsFixing, setNeedsFixing] = useState(false);
  const { events, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminEvents(q.trim(), needsFixing);
  const { remove, cancel } = useAdminEventMutations();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Page>
      <AdminNav />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold">Event Management</h1>
        <Button asChild>
          <Link to={paths.adminEventEdit("new")}>
            <Plus /> New Event
          </Link>
        </Button>
      </div>
      <div className="relative mb-4 max-w-md">
        <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
        <Input className="pl-9" aria-label="Search events" placeholder="Search events" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div className="mb-4 flex items-center gap-2">
        <Checkbox id="needs-fixing" checked={needsFixing} onCheckedChange={(v) => setNeedsFixing(v === true)} />
        <Label htmlFor="needs-fixing">Only events whose time needs fixing</Label>
      </div>
      {isLoading ? (
        <Loading />
      ) : (
        <>
          <ul className="divide-y rounded-md border">
            {events.length === 0 && <li className="p-6 text-center text-muted-foreground">No events found</li>}
            {events.map((e) => (
              <li key={e.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <div className="flex items-center gap-2">
                    <Link className="font-medium hover:underline" to={paths.event(e.id)}>
                      {e.title}
                    </Link>
                    <Badge variant={e.eventDate < today ? "secondary" : "default"}>{e.eventDate < today ? "Past" : "Upcoming"}</Badge>
                    {e.status === "cancelled" && <Badge variant="destructive">Cancelled</Badge>}
                    {e.timeNeedsFixing && <Badge variant="outline">Time needs fixing</Badge>}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {e.eventDate} · {e.eventTime} · {e.location}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {e.description.length > 50 ? `${e.description.slice(0, 50)}...` : e.description}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" asChild>
                    <Link to={paths.adminEventEdit(e.id)}>Edit · attendees</Link>
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <Link to={paths.adminEventCheckIn(e.id)} aria-label={`Check-in for ${e.title}`}>
                      Check-in
                    </Link>
                  </Button>
                  {e.status !== "cancelled" && (
                    <StaffReasonDialog
                      id={`cancel-event-${e.id}`}
                      trigger="Cancel event"
                      triggerLabel={`Cancel event ${e.title}`}
                      triggerVariant="outline"
                      title={`Cancel "${e.title}"?`}
                      description="Its page stays, marked as cancelled. Attendees and the waitlist get a cancellation mail with the reason; the organizer is mailed it and the cancellation is recorded in the staff log."
                      confirm="Cancel event"
                      done="Event cancelled"
                      failed="Failed to cancel event."
                      destructive
                      mailedTo="organizer and the attendees"
                      onConfirm={async (reason) => {
                        const { mailed } = await cancel.mutateAsync({ id: e.id, reason });
                        toast.info(`${mailed} ${mailed === 1 ? "person was" : "people were"} e-mailed`);
                      }}
                    />
                  )}
                  <StaffReasonDialog
                    id={`delete-event-${e.id}`}
                    trigger="Delete"
                    triggerLabel={`Delete ${e.title}`}
                    triggerVariant="outline"
                    title={`Delete "${e.title}"?`}
                    description="An upcoming event's attendees and waitlist get a cancellation mail with the reason; the organizer is mailed it and the deletion is recorded in the staff log."
                    confirm="Delete event"
                    done="Event deleted successfully"
                    failed="Failed to delete event."
                    destructive
                    mailedTo="organizer and the attendees"
                    onConfirm={(reason) => remove.mutateAsync({ id: e.id, reason })}
                  />
                </div>
              </li>
            ))}
          </ul>
          <LoadMore query={{ hasNextPage, isFetchingNextPage, fetchNextPage }} label="Load more events" />
        </>
      )}
    </Page>
  );
}
