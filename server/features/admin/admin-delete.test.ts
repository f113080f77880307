import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StaffActionDto } from "@common/moderation.schema";
import { blogPosts, staffActions, user } from "../../db/schema";
import { errorOf, signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

// docs/decisions/041: an admin's deletion of an account is recorded in the staff log (who, whom, when, why).
const ctx = setupTestContext();

describe("an admin deletes a member's account", () => {
  it("deletes it, keeps their articles authorless, and logs who deleted whom, when and why", async () => {
    const admin = await signedIn(ctx, "admin", { name: "Ada Admin" });
    const member = await signedIn(ctx, "recruiter", { name: "Spam Bot" });
    await ctx.deps.db
      .insert(blogPosts)
      .values({ title: "Buy", content: "<p>x</p>", authorId: member.id, status: "published", slug: "buy-x" });
    const started = Date.now();
    const res = await admin.request(`/api/admin/users/${member.id}`, { method: "DELETE", json: { reason: "Spam account" } });
    expect(res.status).toBe(200);
    expect(await ctx.deps.db.select().from(user).where(eq(user.id, member.id))).toHaveLength(0);
    const [post] = await ctx.deps.db.select().from(blogPosts).where(eq(blogPosts.slug, "buy-x"));
    expect(post!.authorId).toBeNull();
    // The member's session is gone.
    expect((await member.request("/api/blog/mine")).status).toBe(401);

    const rows = await ctx.deps.db.select().from(staffActions).where(eq(staffActions.targetId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorName: "Ada Admin",
      action: "user.delete",
      targetType: "user",
      reason: "Spam account",
    });
    expect(rows[0]!.before).toMatchObject({ name: "Spam Bot", capabilities: ["recruiter"] });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    const listed = (await (await admin.request("/api/admin/log?action=user.delete")).json()) as { actions: StaffActionDto[] };
    expect(listed.actions.map((a) => [a.actor.name, a.targetId, a.reason])).toEqual([["Ada Admin", member.id, "Spam account"]]);
  });

  it("needs a reason (decision 058); never oneself, never an admin, not by members; unknown is 404; nothing logged when refused", async () => {
    const admin = await signedIn(ctx, "admin");
    const other = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    const stranger = await signedIn(ctx);
    expect((await stranger.request(`/api/admin/users/${member.id}`, { method: "DELETE", json: {} })).status).toBe(403);
    expect((await ctx.request(`/api/admin/users/${member.id}`, { method: "DELETE", json: {} })).status).toBe(401);
    const self = await admin.request(`/api/admin/users/${admin.id}`, { method: "DELETE", json: { reason: "x" } });
    expect(self.status).toBe(403);
    expect((await errorOf(self)).message).toBe("Delete your own account from your profile settings");
    expect((await admin.request(`/api/admin/users/${other.id}`, { method: "DELETE", json: { reason: "x" } })).status).toBe(403);
    expect((await admin.request(`/api/admin/users/nobody`, { method: "DELETE", json: { reason: "x" } })).status).toBe(404);
    expect((await admin.request(`/api/admin/users/${member.id}`, { method: "DELETE", json: { reason: "x".repeat(2001) } })).status).toBe(
      400,
    );
    expect((await admin.request(`/api/admin/users/${member.id}`, { method: "DELETE", json: {} })).status).toBe(400);
    expect(await ctx.deps.db.select().from(staffActions)).toHaveLength(0);
    expect((await admin.request(`/api/admin/users/${member.id}`, { method: "DELETE", json: { reason: "Spam" } })).status).toBe(200);
    const [row] = await ctx.deps.db.select().from(staffActions);
    expect(row).toMatchObject({ action: "user.delete", targetId: member.id, reason: "Spam" });
  });
});
