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
    expect(mails[0]!.text).toContain(`${BASE_URL}/admin/offerings`);
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
    expect((await admin.request(`/api/admin/offerings/${id}/reject`, { method: "POST" })).status).toBe(200);
    expect(await list()).toEqual([]);
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
