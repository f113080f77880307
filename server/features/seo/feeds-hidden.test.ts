import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { blogPosts, moderationItems } from "../../db/schema";
import { signedIn, type TestUser } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { signedInWithStanding } from "../../test/standing";

// docs/decisions/034 and 041: what members' flags hide is hidden from every public read — the feed, the
// sitemaps (index count and pages) and the comment thread — until a reviewer decides.
const ctx = setupTestContext();
let web: ReturnType<typeof createApp>;
beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  web = createApp(ctx.deps, { webDist: dist });
});

const flagBy = async (members: TestUser[], targetKind: string, targetId: string) => {
  for (const m of members) expect((await m.request("/api/flags", { json: { targetKind, targetId, reason: "spam" } })).status).toBe(201);
};
const text = async (path: string) => {
  const res = await web.request(path);
  expect(res.status).toBe(200);
  return res.text();
};

describe("flag-hidden articles and comments stay out of feeds and sitemaps", () => {
  it("a hidden article leaves the RSS feed and the sitemap until approved; a hidden comment leaves the thread", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedIn(ctx);
    const flaggers = [await signedInWithStanding(ctx), await signedInWithStanding(ctx), await signedInWithStanding(ctx)];
    const res = await author.request("/api/blog/articles", { json: { title: "Spammy growth hacks", content: "<p>Buy now</p>" } });
    const { article } = (await res.json()) as { article: { id: string; slug: string } };
    expect((await admin.request(`/api/blog/articles/${article.id}/approve`, { method: "POST" })).status).toBe(200);
    const url = `${BASE_URL}/blog/${article.slug}`;
    expect(await text("/rss.xml")).toContain(url);
    expect(await text("/sitemaps/articles-1.xml")).toContain(url);

    await flagBy(flaggers, "article", article.id);
    const [row] = await ctx.deps.db.select().from(blogPosts).where(eq(blogPosts.id, article.id));
    expect(row!.flagHiddenAt).not.toBeNull();
    expect(await text("/rss.xml")).not.toContain(url);
    expect(await text("/sitemaps/articles-1.xml")).not.toContain(url);
    // Nothing else is published: the index still has one (empty) article page, counted without it.
    expect(await text("/sitemap.xml")).toContain(`${BASE_URL}/sitemaps/articles-1.xml`);

    // Reviewed and found fine: back in the feed and the sitemap.
    const [item] = await ctx.deps.db
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.kind, "flagged_article"), eq(moderationItems.targetId, article.id)));
    expect(
      (await admin.request(`/api/admin/review/${item!.id}/decision`, { json: { decision: "approve", version: item!.version } })).status,
    ).toBe(200);
    expect(await text("/rss.xml")).toContain(url);
    expect(await text("/sitemaps/articles-1.xml")).toContain(url);

    // A comment hidden by flags is not in the public thread (its author still sees it).
    const commenter = await signedIn(ctx);
    const posted = await commenter.request(`/api/blog/articles/${article.id}/comments`, { json: { content: "Visit my spam site" } });
    const { comment } = (await posted.json()) as { comment: { id: string } };
    // Fresh flaggers: the first three's flags on the article were declined, which lowered their weight (docs/decisions/057).
    await flagBy(
      [await signedInWithStanding(ctx), await signedInWithStanding(ctx), await signedInWithStanding(ctx)],
      "comment",
      comment.id,
    );
    const thread = async (who: { request: typeof ctx.request }) =>
      ((await (await who.request(`/api/blog/articles/${article.id}/comments`)).json()) as { comments: { id: string }[] }).comments.map(
        (c) => c.id,
      );
    expect(await thread(ctx)).not.toContain(comment.id);
    expect(await thread(flaggers[0]!)).not.toContain(comment.id);
    expect(await thread(commenter)).toContain(comment.id);
  });

  it("the sitemap index counts only public articles", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedIn(ctx);
    const { countPublished } = await import("../blog/blog.service");
    const before = await countPublished(ctx.deps.db);
    const res = await author.request("/api/blog/articles", { json: { title: "Counted", content: "<p>x</p>" } });
    const { article } = (await res.json()) as { article: { id: string } };
    expect((await admin.request(`/api/blog/articles/${article.id}/approve`, { method: "POST" })).status).toBe(200);
    expect(await countPublished(ctx.deps.db)).toBe(before + 1);
    await ctx.deps.db.update(blogPosts).set({ flagHiddenAt: new Date() }).where(eq(blogPosts.id, article.id));
    expect(await countPublished(ctx.deps.db)).toBe(before);
  });
});
