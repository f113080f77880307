import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { AdminOfferingDto, OfferingDto, OwnOfferingDto } from "@common/offerings.schema";
import { mailOutbox, moderationItems, offeringReviews, offerings } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
const body = {
  title: "Secure code review",
  description: "A thorough review of your codebase for OWASP issues.",
  category: "Consulting",
  contactInfo: "me@example.test",
};
type Signed = Awaited<ReturnType<typeof signedIn>>;
const adminList = async (admin: Signed, status = "pending") =>
  ((await (await admin.request(`/api/admin/offerings?status=${status}`)).json()) as { offerings: AdminOfferingDto[] }).offerings;
const mails = () => ctx.deps.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

async function rejected(author: Signed, admin: Signed) {
  const res = await author.request("/api/offerings", { json: body });
  const { offering } = (await res.json()) as { offering: { id: string } };
  expect((await admin.request(`/api/admin/offerings/${offering.id}/reject`, { json: { reason: "Add your prices, please" } })).status).toBe(
    200,
  );
  return offering.id;
}

describe("a rejected offering is corrected and resubmitted (docs/decisions/083)", () => {
  it("the owner sees the reason, edits, and it is pending again as the same review item, its history kept; the admin sees what changed", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const id = await rejected(author, admin);
    const [before] = await ctx.deps.db.select().from(moderationItems).where(eq(moderationItems.targetId, id));
    expect(before!.status).toBe("rejected");

    // The owner sees the reason on their list and on their own offering.
    const mine = ((await (await author.request("/api/offerings")).json()) as { offerings: OfferingDto[] }).offerings;
    expect(mine[0]).toMatchObject({ status: "rejected", rejectionReason: "Add your prices, please", canEdit: true });
    const own = ((await (await author.request(`/api/offerings/${id}/edit`)).json()) as { offering: OwnOfferingDto }).offering;
    expect(own.history).toEqual([expect.objectContaining({ decision: "rejected", reason: "Add your prices, please" })]);
    // The rejection mail links to the edit page.
    expect((await mails()).at(-1)!.text).toContain(`/offerings/edit/${id}`);

    const mailsBefore = (await mails()).length;
    const res = await author.request(`/api/offerings/${id}`, {
      method: "PUT",
      json: { ...body, title: "Secure code review, priced", price: "$490 a day" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ offering: { id, status: "pending" } });

    const items = await ctx.deps.db.select().from(moderationItems).where(eq(moderationItems.targetId, id));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: before!.id, status: "pending", resubmissions: 1, title: "Secure code review, priced" });
    const reviewerMail = (await mails()).slice(mailsBefore);
    expect(reviewerMail.map((m) => m.subject)).toEqual(["Offering resubmitted for review: Secure code review, priced"]);

    const [pending] = await adminList(admin);
    expect(pending!.id).toBe(id);
    expect(pending!.history).toEqual([expect.objectContaining({ decision: "rejected", reason: "Add your prices, please" })]);
    expect(pending!.changes).toEqual([
      { field: "title", before: "Secure code review", after: "Secure code review, priced" },
      { field: "price", before: null, after: "$490 a day" },
    ]);
    // Not visible to others until approved; then listed, and the history has both decisions.
    expect(((await (await ctx.request("/api/offerings")).json()) as { offerings: OfferingDto[] }).offerings).toEqual([]);
    expect((await admin.request(`/api/admin/offerings/${id}/approve`, { method: "POST" })).status).toBe(200);
    const listed = ((await (await ctx.request("/api/offerings")).json()) as { offerings: OfferingDto[] }).offerings;
    expect(listed.map((o) => [o.title, o.rejectionReason])).toEqual([["Secure code review, priced", null]]);
    const reviews = await ctx.deps.db.select().from(offeringReviews).orderBy(asc(offeringReviews.decidedAt));
    expect(reviews.map((r) => [r.decision, r.reason])).toEqual([
      ["rejected", "Add your prices, please"],
      ["approved", null],
    ]);
    const [approved] = await adminList(admin, "approved");
    expect(approved!.history.map((h) => h.decision)).toEqual(["rejected", "approved"]);
  });

  it("an approved offering's edit goes back to review, as a job's does; a pending one's edit moves its version (a stale decision is 409)", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const { offering } = (await (await author.request("/api/offerings", { json: body })).json()) as { offering: { id: string } };
    const [seen] = await ctx.deps.db.select().from(moderationItems).where(eq(moderationItems.targetId, offering.id));
    expect(
      (await author.request(`/api/offerings/${offering.id}`, { method: "PUT", json: { ...body, title: "Renamed offer" } })).status,
    ).toBe(200);
    const stale = await admin.request(`/api/admin/review/${seen!.id}/decision`, { json: { decision: "approve", version: seen!.version } });
    expect(stale.status).toBe(409);
    expect((await admin.request(`/api/admin/offerings/${offering.id}/approve`, { method: "POST" })).status).toBe(200);
    expect(
      (await author.request(`/api/offerings/${offering.id}`, { method: "PUT", json: { ...body, title: "Renamed again" } })).status,
    ).toBe(200);
    const [row] = await ctx.deps.db.select().from(offerings).where(eq(offerings.id, offering.id));
    expect(row!.status).toBe("pending");
    expect(((await (await ctx.request("/api/offerings")).json()) as { offerings: OfferingDto[] }).offerings).toEqual([]);
  });

  it("only the owner edits: a stranger gets 403, an admin 403, anonymous 401, an unknown offering 404; nothing is written", async () => {
    const author = await signedIn(ctx);
    const stranger = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const id = await rejected(author, admin);
    const edit = { method: "PUT", json: { ...body, title: "Taken over" } };
    expect((await stranger.request(`/api/offerings/${id}`, edit)).status).toBe(403);
    expect((await admin.request(`/api/offerings/${id}`, edit)).status).toBe(403);
    expect((await ctx.request(`/api/offerings/${id}`, edit)).status).toBe(401);
    expect((await author.request("/api/offerings/00000000-0000-4000-8000-000000000000", edit)).status).toBe(404);
    expect((await stranger.request(`/api/offerings/${id}/edit`)).status).toBe(404);
    const [row] = await ctx.deps.db.select().from(offerings).where(eq(offerings.id, id));
    expect(row).toMatchObject({ title: "Secure code review", status: "rejected" });
    // The reason is the owner's (and admins'): a stranger never sees it.
    const seen = ((await (await stranger.request("/api/offerings")).json()) as { offerings: OfferingDto[] }).offerings;
    expect(seen).toEqual([]);
  });

  it("invalid fields: 400 with field messages, nothing written, the item stays rejected", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const id = await rejected(author, admin);
    const count = (await mails()).length;
    const res = await author.request(`/api/offerings/${id}`, {
      method: "PUT",
      json: { ...body, title: "x", description: "short", imageUrl: "http://insecure.test/a.png" },
    });
    expect(res.status).toBe(400);
    const err = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(err.error.fields).sort()).toEqual(["description", "imageUrl", "title"]);
    const [row] = await ctx.deps.db.select().from(offerings).where(eq(offerings.id, id));
    expect(row).toMatchObject({ title: "Secure code review", status: "rejected" });
    const [item] = await ctx.deps.db.select().from(moderationItems).where(eq(moderationItems.targetId, id));
    expect(item!.status).toBe("rejected");
    expect((await mails()).length).toBe(count);
  });
});
