/** A small RFC 5545 calendar writer (one VEVENT per file). */
export interface IcsEvent {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** CANCEL withdraws an event a calendar already holds (same UID, higher SEQUENCE). */
  method?: "PUBLISH" | "CANCEL";
}

const escapeText = (s: string) => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Lines longer than 75 octets are folded with CRLF + space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = "";
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, "utf8") > (out.length ? 74 : 75)) {
      out.push(current);
      current = ch;
    } else current += ch;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function buildIcs(ev: IcsEvent, now = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//AppSec Community//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${ev.method ?? "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${ev.uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(ev.start)}`,
    `DURATION:PT${ev.durationMinutes}M`,
    `SUMMARY:${escapeText(ev.summary)}`,
    ...(ev.description ? [`DESCRIPTION:${escapeText(ev.description)}`] : []),
    ...(ev.location ? [`LOCATION:${escapeText(ev.location)}`] : []),
    ...(ev.url ? [`URL:${ev.url}`] : []),
    ...(ev.method === "CANCEL" ? ["STATUS:CANCELLED", "SEQUENCE:1"] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/** A calendar entry: a timed event, or an all-day one on `date` ("yyyy-MM-dd") when the time is unknown. */
export type IcsEntry = (IcsEvent & { date?: undefined }) | (Omit<IcsEvent, "start" | "durationMinutes"> & { date: string });

/** A subscription calendar (many VEVENTs), e.g. a member's feed of sessions and events. */
export function buildCalendar(name: string, entries: IcsEntry[], now = new Date()): string {
  const vevent = (e: IcsEntry) => [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${stamp(now)}`,
    ...(e.date !== undefined
      ? [`DTSTART;VALUE=DATE:${e.date.replace(/-/g, "")}`]
      : [`DTSTART:${stamp(e.start)}`, `DURATION:PT${e.durationMinutes}M`]),
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    "END:VEVENT",
  ];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//AppSec Community//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    // Calendar apps re-fetch a subscription about this often.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...entries.flatMap(vevent),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
