import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blogPostRevisions, blogPosts, files } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { registerScheduledTasks } from "../../scheduled-tasks";
import { setupTestContext } from "../../test/setup";
import { sweepUnusedArticleImages, UNUSED_IMAGE_AGE_MS } from "./article-images.service";

// docs/decisions/045: article images no article, revision or draft uses are swept after 24 hours.
const ctx = setupTestContext();

describe("the sweep of unused article images", () => {
  it("deletes only images older than 24 h that nothing references, once, even when two runs race", async () => {
    const author = await signedIn(ctx);
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const upload = async () => {
      const form = new FormData();
      form.append("image", new File([new Uint8Array(png)], "pic.png"));
      const res = await author.request("/api/blog/images", { method: "POST", body: form });
      expect(res.status).toBe(201);
      return ((await res.json()) as { url: string }).url;
    };
    const [inPublished, asDraftCover, inRevision, asRevisionCover, absolute, unused, fresh] = await Promise.all(
      Array.from({ length: 7 }, upload),
    );
    const [published] = await ctx.deps.db
      .insert(blogPosts)
      .values([
        {
          title: "Live",
          slug: "live-article",
          content: `<p>x</p><img src="${inPublished}" alt="a" />`,
          status: "published",
          publishedAt: new Date(),
          authorId: author.id,
        },
        { title: "Draft", slug: "draft-article", content: "<p>draft</p>", imageUrl: asDraftCover, status: "draft", authorId: author.id },
        {
          title: "Pending",
          slug: "pending-article",
          content: `<p><img src="https://appsec.example${absolute}" alt="b" /></p>`,
          status: "pending",
          authorId: author.id,
        },
      ])
      .returning();
    await ctx.deps.db.insert(blogPostRevisions).values({
      postId: published!.id,
      authorId: author.id,
      title: "Live, edited",
      content: `<img src="${inRevision}" alt="c" />`,
      imageUrl: asRevisionCover,
    });

    const keyOf = (url: string) => `public/${url.replace("/api/files/public/", "")}`;
    const all = [inPublished, asDraftCover, inRevision, asRevisionCover, absolute, unused, fresh].map((u) => keyOf(u!));
    const now = new Date();
    // Everything but `fresh` was uploaded more than a day ago.
    await ctx.deps.db
      .update(files)
      .set({ createdAt: new Date(now.getTime() - UNUSED_IMAGE_AGE_MS - 60_000) })
      .where(inArray(files.key, all.slice(0, 6)));

    const runs = await Promise.all([sweepUnusedArticleImages(ctx.deps, now), sweepUnusedArticleImages(ctx.deps, now)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    const left = (await ctx.deps.db.select({ key: files.key }).from(files).where(inArray(files.key, all))).map((r) => r.key);
    expect(left.sort()).toEqual(all.filter((k) => k !== keyOf(unused!)).sort());
    expect(await ctx.deps.storage.get(keyOf(unused!))).toBeNull();
    expect(await ctx.deps.storage.get(keyOf(inPublished!))).not.toBeNull();
    expect((await ctx.request(unused!)).status).toBe(404);
    expect((await ctx.request(inPublished!)).status).toBe(200);

    // Once the article stops using it, and a day has passed, it goes too; the fresh one after its day.
    await ctx.deps.db.update(blogPosts).set({ content: "<p>x</p>" }).where(eq(blogPosts.id, published!.id));
    expect(await sweepUnusedArticleImages(ctx.deps, now)).toBe(1);
    expect(await sweepUnusedArticleImages(ctx.deps, now)).toBe(0);
    expect(await sweepUnusedArticleImages(ctx.deps, new Date(now.getTime() + UNUSED_IMAGE_AGE_MS + 60_000))).toBe(1);
    expect(await ctx.deps.storage.get(keyOf(fresh!))).toBeNull();
  });

  it("runs hourly under the scheduler (one instance per period)", () => {
    const tasks: { name: string; everyMs: number }[] = [];
    registerScheduledTasks({ register: (t: { name: string; everyMs: number }) => tasks.push(t) } as never, ctx.deps);
    expect(tasks).toContainEqual(expect.objectContaining({ name: "blog:sweep-unused-images", everyMs: 3600_000 }));
  });
});
