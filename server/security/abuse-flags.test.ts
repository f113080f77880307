import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogComments, blogPosts, mailOutbox, moderationFlags } from "../db/schema";
import { flagWeight } from "../features/moderation/flag-weight";
import { reviewQueueHelpers, signedIn, type TestUser } from "../test/factories";
import { setupTestContext } from "../test/setup";
import { signedInWithStanding } from "../test/standing";

// docs/decisions/057: flags protect instead of silence. Fresh accounts cannot hide a
// member's work, staff content is never hidden by flags, the first flag reaches the reviewers, and a
// flagger's record changes what their next flags weigh.
const ctx = setupTestContext();
const { db, queue, itemOf, decide, mailsTo } = reviewQueueHelpers(ctx);

async function publishedArticle(author: TestUser, title = "Threat modeling in practice") {
  const [row] = await db()
    .insert(blogPosts)
    .values({
      title,
      content: "<p>Text</p>",
      slug: `a-${Math.random().toString(36).slice(2)}`,
      status: "published",
      publishedAt: new Date(),
      authorId: author.id,
    })
    .returning();
  return row!;
}

const flag = (who: TestUser, targetKind: string, targetId: string, body: Record<string, unknown> = {}) =>
  who.request("/api/flags", { json: { targetKind, targetId, reason: "spam", ...body } });
const publicStatus = async (slug: string) => (await ctx.request(`/api/blog/posts/${slug}`)).status;
const reviewerMails = async () =>
  (await db().select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))).filter(
    (m) => m.to === ctx.deps.config.teamEmail && m.subject.startsWith("Flagged"),
  );

