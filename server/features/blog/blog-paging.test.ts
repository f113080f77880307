import { describe, expect, it } from "vitest";
import { blogPosts } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { ROADMAP_ID } from "./roadmap";

const ctx = setupTestContext();

type Page = { articles: { id: string; title: string }[]; nextCursor: string | null };

describe("GET /api/blog/posts paging (keyset)", () => {
  it("pages 65 published articles 30 at a time, the roadmap first, with ties on the date, no repeats and no gaps", async () => {
    const author = await signedIn(ctx);
    const same = new Date("2026-06-01T12:00:00Z");
    await ctx.deps.db.insert(blogPosts).values(
      Array.from({ length: 65 }, (_, i) => ({
        title: `Article ${i}`,
        content: "<p>x</p>",
        slug: `paged-article-${i}`,
        authorId: author.id,
        status: "published",
        // Ten share one timestamp: the id decides their order.
        publishedAt: i < 10 ? same : new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    await ctx.deps.db
      .insert(blogPosts)
      .values({ title: "Draft", content: "<p>x</p>", slug: "a-draft", authorId: author.id, status: "draft" });

    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const res = await ctx.request(`/api/blog/posts${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);

    expect(pages.map((p) => p.articles.length)).toEqual([31, 30, 5]);
    expect(pages[0]!.articles[0]!.id).toBe(ROADMAP_ID);
    const ids = pages.flatMap((p) => p.articles.map((a) => a.id));
    expect(new Set(ids).size).toBe(66);
    expect(pages.flatMap((p) => p.articles.map((a) => a.title))).not.toContain("Draft");
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it("refuses a forged cursor with 400", async () => {
    const res = await ctx.request("/api/blog/posts?cursor=bm90LWEtY3Vyc29y");
    expect(res.status).toBe(400);
  });
});
