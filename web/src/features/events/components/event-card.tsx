import type { EventDto } from "@common/events.schema";
import { CalendarDays, Download, Hourglass, MapPin, Users, Video } from "lucide-react";
import { Link } from "react-router";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { ApiError, refusalMessage } from "@/lib/api-client";
import { useRegistration, useWaitlist } from "../api/events";
import { EventWhen } from "./event-when";

/** Register / cancel / waitlist buttons of an event (the card and the event's page). */
export function EventActions({ e, signedIn, showIcs = true }: { e: EventDto; signedIn: boolean; showIcs?: boolean }) {
  const reg = useRegistration();
  const waitlist = useWaitlist();
  const busy = reg.isPending || waitlist.isPending;
  const full = e.maxAttendees !== null && e.attendeesCount >= e.maxAttendees;
  const toggle = async () => {
    if (!signedIn) return void toast.error("Please sign in to register for events");
    const registering = !e.isAttending;
    try {
      await reg.mutateAsync({ id: e.id, register: registering });
      toast.success(registering ? "You've successfully registered for this event!" : "You've unregistered from this event");
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) toast.error(err.message);
      else toast.error(refusalMessage(err, registering ? "Failed to register for event" : "Failed to unregister from event"));
    }
  };
  const toggleWaitlist = async () => {
    if (!signedIn) return void toast.error("Please sign in to register for events");
    const joining = e.waitlistPosition === null;
    try {
      const state = await waitlist.mutateAsync({ id: e.id, join: joining });
      if (!joining) toast.success("You've left the waitlist");
      // A seat opened up since the page loaded: joining registered the member straight away.
      else if (state.registered) toast.success("You've successfully registered for this event!");
      else toast.success(`You joined the waitlist: you are #${state.waitlistPosition}`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) toast.error(err.message);
      else toast.error(joining ? "Failed to join the waitlist" : "Failed to leave the waitlist");
    }
  };
  return (
    <>
      {e.waitlistPosition !== null && !e.isAttending && (
        <p className="rounded-md bg-muted px-3 py-2 font-medium" data-testid="waitlist-position">
          You are #{e.waitlistPosition} on the waitlist. We'll e-mail you if a seat opens up.
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        {e.status === "cancelled" ? (
          <Badge variant="destructive" className="px-3 py-2">
            This event has been cancelled
          </Badge>
        ) : e.isAttending ? (
          <Button variant="outline" onClick={() => void toggle()} disabled={busy}>
            Cancel Registration
          </Button>
        ) : e.waitlistPosition !== null ? (
          <Button variant="outline" onClick={() => void toggleWaitlist()} disabled={busy}>
            Leave waitlist
          </Button>
        ) : full ? (
          <>
            <Badge variant="secondary" className="px-3 py-2">
              This event is full
            </Badge>
            <Button onClick={() => void toggleWaitlist()} disabled={busy}>
              Join waitlist
            </Button>
          </>
        ) : (
          <Button onClick={() => void toggle()} disabled={busy}>
            Register
          </Button>
        )}
        {showIcs && (
          <Button variant="ghost" asChild>
            <a href={`/api/events/${e.id}/ics`} download>
              <Download /> .ics
            </a>
          </Button>
        )}
      </div>
    </>
  );
}

export function EventCard({ e, signedIn }: { e: EventDto; signedIn: boolean }) {
  return (
    <Card className="flex flex-col overflow-hidden">
      {e.imageUrl && <img src={e.imageUrl} alt="" loading="lazy" className="h-40 w-full object-cover" />}
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-lg">
            <Link to={paths.event(e.id)} className="hover:underline">
              {e.title}
            </Link>
          </CardTitle>
          {e.status === "cancelled" ? <Badge variant="destructive">Cancelled</Badge> : e.isFeatured && <Badge>Featured</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className="line-clamp-3 text-muted-foreground">{e.description}</p>
        <ul className="space-y-1">
          <li className="flex items-start gap-2">
            <CalendarDays className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <EventWhen e={e} compact />
          </li>
          <li className="flex items-center gap-2">
            {e.isOnline ? (
              <>
                <Video className="h-4 w-4" aria-hidden="true" />
                {/* Only a registrant holding a seat gets the join link (docs/decisions/077). */}
                {e.meetingUrl ? (
                  <a className="truncate text-primary underline" href={e.meetingUrl} target="_blank" rel="noopener noreferrer">
                    Virtual event link
                  </a>
                ) : (
                  "Online event"
                )}
              </>
            ) : (
              <>
                <MapPin className="h-4 w-4" aria-hidden="true" />
                {e.location}
              </>
            )}
          </li>
          <li className="flex items-center gap-2">
            <Users className="h-4 w-4" aria-hidden="true" />
            {e.attendeesCount}
            {e.maxAttendees !== null ? ` / ${e.maxAttendees}` : ""} attending
          </li>
          {e.waitlistCount > 0 && (
            <li className="flex items-center gap-2">
              <Hourglass className="h-4 w-4" aria-hidden="true" />
              {e.waitlistCount} on the waitlist
            </li>
          )}
          <li className="text-muted-foreground">Organized by {e.organizer.fullName}</li>
        </ul>
        <EventActions e={e} signedIn={signedIn} />
      </CardContent>
    </Card>
  );
}
