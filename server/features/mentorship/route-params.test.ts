/**
 * Route handlers read `:id` once, from the param validator (`c.req.valid("param")`): a second hand-made
 * parse of `c.req.param()` after it is dead code that can drift from the declared schema.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

/** Every route module of the server (server/features/<feature>/*.routes.ts). */
const routeFiles = (): string[] => {
  const features = join(__dirname, "..");
  return readdirSync(features, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(features, d.name))
        .filter((f) => f.endsWith(".routes.ts"))
        .map((f) => join(features, d.name, f)),
    );
};

describe("mentorship route params", () => {
  it.each(["mentorship.routes.ts", "../matching/matching.routes.ts"])("%s reads :id only through the validator", (file) => {
    const source = readFileSync(join(__dirname, file), "utf8");
    expect(source.match(/c\.req\.param\(/g) ?? []).toEqual([]);
  });

  it("no route of any feature parses a path parameter by hand after its validator", () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) =>
      (readFileSync(f, "utf8").match(/parse\(\s*\w+,\s*c\.req\.param\(/g) ?? []).map((m) => `${relative(join(__dirname, ".."), f)}: ${m}`),
    );
    expect(found).toEqual([]);
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
