import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { whenText } from "../server/features/events/events.service";
import { formatInZone as serverFormatInZone, whenFor as serverWhenFor } from "../server/features/mentorship/session";
import { EventWhen } from "../web/src/features/events/components/event-when";
import { formatInZone, whenFor } from "./time";

/**
 * The server's mails and the web's pages say the same time for the same instant and zone
 * (docs/decisions/030, 031): both sides call common/time.ts. Checked at daylight-saving edges.
 */
describe("one per-reader time formatting on the server and in the web", () => {
  const edges = [
    { startsAt: "2026-03-29T00:30:00Z", endsAt: "2026-03-29T01:30:00Z", timeZone: "Europe/Berlin" },
    { startsAt: "2026-03-29T01:30:00Z", endsAt: "2026-03-29T02:30:00Z", timeZone: "Europe/Berlin" },
    { startsAt: "2026-11-01T05:30:00Z", endsAt: "2026-11-01T06:30:00Z", timeZone: "America/New_York" },
    { startsAt: "2026-11-01T06:30:00Z", endsAt: "2026-11-01T07:30:00Z", timeZone: "America/New_York" },
  ];

  it("an event's time in a mail (whenText) is the one its page renders (EventWhen)", () => {
    for (const e of edges) {
      const mail = whenText({
        eventDate: e.startsAt.slice(0, 10),
        eventTime: "",
        startsAt: new Date(e.startsAt),
        endsAt: new Date(e.endsAt),
        timeZone: e.timeZone,
      });
      const page = renderToString(createElement(EventWhen, { e: { ...e, eventDate: "", eventTime: "" } as never }))
        .replace(/<[^>]+>/g, "")
        .replace(/&lt;!-- --&gt;|<!-- -->/g, "");
      // The page writes "<day> · <time> (<zone>)", the mail "<day>, <time> (<zone>)".
      expect(page.replace(" · ", ", ")).toBe(mail);
    }
    expect(
      whenText({
        eventDate: "2026-11-01",
        eventTime: "",
        startsAt: new Date("2026-11-01T05:30:00Z"),
        endsAt: new Date("2026-11-01T06:30:00Z"),
        timeZone: "America/New_York",
      }),
    ).toBe("Sunday, November 1, 2026, 1:30 AM EDT – 1:30 AM EST (America/New_York)");
  });

  it("a session's time in a mail is the one the sessions page shows", () => {
    for (const e of edges)
      for (const zone of ["Europe/Berlin", "America/New_York", "Asia/Tokyo"]) {
        expect(serverFormatInZone(new Date(e.startsAt), zone)).toBe(formatInZone(e.startsAt, zone));
        expect(serverWhenFor(new Date(e.startsAt), { timezone: zone }, { timezone: e.timeZone, name: "Ana" })).toBe(
          whenFor(e.startsAt, { timezone: zone }, { timezone: e.timeZone, name: "Ana" }),
        );
      }
    expect(serverFormatInZone(new Date("2026-11-01T06:30:00Z"), "America/New_York")).toBe("Sun, 1 Nov 2026, 01:30 EST (America/New_York)");
  });
});
