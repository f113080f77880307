import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { buildCalendar, buildIcs, fold, icsAttachment, type IcsEvent } from "./ics";
import { parseIcs, parseIcsFeed } from "./ics.testkit";

const base: IcsEvent = {
  uid: "appointment-1@appsec.community",
  sequence: 0,
  method: "REQUEST",
  start: new Date("2026-01-05T14:00:00Z"),
  durationMinutes: 60,
  summary: "Mentorship session: Ana & Ken",
  organizer: { email: "mentor@example.com", name: "Ana Mentor" },
  attendees: [
    { email: "mentor@example.com", name: "Ana Mentor", partstat: "ACCEPTED" },
    { email: "mentee@example.com", name: "Ken, Tokyo", partstat: "NEEDS-ACTION" },
  ],
};
const now = new Date("2026-01-01T00:00:00Z");

describe("buildIcs (iTIP, docs/decisions/030)", () => {
  it("REQUEST carries METHOD, ORGANIZER, ATTENDEE with PARTSTAT, SEQUENCE, UID and STATUS", () => {
    const ev = parseIcs(buildIcs({ ...base, location: "Room 1; floor 2", url: "https://meet.example/abc" }, now));
    expect(ev.method).toBe("REQUEST");
    expect(ev.uid).toBe("appointment-1@appsec.community");
    expect(ev.sequence).toBe(0);
    expect(ev.status).toBe("CONFIRMED");
    expect(ev.start.toISOString()).toBe("2026-01-05T14:00:00.000Z");
    expect(ev.end.toISOString()).toBe("2026-01-05T15:00:00.000Z");
    expect(ev.organizer).toEqual({ email: "mentor@example.com", cn: "Ana Mentor" });
    expect(ev.attendees).toEqual([
      { email: "mentor@example.com", cn: "Ana Mentor", partstat: "ACCEPTED" },
      { email: "mentee@example.com", cn: "Ken, Tokyo", partstat: "NEEDS-ACTION" },
    ]);
    expect(ev.location).toBe("Room 1; floor 2");
    expect(ev.url).toBe("https://meet.example/abc");
  });

  it("CANCEL has STATUS:CANCELLED, the same UID and the SEQUENCE given", () => {
    const ev = parseIcs(
      buildIcs({ ...base, method: "CANCEL", sequence: 3, end: new Date("2026-01-05T15:30:00Z"), durationMinutes: undefined }, now),
    );
    expect(ev.method).toBe("CANCEL");
    expect(ev.status).toBe("CANCELLED");
    expect(ev.sequence).toBe(3);
    expect(ev.uid).toBe(base.uid);
    expect(ev.end.toISOString()).toBe("2026-01-05T15:30:00.000Z");
  });

  it("PUBLISH always has a SEQUENCE and needs no organizer", () => {
    const ev = parseIcs(buildIcs({ uid: "x@y", sequence: 2, method: "PUBLISH", start: now, durationMinutes: 30, summary: "s" }, now));
    expect(ev.method).toBe("PUBLISH");
    expect(ev.sequence).toBe(2);
    expect(ev.organizer).toBeNull();
  });

  it("refuses REQUEST or CANCEL without ORGANIZER or ATTENDEE (RFC 5546 3.2)", () => {
    expect(() => buildIcs({ ...base, organizer: undefined }, now)).toThrow(/ORGANIZER/);
    expect(() => buildIcs({ ...base, method: "CANCEL", attendees: [] }, now)).toThrow(/ATTENDEE/);
  });

  it("folds long lines at 75 octets without splitting a UTF-8 character", () => {
    const description = "Überprüfung der Sicherheit — 東京のメンティー ".repeat(12);
    const raw = buildIcs({ ...base, description }, now);
    for (const line of raw.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(raw).toMatch(/\r\n /);
    expect(parseIcs(raw).description).toBe(description);
    expect(fold("a".repeat(75))).toBe("a".repeat(75));
    expect(
      fold("é".repeat(40))
        .split("\r\n ")
        .every((l) => !l.includes("\uFFFD")),
    ).toBe(true);
  });

  it("escapes text and strips what a parameter value cannot hold", () => {
    const ev = parseIcs(
      buildIcs({ ...base, summary: "a,b;c\\d\ne", organizer: { email: "m@example.com", name: 'Ana "The" Mentor' } }, now),
    );
    expect(ev.summary).toBe("a,b;c\\d\ne");
    expect(ev.organizer?.cn).toBe("Ana The Mentor");
  });
});

describe("icsAttachment", () => {
  it("gives the text/calendar part the same method= as the body, and nodemailer keeps it", async () => {
    for (const method of ["REQUEST", "CANCEL"] as const) {
      const att = icsAttachment({ ...base, method }, { now });
      expect(att.contentType).toBe(`text/calendar; charset=utf-8; method=${method}`);
      expect(parseIcs(att.content, { base64: true }).method).toBe(method);
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
      const info = await transport.sendMail({
        from: "a@example.com",
        to: "b@example.com",
        subject: "s",
        text: "t",
        attachments: [{ filename: att.filename, contentType: att.contentType, content: Buffer.from(att.content, "base64") }],
      });
      expect(String(info.message)).toMatch(new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method}`, "i"));
    }
  });
});

describe("buildCalendar (subscription feed)", () => {
  it("is a PUBLISH calendar with timed and all-day entries, each with a SEQUENCE", () => {
    const raw = buildCalendar(
      "AppSec Community",
      [
        { uid: "a@x", sequence: 2, start: new Date("2026-01-05T14:00:00Z"), durationMinutes: 60, summary: "A" },
        { uid: "b@x", date: "2026-02-01", summary: "B" },
      ],
      now,
    );
    const feed = parseIcsFeed(raw);
    expect(feed.method).toBe("PUBLISH");
    expect(feed.events.map((e) => [e.uid, e.sequence])).toEqual([
      ["a@x", 2],
      ["b@x", 0],
    ]);
  });
});
