import type { EventDto } from "@common/events.schema";
import { formatRange } from "@common/time";
import { useHydrated } from "@/lib/use-hydrated";

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
