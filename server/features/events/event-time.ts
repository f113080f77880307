import { TZDate } from "@date-fns/tz";
import { isKnownTimeZone } from "@common/events.schema";
import { DAY_MS } from "@common/time";

/**
 * Event times (docs/decisions/031-event-times-and-pages.md): instants with the IANA zone they were
 * given in, and the parser that turns the previous release's free text ("18:00 CET", "7pm PST",
 * "6:00 PM ET", "10:00 Europe/Berlin", "18:00-20:00 UTC") into them.
 */

export interface EventTimes {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

/** Events of the previous release have no end: one hour is assumed (shown to the admin to correct). */
export const DEFAULT_DURATION_MS = 60 * 60_000;

/**
 * Abbreviations people write, to the zone they name. A standard/daylight abbreviation (EST, CEST)
 * says its offset, which is kept (the instant is what the text said); a generic one (ET, PT) means
 * the zone's local time on that day.
 */
const ABBREVIATIONS: Record<string, { zone: string; offsetMin?: number }> = {
  UTC: { zone: "UTC", offsetMin: 0 },
  GMT: { zone: "UTC", offsetMin: 0 },
  Z: { zone: "UTC", offsetMin: 0 },
  ET: { zone: "America/New_York" },
  EST: { zone: "America/New_York", offsetMin: -300 },
  EDT: { zone: "America/New_York", offsetMin: -240 },
  CT: { zone: "America/Chicago" },
  CST: { zone: "America/Chicago", offsetMin: -360 },
  CDT: { zone: "America/Chicago", offsetMin: -300 },
  MT: { zone: "America/Denver" },
  MST: { zone: "America/Denver", offsetMin: -420 },
  MDT: { zone: "America/Denver", offsetMin: -360 },
  PT: { zone: "America/Los_Angeles" },
  PST: { zone: "America/Los_Angeles", offsetMin: -480 },
  PDT: { zone: "America/Los_Angeles", offsetMin: -420 },
  CET: { zone: "Europe/Berlin", offsetMin: 60 },
  CEST: { zone: "Europe/Berlin", offsetMin: 120 },
  BST: { zone: "Europe/London", offsetMin: 60 },
  JST: { zone: "Asia/Tokyo", offsetMin: 540 },
  AEST: { zone: "Australia/Sydney", offsetMin: 600 },
  AEDT: { zone: "Australia/Sydney", offsetMin: 660 },
};

/** The instant of a wall-clock time on `date` ("yyyy-MM-dd") in `timeZone` (DST gaps move forward). */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, mo - 1, d, hour, minute, timeZone).getTime());
}

/** The local date ("yyyy-MM-dd") and clock ("HH:mm") of an instant in a zone. */
export function localParts(at: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

const CLOCK = String.raw`(\d{1,2})(?:[:.h](\d{2}))?(?:\s*([ap])\.?\s*m\.?)?`;
const FREE_TEXT = new RegExp(
  String.raw`^\s*(?:at\s+)?${CLOCK}(?:\s*(?:-|–|—|to)\s*${CLOCK})?\s*(?:\(?\s*([A-Za-z][A-Za-z_]*(?:/[A-Za-z0-9_+\-]+)*)\s*\)?)?\s*$`,
  "i",
);

/** [hour, minute] of a clock match, or null when it is no time (25:00, 7 without am/pm or minutes). */
function clock(h?: string, m?: string, ap?: string): [number, number] | null {
  if (h === undefined) return null;
  let hour = Number(h);
  const minute = m === undefined ? 0 : Number(m);
  if (minute > 59) return null;
  if (ap) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (ap.toLowerCase() === "p" ? 12 : 0);
  } else if (m === undefined || hour > 23) return null; // a bare "7" is not a time
  return [hour, minute];
}

/**
 * The times of a previous-release event: its date and free-text time. A time without a zone is read
 * in `fallbackZone` (the organizer's profile zone). Null when the text is not a time we can be sure of:
 * the event is then listed for an admin to fix.
 */
export function parseFreeTextTime(date: string, text: string, fallbackZone: string | null = null): EventTimes | null {
  const m = FREE_TEXT.exec(text);
  if (!m) return null;
  const [, h1, m1, ap1, h2, m2, ap2, zoneText] = m;
  // "6-8pm": the end's am/pm applies to the start too.
  const start = clock(h1, m1, ap1 ?? (h2 !== undefined && m1 === undefined ? ap2 : undefined));
  if (!start) return null;
  const end = h2 !== undefined ? clock(h2, m2, ap2) : null;
  if (h2 !== undefined && !end) return null;

  let zone: string;
  let offsetMin: number | undefined;
  if (zoneText) {
    const abbr = ABBREVIATIONS[zoneText.toUpperCase()];
    if (abbr) ({ zone, offsetMin } = abbr);
    else if (zoneText.includes("/") && isKnownTimeZone(zoneText)) zone = canonicalZone(zoneText);
    else return null;
  } else {
    if (!fallbackZone || !isKnownTimeZone(fallbackZone)) return null;
    zone = fallbackZone;
  }

  const at = ([h, mi]: [number, number]) =>
    offsetMin === undefined
      ? zonedInstant(date, h, mi, zone)
      : new Date(Date.parse(`${date}T00:00:00Z`) + (h * 60 + mi - offsetMin) * 60_000);
  const startsAt = at(start);
  let endsAt = end ? at(end) : new Date(startsAt.getTime() + DEFAULT_DURATION_MS);
  // "22:00-01:00": ends the next day.
  if (endsAt <= startsAt) endsAt = new Date(endsAt.getTime() + DAY_MS);
  return { startsAt, endsAt, timeZone: zone };
}

/** "europe/berlin" → "Europe/Berlin" (as the runtime spells it). */
function canonicalZone(zone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
}

/** The instants of an admin's form input (local date/times in its zone). */
export function timesOfInput(input: {
  eventDate: string;
  startTime: string;
  endDate?: string;
  endTime: string;
  timeZone: string;
}): EventTimes {
  const [sh, sm] = input.startTime.split(":").map(Number) as [number, number];
  const [eh, em] = input.endTime.split(":").map(Number) as [number, number];
  return {
    startsAt: zonedInstant(input.eventDate, sh, sm, input.timeZone),
    endsAt: zonedInstant(input.endDate ?? input.eventDate, eh, em, input.timeZone),
    timeZone: input.timeZone,
  };
}

/** The free text the previous release shows for structured times ("18:00–20:00 Europe/Berlin"); it parses back. */
export function freeTextOf(t: EventTimes): string {
  const s = localParts(t.startsAt, t.timeZone);
  const e = localParts(t.endsAt, t.timeZone);
  return `${s.time}-${e.time} ${t.timeZone}`;
}
