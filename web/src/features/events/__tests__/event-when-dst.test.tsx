import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EventDto } from "@common/events.schema";
import { DST_EDGES } from "@common/time.edges";
import { formatInZone } from "@common/time";
import { EventWhen } from "../components/event-when";

/** The page says what the mail says (server/features/events/when-text.test.ts checks the same edges). */
describe("an event's time on its page at daylight-saving edges (docs/decisions/031)", () => {
  it("renders the event's zone as the mail writes it", () => {
    for (const e of DST_EDGES) {
      const { container, unmount } = render(<EventWhen e={{ ...e, eventDate: "", eventTime: "" } as unknown as EventDto} />);
      // The page writes "<day> · <time> (<zone>)" on its first line, the mail "<day>, <time> (<zone>)".
      const first = container.querySelector("span > span")!.textContent!;
      expect(first.replace(" · ", ", ")).toBe(e.range);
      expect(formatInZone(e.startsAt, e.timeZone)).toBe(e.start);
      unmount();
    }
  });
});
