import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { blogPostRevisions, blogPosts, mailOutbox } from "../../db/schema";
import { errorOf, signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import type { SessionUser } from "../../lib/context";
import { approveRevision, rejectRevision } from "./revision-decisions";

// docs/decisions/035: an edit of a published article is a pending revision; readers keep the published text.
const ctx = setupTestContext({ env: { TEAM_EMAIL: "team@example.test" } });
let web: ReturnType<typeof createApp>;
beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  web = createApp(ctx.deps, { webDist: dist });
});

type User = Awaited<ReturnType<typeof signedIn>>;
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

async function published(author: User, admin: User, title = "Threat modeling basics", content = "<p>Published text</p>") {
  const res = await author.request("/api/blog/articles", { json: { title, content } });
  const { article } = (await res.json()) as { article: { id: string; slug: string } };
  expect((await admin.request(`/api/blog/articles/${article.id}/approve`, { method: "POST" })).status).toBe(200);
  return article;
}

const edit = (u: User, id: string, title: string, content: string) =>
  u.request(`/api/blog/articles/${id}`, { method: "PUT", json: { title, content } });

describe("an edited published article stays live until the edit is approved", () => {
  it("API, server-rendered page, comments and feed keep the published version; approval swaps it in", async () => {
    const author = await signedIn(ctx, "user", { email: "author@example.test" });
    const admin = await signedIn(ctx, "admin");
    const reader = await signedIn(ctx);
    const a = await published(author, admin);
    expect((await reader.request(`/api/blog/articles/${a.id}/comments`, { json: { content: "Nice one" } })).status).toBe(201);

    const res = await edit(author, a.id, "Threat modeling, revised", "<p>Revised text</p>");
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { article: { status: string }; revision: { id: string; status: string; version: number } };
    expect(saved.article.status).toBe("published");
    expect(saved.revision).toMatchObject({ status: "pending", version: 1 });
    // The team is told; the published row is untouched.
    expect((await mailsTo("team@example.test")).map((m) => m.subject)).toContain(
      "Edit of a published article to review: Threat modeling, revised",
    );

    for (const viewer of [ctx, reader]) {
      const page = await viewer.request(`/api/blog/posts/${a.slug}`);
      expect(page.status).toBe(200);
      const { article } = (await page.json()) as { article: { title: string; content: string; status: string } };
      expect(article).toMatchObject({ title: "Threat modeling basics", content: "<p>Published text</p>", status: "published" });
    }
    const ssr = await web.request(`/blog/${a.slug}`);
    expect(ssr.status).toBe(200);
    const html = await ssr.text();
    expect(html).toContain("Threat modeling basics");
    expect(html).not.toContain("revised");
    const comments = await ctx.request(`/api/blog/articles/${a.id}/comments`);
    expect(comments.status).toBe(200);
    expect(((await comments.json()) as { comments: unknown[] }).comments).toHaveLength(1);
    const list = (await (await ctx.request("/api/blog/posts")).json()) as { articles: { id: string; title: string }[] };
    expect(list.articles.find((x) => x.id === a.id)?.title).toBe("Threat modeling basics");
    const feed = await (await web.request("/rss.xml")).text();
    expect(feed).toContain("Threat modeling basics");
    expect(feed).not.toContain("revised");
    const sitemap = await web.request("/sitemap-blog.xml");
    if (sitemap.status === 200) expect(await sitemap.text()).toContain(`${BASE_URL}/blog/${a.slug}`);

    // The author sees the pending edit and edits it again (version 2; no second team mail).
    const mine = (await (await author.request(`/api/blog/articles/${a.id}`)).json()) as {
      article: { title: string };
      revision: { id: string; title: string; version: number; status: string };
    };
    expect(mine.article.title).toBe("Threat modeling basics");
    expect(mine.revision).toMatchObject({ title: "Threat modeling, revised", status: "pending", version: 1 });
    expect((await edit(author, a.id, "Threat modeling, revised twice", "<p>Revised text v2</p>")).status).toBe(200);
    expect(await ctx.deps.db.select().from(blogPostRevisions)).toHaveLength(1);
    const teamMails = (await mailsTo("team@example.test")).filter((m) => m.subject.startsWith("Edit of a published"));
    expect(teamMails).toHaveLength(1);

    // A decision on the version the admin saw before the second edit is stale: 409, nothing changes.
    const stale = await admin.request(`/api/blog/revisions/${mine.revision.id}/approve`, { method: "POST", json: { version: 1 } });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toContain("version 2");
    const [still] = await ctx.deps.db.select().from(blogPosts).where(eq(blogPosts.id, a.id));
    expect(still!.title).toBe("Threat modeling basics");

    const pending = (await (await admin.request("/api/blog/revisions/pending")).json()) as { revisions: { id: string; version: number }[] };
    expect(pending.revisions).toEqual([expect.objectContaining({ id: mine.revision.id, version: 2 })]);
    const ok = await admin.request(`/api/blog/revisions/${mine.revision.id}/approve`, { method: "POST", json: { version: 2 } });
    expect(ok.status).toBe(200);
    const after = (await (await ctx.request(`/api/blog/posts/${a.slug}`)).json()) as { article: { title: string; content: string } };
    expect(after.article).toMatchObject({ title: "Threat modeling, revised twice", content: "<p>Revised text v2</p>" });
    expect(await (await web.request("/rss.xml")).text()).toContain("Threat modeling, revised twice");
    // Deciding it again: 409.
    expect((await admin.request(`/api/blog/revisions/${mine.revision.id}/approve`, { method: "POST", json: { version: 2 } })).status).toBe(
      409,
    );
    const authorMails = await mailsTo("author@example.test");
    expect(authorMails.map((m) => m.subject)).toContain("Your edit was approved: Threat modeling, revised twice");
    expect(((await (await author.request(`/api/blog/articles/${a.id}`)).json()) as { revision: unknown }).revision).toBeNull();
  });

  it("a rejection keeps the published text and mails the author the reason; the author can edit again", async () => {
    const author = await signedIn(ctx, "user", { email: "author2@example.test" });
    const admin = await signedIn(ctx, "admin");
    const a = await published(author, admin);
    const { revision } = (await (await edit(author, a.id, "Clickbait title", "<p>Worse</p>")).json()) as { revision: { id: string } };
    expect((await admin.request(`/api/blog/revisions/${revision.id}/reject`, { method: "POST", json: { version: 1 } })).status).toBe(400);
    const res = await admin.request(`/api/blog/revisions/${revision.id}/reject`, {
      method: "POST",
      json: { version: 1, reason: "Keep the <title> factual." },
    });
    expect(res.status).toBe(200);
    const [mail] = (await mailsTo("author2@example.test")).filter((m) => m.subject.startsWith("Your edit"));
    expect(mail!.subject).toBe("Your edit was not approved: Clickbait title");
    expect(mail!.text).toContain("Keep the <title> factual.");
    expect(mail!.text).toContain(`${BASE_URL}/blog/edit/${a.id}`);
    const live = (await (await ctx.request(`/api/blog/posts/${a.slug}`)).json()) as { article: { title: string } };
    expect(live.article.title).toBe("Threat modeling basics");
    const mine = (await (await author.request(`/api/blog/articles/${a.id}`)).json()) as {
      revision: { status: string; rejectionReason: string };
    };
    expect(mine.revision).toMatchObject({ status: "rejected", rejectionReason: "Keep the <title> factual." });
    const again = (await (await edit(author, a.id, "Factual title", "<p>Better</p>")).json()) as {
      revision: { id: string; status: string };
    };
    expect(again.revision.status).toBe("pending");
    expect(again.revision.id).not.toBe(revision.id);
  });

  it("who may do what: other member 403, anonymous 401, member deciding 403, unknown revision 404", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const other = await signedIn(ctx);
    const a = await published(author, admin);
    expect((await edit(other, a.id, "Hijack", "<p>Mine now</p>")).status).toBe(403);
    expect((await ctx.request(`/api/blog/articles/${a.id}`, { method: "PUT", json: { title: "x", content: "<p>y</p>" } })).status).toBe(
      401,
    );
    expect(await ctx.deps.db.select().from(blogPostRevisions)).toHaveLength(0);
    const { revision } = (await (await edit(author, a.id, "Edit", "<p>Edit</p>")).json()) as { revision: { id: string } };
    expect((await other.request(`/api/blog/articles/${a.id}`)).status).toBe(403);
    expect((await author.request(`/api/blog/revisions/${revision.id}/approve`, { method: "POST", json: { version: 1 } })).status).toBe(403);
    expect((await other.request("/api/blog/revisions/pending")).status).toBe(403);
    expect((await ctx.request(`/api/blog/revisions/${revision.id}/approve`, { method: "POST", json: { version: 1 } })).status).toBe(401);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await admin.request(`/api/blog/revisions/${missing}/approve`, { method: "POST", json: { version: 1 } })).status).toBe(404);
    expect((await admin.request(`/api/blog/revisions/${revision.id}/approve`, { method: "POST", json: { version: "x" } })).status).toBe(
      400,
    );
    // An admin edits a published article live (no revision).
    expect((await edit(admin, a.id, "Typo fixed by staff", "<p>Edit</p>")).status).toBe(200);
    const live = (await (await ctx.request(`/api/blog/posts/${a.slug}`)).json()) as { article: { title: string } };
    expect(live.article.title).toBe("Typo fixed by staff");
  });

  it("the exported decision functions (the moderation adapter's entry points) guard state and version", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const a = await published(author, admin);
    const { revision } = (await (await edit(author, a.id, "Edit via adapter", "<p>Adapter</p>")).json()) as { revision: { id: string } };
    const actor = { ...admin, role: "admin", capabilities: ["admin"], plan: "free", emailVerified: true } as SessionUser;
    await expect(
      rejectRevision(ctx.deps, actor, revision.id, { version: 9, reason: "No" }, ctx.deps.scheduler.now()),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const done = await approveRevision(ctx.deps, actor, revision.id, { version: 1 }, ctx.deps.scheduler.now());
    expect(done.article.id).toBe(a.id);
    await expect(approveRevision(ctx.deps, actor, revision.id, { version: 1 }, ctx.deps.scheduler.now())).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const [row] = await ctx.deps.db.select().from(blogPostRevisions).where(eq(blogPostRevisions.id, revision.id));
    expect(row).toMatchObject({ status: "approved", decidedBy: admin.id });
  });
});