describe("flags that protect", () => {
  it("three new accounts flagging a member's article leave it up and put it in the queue with 3 flags; reviewers mailed once", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedInWithStanding(ctx);
    const post = await publishedArticle(author);
    const fresh = [await signedIn(ctx), await signedIn(ctx), await signedIn(ctx)];
    expect(await (await flag(fresh[0]!, "article", post.id)).json()).toEqual({ flagged: true, hidden: false });
    // The first flag already puts it in the queue and tells the reviewers.
    expect(await itemOf("flagged_article", post.id)).toMatchObject({ status: "pending" });
    expect(await reviewerMails()).toHaveLength(1);
    expect(await (await flag(fresh[1]!, "article", post.id, { reason: "abuse" })).json()).toEqual({ flagged: true, hidden: false });
    expect(await (await flag(fresh[2]!, "article", post.id, { reason: "other", note: "Copied" })).json()).toEqual({
      flagged: true,
      hidden: false,
    });
    expect(await publicStatus(post.slug)).toBe(200);
    const q = await queue(admin, "?kind=flagged_article");
    expect(q.items).toHaveLength(1);
    expect(q.items[0]!.flags).toHaveLength(3);
    expect(q.items[0]!.flags.map((f) => `${f.reason}:${f.note ?? ""}`).sort()).toEqual(["abuse:", "other:Copied", "spam:"]);
    expect(await reviewerMails()).toHaveLength(1);
    expect(await mailsTo(author.email)).toHaveLength(0);
  });

  it("members with standing reaching the weight hide it; the author is mailed why and how to edit or appeal", async () => {
    const author = await signedInWithStanding(ctx);
    const post = await publishedArticle(author, "Growth hacks");
    const members = [await signedInWithStanding(ctx), await signedInWithStanding(ctx), await signedInWithStanding(ctx)];
    expect(await (await flag(members[0]!, "article", post.id, { reason: "other", note: "Pure advertising" })).json()).toMatchObject({
      hidden: false,
    });
    expect(await (await flag(members[1]!, "article", post.id)).json()).toMatchObject({ hidden: false });
    expect(await publicStatus(post.slug)).toBe(200);
    expect(await (await flag(members[2]!, "article", post.id)).json()).toEqual({ flagged: true, hidden: true });
    expect(await publicStatus(post.slug)).toBe(404);
    const mails = await mailsTo(author.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your article was hidden after members' flags"]);
    expect(mails[0]!.text).toContain('"Growth hacks"');
    expect(mails[0]!.text).toContain("Pure advertising");
    expect(mails[0]!.text).toContain("Spam");
    expect(mails[0]!.text).toContain("appeal");
    expect(mails[0]!.text).toContain(`/blog/${post.slug}`);
    expect(await reviewerMails()).toHaveLength(1);
  });

  it("a trusted member and a member weigh enough; new accounts add to members' flags but never hide alone", async () => {
    const author = await signedInWithStanding(ctx);
    const post = await publishedArticle(author);
    expect(await (await flag(await signedInWithStanding(ctx, "trusted"), "article", post.id)).json()).toMatchObject({ hidden: false });
    expect(await (await flag(await signedInWithStanding(ctx), "article", post.id)).json()).toMatchObject({ hidden: true });

    const other = await publishedArticle(author, "Second");
    for (let i = 0; i < 8; i++)
      expect(await (await flag(await signedIn(ctx), "article", other.id)).json()).toMatchObject({ hidden: false });
    // 8 × 0.25 = 2 from new accounts, + 1 from a member with standing = 3.
    expect(await (await flag(await signedInWithStanding(ctx), "article", other.id)).json()).toMatchObject({ hidden: true });
  });

  it("staff content is never hidden by flags: an admin's comment with many flags stays visible and goes to the queue", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedInWithStanding(ctx);
    const post = await publishedArticle(author);
    const [c] = await db().insert(blogComments).values({ postId: post.id, userId: admin.id, content: "Please stay on topic" }).returning();
    for (let i = 0; i < 5; i++)
      expect(await (await flag(await signedInWithStanding(ctx, "trusted"), "comment", c!.id)).json()).toMatchObject({ hidden: false });
    const [row] = await db().select().from(blogComments).where(eq(blogComments.id, c!.id));
    expect(row!.hiddenAt).toBeNull();
    const listed = (await (await ctx.request(`/api/blog/articles/${post.id}/comments`)).json()) as { comments: { id: string }[] };
    expect(listed.comments.map((x) => x.id)).toEqual([c!.id]);
    const q = await queue(admin, "?kind=flagged_comment");
    expect(q.items.map((i) => i.targetId)).toEqual([c!.id]);
    expect(q.items[0]!.flags).toHaveLength(5);
  });

  it("declined flags lower a flagger's weight (the same flaggers no longer hide), upheld ones raise it", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedInWithStanding(ctx);
    const flaggers = [await signedInWithStanding(ctx), await signedInWithStanding(ctx), await signedInWithStanding(ctx)];
    const first = await publishedArticle(author, "First");
    for (const f of flaggers) await flag(f, "article", first.id);
    expect(await publicStatus(first.slug)).toBe(404);
    let item = (await itemOf("flagged_article", first.id))!;
    expect((await decide(admin, item.id, { decision: "approve", version: item.version })).status).toBe(200);
    expect(await publicStatus(first.slug)).toBe(200);
    const outcomes = await db()
      .select({ outcome: moderationFlags.outcome })
      .from(moderationFlags)
      .where(eq(moderationFlags.targetId, first.id));
    expect(outcomes.map((o) => o.outcome)).toEqual(["declined", "declined", "declined"]);
    // The same three flaggers on another article: 3 × 0.5 no longer reaches 3.
    const second = await publishedArticle(author, "Second");
    for (const f of flaggers) expect(await (await flag(f, "article", second.id)).json()).toMatchObject({ hidden: false });
    expect(await publicStatus(second.slug)).toBe(200);

    // Upheld: two members whose earlier flags were upheld (1.5 each) hide what two fresh members (1 each) cannot.
    const keen = [await signedInWithStanding(ctx), await signedInWithStanding(ctx), await signedInWithStanding(ctx)];
    const bad = await publishedArticle(author, "Bad");
    for (const f of keen) await flag(f, "article", bad.id);
    item = (await itemOf("flagged_article", bad.id))!;
    expect((await decide(admin, item.id, { decision: "reject", version: item.version, reason: "Spam" })).status).toBe(200);
    const [upheld] = await db()
      .select({ outcome: moderationFlags.outcome })
      .from(moderationFlags)
      .where(and(eq(moderationFlags.targetId, bad.id), eq(moderationFlags.userId, keen[0]!.id)));
    expect(upheld!.outcome).toBe("upheld");
    const third = await publishedArticle(author, "Third");
    expect(await (await flag(await signedInWithStanding(ctx), "article", third.id)).json()).toMatchObject({ hidden: false });
    expect(await (await flag(await signedInWithStanding(ctx), "article", third.id)).json()).toMatchObject({ hidden: false });
    const fourth = await publishedArticle(author, "Fourth");
    expect(await (await flag(keen[0]!, "article", fourth.id)).json()).toMatchObject({ hidden: false });
    expect(await (await flag(keen[1]!, "article", fourth.id)).json()).toMatchObject({ hidden: true });
  });

  it("the weight rule: levels, record and bounds", () => {
    const none = { upheld: 0, declined: 0 };
    expect(flagWeight("new", none, 3)).toBe(0.25);
    expect(flagWeight("member", none, 3)).toBe(1);
    expect(flagWeight("trusted", none, 3)).toBe(2);
    expect(flagWeight("staff", none, 3)).toBe(3);
    expect(flagWeight("member", { upheld: 1, declined: 0 }, 3)).toBe(1.5);
    expect(flagWeight("member", { upheld: 0, declined: 1 }, 3)).toBe(0.5);
    expect(flagWeight("member", { upheld: 20, declined: 0 }, 3)).toBe(2);
    expect(flagWeight("member", { upheld: 0, declined: 20 }, 3)).toBe(0.25);
  });

  it("flagging one's own item or flagging twice is refused", async () => {
    const author = await signedInWithStanding(ctx);
    const post = await publishedArticle(author);
    expect((await flag(author, "article", post.id)).status).toBe(403);
    const member = await signedInWithStanding(ctx);
    expect((await flag(member, "article", post.id)).status).toBe(201);
    expect((await flag(member, "article", post.id)).status).toBe(409);
    expect(await db().select().from(moderationFlags).where(eq(moderationFlags.targetId, post.id))).toHaveLength(1);
  });
});
