import { describe, expect, it } from "vitest";
import type { CommentDto } from "@common/comments.schema";
import { blogComments, blogPosts } from "../../db/schema";
import { signedIn, type TestUser } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

async function commentBy(author: TestUser) {
  const [post] = await ctx.deps.db
    .insert(blogPosts)
    .values({
      title: "Public",
      content: "<p>x</p>",
      slug: `p-${Math.random().toString(36).slice(2)}`,
      status: "published",
      publishedAt: new Date(),
    })
    .returning({ id: blogPosts.id });
  const [row] = await ctx.deps.db
    .insert(blogComments)
    .values({ postId: post!.id, userId: author.id, content: "Spam spam" })
    .returning({ id: blogComments.id });
  return { postId: post!.id, id: row!.id };
}
const listAs = async (postId: string, who?: TestUser) =>
  ((await (who ? who.request : ctx.request)(`/api/blog/articles/${postId}/comments`).then((r) => r.json())) as { comments: CommentDto[] })
    .comments;

describe("comment moderation", () => {
  it("an admin hides a comment: others no longer get it, its author and admins see it marked hidden; showing it again restores it", async () => {
    const author = await signedIn(ctx);
    const other = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const c = await commentBy(author);
    const res = await admin.request(`/api/comments/${c.id}/visibility`, { method: "PUT", json: { hidden: true, reason: "Rude" } });
    expect(res.status).toBe(200);
    expect(await listAs(c.postId)).toEqual([]);
    expect(await listAs(c.postId, other)).toEqual([]);
    expect((await listAs(c.postId, author)).map((x) => x.hidden)).toEqual([true]);
    expect((await listAs(c.postId, admin)).map((x) => x.hidden)).toEqual([true]);
    await admin.request(`/api/comments/${c.id}/visibility`, { method: "PUT", json: { hidden: false, reason: "Appeal upheld" } });
    expect((await listAs(c.postId)).map((x) => x.hidden)).toEqual([false]);
  });

  it("hiding: anonymous 401, member (even the author) 403, bad body 400, unknown comment 404", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const c = await commentBy(author);
    expect((await ctx.request(`/api/comments/${c.id}/visibility`, { method: "PUT", json: { hidden: true } })).status).toBe(401);
    expect((await author.request(`/api/comments/${c.id}/visibility`, { method: "PUT", json: { hidden: true } })).status).toBe(403);
    expect((await admin.request(`/api/comments/${c.id}/visibility`, { method: "PUT", json: { hidden: "yes" } })).status).toBe(400);
    expect(
      (
        await admin.request(`/api/comments/00000000-0000-4000-8000-000000000000/visibility`, {
          method: "PUT",
          json: { hidden: true, reason: "Rude" },
        })
      ).status,
    ).toBe(404);
    expect((await listAs(c.postId)).length).toBe(1);
  });

  it("an admin removes any comment; another member cannot", async () => {
    const author = await signedIn(ctx);
    const other = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const c = await commentBy(author);
    expect((await other.request(`/api/comments/${c.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await admin.request(`/api/comments/${c.id}`, { method: "DELETE", json: { reason: "Spam" } })).status).toBe(200);
    expect(await ctx.deps.db.select().from(blogComments)).toHaveLength(0);
  });
});
