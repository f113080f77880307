import type { EventDto } from "@common/events.schema";
import { CalendarPlus, Download } from "lucide-react";
import { Button } from "@/components/ui/button";

const basic = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** Google Calendar's "add event" link (UTC times, the event's zone as ctz). */
export function googleCalendarUrl(e: EventDto) {
  const q = new URLSearchParams({
    action: "TEMPLATE",
    text: e.title,
    dates: `${basic(e.startsAt!)}/${basic(e.endsAt!)}`,
    details: e.description,
    location: e.location,
    ...(e.timeZone ? { ctz: e.timeZone } : {}),
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

/** Outlook on the web's compose deep link. */
export function outlookCalendarUrl(e: EventDto) {
  const q = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: e.title,
    startdt: e.startsAt!,
    enddt: e.endsAt!,
    body: e.description,
    location: e.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q.toString()}`;
}

/** "Add to Google Calendar / Outlook / .ics" (plain links: they work without JavaScript). */
export function CalendarLinks({ e }: { e: EventDto }) {
  // A cancelled event is not offered for adding; its .ics (STATUS:CANCELLED) still removes it.
  const timed = Boolean(e.startsAt && e.endsAt) && e.status !== "cancelled";
  return (
    <nav aria-label="Add to calendar" className="flex flex-wrap gap-2">
      {timed && (
        <>
          <Button variant="outline" size="sm" asChild>
            <a href={googleCalendarUrl(e)} target="_blank" rel="noopener noreferrer">
              <CalendarPlus /> Add to Google Calendar
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={outlookCalendarUrl(e)} target="_blank" rel="noopener noreferrer">
              <CalendarPlus /> Add to Outlook
            </a>
          </Button>
        </>
      )}
      <Button variant="outline" size="sm" asChild>
        <a href={`/api/events/${e.id}/ics`} download>
          <Download /> Download .ics
        </a>
      </Button>
    </nav>
  );
}
