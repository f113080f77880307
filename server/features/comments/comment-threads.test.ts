import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { CommentDto } from "@common/comments.schema";
import { blogComments, blogPosts, files, mailOutbox } from "../../db/schema";
import { errorOf, signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { sendCommentDigests, unsubscribeCommentMails } from "./comment-digest.service";

// docs/decisions/035: comment threads by keyset, one digest mail per article per hour, images in articles.
const ctx = setupTestContext();
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
type Page = { comments: CommentDto[]; nextCursor: string | null };

async function publishedArticle(authorId: string, title = "Secure code review at scale") {
  const [row] = await ctx.deps.db
    .insert(blogPosts)
    .values({
      title,
      slug: `a-${Math.random().toString(36).slice(2)}`,
      content: "<p>Body</p>",
      status: "published",
      publishedAt: new Date(),
      authorId,
    })
    .returning();
  return row!;
}

describe("a 125-comment thread", () => {
  it("is read 50 at a time by cursor, every comment once in order, and its author gets one digest mail", async () => {
    const author = await signedIn(ctx, "user", { email: "writer@example.test", name: "Writer" });
    const readers = await Promise.all([1, 2, 3].map(() => signedIn(ctx)));
    const post = await publishedArticle(author.id);
    // Readers comment through the API (a rate limit applies per member: 20 per 10 minutes), the rest as rows.
    for (const [i, r] of readers.entries()) {
      for (let k = 0; k < 5; k++) {
        const res = await r.request(`/api/blog/articles/${post.id}/comments`, { json: { content: `api comment ${i}-${k}` } });
        expect(res.status).toBe(201);
      }
    }
    const base = Date.now() - 60_000;
    await ctx.deps.db.insert(blogComments).values(
      Array.from({ length: 110 }, (_, k) => ({
        postId: post.id,
        userId: readers[k % 3]!.id,
        content: `row comment ${k}`,
        digestPending: true,
        // Ties on created_at are ordered by id: 10 comments share each timestamp.
        createdAt: new Date(base + Math.floor(k / 10) * 1000),
      })),
    );
    expect(await ctx.deps.db.select().from(blogComments).where(eq(blogComments.postId, post.id))).toHaveLength(125);

    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await ctx.request(`/api/blog/articles/${post.id}/comments${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as Page;
      sizes.push(page.comments.length);
      seen.push(...page.comments.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 25]);
    expect(new Set(seen).size).toBe(125);
    const all = await ctx.deps.db
      .select({ id: blogComments.id, at: blogComments.createdAt })
      .from(blogComments)
      .where(eq(blogComments.postId, post.id));
    const ordered = [...all].sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((r) => r.id);
    expect(seen).toEqual(ordered);
    expect((await ctx.request(`/api/blog/articles/${post.id}/comments?cursor=not-a-cursor`)).status).toBe(400);

    // Nothing was mailed per comment. Two instances run the digest at once: one mail in all.
    expect(await mailsTo("writer@example.test")).toHaveLength(0);
    const now = new Date();
    const sent = await Promise.all([sendCommentDigests(ctx.deps, now), sendCommentDigests(ctx.deps, now)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await mailsTo("writer@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('125 new comments on "Secure code review at scale"');
    expect(mails[0]!.text).toContain("row comment 0");
    expect(mails[0]!.text).toContain("…and 105 more.");
    expect(mails[0]!.text).toContain(`${BASE_URL}/blog/${post.slug}#comments`);
    const headers = mails[0]!.headers as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${BASE_URL}/api/comment-mails/unsubscribe\\?token=`));
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // A new comment within the hour waits; after the hour it is the only one in the next digest.
    expect((await readers[0]!.request(`/api/blog/articles/${post.id}/comments`, { json: { content: "late comment" } })).status).toBe(201);
    expect(await sendCommentDigests(ctx.deps, new Date(now.getTime() + 30 * 60_000))).toBe(0);
    expect(await mailsTo("writer@example.test")).toHaveLength(1);
    expect(await sendCommentDigests(ctx.deps, new Date(now.getTime() + 61 * 60_000))).toBe(1);
    const second = (await mailsTo("writer@example.test")).find((m) => m !== mails[0] && m.id !== mails[0]!.id)!;
    expect(second.subject).toBe('New comment on "Secure code review at scale"');
    expect(second.text).toContain("late comment");
    expect(second.text).not.toContain("row comment 0");

    // One-click unsubscribe (a POST from the mail provider: no Origin, no session) turns comment mails off.
    const url = new URL(/^<([^>]+)>/.exec(headers["List-Unsubscribe"]!)![1]!);
    const bad = await ctx.request(`/api/comment-mails/unsubscribe?token=forged.token-value`, { method: "POST", noOrigin: true });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("This unsubscribe link is invalid.");
    const ok = await ctx.request(`${url.pathname}${url.search}`, { method: "POST", noOrigin: true, body: "List-Unsubscribe=One-Click" });
    expect(ok.status).toBe(200);
    expect((await readers[1]!.request(`/api/blog/articles/${post.id}/comments`, { json: { content: "after unsubscribe" } })).status).toBe(
      201,
    );
    expect(await sendCommentDigests(ctx.deps, new Date(now.getTime() + 3 * 3600_000))).toBe(0);
    expect(await mailsTo("writer@example.test")).toHaveLength(2);
    await expect(unsubscribeCommentMails(ctx.deps, "x.y")).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("hidden comments stay out of other readers' pages; an unpublished article's thread is 404", async () => {
    const author = await signedIn(ctx);
    const reader = await signedIn(ctx);
    const post = await publishedArticle(author.id);
    await ctx.deps.db.insert(blogComments).values([
      { postId: post.id, userId: reader.id, content: "visible" },
      { postId: post.id, userId: reader.id, content: "hidden", hiddenAt: new Date() },
    ]);
    expect(((await (await ctx.request(`/api/blog/articles/${post.id}/comments`)).json()) as Page).comments.map((c) => c.content)).toEqual([
      "visible",
    ]);
    expect(((await (await reader.request(`/api/blog/articles/${post.id}/comments`)).json()) as Page).comments).toHaveLength(2);
    await ctx.deps.db.update(blogPosts).set({ status: "pending" }).where(eq(blogPosts.id, post.id));
    expect((await ctx.request(`/api/blog/articles/${post.id}/comments`)).status).toBe(404);
  });
});

describe("images in articles", () => {
  const upload = (u: { request: (p: string, o?: object) => Promise<Response> }, bytes: Uint8Array, name = "diagram.png") => {
    const form = new FormData();
    form.append("image", new File([new Uint8Array(bytes)], name));
    return u.request("/api/blog/images", { method: "POST", body: form });
  };

  it("an uploaded image is sniffed, re-encoded without metadata, served from our storage, and used in an article with alt text", async () => {
    const author = await signedIn(ctx);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#1d4ed8" } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } })
      .toBuffer();
    expect((await ctx.request("/api/blog/images", { method: "POST", body: new FormData() })).status).toBe(401);
    const res = await upload(author, new Uint8Array(png));
    expect(res.status).toBe(201);
    const { url, width } = (await res.json()) as { url: string; width: number };
    expect(url).toMatch(/^\/api\/files\/public\/articles\/[0-9a-f]{32}\.webp$/);
    expect(width).toBe(1600);
    const img = await ctx.request(url);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/webp");
    const out = Buffer.from(await img.arrayBuffer());
    expect((await sharp(out).metadata()).width).toBe(1600);
    expect(out.toString("latin1")).not.toContain("secret-gps-owner");
    const [row] = await ctx.deps.db.select().from(files).where(eq(files.ownerId, author.id));
    expect(row).toMatchObject({ visibility: "public", contentType: "image/webp" });

    // In an article: alt text required; with it the image is kept as is, and can be the cover.
    const noAlt = await author.request("/api/blog/articles", { json: { title: "Diagram", content: `<p>See</p><img src="${url}">` } });
    expect(noAlt.status).toBe(400);
    expect((await errorOf(noAlt)).message).toBe("Every image needs a description (alt text)");
    const blankAlt = await author.request("/api/blog/articles", {
      json: { title: "Diagram", content: `<p>See</p><img src="${url}" alt="  ">` },
    });
    expect(blankAlt.status).toBe(400);
    expect(await ctx.deps.db.select().from(blogPosts)).toHaveLength(0);
    const ok = await author.request("/api/blog/articles", {
      json: { title: "Diagram", content: `<p>See</p><img src="${url}" alt="Data-flow diagram" onerror="alert(1)">`, imageUrl: url },
    });
    expect(ok.status).toBe(201);
    const [post] = await ctx.deps.db.select().from(blogPosts);
    expect(post!.content).toBe(`<p>See</p><img src="${url}" alt="Data-flow diagram" />`);
    expect(post!.imageUrl).toBe(url);
    // A cover path that is not one of our uploads is refused.
    const elsewhere = await author.request("/api/blog/articles", {
      json: { title: "x", content: "<p>x</p>", imageUrl: "/api/files/public/avatars/x.webp" },
    });
    expect(elsewhere.status).toBe(400);
  });

  it("refuses a file that is not an image whatever its name, and one over 5 MB", async () => {
    const author = await signedIn(ctx);
    const res = await upload(author, new TextEncoder().encode("<svg onload=alert(1)></svg>"), "pic.png");
    expect(res.status).toBe(415);
    expect((await errorOf(res)).message).toBe("Please upload an image file (PNG, JPEG, GIF or WebP)");
    const big = await upload(author, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(await ctx.deps.db.select().from(files)).toHaveLength(0);
  });
});
