import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeFile } from "../features/files/files.service";
import { signedIn } from "../test/factories";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();
// A real @hono/node-server in front of the app: the headers go through node's ServerResponse there.
let base = "";
let close = () => {};
beforeAll(async () => {
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe("security headers from a real node server", () => {
  it("are on JSON answers, errors and 304s", async () => {
    for (const path of ["/api/health", "/api/jobs", "/api/nope"]) {
      const res = await fetch(base + path);
      await res.arrayBuffer();
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
    const first = await fetch(`${base}/api/jobs`);
    await first.arrayBuffer();
    const again = await fetch(`${base}/api/jobs`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-frame-options")).toBe("DENY");
  });

  it("leave a handler's own, stricter policy alone (a download's sandbox)", async () => {
    const owner = await signedIn(ctx);
    const file = await storeFile(ctx.deps, {
      ownerId: owner.id,
      visibility: "private",
      buffer: PDF,
      contentType: "application/pdf",
      filename: "resume.pdf",
      ext: "pdf",
      folder: "resumes",
    });
    const res = await fetch(base + file.url!, { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});
