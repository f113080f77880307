/**
 * Test helper: parses an .ics (text or base64 attachment) with ical.js, a real RFC 5545 parser, and
 * checks the things a hand-written writer gets wrong (CRLF, folding at 75 octets). For tests only.
 */
import ICAL from "ical.js";

export interface ParsedIcsEvent {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  start: Date;
  end: Date;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  organizer: { email: string; cn: string | null } | null;
  attendees: Array<{ email: string; cn: string | null; partstat: string | null }>;
}

const email = (v: unknown) => String(v).replace(/^mailto:/i, "");

/** The one VEVENT of a file (throws on more or fewer), with the calendar's METHOD. */
export function parseIcs(input: string, opts: { base64?: boolean } = {}): ParsedIcsEvent {
  const raw = opts.base64 ? Buffer.from(input, "base64").toString("utf8") : input;
  if (!raw.endsWith("\r\n")) throw new Error("an .ics must end with CRLF");
  for (const line of raw.split("\r\n")) {
    if (/[\r\n]/.test(line)) throw new Error("bare CR or LF in an .ics");
    if (Buffer.byteLength(line, "utf8") > 75) throw new Error(`line longer than 75 octets: ${line.slice(0, 40)}…`);
  }
  const cal = new ICAL.Component(ICAL.parse(raw));
  const vevents = cal.getAllSubcomponents("vevent");
  if (vevents.length !== 1) throw new Error(`expected one VEVENT, found ${vevents.length}`);
  const v = vevents[0]!;
  const ev = new ICAL.Event(v);
  const org = v.getFirstProperty("organizer");
  const str = (name: string) => {
    const val = v.getFirstPropertyValue(name);
    return val == null ? null : String(val);
  };
  return {
    method: cal.getFirstPropertyValue("method") == null ? null : String(cal.getFirstPropertyValue("method")),
    uid: ev.uid,
    sequence: Number(v.getFirstPropertyValue("sequence") ?? NaN),
    status: str("status"),
    start: ev.startDate.toJSDate(),
    end: ev.endDate.toJSDate(),
    summary: ev.summary,
    description: str("description"),
    location: str("location"),
    url: str("url"),
    organizer: org ? { email: email(org.getFirstValue()), cn: (org.getParameter("cn") as string | undefined) ?? null } : null,
    attendees: v.getAllProperties("attendee").map((p) => ({
      email: email(p.getFirstValue()),
      cn: (p.getParameter("cn") as string | undefined) ?? null,
      partstat: (p.getParameter("partstat") as string | undefined) ?? null,
    })),
  };
}

/** Many VEVENTs (a subscription feed). */
export function parseIcsFeed(raw: string) {
  const cal = new ICAL.Component(ICAL.parse(raw));
  return {
    method: cal.getFirstPropertyValue("method") == null ? null : String(cal.getFirstPropertyValue("method")),
    events: cal.getAllSubcomponents("vevent").map((v) => {
      const ev = new ICAL.Event(v);
      return {
        uid: ev.uid,
        sequence: Number(v.getFirstPropertyValue("sequence") ?? 0),
        start: ev.startDate.toJSDate(),
        summary: ev.summary,
      };
    }),
  };
}
