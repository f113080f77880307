import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StaffActionDto } from "@common/moderation.schema";
import { blogPosts, moderationItems, staffActions } from "../../db/schema";
import { errorOf, reviewQueueHelpers, signedIn, type TestUser } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";

// docs/decisions/041: an edit of a published article is a moderation item of its own kind, and the
// blog's own decisions go through the module's guarded decision and the staff log.
const ctx = setupTestContext();
const { db, queue, itemOf, decide, mailsTo } = reviewQueueHelpers(ctx);
const log = async (admin: TestUser, qs = "") =>
  ((await (await admin.request(`/api/admin/log${qs}`)).json()) as { actions: StaffActionDto[] }).actions;

async function published(author: TestUser, admin: TestUser, title = "Threat modeling basics") {
  const res = await author.request("/api/blog/articles", { json: { title, content: "<p>Published text</p>" } });
  const { article } = (await res.json()) as { article: { id: string; slug: string } };
  expect((await admin.request(`/api/blog/articles/${article.id}/approve`, { method: "POST" })).status).toBe(200);
  return article;
}
const edit = async (u: TestUser, id: string, title: string, content: string) => {
  const res = await u.request(`/api/blog/articles/${id}`, { method: "PUT", json: { title, content } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { revision: { id: string; version: number } }).revision;
};

describe("article revisions in the one review queue (docs/decisions/041)", () => {
  it("a pending edit is an item with the published and proposed text, counted, filterable; a changed edit is stale", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedIn(ctx, "user", { email: "rev-author@example.test" });
    const a = await published(author, admin);
    const rev = await edit(author, a.id, "Threat modeling, revised", "<p>Revised text</p>");

    const q = await queue(admin, "?kind=article_revision");
    expect(q.counts.article_revision).toBe(1);
    expect(q.items).toHaveLength(1);
    const [item] = q.items;
    expect(item).toMatchObject({
      kind: "article_revision",
      targetId: rev.id,
      title: "Edit: Threat modeling, revised",
      submitter: { id: author.id },
      link: `/blog/edit/${a.id}`,
      revision: {
        articleId: a.id,
        slug: a.slug,
        published: { title: "Threat modeling basics", content: "<p>Published text</p>" },
        proposed: { title: "Threat modeling, revised", content: "<p>Revised text</p>" },
      },
    });
    expect((await queue(admin)).items.map((i) => i.kind)).toContain("article_revision");

    // The author saves again: what the reviewer saw is stale (409 with the current state), nothing changes.
    await edit(author, a.id, "Threat modeling, revised twice", "<p>Revised text v2</p>");
    const stale = await decide(admin, item!.id, { decision: "approve", version: item!.version });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).fields).toMatchObject({ status: "pending" });
    const [live] = await db().select().from(blogPosts).where(eq(blogPosts.id, a.id));
    expect(live!.title).toBe("Threat modeling basics");

    // Approved at the version now shown: the live article has the new text; the author is mailed; logged.
    const [fresh] = (await queue(admin, "?kind=article_revision")).items;
    expect(fresh!.revision?.proposed.title).toBe("Threat modeling, revised twice");
    expect((await decide(admin, fresh!.id, { decision: "approve", version: fresh!.version })).status).toBe(200);
    const page = (await (await ctx.request(`/api/blog/posts/${a.slug}`)).json()) as { article: { title: string; content: string } };
    expect(page.article).toMatchObject({ title: "Threat modeling, revised twice", content: "<p>Revised text v2</p>" });
    const mails = await mailsTo("rev-author@example.test");
    const approved = mails.find((m) => m.subject === "Your edit was approved: Threat modeling, revised twice");
    expect(approved?.text).toContain(`${BASE_URL}/blog/${a.slug}`);
    expect((await queue(admin)).counts.article_revision).toBe(0);
    const entries = await log(admin);
    expect(entries[0]).toMatchObject({
      action: "moderation.approve",
      targetType: "article_revision",
      targetId: rev.id,
      actor: { id: admin.id },
    });
  });

  it("rejected from the queue: the published version stays and the author is mailed the reason with a link", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedIn(ctx, "user", { email: "rev-author2@example.test" });
    const a = await published(author, admin);
    const rev = await edit(author, a.id, "Clickbait", "<p>Worse</p>");
    const item = (await itemOf("article_revision", rev.id))!;
    expect((await decide(admin, item.id, { decision: "reject", version: item.version })).status).toBe(400);
    const res = await decide(admin, item.id, { decision: "reject", version: item.version, reason: "Keep the title factual." });
    expect(res.status).toBe(200);
    const page = (await (await ctx.request(`/api/blog/posts/${a.slug}`)).json()) as { article: { title: string } };
    expect(page.article.title).toBe("Threat modeling basics");
    const [mail] = (await mailsTo("rev-author2@example.test")).filter((m) => m.subject.startsWith("Your edit"));
    expect(mail!.subject).toBe("Your edit was not approved: Clickbait");
    expect(mail!.text).toContain("Keep the title factual.");
    expect(mail!.text).toContain(`${BASE_URL}/blog/edit/${a.id}`);
    const mine = (await (await author.request(`/api/blog/articles/${a.id}`)).json()) as {
      revision: { status: string; rejectionReason: string };
    };
    expect(mine.revision).toMatchObject({ status: "rejected", rejectionReason: "Keep the title factual." });
    expect((await log(admin, "?action=moderation.reject"))[0]).toMatchObject({
      targetType: "article_revision",
      reason: "Keep the title factual.",
    });
    // Editing again opens a new item (a new revision row).
    const again = await edit(author, a.id, "Factual title", "<p>Better</p>");
    expect((await itemOf("article_revision", again.id))?.status).toBe("pending");
  });

  it("the blog's revision routes decide through the module (logged); deleting the article takes the item along", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedIn(ctx);
    const a = await published(author, admin);
    const rev = await edit(author, a.id, "Edited", "<p>Edited</p>");
    const ok = await admin.request(`/api/blog/revisions/${rev.id}/approve`, { method: "POST", json: { version: 1 } });
    expect(ok.status).toBe(200);
    expect((await itemOf("article_revision", rev.id))?.status).toBe("approved");
    expect((await log(admin))[0]).toMatchObject({ action: "moderation.approve", targetType: "article_revision", targetId: rev.id });
    const next = await edit(author, a.id, "Edited again", "<p>Edited again</p>");
    expect(await itemOf("article_revision", next.id)).toBeDefined();
    expect((await admin.request(`/api/blog/articles/${a.id}`, { method: "DELETE", json: { reason: "Duplicate" } })).status).toBe(200);
    expect(await itemOf("article_revision", next.id)).toBeUndefined();
  });

  it("migration 0026 backfills the items of revisions already pending", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedIn(ctx);
    const a = await published(author, admin);
    const rev = await edit(author, a.id, "Waiting since the last release", "<p>Edit</p>");
    // As if the revision had been written before the trigger existed.
    await db().delete(moderationItems).where(eq(moderationItems.targetId, rev.id));
    const file = readFileSync(new URL("../../db/migrations/0026_revision_review_items.sql", import.meta.url), "utf8");
    const backfill = file.split("--> statement-breakpoint").find((s) => s.includes('INSERT INTO "moderation_items"'))!;
    await db().execute(sql.raw(backfill));
    expect(await itemOf("article_revision", rev.id)).toMatchObject({
      status: "pending",
      title: "Edit: Waiting since the last release",
      submitterId: author.id,
    });
  });
});

