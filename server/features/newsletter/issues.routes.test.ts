import { asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ISSUE_MESSAGES, issueDtoSchema, issueListDtoSchema, publicIssueListSchema } from "@common/newsletter.schema";
import { blogPosts, mailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers, staffActions } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { errorOf, signedIn, type TestUser } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { issueBatchSize, queueIssueBatch, queueSendingIssues, renderIssueMail } from "./issues.service";

const ctx = setupTestContext();

const draft = {
  title: "November issue",
  slug: "november-2026",
  content: '<p>Hello <strong>readers</strong></p><p><a href="/blog/x">Read</a></p>',
};

async function subscribers(n: number, confirmed = true, prefix = "reader") {
  const rows = Array.from({ length: n }, (_, i) => ({
    email: `${prefix}${i}@example.test`,
    confirmedAt: confirmed ? new Date(Date.now() - 60_000) : null,
  }));
  return ctx.deps.db.insert(newsletterSubscribers).values(rows).returning();
}
async function create(admin: TestUser, body: unknown = draft) {
  const res = await admin.request("/api/admin/newsletter/issues", { json: body });
  return { res, issue: res.status === 201 ? issueDtoSchema.parse(await res.json()) : null };
}
const issueMails = async () =>
  (await ctx.deps.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))).filter((m) =>
    m.subject.endsWith(draft.title),
  );
const counts = async () => ({
  issues: (await ctx.deps.db.select().from(newsletterIssues)).length,
  deliveries: (await ctx.deps.db.select().from(newsletterDeliveries)).length,
  mails: (await ctx.deps.db.select().from(mailOutbox)).length,
  log: (await ctx.deps.db.select().from(staffActions)).length,
});

/** An issue marked as being sent, as an admin's send leaves it, without its first batch. */
async function sendingIssue(admin: TestUser) {
  const { issue } = await create(admin);
  await ctx.deps.db
    .update(newsletterIssues)
    .set({ status: "sending", sendStartedAt: new Date(), sentBy: admin.id })
    .where(eq(newsletterIssues.id, issue!.id));
  return issue!;
}

describe("who may write and send issues", () => {
  const adminRoutes: [string, string][] = [
    ["GET", "/api/admin/newsletter/issues"],
    ["POST", "/api/admin/newsletter/issues"],
    ["GET", "/api/admin/newsletter/picker"],
  ];
  it.each(adminRoutes)("%s %s: 401 for a visitor, 403 for a member", async (method, path) => {
    const member = await signedIn(ctx, "user");
    expect((await ctx.request(path, { method, json: method === "POST" ? draft : undefined })).status).toBe(401);
    expect((await member.request(path, { method, json: method === "POST" ? draft : undefined })).status).toBe(403);
    expect(await ctx.deps.db.select().from(newsletterIssues)).toHaveLength(0);
  });

  it("a member can neither send, test, preview nor edit an admin's issue", async () => {
    const admin = await signedIn(ctx, "admin");
    const member = await signedIn(ctx, "user");
    await subscribers(2);
    const { issue } = await create(admin);
    for (const [method, suffix] of [
      ["POST", "/send"],
      ["POST", "/test"],
      ["GET", "/preview"],
      ["PUT", ""],
      ["GET", ""],
    ] as const) {
      const path = `/api/admin/newsletter/issues/${issue!.id}${suffix}`;
      const json = method === "PUT" ? draft : undefined;
      expect((await ctx.request(path, { method, json })).status).toBe(401);
      expect((await member.request(path, { method, json })).status).toBe(403);
    }
    expect(await ctx.deps.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await ctx.deps.db.select().from(newsletterDeliveries)).toHaveLength(0);
  });
});

