import { CalendarPlus } from "lucide-react";
import { EVENTS_CALENDAR_PATH, SUBSCRIBE_CALENDAR_HINT } from "@common/events.schema";

/**
 * The site-wide calendar of upcoming events (/events.ics, docs/decisions/077-reminders-and-join-links.md):
 * a plain link, so it works without JavaScript; calendar apps subscribe to the same address.
 */
export function SubscribeCalendar() {
  return (
    <div className="mb-6 flex flex-col gap-1 rounded-lg border p-4 text-sm sm:flex-row sm:items-center sm:gap-3">
      <a href={EVENTS_CALENDAR_PATH} type="text/calendar" className="inline-flex items-center gap-2 font-medium text-primary underline">
        <CalendarPlus className="h-4 w-4" aria-hidden="true" />
        Subscribe to the calendar
      </a>
      <p className="text-muted-foreground">{SUBSCRIBE_CALENDAR_HINT}</p>
    </div>
  );
}
