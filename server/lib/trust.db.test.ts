import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "@common/time";
import { blogComments, blogPosts, memberRestrictions } from "../db/schema";
import { createUser } from "../test/factories";
import { setupTestContext } from "../test/setup";
import { memberStanding, trustFacts, trustLevels } from "./trust";

const ctx = setupTestContext();

async function age(userId: string, days: number) {
  await ctx.deps.db.execute(sql`UPDATE "user" SET created_at = now() - make_interval(days => ${days}) WHERE id = ${userId}`);
}

async function publish(authorId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await ctx.deps.db.insert(blogPosts).values({
      title: `Post ${authorId.slice(0, 6)} ${i}`,
      slug: `post-${authorId.slice(0, 6).toLowerCase()}-${i}`,
      content: "<p>Body</p>",
      authorId,
      status: "published",
      publishedAt: new Date(),
    });
  }
}

describe("trust levels from the database", () => {
  it("derives new, member, trusted and staff from age, contributions, upheld flags and capabilities", async () => {
    const fresh = await createUser(ctx);
    const member = await createUser(ctx);
    const trusted = await createUser(ctx);
    const admin = await createUser(ctx, { role: "admin" });
    await age(member.id, 5);
    await publish(member.id, 1);
    await age(trusted.id, 40);
    await publish(trusted.id, 6);
    const now = new Date();
    const levels = await trustLevels(ctx.deps.db, [fresh.id, member.id, trusted.id, admin.id, "nobody"], now);
    expect(Object.fromEntries(levels)).toEqual({ [fresh.id]: "new", [member.id]: "member", [trusted.id]: "trusted", [admin.id]: "staff" });
    // Contributions are counted up to the trusted threshold only.
    expect((await trustFacts(ctx.deps.db, [trusted.id], now)).get(trusted.id)?.approvedContributions).toBe(5);
  });

  it("counts a comment only once it stood visible for a day, and an upheld flag keeps a member from trusted", async () => {
    const author = await createUser(ctx);
    await age(author.id, 60);
    await publish(author.id, 5);
    const [post] = await ctx.deps.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    await ctx.deps.db.insert(blogComments).values({ postId: post!.id, userId: author.id, content: "Fresh comment" });
    const commenter = await createUser(ctx);
    await age(commenter.id, 10);
    await ctx.deps.db.insert(blogComments).values({ postId: post!.id, userId: commenter.id, content: "Fresh comment" });
    const now = new Date();
    expect((await trustLevels(ctx.deps.db, [commenter.id], now)).get(commenter.id)).toBe("new");
    expect((await trustLevels(ctx.deps.db, [commenter.id], new Date(now.getTime() + 2 * DAY_MS))).get(commenter.id)).toBe("member");

    expect((await trustLevels(ctx.deps.db, [author.id], now)).get(author.id)).toBe("trusted");
    await ctx.deps.db.execute(
      sql`INSERT INTO moderation_items (kind, target_id, title, submitter_id, status, reason) VALUES ('flagged_comment', 'x', 'Comment', ${author.id}, 'rejected', 'abuse')`,
    );
    expect((await trustLevels(ctx.deps.db, [author.id], now)).get(author.id)).toBe("member");
  });

  it("reports a silence and a suspension only while in force and not lifted", async () => {
    const m = await createUser(ctx);
    const now = new Date();
    const until = new Date(now.getTime() + DAY_MS);
    expect(await memberStanding(ctx.deps.db, m.id, now)).toEqual({ level: "new", silence: null, suspension: null });
    await ctx.deps.db.insert(memberRestrictions).values([
      { userId: m.id, kind: "silence", reason: "Spam links", startsAt: now, endsAt: until, actorName: "Admin" },
      {
        userId: m.id,
        kind: "suspend",
        reason: "Old",
        startsAt: new Date(now.getTime() - 3 * DAY_MS),
        endsAt: new Date(now.getTime() - DAY_MS),
        actorName: "Admin",
      },
    ]);
    const standing = await memberStanding(ctx.deps.db, m.id, now);
    expect(standing?.silence?.reason).toBe("Spam links");
    expect(standing?.silence?.until.getTime()).toBe(until.getTime());
    expect(standing?.suspension).toBeNull();
    await ctx.deps.db.update(memberRestrictions).set({ liftedAt: now, liftReason: "Appeal accepted" });
    expect((await memberStanding(ctx.deps.db, m.id, now))?.silence).toBeNull();
    expect(await memberStanding(ctx.deps.db, "nobody", now)).toBeNull();
  });
});
