import { describe, expect, it } from "vitest";
import type { OfferingDto } from "@common/offerings.schema";
import { mailOutbox, offerings } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
const body = {
  title: "Secure code review",
  description: "A thorough review of your codebase for OWASP issues.",
  category: "Consulting",
  contactInfo: "me@example.test",
};
const list = async (req = ctx.request) => ((await (await req("/api/offerings")).json()) as { offerings: OfferingDto[] }).offerings;

describe("offering review", () => {
  it("a new offering is pending: hidden from others, shown to its author with its status; the team gets an absolute review link", async () => {
    const author = await signedIn(ctx);
    const other = await signedIn(ctx);
    const res = await author.request("/api/offerings", { json: body });
    expect(res.status).toBe(201);
    expect(await list()).toEqual([]);
    expect(await list(other.request)).toEqual([]);
    expect((await list(author.request)).map((o) => o.status)).toEqual(["pending"]);
    const mails = await ctx.deps.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(ctx.deps.config.teamEmail);
    expect(mails[0]!.subject).toBe("New offering to review: Secure code review");
    expect(mails[0]!.text).toContain(`${BASE_URL}/admin/review?kind=offering`);
    expect(mails[0]!.text).not.toContain("me@example.test");
  });

  it("an admin approves (listed for everyone) and rejects (hidden again); the review list pages by status", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    await author.request("/api/offerings", { json: body });
    const pending = (await (await admin.request("/api/admin/offerings?status=pending")).json()) as {
      offerings: OfferingDto[];
      total: number;
    };
    expect(pending.total).toBe(1);
    const id = pending.offerings[0]!.id;
    expect((await admin.request(`/api/admin/offerings/${id}/approve`, { method: "POST" })).status).toBe(200);
    expect((await list()).map((o) => o.title)).toEqual(["Secure code review"]);
    // Decided once: no flip back to rejected (docs/decisions/034).
    expect((await admin.request(`/api/admin/offerings/${id}/reject`, { json: { reason: "Spam" } })).status).toBe(409);
    expect((await list()).map((o) => o.title)).toEqual(["Secure code review"]);
    await author.request("/api/offerings", { json: { ...body, title: "Second offer" } });
    const second = (await (await admin.request("/api/admin/offerings?status=pending")).json()) as { offerings: OfferingDto[] };
    const res = await admin.request(`/api/admin/offerings/${second.offerings[0]!.id}/reject`, { json: { reason: "Duplicate" } });
    expect(res.status).toBe(200);
    expect((await list()).map((o) => o.title)).toEqual(["Secure code review"]);
    const rejected = (await (await admin.request("/api/admin/offerings?status=rejected")).json()) as { total: number };
    expect(rejected.total).toBe(1);
  });

  it("review routes: anonymous 401, member 403, bad status 400, unknown offering 404", async () => {
    const member = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const [row] = await ctx.deps.db
      .insert(offerings)
      .values({ ...body, category: "Consulting", userId: member.id })
      .returning();
    expect((await ctx.request("/api/admin/offerings")).status).toBe(401);
    expect((await member.request("/api/admin/offerings")).status).toBe(403);
    expect((await member.request(`/api/admin/offerings/${row!.id}/approve`, { method: "POST" })).status).toBe(403);
    expect((await admin.request("/api/admin/offerings?status=nope")).status).toBe(400);
    expect((await admin.request("/api/admin/offerings/00000000-0000-4000-8000-000000000000/approve", { method: "POST" })).status).toBe(404);
    const [still] = await ctx.deps.db.select().from(offerings);
    expect(still!.status).toBe("pending");
  });
});

describe("GET /api/offerings pages", () => {
  it("24 at a time, newest first, each offering once; the author's pending one among them; a bad cursor is 400", async () => {
    const member = await signedIn(ctx);
    const base = Date.parse("2026-06-01T00:00:00Z");
    await ctx.deps.db.insert(offerings).values(
      Array.from({ length: 30 }, (_, i) => ({
        ...body,
        title: `Offering ${String(i).padStart(2, "0")}`,
        category: "Consulting" as const,
        userId: member.id,
        status: i === 29 ? "pending" : "approved",
        // Two share a timestamp: the id breaks the tie, so no page repeats or skips one.
        createdAt: new Date(base + (i === 1 ? 0 : i) * 60_000),
      })),
    );
    type Page = { offerings: OfferingDto[]; nextCursor: string | null };
    const walk = async (req: typeof ctx.request) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await req(`/api/offerings${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
        expect(res.status).toBe(200);
        const page = (await res.json()) as Page;
        expect(page.offerings.length).toBeLessThanOrEqual(24);
        seen.push(...page.offerings.map((o) => o.title));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 5);
      return { seen, pages };
    };
    const visitor = await walk(ctx.request);
    expect(visitor.pages).toBe(2);
    expect(visitor.seen).toHaveLength(29);
    expect(new Set(visitor.seen).size).toBe(29);
    expect(visitor.seen[0]).toBe("Offering 28");
    const author = await walk(member.request);
    expect(author.seen).toHaveLength(30);
    expect(author.seen[0]).toBe("Offering 29");
    const bad = await ctx.request("/api/offerings?cursor=nope");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe("Invalid page cursor");
  });
});
