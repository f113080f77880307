import { describe, expect, it } from "vitest";
import { createEvent, signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

// One clock (docs/decisions/065-one-clock.md): whether an event has taken place is decided by the app's
// clock, passed to the SQL, not by SQL now(): moving the injected clock past the event closes its waitlist.
let clock = new Date();
const ctx = setupTestContext({ now: () => clock });
const DAY = 86_400_000;

describe("an event's past reads the injected clock", () => {
  it("joining the waitlist works before the event by the clock and is refused (409) once the clock is past it", async () => {
    const start = new Date(Date.now() + 30 * DAY);
    clock = start;
    const startsAt = new Date(start.getTime() + 2 * DAY);
    const at = {
      eventDate: startsAt.toISOString().slice(0, 10),
      eventTime: "6:00 PM UTC",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      timeZone: "UTC",
      maxAttendees: 10,
    };
    const before = await createEvent(ctx, { ...at, title: "Clockwork meetup, open" });
    const after = await createEvent(ctx, { ...at, title: "Clockwork meetup, closed" });
    const member = await signedIn(ctx);

    expect((await member.request(`/api/events/${before.id}/waitlist`, { method: "POST" })).status).toBe(200);

    clock = new Date(start.getTime() + 5 * DAY);
    const late = await member.request(`/api/events/${after.id}/waitlist`, { method: "POST" });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { message: string } }).error.message).toMatch(/already taken place/);
  });
});
