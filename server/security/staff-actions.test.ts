import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogComments, blogPosts, events, mailOutbox, offerings, staffActions, user } from "../db/schema";
import { errorOf, signedIn, type TestUser } from "../test/factories";
import { setupTestContext } from "../test/setup";

// docs/decisions/057: every direct staff action takes a reason, mails the member and
// writes one staff-log row in the same transaction; the staff log is append-only in the database.
const ctx = setupTestContext();
const db = () => ctx.deps.db;

async function commentOn(author: TestUser, content = "Buy cheap watches at my site") {
  const [post] = await db()
    .insert(blogPosts)
    .values({
      title: "Secure defaults",
      content: "<p>x</p>",
      slug: `s-${Math.random().toString(36).slice(2)}`,
      status: "published",
      publishedAt: new Date(),
    })
    .returning();
  const [c] = await db().insert(blogComments).values({ postId: post!.id, userId: author.id, content }).returning();
  return { post: post!, comment: c! };
}
const mailsTo = async (to: string) =>
  (await db().select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))).filter((m) => m.to === to);
/** The database's refusal, as the driver reports it (drizzle wraps it in a "Failed query" error with the cause). */
async function refusal(q: Promise<unknown>) {
  const err = await q.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(err, "the statement was not refused").not.toBeNull();
  return `${err!.message} ${err!.cause?.message ?? ""}`;
}
const logOf = (targetId: string) => db().select().from(staffActions).where(eq(staffActions.targetId, targetId));

