import { TZDate, tzOffset } from "@date-fns/tz";

/** Time-zone helpers on @date-fns/tz (no hand-written offset math). */

/** Offset (ms) of `timeZone` from UTC at the instant `utcMs`. */
export function zoneOffsetMs(utcMs: number, timeZone: string): number {
  return tzOffset(timeZone, new Date(utcMs)) * 60_000;
}

/** "9:00 AM" → [9, 0]; "4:00 PM" → [16, 0]. */
export function parseClock(time: string): [number, number] | null {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!m) return null;
  let h = Number(m[1]) % 12;
  if (m[3]!.toUpperCase() === "PM") h += 12;
  return [h, Number(m[2])];
}

/**
 * The UTC instant of a wall-clock date ("yyyy-MM-dd") and time ("9:00 AM") in a time zone.
 * A time that does not exist (spring-forward gap) moves forward by the gap, as @date-fns/tz does.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = parseClock(time) ?? [0, 0];
  return new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime());
}

/** Today's date ("yyyy-MM-dd") in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** A day as a duration (24 hours), for expiries and ages counted from an instant rather than on a calendar. */
export const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/*
 * Formatting an instant for a reader in a named IANA zone (docs/decisions/030 and 031): the one
 * implementation the server's mails and the web pages both use, so a mail and the page a reader opens
 * from it say the same time. Pure Intl: no Node or DOM API.
 */

const toDate = (at: Date | string) => (typeof at === "string" ? new Date(at) : at);

/**
 * Whether the wall-clock reading of `at` in `zone` happens twice (the hour repeated when daylight
 * saving ends: 01:30 on 2026-11-01 in New York is 05:30Z and 06:30Z).
 */
export function isRepeatedWallClock(at: Date | string, zone: string): boolean {
  const t = toDate(at).getTime();
  const own = zoneOffsetMs(t, zone);
  for (const other of [zoneOffsetMs(t - 3 * 3_600_000, zone), zoneOffsetMs(t + 3 * 3_600_000, zone)]) {
    if (other === own) continue;
    const twin = t + own - other; // the instant that reads the same in `zone` under the other offset
    if (zoneOffsetMs(twin, zone) === other) return true;
  }
  return false;
}

/**
 * "Mon 5 Jan 2026, 09:00 (America/New_York)": the instant in a zone, the zone named. In the hour that
 * repeats when daylight saving ends, the short zone name tells the two apart ("01:30 EDT", "01:30 EST").
 */
export function formatInZone(at: Date | string, zone: string): string {
  const clock = isRepeatedWallClock(at, zone) ? ` ${zoneAbbreviation(at, zone)}` : "";
  const s = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(toDate(at));
  return `${s}${clock} (${zone})`;
}

/**
 * The time as one reader sees it: in their own zone, named, and the other party's time beside it when
 * their zone differs ("Tue 6 Jan 2026, 23:00 (Asia/Tokyo); for Ana: Mon 5 Jan 2026, 09:00 (America/New_York)").
 */
export function whenFor(at: Date | string, reader: { timezone: string }, other: { timezone: string; name: string }): string {
  const own = formatInZone(at, reader.timezone);
  return other.timezone === reader.timezone ? own : `${own}; for ${other.name}: ${formatInZone(at, other.timezone)}`;
}

/** The short name of a zone at an instant ("CEST", "EST", "GMT+2"); the IANA name when Intl has none. */
export function zoneAbbreviation(at: Date | string, zone: string): string {
  return (
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
      .formatToParts(toDate(at))
      .find((p) => p.type === "timeZoneName")?.value ?? zone
  );
}

/**
 * A range in a zone: `day` "Monday, July 15, 2030" and `time` "6:00 PM – 8:00 PM CEST" (the end's day
 * written when it differs). A range across a daylight-saving change names the zone at both ends
 * ("1:30 AM EDT – 1:30 AM EST"), since the same clock reading means two instants that night.
 */
export function formatRange(startsAt: Date | string, endsAt: Date | string, zone: string): { day: string; time: string } {
  const s = toDate(startsAt);
  const e = toDate(endsAt);
  const day = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "long", year: "numeric", month: "long", day: "numeric" });
  const clock = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" });
  const sameDay = day.format(s) === day.format(e);
  const startName = zoneAbbreviation(s, zone);
  const endName = zoneAbbreviation(e, zone);
  const start = startName === endName ? clock.format(s) : `${clock.format(s)} ${startName}`;
  return { day: day.format(s), time: `${start} – ${sameDay ? "" : `${day.format(e)}, `}${clock.format(e)} ${endName}` };
}

/** "Friday, May 10, 2030, 7:00 PM – 8:00 PM EDT (America/New_York)": a range in a zone, the zone named. */
export function formatRangeInZone(startsAt: Date | string, endsAt: Date | string, zone: string): string {
  const r = formatRange(startsAt, endsAt, zone);
  return `${r.day}, ${r.time} (${zone})`;
}
