/**
 * Route handlers read `:id` once, from the param validator (`c.req.valid("param")`): a second hand-made
 * parse of `c.req.param()` after it is dead code that can drift from the declared schema.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

describe("mentorship route params", () => {
  it.each(["mentorship.routes.ts", "../matching/matching.routes.ts"])("%s reads :id only through the validator", (file) => {
    const source = readFileSync(join(__dirname, file), "utf8");
    expect(source.match(/c\.req\.param\(/g) ?? []).toEqual([]);
  });

  it("a malformed session id is refused by the validator; an unknown mentor is 404", async () => {
    const u = await signedIn(ctx);
    for (const res of [
      await u.request("/api/appointments/not-a-uuid/ics"),
      await u.request("/api/appointments/not-a-uuid/reschedule/accept", { method: "POST" }),
    ]) {
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ id: "Not found" });
    }
    expect((await ctx.request("/api/mentors/nobody-here")).status).toBe(404);
  });
});