describe("direct staff actions on comments", () => {
  it("hiding a comment without a reason is 400 and changes nothing; with one it hides, mails the author and logs one row", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedIn(ctx);
    const { post, comment } = await commentOn(author);
    const hide = (body: Record<string, unknown>) => admin.request(`/api/comments/${comment.id}/visibility`, { method: "PUT", json: body });
    for (const body of [{ hidden: true }, { hidden: true, reason: "   " }]) {
      const res = await hide(body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ reason: "Give a reason" });
    }
    expect((await db().select().from(blogComments).where(eq(blogComments.id, comment.id)))[0]!.hiddenAt).toBeNull();
    expect(await logOf(comment.id)).toHaveLength(0);
    expect(await mailsTo(author.email)).toHaveLength(0);

    expect(await (await hide({ hidden: true, reason: "Advertising" })).json()).toEqual({ hidden: true });
    expect((await db().select().from(blogComments).where(eq(blogComments.id, comment.id)))[0]!.hiddenAt).not.toBeNull();
    const rows = await logOf(comment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "comment.hide",
      actorId: admin.id,
      reason: "Advertising",
      targetType: "comment",
      targetName: 'Comment "Buy cheap watches at my site" on "Secure defaults"',
      targetLink: `/blog/${post.slug}`,
      before: { hidden: false },
      after: { hidden: true },
    });
    const mails = await mailsTo(author.email);
    expect(mails.map((m) => m.subject)).toEqual(["A moderator hid your comment"]);
    expect(mails[0]!.text).toContain("Advertising");
    expect(mails[0]!.text).toContain(`/blog/${post.slug}`);
    expect(mails[0]!.text).toContain("reply to this mail");

    // The log shows it by name and link.
    const log = (await (await admin.request("/api/admin/log?action=comment.hide")).json()) as {
      actions: { targetName: string; targetLink: string }[];
    };
    expect(log.actions.map((a) => [a.targetName, a.targetLink])).toEqual([[rows[0]!.targetName, `/blog/${post.slug}`]]);
    expect(await (await admin.request(`/api/admin/log/export?action=comment.hide`)).text()).toContain("Secure defaults");

    expect(await (await hide({ hidden: false, reason: "Fixed after appeal" })).json()).toEqual({ hidden: false });
    expect((await logOf(comment.id)).map((r) => r.action).sort()).toEqual(["comment.hide", "comment.show"]);
    expect((await mailsTo(author.email)).map((m) => m.subject)).toContain("Your comment is visible again");
  });

  it("an admin deleting another's comment needs a reason (400, kept); with one the author is mailed and one row logged; own deletions need none", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedIn(ctx);
    const { comment } = await commentOn(author);
    const res = await admin.request(`/api/comments/${comment.id}`, { method: "DELETE" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ reason: "Give a reason" });
    expect(await db().select().from(blogComments).where(eq(blogComments.id, comment.id))).toHaveLength(1);
    expect(await logOf(comment.id)).toHaveLength(0);

    const ok = await admin.request(`/api/comments/${comment.id}`, { method: "DELETE", json: { reason: "Spam" } });
    expect(ok.status).toBe(200);
    expect(await db().select().from(blogComments).where(eq(blogComments.id, comment.id))).toHaveLength(0);
    const rows = await logOf(comment.id);
    expect(rows.map((r) => [r.action, r.reason])).toEqual([["comment.delete", "Spam"]]);
    expect(rows[0]!.before).toEqual({ content: "Buy cheap watches at my site" });
    expect((await mailsTo(author.email)).map((m) => m.subject)).toEqual(["A moderator removed your comment"]);

    const own = await commentOn(author);
    expect((await author.request(`/api/comments/${own.comment.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await logOf(own.comment.id)).toHaveLength(0);
  });
});

describe("direct staff deletions of articles and offerings", () => {
  it("an admin deleting another's article or offering needs a reason; with one the author is mailed and one named row logged", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedIn(ctx);
    const [post] = await db()
      .insert(blogPosts)
      .values({
        title: "Old news",
        content: "<p>x</p>",
        slug: "old-news",
        status: "published",
        publishedAt: new Date(),
        authorId: author.id,
      })
      .returning();
    const [offer] = await db()
      .insert(offerings)
      .values({
        title: "Cheap pentests",
        description: "d",
        category: "Tools",
        contactInfo: "x@example.test",
        userId: author.id,
        status: "approved",
      })
      .returning();
    for (const [path, id] of [
      [`/api/blog/articles/${post!.id}`, post!.id],
      [`/api/offerings/${offer!.id}`, offer!.id],
    ] as const) {
      const res = await admin.request(path, { method: "DELETE", json: {} });
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ reason: "Give a reason" });
      expect(await logOf(id)).toHaveLength(0);
    }
    expect(await db().select().from(blogPosts).where(eq(blogPosts.id, post!.id))).toHaveLength(1);
    expect(await db().select().from(offerings).where(eq(offerings.id, offer!.id))).toHaveLength(1);
    expect(await mailsTo(author.email)).toHaveLength(0);

    expect((await admin.request(`/api/blog/articles/${post!.id}`, { method: "DELETE", json: { reason: "Plagiarism" } })).status).toBe(200);
    expect((await admin.request(`/api/offerings/${offer!.id}`, { method: "DELETE", json: { reason: "Scam" } })).status).toBe(200);
    expect(await logOf(post!.id)).toMatchObject([
      { action: "article.delete", reason: "Plagiarism", targetName: "Old news", targetLink: "/blog/old-news", actorName: admin.name },
    ]);
    expect(await logOf(offer!.id)).toMatchObject([
      { action: "offering.delete", reason: "Scam", targetName: "Cheap pentests", targetLink: "/offerings" },
    ]);
    const mails = await mailsTo(author.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'A moderator deleted your article "Old news"',
      'A moderator deleted your offering "Cheap pentests"',
    ]);
    expect(mails.find((m) => m.subject.includes("article"))!.text).toContain("Plagiarism");
  });
});

describe("role changes through the one flow", () => {
  it("a role change without a reason is 400 and changes nothing; with one the member is mailed and one named row logged", async () => {
    const admin = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    const res = await admin.request(`/api/admin/users/${member.id}/role`, { method: "PUT", json: { role: "recruiter" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ reason: "Give a reason" });
    expect((await db().select().from(user).where(eq(user.id, member.id)))[0]!.capabilities).toEqual([]);
    expect(await logOf(member.id)).toHaveLength(0);

    const ok = await admin.request(`/api/admin/users/${member.id}/role`, {
      method: "PUT",
      json: { role: "recruiter", reason: "Hiring for the job board" },
    });
    expect(ok.status).toBe(200);
    expect(await logOf(member.id)).toMatchObject([
      { action: "user.role_change", reason: "Hiring for the job board", targetName: member.name, actorName: admin.name },
    ]);
    const mails = (await mailsTo(member.email)).filter((m) => m.subject === "Your role on AppSec Community changed");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Hiring for the job board");
  });
});

describe("the staff log is append-only (migration 0033)", () => {
  it("UPDATE and DELETE of its rows are refused by the database; deleting an admin who acted still works", async () => {
    const admin = await signedIn(ctx, "admin");
    const author = await signedIn(ctx);
    const { comment } = await commentOn(author);
    expect(
      (await admin.request(`/api/comments/${comment.id}/visibility`, { method: "PUT", json: { hidden: true, reason: "Rude" } })).status,
    ).toBe(200);
    const [row] = await logOf(comment.id);
    expect(await refusal(db().execute(sql`UPDATE staff_actions SET reason = 'nothing happened' WHERE id = ${row!.id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().execute(sql`UPDATE staff_actions SET actor_id = NULL WHERE id = ${row!.id}`))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`DELETE FROM staff_actions WHERE id = ${row!.id}`))).toMatch(/append-only/);
    expect(await logOf(comment.id)).toEqual([row]);

    // The admin's account goes; the row stays as written, naming them.
    await db().delete(user).where(eq(user.id, admin.id));
    expect(await db().select().from(user).where(eq(user.id, admin.id))).toHaveLength(0);
    expect(await logOf(comment.id)).toEqual([row]);
    expect(row!.actorName).toBe(admin.name);
  });
});

