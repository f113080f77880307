import { describe, expect, it } from "vitest";
import { freeTextOf, parseFreeTextTime, timesOfInput } from "./event-time";

const iso = (d: Date | undefined) => d?.toISOString();

describe("parseFreeTextTime (docs/decisions/031-event-times-and-pages.md)", () => {
  // [date, text, fallback zone, start (UTC), end (UTC), zone]
  const cases: Array<[string, string, string | null, string, string, string]> = [
    // A standard abbreviation keeps its offset; its region is the zone shown.
    ["2030-01-15", "18:00 CET", null, "2030-01-15T17:00:00.000Z", "2030-01-15T18:00:00.000Z", "Europe/Berlin"],
    ["2030-07-15", "18:00 CEST", null, "2030-07-15T16:00:00.000Z", "2030-07-15T17:00:00.000Z", "Europe/Berlin"],
    ["2030-01-15", "7pm PST", null, "2030-01-16T03:00:00.000Z", "2030-01-16T04:00:00.000Z", "America/Los_Angeles"],
    ["2030-05-10", "6:00 PM EST", null, "2030-05-10T23:00:00.000Z", "2030-05-11T00:00:00.000Z", "America/New_York"],
    // A generic abbreviation is the region's local time on that day (summer: EDT).
    ["2030-07-04", "6:00 PM ET", null, "2030-07-04T22:00:00.000Z", "2030-07-04T23:00:00.000Z", "America/New_York"],
    ["2030-12-04", "6:00 PM ET", null, "2030-12-04T23:00:00.000Z", "2030-12-05T00:00:00.000Z", "America/New_York"],
    // An IANA zone, in any case.
    ["2030-07-15", "10:00 Europe/Berlin", null, "2030-07-15T08:00:00.000Z", "2030-07-15T09:00:00.000Z", "Europe/Berlin"],
    ["2030-07-15", "10:00 europe/berlin", null, "2030-07-15T08:00:00.000Z", "2030-07-15T09:00:00.000Z", "Europe/Berlin"],
    // A bare clock time is read in the organizer's zone.
    ["2030-07-15", "18:00", "Asia/Tokyo", "2030-07-15T09:00:00.000Z", "2030-07-15T10:00:00.000Z", "Asia/Tokyo"],
    // Ranges give the end; past midnight is the next day.
    ["2030-07-15", "18:00-20:30 UTC", null, "2030-07-15T18:00:00.000Z", "2030-07-15T20:30:00.000Z", "UTC"],
    ["2030-07-15", "6 - 8pm PT", null, "2030-07-16T01:00:00.000Z", "2030-07-16T03:00:00.000Z", "America/Los_Angeles"],
    ["2030-07-15", "22:00–01:00 GMT", null, "2030-07-15T22:00:00.000Z", "2030-07-16T01:00:00.000Z", "UTC"],
    ["2030-07-15", "9 a.m. MDT", null, "2030-07-15T15:00:00.000Z", "2030-07-15T16:00:00.000Z", "America/Denver"],
    ["2030-07-15", "18:00 MST", null, "2030-07-16T01:00:00.000Z", "2030-07-16T02:00:00.000Z", "America/Denver"],
  ];
  it.each(cases)("%s %s (fallback %s)", (date, text, fallback, start, end, zone) => {
    const t = parseFreeTextTime(date, text, fallback);
    expect(t).not.toBeNull();
    expect(iso(t?.startsAt)).toBe(start);
    expect(iso(t?.endsAt)).toBe(end);
    expect(t?.timeZone).toBe(zone);
  });

  it.each([
    ["Evening", null],
    ["18:00", null], // no zone and no organizer zone: listed for an admin
    ["7", "UTC"], // an hour without minutes or am/pm is no time
    ["25:00 UTC", null],
    ["13pm PST", null],
    ["18:00 XYZ", null], // unknown abbreviation
    ["18:00 Mars/Olympus", null],
    ["TBA", "Europe/Berlin"],
    ["", "Europe/Berlin"],
  ])("leaves %j (fallback %s) for an admin to fix", (text, fallback) => {
    expect(parseFreeTextTime("2030-07-15", text, fallback)).toBeNull();
  });

  it("the free text written for the previous release parses back to the same instants", () => {
    const t = timesOfInput({ eventDate: "2030-03-31", startTime: "01:30", endTime: "04:00", timeZone: "Europe/Berlin" });
    // 31 March 2030: Berlin springs forward at 02:00 — start is CET (+1), end CEST (+2).
    expect(iso(t.startsAt)).toBe("2030-03-31T00:30:00.000Z");
    expect(iso(t.endsAt)).toBe("2030-03-31T02:00:00.000Z");
    expect(freeTextOf(t)).toBe("01:30-04:00 Europe/Berlin");
    const back = parseFreeTextTime("2030-03-31", freeTextOf(t));
    expect(iso(back?.startsAt)).toBe(iso(t.startsAt));
    expect(iso(back?.endsAt)).toBe(iso(t.endsAt));
  });
});
