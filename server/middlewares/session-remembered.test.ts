import { describe, expect, it } from "vitest";
import { signedIn } from "../test/factories";
import { setupTestContext } from "../test/setup";
import { rememberedSessions } from "./session";

// The app's clock (deps.scheduler.now()) is this variable: the test moves time by assigning it. Far ahead
// of every other file's clock: the remembered pairs are the process's (one map), and the test files of a
// worker share it (docs/decisions/081), so the pairs they left are all over by this file's time.
let clock = new Date("2100-01-01T00:00:00Z");
const ctx = setupTestContext({ now: () => clock });

describe("remembered session cookies (decision 021)", () => {
  it("are forgotten once their minute is over, not only when the map is full", async () => {
    const first = await signedIn(ctx);
    for (let i = 0; i < 2; i++) expect((await first.request("/api/me")).status).toBe(200);
    expect(rememberedSessions()).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 61_000);
    const second = await signedIn(ctx);
    expect((await second.request("/api/me")).status).toBe(200);
    // Only the second browser's pair: the first one's minute is over and nobody sent it again.
    expect(rememberedSessions()).toBe(1);
    expect((await first.request("/api/me")).status).toBe(200);
  });
});