describe("the blog's approve/reject go through the module (docs/decisions/041)", () => {
  it("guarded: a second or stale decision is 409 and changes nothing; each decision is in the staff log; the author is mailed", async () => {
    const admin = await signedIn(ctx, "admin");
    const other = await signedIn(ctx, "admin");
    const author = await signedIn(ctx, "user", { email: "blog-author@example.test" });
    const res = await author.request("/api/blog/articles", { json: { title: "Secrets in CI", content: "<p>Text</p>" } });
    const { article } = (await res.json()) as { article: { id: string; slug: string } };
    const seen = (await itemOf("article", article.id))!;

    const ok = await admin.request(`/api/blog/articles/${article.id}/reject`, { method: "POST", json: { reason: "Add sources" } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ article: { id: article.id, status: "rejected" } });
    // The other admin's decision on what they saw before: 409, the article stays rejected.
    const late = await other.request(`/api/blog/articles/${article.id}/approve`, { method: "POST" });
    expect(late.status).toBe(409);
    const stale = await decide(other, seen.id, { decision: "approve", version: seen.version });
    expect(stale.status).toBe(409);
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, article.id));
    expect(row!.status).toBe("rejected");

    const rows = await db().select().from(staffActions).where(eq(staffActions.targetId, article.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, action: "moderation.reject", targetType: "article", reason: "Add sources" });
    const [mail] = (await mailsTo("blog-author@example.test")).filter((m) => m.subject.includes("not approved"));
    expect(mail!.text).toContain("Add sources");
    expect(mail!.text).toContain(`${BASE_URL}/blog/edit/${article.id}`);

    // Resubmitted and approved from the blog's route: logged too.
    expect((await author.request(`/api/blog/articles/${article.id}/submit`, { method: "POST" })).status).toBe(200);
    expect((await admin.request(`/api/blog/articles/${article.id}/approve`, { method: "POST" })).status).toBe(200);
    const actions = (await log(admin)).filter((x) => x.targetId === article.id).map((x) => x.action);
    expect(actions).toEqual(["moderation.approve", "moderation.reject"]);
    expect((await admin.request(`/api/blog/articles/00000000-0000-4000-8000-000000000000/approve`, { method: "POST" })).status).toBe(404);
    expect((await admin.request(`/api/blog/articles/${article.id}/reject`, { method: "POST", json: { reason: " " } })).status).toBe(400);
  });
});
