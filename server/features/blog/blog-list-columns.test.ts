import { describe, expect, it } from "vitest";
import { blogPosts } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { LIST_HEAD_CHARS } from "./blog.service";

const ctx = setupTestContext();

describe("article lists carry excerpts, not bodies", () => {
  it("a 200 KB article adds about an excerpt to the list, and its full body only to its own page", async () => {
    const author = await signedIn(ctx);
    const body = `<p>${"Threat modeling in depth. ".repeat(8000)}</p>`;
    expect(body.length).toBeGreaterThan(200_000);
    await ctx.deps.db.insert(blogPosts).values({
      title: "A very long article",
      content: body,
      slug: "a-very-long-article",
      authorId: author.id,
      status: "published",
      publishedAt: new Date(),
    });
    const list = await ctx.request("/api/blog/posts");
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text.length).toBeLessThan(LIST_HEAD_CHARS);
    const article = JSON.parse(text).articles.find((a: { slug: string }) => a.slug === "a-very-long-article");
    expect(article.excerpt).toMatch(/^Threat modeling in depth\. .+\.\.\.$/);
    expect(article).not.toHaveProperty("content");
    const mine = await author.request("/api/blog/mine");
    expect((await mine.text()).length).toBeLessThan(LIST_HEAD_CHARS);
    const page = await (await ctx.request("/api/blog/posts/a-very-long-article")).json();
    expect(page.article.content).toBe(body);
  });
});