describe("drafts", () => {
  it("an admin creates a draft stored as sanitized HTML, edits it, and sees it in the list", async () => {
    const admin = await signedIn(ctx, "admin");
    const { res, issue } = await create(admin, {
      ...draft,
      content: `${draft.content}<script>alert(1)</script><img src="x" onerror="alert(1)" alt="a">`,
    });
    expect(res.status).toBe(201);
    expect(issue!.status).toBe("draft");
    expect(issue!.content).not.toContain("<script");
    expect(issue!.content).not.toContain("onerror");
    const put = await admin.request(`/api/admin/newsletter/issues/${issue!.id}`, { method: "PUT", json: { ...draft, title: "Renamed" } });
    expect(put.status).toBe(200);
    const list = issueListDtoSchema.parse(await (await admin.request("/api/admin/newsletter/issues")).json());
    expect(list.issues.map((i) => i.title)).toEqual(["Renamed"]);
    expect(list.confirmedSubscribers).toBe(0);
  });

  it.each([
    [{ ...draft, slug: "Not a slug!" }, "slug"],
    [{ ...draft, slug: "confirm" }, "slug"],
    [{ ...draft, title: " " }, "title"],
    [{ ...draft, content: "<p> </p>" }, "content"],
    [{ ...draft, content: '<p>x</p><img src="https://example.com/a.png">' }, "content"],
  ])("refuses %j with 400 on the field and writes nothing", async (body, field) => {
    const admin = await signedIn(ctx, "admin");
    const { res } = await create(admin, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toBeTruthy();
    expect(await ctx.deps.db.select().from(newsletterIssues)).toHaveLength(0);
  });

  it("refuses a slug already used with 409 on the field", async () => {
    const admin = await signedIn(ctx, "admin");
    await create(admin);
    const { res } = await create(admin, { ...draft, title: "Other" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).fields?.slug).toBe(ISSUE_MESSAGES.slugTaken);
  });

  it("the picker lists published articles with their paths", async () => {
    const admin = await signedIn(ctx, "admin");
    await ctx.deps.db.insert(blogPosts).values({
      title: "Threat modelling",
      slug: "threat-modelling",
      content: "<p>Body</p>",
      status: "published",
      authorId: admin.id,
      publishedAt: new Date(),
    });
    const res = await admin.request("/api/admin/newsletter/picker");
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { kind: string; title: string; path: string }[] };
    expect(items).toContainEqual(expect.objectContaining({ kind: "article", title: "Threat modelling", path: "/blog/threat-modelling" }));
  });

  it("the preview is the mail layout with absolute links and an unsubscribe link", async () => {
    const admin = await signedIn(ctx, "admin");
    const { issue } = await create(admin);
    const res = await admin.request(`/api/admin/newsletter/issues/${issue!.id}/preview`);
    expect(res.status).toBe(200);
    const p = (await res.json()) as { subject: string; html: string; text: string };
    expect(p.subject).toBe(draft.title);
    expect(p.html).toContain("AppSec Community");
    expect(p.html).toContain(`href="${BASE_URL}/blog/x"`);
    expect(p.html).toContain("Unsubscribe");
    expect(p.text).toContain(`Read (${BASE_URL}/blog/x)`);
    expect(p.text).toContain(`${BASE_URL}/newsletter/november-2026`);
  });
});

describe("send a test to me", () => {
  it("mails the issue to the admin only, and is write-limited", async () => {
    const admin = await signedIn(ctx, "admin");
    await subscribers(3);
    const { issue } = await create(admin);
    const res = await admin.request(`/api/admin/newsletter/issues/${issue!.id}/test`, { method: "POST" });
    expect(res.status).toBe(200);
    const mails = await ctx.deps.db.select().from(mailOutbox);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[admin.email, `[Test] ${draft.title}`]]);
    expect(await ctx.deps.db.select().from(newsletterDeliveries)).toHaveLength(0);
    const [row] = await ctx.deps.db.select().from(newsletterIssues);
    expect(row!.status).toBe("draft");
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await admin.request(`/api/admin/newsletter/issues/${issue!.id}/test`, { method: "POST" })).status);
    expect(statuses.slice(0, 19).every((s) => s === 200)).toBe(true);
    expect(statuses[19]).toBe(429);
  });
});

