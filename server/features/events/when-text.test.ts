import { describe, expect, it } from "vitest";
import { DST_EDGES } from "@common/time.edges";
import { formatInZone, whenFor } from "../mentorship/session";
import { whenText } from "./events.service";

/** The server's mails write times through common/time.ts; the web's page test checks the same edges. */
describe("mail times at daylight-saving edges (docs/decisions/030, 031)", () => {
  it("an event's time in a mail names the zone, at both ends across a change", () => {
    for (const e of DST_EDGES)
      expect(
        whenText({
          eventDate: e.startsAt.slice(0, 10),
          eventTime: "",
          startsAt: new Date(e.startsAt),
          endsAt: new Date(e.endsAt),
          timeZone: e.timeZone,
        }),
      ).toBe(e.range);
  });

  it("a session's time in a mail is the reader's, with the other party's beside it", () => {
    for (const e of DST_EDGES) {
      expect(formatInZone(new Date(e.startsAt), e.timeZone)).toBe(e.start);
      expect(whenFor(new Date(e.startsAt), { timezone: e.timeZone }, { timezone: "Asia/Tokyo", name: "Ana" })).toMatch(
        new RegExp(`^${e.start.replace(/[()+]/g, "\\$&")}; for Ana: .+ \\(Asia/Tokyo\\)$`),
      );
    }
  });
});
