import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { setupTestContext } from "../../test/setup";

/** The specification's redirects are real ones (301 with a Location), not a 200 page that moves in the browser. */
const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  app = createApp(ctx.deps, { webDist: dist });
});

describe("redirects", () => {
  it.each([
    ["/pricing", "/"],
    ["/membership", "/"],
    ["/podcast", "/podcasts"],
    ["/pricing?plan=pro", "/"],
  ])("%s answers 301 to %s", async (from, to) => {
    const res = await app.request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
  });

  it("the targets themselves are pages (200)", async () => {
    for (const path of ["/", "/podcasts"]) expect((await app.request(path)).status).toBe(200);
  });
});
