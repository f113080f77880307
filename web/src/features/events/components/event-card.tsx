import { isVirtualLocation, type EventDto } from "@common/events.schema";
import { format } from "date-fns";
import { CalendarDays, Clock, Download, MapPin, Users, Video } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { useRegistration } from "../api/events";

export function EventCard({ e, signedIn }: { e: EventDto; signedIn: boolean }) {
  const reg = useRegistration();
  const full = e.maxAttendees !== null && e.attendeesCount >= e.maxAttendees;
  const [y, m, d] = e.eventDate.split("-").map(Number) as [number, number, number];
  const toggle = async () => {
    if (!signedIn) return void toast.error("Please sign in to register for events");
    const registering = !e.isAttending;
    try {
      await reg.mutateAsync({ id: e.id, register: registering });
      toast.success(registering ? "You've successfully registered for this event!" : "You've unregistered from this event");
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) toast.error(err.message);
      else toast.error(registering ? "Failed to register for event" : "Failed to unregister from event");
    }
  };
  return (
    <Card className="flex flex-col overflow-hidden">
      {e.imageUrl && <img src={e.imageUrl} alt="" loading="lazy" className="h-40 w-full object-cover" />}
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-lg">{e.title}</CardTitle>
          {e.isFeatured && <Badge>Featured</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className="line-clamp-3 text-muted-foreground">{e.description}</p>
        <ul className="space-y-1">
          <li className="flex items-center gap-2"><CalendarDays className="h-4 w-4" aria-hidden="true" />{format(new Date(y, m - 1, d), "EEEE, MMMM d, yyyy")}</li>
          <li className="flex items-center gap-2"><Clock className="h-4 w-4" aria-hidden="true" />{e.eventTime}</li>
          <li className="flex items-center gap-2">
            {isVirtualLocation(e.location) ? (
              <><Video className="h-4 w-4" aria-hidden="true" /><a className="truncate text-primary underline" href={e.location} target="_blank" rel="noopener noreferrer">Virtual event link</a></>
            ) : (
              <><MapPin className="h-4 w-4" aria-hidden="true" />{e.location}</>
            )}
          </li>
          <li className="flex items-center gap-2"><Users className="h-4 w-4" aria-hidden="true" />{e.attendeesCount}{e.maxAttendees !== null ? ` / ${e.maxAttendees}` : ""} attending</li>
          <li className="text-muted-foreground">Organized by {e.organizer.fullName}</li>
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {e.isAttending ? (
            <Button variant="outline" onClick={() => void toggle()} disabled={reg.isPending}>Cancel Registration</Button>
          ) : full ? (
            <Badge variant="secondary" className="px-3 py-2">This event is full</Badge>
          ) : (
            <Button onClick={() => void toggle()} disabled={reg.isPending}>Register</Button>
          )}
          <Button variant="ghost" asChild>
            <a href={`/api/events/${e.id}/ics`} download><Download /> .ics</a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
