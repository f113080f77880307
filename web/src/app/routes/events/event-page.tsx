import { JOIN_LINK_HIDDEN } from "@common/events.schema";
import { ArrowLeft, CalendarDays, Hourglass, MapPin, Users, Video } from "lucide-react";
import { Link, useParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useEvent } from "@/features/events/api/events";
import { CalendarLinks } from "@/features/events/components/calendar-links";
import { EventActions } from "@/features/events/components/event-card";
import { EventWhen } from "@/features/events/components/event-when";
import { MyCheckIn } from "@/features/events/components/my-check-in";
import { ApiError } from "@/lib/api-client";
import { entityTitle, useDocumentTitle } from "@/lib/document-title";
import { useMe } from "@/lib/me";

/** An event's own page (docs/decisions/031-event-times-and-pages.md): server-rendered for visitors, readable without JavaScript. */
export default function Component() {
  const { id = "" } = useParams();
  const { me } = useMe();
  const { data, isLoading, isError, error } = useEvent(id);
  useDocumentTitle(data ? entityTitle(data.event.title) : isError ? entityTitle("Event Not Found") : null);
  if (isLoading) return <Loading text="Loading event..." />;
  if (isError && !(error instanceof ApiError && (error.status === 404 || error.status === 400))) throw error;
  if (isError || !data)
    return (
      <Page className="max-w-2xl text-center">
        <h1 className="mb-2 text-3xl font-bold">Event Not Found</h1>
        <p className="mb-6 text-muted-foreground">The event you're looking for doesn't exist or has been removed.</p>
        <Button asChild>
          <Link to={paths.events}>
            <ArrowLeft /> Back to Events
          </Link>
        </Button>
      </Page>
    );
  const e = data.event;
  const online = e.isOnline;
  return (
    <Page className="max-w-3xl">
      <Button variant="ghost" asChild className="mb-4">
        <Link to={paths.events}>
          <ArrowLeft /> All events
        </Link>
      </Button>
      <article className="space-y-6">
        {e.imageUrl && <img src={e.imageUrl} alt="" className="max-h-80 w-full rounded-lg object-cover" />}
        <header className="space-y-2">
          <div className="flex flex-wrap gap-2">
            {e.status === "cancelled" && <Badge variant="destructive">Cancelled</Badge>}
            {e.status === "rescheduled" && <Badge variant="secondary">Rescheduled</Badge>}
            {e.isFeatured && e.status !== "cancelled" && <Badge>Featured</Badge>}
          </div>
          <h1 className="text-3xl font-bold break-words md:text-4xl">{e.title}</h1>
          <p className="text-muted-foreground">Organized by {e.organizer.fullName}</p>
        </header>
        <section aria-label="When and where" className="space-y-3 rounded-lg border p-4">
          <p className="flex items-start gap-3">
            <CalendarDays className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <EventWhen e={e} />
          </p>
          <p className="flex items-start gap-3">
            {online ? (
              <>
                <Video className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                {/* The join link reaches only registrants holding a seat (docs/decisions/077-reminders-and-join-links.md). */}
                {e.meetingUrl ? (
                  <a className="break-all text-primary underline" href={e.meetingUrl} target="_blank" rel="noopener noreferrer">
                    Join online: {e.meetingUrl}
                  </a>
                ) : (
                  <span>Online. {JOIN_LINK_HIDDEN}</span>
                )}
              </>
            ) : (
              <>
                <MapPin className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                <span className="break-words">{e.location}</span>
              </>
            )}
          </p>
          <p className="flex items-center gap-3">
            <Users className="h-5 w-5 shrink-0" aria-hidden="true" />
            {e.attendeesCount}
            {e.maxAttendees !== null ? ` / ${e.maxAttendees}` : ""} attending · free
          </p>
          {e.waitlistCount > 0 && (
            <p className="flex items-center gap-3">
              <Hourglass className="h-5 w-5 shrink-0" aria-hidden="true" />
              {e.waitlistCount} on the waitlist
            </p>
          )}
          <CalendarLinks e={e} />
        </section>
        {me && <MyCheckIn eventId={e.id} attending={e.isAttending} />}
        <div className="whitespace-pre-line break-words">{e.description}</div>
        <div className="flex flex-col gap-2">
          {me ? (
            <EventActions e={e} signedIn showIcs={false} />
          ) : e.status !== "cancelled" ? (
            <p>
              <Link className="text-primary underline" to={`${paths.login}?redirect=${encodeURIComponent(paths.event(e.id))}`}>
                Sign in to register
              </Link>{" "}
              — events are free for members.
            </p>
          ) : (
            <EventActions e={e} signedIn={false} showIcs={false} />
          )}
        </div>
      </article>
    </Page>
  );
}