describe("sending", () => {
  it("mails every confirmed subscriber once with one-click unsubscribe headers, logs who sent it, and then answers 409", async () => {
    const admin = await signedIn(ctx, "admin");
    const confirmed = await subscribers(3);
    await subscribers(2, false, "pending");
    const { issue } = await create(admin);
    const res = await admin.request(`/api/admin/newsletter/issues/${issue!.id}/send`, { method: "POST" });
    expect(res.status).toBe(200);
    const sent = issueDtoSchema.parse(await res.json());
    expect(sent.status).toBe("sent");
    expect(sent.figures).toMatchObject({ recipients: 3, pending: 3, sent: 0, failed: 0, unsubscribedSince: 0 });

    const mails = await issueMails();
    expect(mails.map((m) => m.to).sort()).toEqual(confirmed.map((s) => s.email).sort());
    for (const m of mails) {
      const sub = confirmed.find((s) => s.email === m.to)!;
      expect(m.headers).toMatchObject({
        "List-Unsubscribe": `<${BASE_URL}/api/newsletter/unsubscribe?token=${sub.unsubscribeToken}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(m.text).toContain(`${BASE_URL}/newsletter/unsubscribe?token=${sub.unsubscribeToken}`);
    }
    const log = await ctx.deps.db.select().from(staffActions);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actorId: admin.id,
      action: "newsletter.send",
      targetId: issue!.id,
      targetName: draft.title,
      targetLink: "/newsletter/november-2026",
    });

    const before = await counts();
    const again = await admin.request(`/api/admin/newsletter/issues/${issue!.id}/send`, { method: "POST" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(ISSUE_MESSAGES.alreadySent);
    const edit = await admin.request(`/api/admin/newsletter/issues/${issue!.id}`, { method: "PUT", json: draft });
    expect(edit.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it("refuses an issue with no confirmed subscriber with 409 and writes nothing", async () => {
    const admin = await signedIn(ctx, "admin");
    await subscribers(2, false);
    const { issue } = await create(admin);
    const before = await counts();
    const res = await admin.request(`/api/admin/newsletter/issues/${issue!.id}/send`, { method: "POST" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(ISSUE_MESSAGES.noSubscribers);
    expect(await counts()).toEqual(before);
    const [row] = await ctx.deps.db.select().from(newsletterIssues);
    expect(row!.status).toBe("draft");
  });

  it("404 for an unknown issue, 400 for an id that is none", async () => {
    const admin = await signedIn(ctx, "admin");
    expect((await admin.request("/api/admin/newsletter/issues/00000000-0000-4000-8000-000000000000/send", { method: "POST" })).status).toBe(
      404,
    );
    expect((await admin.request("/api/admin/newsletter/issues/nope/send", { method: "POST" })).status).toBe(400);
  });

  it("two instances queueing side by side send each subscriber the issue exactly once", async () => {
    const admin = await signedIn(ctx, "admin");
    const subs = await subscribers(23);
    const issue = await sendingIssue(admin);
    const now = new Date();
    const [a, b] = await Promise.all([queueSendingIssues(ctx.deps, now, 4), queueSendingIssues(ctx.deps, now, 4)]);
    expect(a + b).toBe(23);
    const mails = await issueMails();
    expect(mails.map((m) => m.to).sort()).toEqual(subs.map((s) => s.email).sort());
    expect(await ctx.deps.db.select().from(newsletterDeliveries)).toHaveLength(23);
    const [row] = await ctx.deps.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(row!.status).toBe("sent");
    expect(await queueSendingIssues(ctx.deps, new Date(), 4)).toBe(0);
  });

  it("the scheduled task queues the rest; a subscriber confirmed after the send is not included", async () => {
    const admin = await signedIn(ctx, "admin");
    await subscribers(5);
    const issue = await sendingIssue(admin);
    await ctx.deps.db.insert(newsletterSubscribers).values({ email: "late@example.test", confirmedAt: new Date(Date.now() + 60_000) });
    expect(await ctx.deps.scheduler.runIfDue("newsletter:send-issues")).toBe(true);
    expect((await issueMails()).map((m) => m.to)).not.toContain("late@example.test");
    expect(await issueMails()).toHaveLength(5);
    const [row] = await ctx.deps.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(row!.status).toBe("sent");
  });

  it("a batch that dies half-way writes nothing; the next run sends everyone once", async () => {
    const admin = await signedIn(ctx, "admin");
    await subscribers(6);
    const issue = await sendingIssue(admin);
    // The batch's deliveries and mails are written, then the process "dies" before the transaction commits.
    const dying: AppDeps = {
      ...ctx.deps,
      mailer: {
        ...ctx.deps.mailer,
        sendEach: async (m, recipients, tx) => {
          expect(await ctx.deps.mailer.sendEach(m, recipients, tx)).toBe(4);
          throw new Error("killed");
        },
      },
    };
    await expect(queueIssueBatch(dying, issue.id, new Date(), 4)).rejects.toThrow("killed");
    expect(await ctx.deps.db.select().from(newsletterDeliveries)).toHaveLength(0);
    expect(await issueMails()).toHaveLength(0);
    expect(await queueSendingIssues(ctx.deps, new Date(), 4)).toBe(6);
    expect(await issueMails()).toHaveLength(6);
    expect(new Set((await issueMails()).map((m) => m.to)).size).toBe(6);
  });

  it("queues thousands set-based, one statement a batch: each confirmed subscriber of the moment once, with their own unsubscribe links", async () => {
    // Before: one render and one outbox INSERT per subscriber (10,000 took ~16 s on PostgreSQL).
    const admin = await signedIn(ctx, "admin");
    const batch = issueBatchSize(ctx.deps.config);
    const n = 4_150;
    for (let i = 0; i < n; i += 1000)
      await ctx.deps.db.insert(newsletterSubscribers).values(
        Array.from({ length: Math.min(1000, n - i) }, (_, j) => ({
          email: `bulk${i + j}@example.test`,
          confirmedAt: new Date(Date.now() - 60_000),
        })),
      );
    await subscribers(7, false, "unconfirmed");
    const gone = await subscribers(3, true, "gone");
    await ctx.deps.db.delete(newsletterSubscribers).where(
      inArray(
        newsletterSubscribers.id,
        gone.map((g) => g.id),
      ),
    );
    const issue = await sendingIssue(admin);
    await ctx.deps.db.insert(newsletterSubscribers).values({ email: "late@example.test", confirmedAt: new Date(Date.now() + 60_000) });

    const perRow = vi.spyOn(ctx.deps.mailer, "send");
    const perBatch = vi.spyOn(ctx.deps.mailer, "sendEach");
    expect(await queueSendingIssues(ctx.deps, new Date())).toBe(n);
    expect(perRow).not.toHaveBeenCalled();
    expect(perBatch).toHaveBeenCalledTimes(Math.ceil(n / batch));

    const { rows } = await ctx.deps.db.execute<{ email: string; to: string | null; subscribers: number; token: string | null }>(sql`
      select d.email, o."to", s.unsubscribe_token::text as token,
             (select count(*)::int from newsletter_deliveries x where x.subscriber_id = d.subscriber_id) as subscribers
        from newsletter_deliveries d
        left join mail_outbox o on o.id = d.outbox_id
        left join newsletter_subscribers s on s.id = d.subscriber_id
       where d.issue_id = ${issue.id}::uuid`);
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r) => r.email)).size).toBe(n);
    expect(rows.every((r) => r.email.startsWith("bulk") && r.to === r.email && r.subscribers === 1)).toBe(true);
    const mails = await issueMails();
    expect(mails).toHaveLength(n);
    const tokens = new Map(rows.map((r) => [r.email, r.token!]));
    const [row] = await ctx.deps.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    for (const [i, m] of mails.entries()) {
      const token = tokens.get(m.to)!;
      expect(m.headers).toEqual({
        "List-Unsubscribe": `<${BASE_URL}/api/newsletter/unsubscribe?token=${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      // Every mail is exactly the one rendered for its subscriber (checked in full for a sample).
      if (i % 97 === 0) expect({ subject: m.subject, text: m.text, html: m.html }).toEqual(renderIssueMail(BASE_URL, row!, token));
      else expect(m.text).toContain(`${BASE_URL}/newsletter/unsubscribe?token=${token}`);
    }
    expect(row).toMatchObject({ status: "sent" });

    // Running the task again, or a batch of the sent issue, adds nothing.
    expect(await queueSendingIssues(ctx.deps, new Date())).toBe(0);
    expect(await queueIssueBatch(ctx.deps, issue.id, new Date())).toBeNull();
    await ctx.deps.db.update(newsletterIssues).set({ status: "sending" }).where(eq(newsletterIssues.id, issue.id));
    expect(await queueSendingIssues(ctx.deps, new Date())).toBe(0);
    expect(await issueMails()).toHaveLength(n);
    expect(await ctx.deps.db.select().from(newsletterDeliveries)).toHaveLength(n);
  });

  it("the figures count sent, failed and unsubscribed since the send", async () => {
    const admin = await signedIn(ctx, "admin");
    const subs = await subscribers(4);
    const { issue } = await create(admin);
    await admin.request(`/api/admin/newsletter/issues/${issue!.id}/send`, { method: "POST" });
    const [first, second] = await issueMails();
    await ctx.deps.db.update(mailOutbox).set({ status: "failed" }).where(eq(mailOutbox.id, first!.id));
    await ctx.deps.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, second!.id));
    const res = await ctx.request(`/api/newsletter/unsubscribe?token=${subs[3]!.unsubscribeToken}`, { method: "POST" });
    expect(res.status).toBe(200);
    const got = issueDtoSchema.parse(await (await admin.request(`/api/admin/newsletter/issues/${issue!.id}`)).json());
    expect(got.figures).toEqual({ recipients: 4, sent: 1, failed: 1, pending: 2, unsubscribedSince: 1 });
  });
});

describe("the public archive", () => {
  it("lists sent issues only; a draft is 404", async () => {
    const admin = await signedIn(ctx, "admin");
    await subscribers(1);
    const { issue } = await create(admin);
    await create(admin, { ...draft, slug: "draft-only", title: "Draft only" });
    await admin.request(`/api/admin/newsletter/issues/${issue!.id}/send`, { method: "POST" });
    const list = publicIssueListSchema.parse(await (await ctx.request("/api/newsletter/issues")).json());
    expect(list.issues.map((i) => i.slug)).toEqual(["november-2026"]);
    const one = await ctx.request("/api/newsletter/issues/november-2026");
    expect(one.status).toBe(200);
    expect(((await one.json()) as { content: string }).content).toContain("<strong>readers</strong>");
    expect((await ctx.request("/api/newsletter/issues/draft-only")).status).toBe(404);
  });
});
