import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminUserDtoSchema } from "@common/admin.schema";
import { meDto } from "@common/profiles.schema";
import { restrictionDtoSchema } from "@common/restrictions.schema";
import { DAY_MS } from "@common/time";
import { createApp } from "../app";
import { createDeps } from "../bootstrap";
import { mailOutbox, memberRestrictions, session, staffActions } from "../db/schema";
import { mailEndedRestrictions } from "../features/admin/restrictions.service";
import { createLogger } from "../lib/logger";
import { eventually } from "../test/eventually";
import { createUser, errorOf, signedIn, TEST_PASSWORD, type TestUser } from "../test/factories";
import { BASE_URL, setupTestContext } from "../test/setup";

// The app's clock, moved forward by the tests (restrictions end by time).
let clock = new Date();
const ctx = setupTestContext({ now: () => clock });

const listSchema = z.object({ users: z.array(adminUserDtoSchema), total: z.number(), totalCapped: z.boolean() });
const oneSchema = z.object({ restriction: restrictionDtoSchema });

const place = (admin: TestUser, id: string, body: Record<string, unknown>) =>
  admin.request(`/api/admin/users/${id}/restrictions`, { json: body });
// In the order they were written: a query without ORDER BY may return updated (sent) rows in any order.
const mailsTo = async (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const logOf = async (targetId: string) => ctx.deps.db.select().from(staffActions).where(eq(staffActions.targetId, targetId));
const signInHttp = (email: string, password = TEST_PASSWORD) => ctx.request("/api/auth/sign-in/email", { json: { email, password } });

describe("silence", () => {
  it("an admin silences a member with a reason: restriction listed, staff-log row, member mailed, banner in /api/session", async () => {
    clock = new Date();
    const admin = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    const res = await place(admin, member.id, { kind: "silence", duration: "3d", reason: "Spam links in comments" });
    expect(res.status).toBe(201);
    const { restriction } = oneSchema.parse(await res.json());
    expect(restriction).toMatchObject({ kind: "silence", reason: "Spam links in comments", active: true, actorName: admin.name });
    expect(new Date(restriction.endsAt).getTime()).toBe(clock.getTime() + 3 * DAY_MS);

    const listed = await admin.request(`/api/admin/users/${member.id}/restrictions`);
    expect(listed.status).toBe(200);
    const { restrictions } = z.object({ restrictions: z.array(restrictionDtoSchema) }).parse(await listed.json());
    expect(restrictions.map((r) => r.id)).toEqual([restriction.id]);

    const log = await logOf(member.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "user.silence", actorId: admin.id, reason: "Spam links in comments", targetType: "user" });

    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/silenced until/);
    expect(mails[0]!.text).toContain("Spam links in comments");
    expect(mails[0]!.replyTo).toBe(ctx.deps.config.teamEmail);
    expect(mails[0]!.text).toContain("To appeal, reply to this mail");

    // The member can still read, and their pages know of the silence.
    const me = meDto.parse(await (await member.request("/api/me")).json());
    expect(me.restriction).toMatchObject({ kind: "silence", reason: "Spam links in comments", until: restriction.endsAt });
  });

  it("a silenced member can read but every contribution is refused with 403 and the reason, until lifted", async () => {
    clock = new Date();
    const admin = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    const article = {
      title: "Threat modeling 101",
      content: "<p>Start with a data-flow diagram of the system.</p>",
      excerpt: "How to start",
    };
    const placed = oneSchema.parse(await (await place(admin, member.id, { kind: "silence", duration: "1w", reason: "Spam links" })).json());
    expect((await member.request("/api/me")).status).toBe(200);
    const refused = await member.request("/api/blog/articles", { json: article });
    expect(refused.status).toBe(403);
    const err = await errorOf(refused);
    expect(err.code).toBe("SILENCED");
    expect(err.message).toContain("Spam links");
    const lift = await admin.request(`/api/admin/users/${member.id}/restrictions/${placed.restriction.id}/lift`, {
      json: { reason: "Appeal accepted" },
    });
    expect(lift.status).toBe(200);
    expect((await member.request("/api/blog/articles", { json: article })).status).toBe(201);
    expect(meDto.parse(await (await member.request("/api/me")).json()).restriction).toBeNull();
  });

  it("without a reason → 400 and nothing is written", async () => {
    const admin = await signedIn(ctx, "admin");
    const member = await createUser(ctx);
    for (const body of [
      { kind: "silence", duration: "1d" },
      { kind: "silence", duration: "1d", reason: "   " },
      { kind: "silence", duration: "forever", reason: "x" },
      { kind: "silence", duration: "until", reason: "x" },
      { kind: "silence", duration: "until", until: "2001-01-01", reason: "x" },
    ]) {
      const res = await place(admin, member.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const err = await errorOf(await place(admin, member.id, { kind: "silence", duration: "1d", reason: "" }));
    expect(err.fields?.reason).toBe("Give a reason");
    expect(await ctx.deps.db.select().from(memberRestrictions)).toHaveLength(0);
    expect(await logOf(member.id)).toHaveLength(0);
    expect(await mailsTo(member.email)).toHaveLength(0);
  });

  it("anonymous → 401, a member → 403, on every restriction route; nothing written", async () => {
    const member = await signedIn(ctx);
    const other = await createUser(ctx);
    const body = { kind: "suspend", duration: "1d", reason: "x" };
    const rid = "00000000-0000-4000-8000-000000000000";
    expect((await ctx.request(`/api/admin/users/${other.id}/restrictions`, { json: body })).status).toBe(401);
    expect((await ctx.request(`/api/admin/users/${other.id}/restrictions`)).status).toBe(401);
    expect((await ctx.request(`/api/admin/users/${other.id}/restrictions/${rid}/lift`, { json: { reason: "x" } })).status).toBe(401);
    expect((await member.request(`/api/admin/users/${other.id}/restrictions`, { json: body })).status).toBe(403);
    expect((await member.request(`/api/admin/users/${other.id}/restrictions`)).status).toBe(403);
    expect((await member.request(`/api/admin/users/${other.id}/restrictions/${rid}/lift`, { json: { reason: "x" } })).status).toBe(403);
    expect((await member.request("/api/admin/users?filter=silenced")).status).toBe(403);
    expect(await ctx.deps.db.select().from(memberRestrictions)).toHaveLength(0);
  });

  it("an admin cannot restrict themselves or another admin (403); an unknown member is 404", async () => {
    const admin = await signedIn(ctx, "admin");
    const other = await createUser(ctx, { role: "admin" });
    const body = { kind: "suspend", duration: "1d", reason: "x" };
    expect((await place(admin, admin.id, body)).status).toBe(403);
    expect((await place(admin, other.id, body)).status).toBe(403);
    expect((await place(admin, "no-such-user", body)).status).toBe(404);
    expect(await ctx.deps.db.select().from(memberRestrictions)).toHaveLength(0);
  });
});

describe("suspension", () => {
  it("the member's cookie is refused at once, on a second instance on the same database too", async () => {
    clock = new Date();
    const admin = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    // Another instance (its own in-memory session versions) on the same database.
    const { deps: other } = await createDeps(ctx.deps.config, {
      database: ctx.database,
      logger: createLogger("silent"),
      deliverOnSend: false,
      now: () => clock,
    });
    const otherApp = createApp(other);
    const onOther = (path: string) => otherApp.request(path, { headers: { cookie: member.cookie, origin: BASE_URL } });
    try {
      // Both instances trust the member's cookie (and have cached its version).
      expect((await onOther("/api/me")).status).toBe(200);
      expect((await onOther("/api/me")).status).toBe(200);
      expect((await member.request("/api/me")).status).toBe(200);

      const res = await place(admin, member.id, { kind: "suspend", duration: "1w", reason: "Harassment of another member" });
      expect(res.status).toBe(201);
      expect(await ctx.deps.db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(0);
      // This instance at once; the other as soon as the database's notification reaches it.
      expect((await member.request("/api/me")).status).toBe(401);
      expect(await eventually(async () => (await onOther("/api/me")).status === 401)).toBe(true);
      expect((await onOther("/api/blog/articles")).status).not.toBe(200);
    } finally {
      await other.changes.stop();
      await other.sessions.stop();
    }
  });

  it("sign-in with the right password → 403 with the reason; lifting restores sign-in; the member is mailed each time", async () => {
    clock = new Date();
    const admin = await signedIn(ctx, "admin");
    const member = await createUser(ctx);
    const placed = oneSchema.parse(
      await (await place(admin, member.id, { kind: "suspend", duration: "1m", reason: "Repeated scam job posts" })).json(),
    );

    const refused = await signInHttp(member.email);
    expect(refused.status).toBe(403);
    // The one error body (decision 068): FORBIDDEN, with until when and why in the message.
    const body = await errorOf(refused);
    expect(body.code).toBe("FORBIDDEN");
    expect(body.message).toContain("Repeated scam job posts");
    expect(body.message).toContain(placed.restriction.endsAt.slice(0, 10));
    expect(refused.headers.getSetCookie().some((c) => c.includes("session_token=") && !c.includes("session_token=;"))).toBe(false);
    // A wrong password says nothing of the suspension.
    const wrong = await signInHttp(member.email, "Not-the-password-1");
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(await wrong.json())).not.toContain("scam");

    // Lifting needs a reason.
    const liftPath = `/api/admin/users/${member.id}/restrictions/${placed.restriction.id}/lift`;
    expect((await admin.request(liftPath, { json: { reason: "" } })).status).toBe(400);
    const lifted = await admin.request(liftPath, { json: { reason: "Appeal accepted" } });
    expect(lifted.status).toBe(200);
    expect(oneSchema.parse(await lifted.json()).restriction).toMatchObject({ active: false, liftReason: "Appeal accepted" });
    expect((await admin.request(liftPath, { json: { reason: "again" } })).status).toBe(404);

    expect((await signInHttp(member.email)).status).toBe(200);
    const mails = await mailsTo(member.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/suspended until/), expect.stringMatching(/no longer suspended/)]);
    expect((await logOf(member.id)).map((l) => l.action).sort()).toEqual(["user.restriction_lift", "user.suspend"]);
  });

  it("ends by time; the scheduler mails the end exactly once even when two instances run the task", async () => {
    clock = new Date();
    const admin = await signedIn(ctx, "admin");
    const member = await createUser(ctx);
    const silenced = await createUser(ctx);
    expect((await place(admin, member.id, { kind: "suspend", duration: "1d", reason: "Cool-off" })).status).toBe(201);
    expect((await place(admin, silenced.id, { kind: "silence", duration: "3d", reason: "Flame war" })).status).toBe(201);
    expect((await signInHttp(member.email)).status).toBe(403);
    expect(await mailEndedRestrictions(ctx.deps, clock)).toBe(0);

    clock = new Date(clock.getTime() + DAY_MS + 1000);
    // Over by time alone: sign-in works before any task ran.
    expect((await signInHttp(member.email)).status).toBe(200);
    const [a, b] = await Promise.all([mailEndedRestrictions(ctx.deps, clock), mailEndedRestrictions(ctx.deps, clock)]);
    expect(a + b).toBe(1);
    await ctx.deps.scheduler.tick();
    await ctx.deps.scheduler.tick();
    const ended = (await mailsTo(member.email)).filter((m) => /no longer suspended/.test(m.subject));
    expect(ended).toHaveLength(1);
    // The silence has not ended: no mail for it yet.
    expect((await mailsTo(silenced.email)).filter((m) => /no longer/.test(m.subject))).toHaveLength(0);
    const [row] = await ctx.deps.db
      .select()
      .from(memberRestrictions)
      .where(and(eq(memberRestrictions.userId, member.id)));
    expect(row!.expiryHandledAt).not.toBeNull();
  });
});

