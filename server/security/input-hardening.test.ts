import { describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, profiles, rateLimits } from "../db/schema";
import { storeFile } from "../features/files/files.service";
import { errorOf, signedIn } from "../test/factories";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const contact = {
  name: "Ada Lovelace",
  email: "ada@example.test",
  subject: "A question",
  message: "Hello there, a question about mentoring.",
};

describe("request size limits", () => {
  it("a JSON body over 1 MB is refused with 413 before anything reads or stores it", async () => {
    const res = await ctx.request("/api/contact", { json: { ...contact, message: "x".repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe("PAYLOAD_TOO_LARGE");
    expect(await ctx.deps.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("an oversized anonymous sign-in body is refused before the rate limiter parses it", async () => {
    const res = await ctx.request("/api/auth/sign-in/email", { json: { email: "a@example.test", password: "p".repeat(2_000_000) } });
    expect(res.status).toBe(413);
    expect(await ctx.deps.db.select().from(rateLimits)).toHaveLength(0);
  });

  it("a streamed body without Content-Length is cut off at the limit too", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await ctx.app.request("/api/contact", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      body,
      // @ts-expect-error Node's fetch needs duplex for a streamed body
      duplex: "half",
    });
    expect(res.status).toBe(413);
  });

  it("uploads may be larger (6 MB) but not without bound", async () => {
    const member = await signedIn(ctx);
    const upload = (bytes: number) => {
      const form = new FormData();
      form.append("avatar", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "avatar.png");
      return member.request("/api/profile/avatar", { method: "POST", body: form });
    };
    // 1.5 MB passes the global limit and reaches the route's own content check.
    const within = await upload(1_500_000);
    expect(within.status).toBe(415);
    expect((await errorOf(within)).code).not.toBe("PAYLOAD_TOO_LARGE");
    const over = await upload(7 * 1024 * 1024);
    expect(over.status).toBe(413);
    expect((await errorOf(over)).message).toBe("The request body is too large (at most 6 MB)");
  });
});

describe("NUL characters", () => {
  it("in a query, a path or a JSON body answer 400 VALIDATION_FAILED, never 500, and store nothing", async () => {
    const member = await signedIn(ctx);
    const cases: Array<[string, Parameters<typeof ctx.request>[1]]> = [
      ["/api/jobs?search=abc%00def", {}],
      ["/api/candidates?q=%00", {}],
      ["/api/mentors?q=a%00", {}],
      ["/api/blog/posts/some%00slug", {}],
      ["/api/events?x=%00", {}],
      ["/api/contact", { json: { ...contact, message: "Hello \u0000 there, a question." } }],
      ["/api/newsletter", { json: { email: "a\u0000@example.test" } }],
      ["/api/auth/sign-up/email", { json: { name: "Eve\u0000", email: "eve@example.test", password: "A-long-passphrase-for-eve-1" } }],
      ["/api/auth/sign-in/email", { json: { email: "eve\u0000@example.test", password: "whatever-password" } }],
    ];
    for (const [path, opts] of cases) {
      const res = await ctx.request(path, opts);
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).code, path).toBe("VALIDATION_FAILED");
    }
    const put = await member.request("/api/profile", { method: "PUT", json: { fullName: "Name\u0000" } });
    expect(put.status).toBe(400);
    expect(await ctx.deps.db.select().from(contactMessages)).toHaveLength(0);
    expect(await ctx.deps.db.select().from(mailOutbox)).toHaveLength(0);
    expect((await ctx.deps.db.select().from(profiles)).map((p) => p.fullName)).not.toContain("Name\u0000");
  });
});

describe("headers and files", () => {
  it("every response carries a Permissions-Policy", async () => {
    for (const path of ["/api/health", "/api/jobs", "/api/nope"]) {
      const res = await ctx.request(path);
      expect(res.headers.get("permissions-policy"), path).toContain("camera=()");
    }
  });

  it("a download keeps its sandbox CSP and is named with the extension of the detected type", async () => {
    const owner = await signedIn(ctx);
    const file = await storeFile(ctx.deps, {
      ownerId: owner.id,
      visibility: "private",
      buffer: PDF,
      contentType: "application/pdf",
      filename: "resume.pdf.html",
      ext: "pdf",
      folder: "resumes",
    });
    const res = await owner.request(file.url!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="resume.pdf.pdf"');
  });
});
