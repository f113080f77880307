import type { EventDto } from "@common/events.schema";
import { useHydrated } from "@/lib/use-hydrated";

/** The short zone name of an instant in a zone ("CEST", "GMT+2"). */
function zoneName(at: Date, timeZone: string) {
  return (
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ??
    timeZone
  );
}

/** "Monday, July 15, 2030 · 6:00 PM – 8:00 PM CEST" in `timeZone`. */
export function formatRange(startsAt: string, endsAt: string, timeZone: string) {
  const s = new Date(startsAt);
  const e = new Date(endsAt);
  const day = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", year: "numeric", month: "long", day: "numeric" });
  const clock = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  const sameDay = day.format(s) === day.format(e);
  return {
    day: day.format(s),
    time: `${clock.format(s)} – ${sameDay ? "" : `${day.format(e)}, `}${clock.format(e)} ${zoneName(e, timeZone)}`,
  };
}

/**
 * When an event takes place: in the event's own zone, named (what the server renders, the same for
 * every visitor), and once the page runs in a browser whose zone differs, in the reader's zone too
 * (docs/decisions/031-event-times-and-pages.md). An event whose old free-text time could not be
 * read shows that text.
 */
export function EventWhen({ e, compact = false }: { e: EventDto; compact?: boolean }) {
  const hydrated = useHydrated();
  if (!e.startsAt || !e.endsAt || !e.timeZone) {
    return (
      <span>
        {e.eventDate} · {e.eventTime}
      </span>
    );
  }
  const own = formatRange(e.startsAt, e.endsAt, e.timeZone);
  const readerZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
  const reader = readerZone && readerZone !== e.timeZone ? formatRange(e.startsAt, e.endsAt, readerZone) : null;
  return (
    <span className="flex flex-col">
      <span>
        <time dateTime={e.startsAt}>{own.day}</time>
        {compact ? <br /> : " · "}
        {own.time} <span className="text-muted-foreground">({e.timeZone})</span>
      </span>
      {reader && (
        <span className="text-muted-foreground" data-testid="reader-time">
          Your time: {reader.day === own.day ? "" : `${reader.day}, `}
          {reader.time} ({readerZone})
        </span>
      )}
    </span>
  );
}