describe("/admin/users", () => {
  it("shows each member's trust level and restriction in force; filters silenced, suspended and by level", async () => {
    clock = new Date();
    const admin = await signedIn(ctx, "admin");
    const quiet = await createUser(ctx, { name: "Quiet Member" });
    const loud = await createUser(ctx, { name: "Loud Member" });
    const banned = await createUser(ctx, { name: "Banned Member" });
    expect((await place(admin, loud.id, { kind: "silence", duration: "1w", reason: "Off-topic spam" })).status).toBe(201);
    expect((await place(admin, banned.id, { kind: "suspend", duration: "1y", reason: "Abuse" })).status).toBe(201);

    const list = async (qs: string) => {
      const res = await admin.request(`/api/admin/users${qs}`);
      expect(res.status).toBe(200);
      return listSchema.parse(await res.json());
    };
    const all = await list("");
    const byId = new Map(all.users.map((u) => [u.id, u]));
    expect(byId.get(quiet.id)).toMatchObject({ trustLevel: "new", restrictions: [] });
    expect(byId.get(admin.id)).toMatchObject({ trustLevel: "staff" });
    expect(byId.get(loud.id)!.restrictions).toEqual([expect.objectContaining({ kind: "silence", reason: "Off-topic spam" })]);
    expect(byId.get(banned.id)!.restrictions).toEqual([expect.objectContaining({ kind: "suspend" })]);

    expect((await list("?filter=silenced")).users.map((u) => u.id)).toEqual([loud.id]);
    expect((await list("?filter=suspended")).users.map((u) => u.id)).toEqual([banned.id]);
    expect((await list("?filter=staff")).users.map((u) => u.id)).toEqual([admin.id]);
    const fresh = await list("?filter=new");
    expect(fresh.users.map((u) => u.id).sort()).toEqual([quiet.id, loud.id, banned.id].sort());
    expect(fresh.total).toBe(3);
    expect((await list("?filter=trusted")).users).toHaveLength(0);
    expect((await list("?filter=silenced&q=Quiet")).users).toHaveLength(0);
    expect((await admin.request("/api/admin/users?filter=nonsense")).status).toBe(400);

    // Ended by time: no longer listed as silenced.
    clock = new Date(clock.getTime() + 8 * DAY_MS);
    expect((await list("?filter=silenced")).users).toHaveLength(0);
  });
});