describe("an admin's cancel and delete of an event", () => {
  const eventBody = {
    title: "Threat modeling night",
    description: "Talks and a workshop",
    eventDate: "2030-07-15",
    startTime: "18:00",
    endTime: "20:00",
    timeZone: "Europe/Berlin",
    location: "Berlin, Germany",
    maxAttendees: 1,
    isFeatured: false,
  };
  /** An event organized by one admin, with an attendee and a waiting member; another admin acts on it. */
  async function eventOf() {
    const [organizer, admin, member, waiting] = await Promise.all([
      signedIn(ctx, "admin"),
      signedIn(ctx, "admin"),
      signedIn(ctx),
      signedIn(ctx),
    ]);
    const res = await organizer.request("/api/admin/events", { json: eventBody });
    expect(res.status).toBe(201);
    const { event } = (await res.json()) as { event: { id: string } };
    expect((await member.request(`/api/events/${event.id}/registration`, { method: "POST" })).status).toBe(200);
    expect((await waiting.request(`/api/events/${event.id}/waitlist`, { method: "POST" })).status).toBe(200);
    await db().delete(mailOutbox);
    return { organizer, admin, member, waiting, id: event.id };
  }
  const statusOf = async (id: string) => (await db().select({ status: events.status }).from(events).where(eq(events.id, id)))[0]?.status;

  it("cancelling without a reason is 400 and changes nothing; with one it cancels, logs one named row, mails the organizer and the reason to attendees", async () => {
    const { organizer, admin, member, waiting, id } = await eventOf();
    const cancel = (init: { json?: unknown }) => admin.request(`/api/admin/events/${id}/cancel`, { method: "POST", ...init });
    for (const init of [{}, { json: {} }, { json: { reason: "  " } }]) {
      const res = await cancel(init);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ reason: "Give a reason" });
    }
    expect(await statusOf(id)).toBe("scheduled");
    expect(await logOf(id)).toHaveLength(0);
    expect(await db().select().from(mailOutbox)).toHaveLength(0);

    expect(await (await cancel({ json: { reason: "The venue closed" } })).json()).toEqual({ cancelled: true, mailed: 2 });
    expect(await statusOf(id)).toBe("cancelled");
    const rows = await logOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "event.cancel",
      actorId: admin.id,
      reason: "The venue closed",
      targetType: "event",
      targetName: "Threat modeling night",
      targetLink: `/events/${id}`,
    });
    for (const u of [member, waiting]) {
      const [mail, ...more] = await mailsTo(u.email);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe("Cancelled: Threat modeling night");
      expect(mail!.text).toContain("The organizers' reason:\nThe venue closed");
      expect(mail!.attachments![0]!.contentType).toContain("method=CANCEL");
    }
    const toOrganizer = await mailsTo(organizer.email);
    expect(toOrganizer.map((m) => m.subject)).toEqual(['An admin cancelled your event "Threat modeling night"']);
    expect(toOrganizer[0]!.text).toContain("The venue closed");
    expect(toOrganizer[0]!.text).toContain(`/events/${id}`);
    expect(await mailsTo(admin.email)).toHaveLength(0);

    // Again: no second row, no second mail.
    expect(await (await cancel({ json: { reason: "Still closed" } })).json()).toEqual({ cancelled: true, mailed: 0 });
    expect(await logOf(id)).toHaveLength(1);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it("deleting without a reason is 400 and keeps the event; with one it deletes, logs one named row, mails the organizer and the reason to attendees", async () => {
    const { organizer, admin, member, waiting, id } = await eventOf();
    const del = (init: { json?: unknown }) => admin.request(`/api/admin/events/${id}`, { method: "DELETE", ...init });
    for (const init of [{}, { json: { reason: "" } }]) {
      const res = await del(init);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ reason: "Give a reason" });
    }
    expect(await statusOf(id)).toBe("scheduled");
    expect(await logOf(id)).toHaveLength(0);
    expect(await db().select().from(mailOutbox)).toHaveLength(0);

    expect(await (await del({ json: { reason: "A duplicate of another event" } })).json()).toEqual({ deleted: true });
    expect(await statusOf(id)).toBeUndefined();
    const rows = await logOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "event.delete",
      actorId: admin.id,
      reason: "A duplicate of another event",
      targetType: "event",
      targetName: "Threat modeling night",
      targetLink: `/events/${id}`,
    });
    for (const u of [member, waiting]) {
      const [mail, ...more] = await mailsTo(u.email);
      expect(more).toHaveLength(0);
      expect(mail!.text).toContain("The organizers' reason:\nA duplicate of another event");
      expect(mail!.attachments![0]!.contentType).toContain("method=CANCEL");
    }
    expect((await mailsTo(organizer.email)).map((m) => m.subject)).toEqual(['An admin deleted your event "Threat modeling night"']);
  });

  it("the organizer acting on their own event is logged but not mailed", async () => {
    const { organizer, id } = await eventOf();
    expect((await organizer.request(`/api/admin/events/${id}`, { method: "DELETE", json: { reason: "Moved online" } })).status).toBe(200);
    expect(await logOf(id)).toHaveLength(1);
    expect(await mailsTo(organizer.email)).toHaveLength(0);
  });
});
