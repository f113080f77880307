import { describe, expect, it } from "vitest";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

// One clock (docs/decisions/065-one-clock.md): the board's "last N days" range is measured from the app's clock,
// which the SQL receives as a parameter, so moving the injected clock moves the range. With SQL now() the
// database's own time decided, and a job posted five days before a clock ten days ahead stayed "recent".
let clock = new Date();
const ctx = setupTestContext({ now: () => clock });

const DAY = 86_400_000;
const boardIds = async (qs: string) =>
  ((await (await ctx.app.request(`/api/jobs${qs}`)).json()) as { jobs: { id: string }[] }).jobs.map((j) => j.id);

describe("the board's date range reads the injected clock", () => {
  it("a job posted 5 days ago is in 'last 7 days'; 5 days later by the clock it is not, on the board and in a search", async () => {
    const start = new Date(Date.now() + 400 * DAY);
    clock = start;
    const job = await createJob(ctx, {
      title: "Clockwork Product Security Lead",
      datePosted: new Date(start.getTime() - 5 * DAY),
      expiresAt: new Date(start.getTime() + 60 * DAY),
    });
    expect(await boardIds("?days=7")).toContain(job.id);
    expect(await boardIds("?days=7&search=clockwork")).toContain(job.id);

    clock = new Date(start.getTime() + 5 * DAY);
    expect(await boardIds("?days=7")).not.toContain(job.id);
    expect(await boardIds("?days=7&search=clockwork")).not.toContain(job.id);
    expect(await boardIds("?days=14")).toContain(job.id);
  });
});
