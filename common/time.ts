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

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
