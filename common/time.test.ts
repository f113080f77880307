import { describe, expect, it } from "vitest";
import { addDays, parseClock, todayIn, zonedToUtc, zoneOffsetMs } from "./time";

describe("time zones (@date-fns/tz), including daylight saving", () => {
  it("a wall-clock time becomes the right instant on either side of a DST change", () => {
    // Europe/Berlin: CET (+1) until 2026-03-29 02:00, then CEST (+2); back on 2026-10-25 03:00.
    expect(zonedToUtc("2026-03-28", "10:00 AM", "Europe/Berlin").toISOString()).toBe("2026-03-28T09:00:00.000Z");
    expect(zonedToUtc("2026-03-29", "10:00 AM", "Europe/Berlin").toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(zonedToUtc("2026-10-25", "4:00 PM", "Europe/Berlin").toISOString()).toBe("2026-10-25T15:00:00.000Z");
    // America/New_York: EDT (-4) ends 2026-11-01 02:00 → EST (-5).
    expect(zonedToUtc("2026-10-31", "9:00 AM", "America/New_York").toISOString()).toBe("2026-10-31T13:00:00.000Z");
    expect(zonedToUtc("2026-11-01", "9:00 AM", "America/New_York").toISOString()).toBe("2026-11-01T14:00:00.000Z");
    // Southern hemisphere: Australia/Sydney AEDT (+11) ends 2026-04-05 03:00 → AEST (+10).
    expect(zonedToUtc("2026-04-04", "12:00 PM", "Australia/Sydney").toISOString()).toBe("2026-04-04T01:00:00.000Z");
    expect(zonedToUtc("2026-04-06", "12:00 PM", "Australia/Sydney").toISOString()).toBe("2026-04-06T02:00:00.000Z");
    // Half-hour zone without DST.
    expect(zonedToUtc("2026-07-01", "9:30 AM", "Asia/Kolkata").toISOString()).toBe("2026-07-01T04:00:00.000Z");
  });

  it("a time in the spring-forward gap moves forward by the gap instead of failing", () => {
    // 2:30 AM does not exist in New York on 2026-03-08; it is read as 3:30 AM EDT.
    expect(zonedToUtc("2026-03-08", "2:30 AM", "America/New_York").toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });

  it("offsets, today in a zone across midnight, clock parsing and date arithmetic", () => {
    expect(zoneOffsetMs(Date.UTC(2026, 0, 15), "Europe/Berlin")).toBe(60 * 60_000);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 15), "Europe/Berlin")).toBe(2 * 60 * 60_000);
    const now = new Date("2026-03-01T23:30:00Z");
    expect(todayIn("UTC", now)).toBe("2026-03-01");
    expect(todayIn("Asia/Tokyo", now)).toBe("2026-03-02");
    expect(todayIn("America/Los_Angeles", now)).toBe("2026-03-01");
    expect(parseClock("12:00 AM")).toEqual([0, 0]);
    expect(parseClock("12:30 PM")).toEqual([12, 30]);
    expect(parseClock("25:00")).toBeNull();
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });
});
