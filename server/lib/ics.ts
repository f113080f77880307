/**
 * A small RFC 5545 calendar writer with iTIP (RFC 5546) methods for single-event mails, and a
 * subscription feed writer (many VEVENTs, METHOD:PUBLISH). See docs/decisions/030-calendar-grade-sessions.md.
 *
 * - PUBLISH: an entry to add (no organizer needed), e.g. a download link.
 * - REQUEST: an invitation or an update of one; carries ORGANIZER and every ATTENDEE with its PARTSTAT.
 *   A calendar applies it over the entry with the same UID when its SEQUENCE is higher (or equal and
 *   DTSTAMP later).
 * - CANCEL: withdraws the entry with that UID; STATUS:CANCELLED and a SEQUENCE above the last REQUEST.
 * Lines are folded at 75 octets (never inside a UTF-8 character).
 */
import type { MailAttachment } from "./mail";

export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";
export type IcsPartstat = "NEEDS-ACTION" | "ACCEPTED" | "DECLINED" | "TENTATIVE";

export interface IcsPerson {
  email: string;
  name?: string;
}
export interface IcsAttendee extends IcsPerson {
  partstat?: IcsPartstat;
}

interface IcsEventBase {
  /** Stable for the life of the appointment or event: every update and the cancellation reuse it. */
  uid: string;
  /** Raised on every change that a calendar should apply (RFC 5545 3.8.7.4). */
  sequence: number;
  method: IcsMethod;
  start: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Required for REQUEST and CANCEL (RFC 5546 3.2.2, 3.2.5). */
  organizer?: IcsPerson;
  /** Required (at least one) for REQUEST and CANCEL. */
  attendees?: IcsAttendee[];
  /** Defaults to CONFIRMED, and to CANCELLED for METHOD:CANCEL. */
  status?: "CONFIRMED" | "CANCELLED";
}
export type IcsEvent = IcsEventBase & ({ end: Date; durationMinutes?: undefined } | { durationMinutes: number; end?: undefined });

export const escapeText = (s: string) =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** UTC date-time in the basic format, e.g. 20260105T140000Z. */
export const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 3.1), never inside a character. */
export function fold(line: string): string {
  if (Buffer.byteLength(line, "utf8") <= 75) return line;
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, "utf8");
    // Continuation lines start with a space, which counts toward their 75 octets.
    if (size + n > (out.length ? 74 : 75)) {
      out.push(current);
      current = ch;
      size = n;
    } else {
      current += ch;
      size += n;
    }
  }
  out.push(current);
  return out.join("\r\n ");
}

/** A parameter value (CN): quoted, with the characters a quoted value cannot hold removed. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a parameter value cannot hold
const paramValue = (s: string) => `"${s.replace(/["\x00-\x1f]/g, "").trim()}"`;
const mailto = (email: string) => `mailto:${email.trim()}`;
const uri = (s: string) => s.replace(/[\r\n]/g, "");

function organizerLine(p: IcsPerson) {
  return `ORGANIZER${p.name ? `;CN=${paramValue(p.name)}` : ""}:${mailto(p.email)}`;
}
function attendeeLine(a: IcsAttendee) {
  return (
    [
      "ATTENDEE",
      ...(a.name ? [`CN=${paramValue(a.name)}`] : []),
      "CUTYPE=INDIVIDUAL",
      "ROLE=REQ-PARTICIPANT",
      `PARTSTAT=${a.partstat ?? "NEEDS-ACTION"}`,
    ].join(";") + `:${mailto(a.email)}`
  );
}

function veventLines(ev: IcsEvent, now: Date, method: IcsMethod): string[] {
  if (method !== "PUBLISH") {
    if (!ev.organizer) throw new Error(`METHOD:${method} needs an ORGANIZER`);
    if (!ev.attendees?.length) throw new Error(`METHOD:${method} needs at least one ATTENDEE`);
  }
  if (!Number.isInteger(ev.sequence) || ev.sequence < 0) throw new Error("SEQUENCE must be a non-negative integer");
  const status = method === "CANCEL" ? "CANCELLED" : (ev.status ?? "CONFIRMED");
  return [
    "BEGIN:VEVENT",
    `UID:${ev.uid}`,
    `SEQUENCE:${ev.sequence}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(ev.start)}`,
    ev.end !== undefined ? `DTEND:${stamp(ev.end)}` : `DURATION:PT${ev.durationMinutes}M`,
    `SUMMARY:${escapeText(ev.summary)}`,
    ...(ev.description ? [`DESCRIPTION:${escapeText(ev.description)}`] : []),
    ...(ev.location ? [`LOCATION:${escapeText(ev.location)}`] : []),
    ...(ev.url ? [`URL:${uri(ev.url)}`] : []),
    ...(ev.organizer ? [organizerLine(ev.organizer)] : []),
    ...(ev.attendees ?? []).map(attendeeLine),
    `STATUS:${status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

const header = (method: IcsMethod) => [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//AppSec Community//EN",
  "CALSCALE:GREGORIAN",
  `METHOD:${method}`,
];
const join = (lines: string[]) => lines.map(fold).join("\r\n") + "\r\n";

/** One VEVENT with an iTIP method: the .ics of a confirmation, an update or a cancellation mail. */
export function buildIcs(ev: IcsEvent, now: Date): string {
  return join([...header(ev.method), ...veventLines(ev, now, ev.method), "END:VCALENDAR"]);
}

/**
 * The mail attachment of an event: the text/calendar MIME part carries the same `method=` as the
 * body's METHOD (RFC 6047 2.4), which mail clients need before they offer "update my calendar".
 */
export function icsAttachment(ev: IcsEvent, opts: { filename?: string; now: Date }): MailAttachment {
  return {
    filename: opts.filename ?? (ev.method === "CANCEL" ? "cancel.ics" : "invite.ics"),
    contentType: `text/calendar; charset=utf-8; method=${ev.method}`,
    content: Buffer.from(buildIcs(ev, opts.now), "utf8").toString("base64"),
  };
}

/** A calendar entry of a feed: a timed event, or an all-day one on `date` ("yyyy-MM-dd") when the time is unknown. */
export interface IcsFeedEntry {
  uid: string;
  sequence?: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: "CONFIRMED" | "CANCELLED";
}
export type IcsEntry =
  | (IcsFeedEntry & { start: Date; durationMinutes: number; end?: undefined; date?: undefined })
  | (IcsFeedEntry & { start: Date; end: Date; durationMinutes?: undefined; date?: undefined })
  | (IcsFeedEntry & { date: string; start?: undefined; end?: undefined; durationMinutes?: undefined });

/** A subscription calendar (many VEVENTs, METHOD:PUBLISH), e.g. a member's feed of sessions and events. */
export function buildCalendar(name: string, entries: IcsEntry[], now: Date): string {
  const vevent = (e: IcsEntry) => [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `DTSTAMP:${stamp(now)}`,
    ...(e.date !== undefined
      ? [`DTSTART;VALUE=DATE:${e.date.replace(/-/g, "")}`]
      : [`DTSTART:${stamp(e.start)}`, e.end !== undefined ? `DTEND:${stamp(e.end)}` : `DURATION:PT${e.durationMinutes}M`]),
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.url ? [`URL:${uri(e.url)}`] : []),
    ...(e.status ? [`STATUS:${e.status}`] : []),
    "END:VEVENT",
  ];
  return join([
    ...header("PUBLISH"),
    `X-WR-CALNAME:${escapeText(name)}`,
    // Calendar apps re-fetch a subscription about this often.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...entries.flatMap(vevent),
    "END:VCALENDAR",
  ]);
}
