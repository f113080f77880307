import { describe, expect, it } from "vitest";
import {
  addDays,
  formatInZone,
  formatRange,
  formatRangeInZone,
  isRepeatedWallClock,
  parseClock,
  todayIn,
  whenFor,
  zoneAbbreviation,
  zonedToUtc,
  zoneOffsetMs,
} from "./time";

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

describe("an instant for a reader in a named zone (docs/decisions/030, 031), at daylight-saving edges", () => {
  // Europe/Berlin springs forward 2026-03-29 01:00Z (02:00 → 03:00); New York falls back 2026-11-01 06:00Z (02:00 → 01:00).
  it("the instant just after the spring-forward gap reads 03:30, the one before 01:30", () => {
    expect(formatInZone(new Date("2026-03-29T01:30:00Z"), "Europe/Berlin")).toBe("Sun, 29 Mar 2026, 03:30 (Europe/Berlin)");
    expect(formatInZone("2026-03-29T00:30:00Z", "Europe/Berlin")).toBe("Sun, 29 Mar 2026, 01:30 (Europe/Berlin)");
  });

  it("the repeated hour names its zone, so the two 01:30s of 2026-11-01 in New York differ", () => {
    expect(formatInZone("2026-11-01T05:30:00Z", "America/New_York")).toBe("Sun, 1 Nov 2026, 01:30 EDT (America/New_York)");
    expect(formatInZone("2026-11-01T06:30:00Z", "America/New_York")).toBe("Sun, 1 Nov 2026, 01:30 EST (America/New_York)");
    expect(formatInZone("2026-11-01T07:30:00Z", "America/New_York")).toBe("Sun, 1 Nov 2026, 02:30 (America/New_York)");
    expect(isRepeatedWallClock("2026-11-01T04:59:00Z", "America/New_York")).toBe(false);
    expect(isRepeatedWallClock("2026-11-01T05:00:00Z", "America/New_York")).toBe(true);
    expect(isRepeatedWallClock("2026-11-01T06:59:00Z", "America/New_York")).toBe(true);
    expect(isRepeatedWallClock("2026-11-01T07:00:00Z", "America/New_York")).toBe(false);
    expect(isRepeatedWallClock("2026-10-25T00:30:00Z", "Europe/Berlin")).toBe(true); // 02:30 CEST, then 02:30 CET
    expect(isRepeatedWallClock("2026-03-29T01:30:00Z", "Europe/Berlin")).toBe(false);
    expect(isRepeatedWallClock("2026-07-01T00:00:00Z", "Asia/Kolkata")).toBe(false);
  });

  it("each reader's own time first, the other party's beside it when their zone differs", () => {
    const at = new Date("2026-03-29T01:30:00Z");
    expect(whenFor(at, { timezone: "Europe/Berlin" }, { timezone: "America/New_York", name: "Ana" })).toBe(
      "Sun, 29 Mar 2026, 03:30 (Europe/Berlin); for Ana: Sat, 28 Mar 2026, 21:30 (America/New_York)",
    );
    expect(whenFor(at, { timezone: "Europe/Berlin" }, { timezone: "Europe/Berlin", name: "Bo" })).toBe(
      "Sun, 29 Mar 2026, 03:30 (Europe/Berlin)",
    );
  });

  it("a range names the zone once, at both ends when daylight saving changes inside it", () => {
    expect(formatRangeInZone("2026-05-10T23:00:00Z", "2026-05-11T00:00:00Z", "America/New_York")).toBe(
      "Sunday, May 10, 2026, 7:00 PM – 8:00 PM EDT (America/New_York)",
    );
    expect(formatRange("2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z", "America/New_York")).toEqual({
      day: "Sunday, November 1, 2026",
      time: "1:30 AM EDT – 1:30 AM EST",
    });
    expect(formatRangeInZone("2026-03-29T00:30:00Z", "2026-03-29T01:30:00Z", "Europe/Berlin")).toBe(
      "Sunday, March 29, 2026, 1:30 AM GMT+1 – 3:30 AM GMT+2 (Europe/Berlin)",
    );
    expect(formatRange("2026-03-28T22:00:00Z", "2026-03-29T01:00:00Z", "Europe/Berlin").time).toBe(
      "11:00 PM GMT+1 – Sunday, March 29, 2026, 3:00 AM GMT+2",
    );
    expect(zoneAbbreviation("2026-07-01T00:00:00Z", "America/New_York")).toBe("EDT");
  });
});
