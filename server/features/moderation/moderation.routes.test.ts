import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StaffActionDto } from "@common/moderation.schema";
import {
  blogComments,
  blogPosts,
  contractorRequests,
  jobs,
  mailOutbox,
  moderationItems,
  notificationPreferences,
  offerings,
} from "../../db/schema";
import { errorOf, reviewQueueHelpers, signedIn, type TestUser } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { signedInWithStanding } from "../../test/standing";

const ctx = setupTestContext();
const { db, queue, decide, mailsTo, ...review } = reviewQueueHelpers(ctx);
const itemOf = async (kind: string, targetId: string) => (await review.itemOf(kind, targetId))!;

async function pendingOffering(author: TestUser, title = "Threat modeling workshop") {
  const [row] = await db()
    .insert(offerings)
    .values({ title, description: "Two days of threat modeling.", category: "Training", contactInfo: "me@example.test", userId: author.id })
    .returning();
  return row!;
}
async function publishedArticle(author: TestUser, status = "published") {
  const [row] = await db()
    .insert(blogPosts)
    .values({
      title: "Fuzzing in CI",
      content: "<p>How we fuzz.</p>",
      authorId: author.id,
      status,
      slug: `fuzz-${crypto.randomUUID()}`,
      publishedAt: status === "published" ? new Date() : null,
    })
    .returning();
  return row!;
}

describe("one moderation model (docs/decisions/034)", () => {
  it("every pending row of every kind is in the queue, oldest first, with counts per kind", async () => {
    const admin = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    const job = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: member.id });
    const offering = await pendingOffering(member);
    const article = await publishedArticle(member, "pending");
    const [req] = await db()
      .insert(contractorRequests)
      .values({ userId: member.id, specialization: "Pentest", yearsExperience: 5, relevantProjects: "x", testimonials: "y" })
      .returning();
    const applicant = await signedIn(ctx, "mentor_applicant");
    const q = await queue(admin);
    expect(q.items.map((i) => [i.kind, i.targetId])).toEqual([
      ["job", job.id],
      ["offering", offering.id],
      ["article", article.id],
      ["contractor_request", req!.id],
      ["mentor_application", applicant.id],
    ]);
    expect(q.counts).toMatchObject({ job: 1, offering: 1, article: 1, contractor_request: 1, mentor_application: 1, flagged_comment: 0 });
    expect(q.total).toBe(5);
    expect((await queue(admin, "?kind=offering")).items.map((i) => i.targetId)).toEqual([offering.id]);
    expect((await admin.request("/api/admin/review?kind=nope")).status).toBe(400);
  });

  it("a stale decision answers 409 with the current state and changes nothing", async () => {
    const admin = await signedIn(ctx, "admin");
    const other = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    const job = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: member.id });
    const seen = await itemOf("job", job.id);
    // The submitter edits the job while the reviewer looks at it: the version moves on.
    await db().update(jobs).set({ title: "Changed title" }).where(eq(jobs.id, job.id));
    const stale = await decide(admin, seen.id, { decision: "approve", version: seen.version });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).fields).toEqual({ status: "pending", version: String(seen.version + 1) });
    expect((await db().select().from(jobs).where(eq(jobs.id, job.id)))[0]!.isAdminReviewed).toBe(false);
    // Two reviewers at the same version: the second is refused with the state the first left.
    const fresh = await itemOf("job", job.id);
    expect((await decide(admin, fresh.id, { decision: "approve", version: fresh.version })).status).toBe(200);
    const late = await decide(other, fresh.id, { decision: "reject", version: fresh.version, reason: "Spam" });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).fields).toEqual({ status: "approved", version: String(fresh.version + 1) });
    expect((await db().select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({ isApproved: true, rejectionReason: null });
  });

  it("a rejection needs a reason (400, nothing written); offerings no longer flip approved ↔ rejected", async () => {
    const admin = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    const offering = await pendingOffering(member);
    const item = await itemOf("offering", offering.id);
    expect((await decide(admin, item.id, { decision: "reject", version: item.version })).status).toBe(400);
    expect((await decide(admin, item.id, { decision: "reject", version: item.version, reason: "  " })).status).toBe(400);
    expect((await admin.request(`/api/admin/offerings/${offering.id}/reject`, { method: "POST" })).status).toBe(400);
    expect((await itemOf("offering", offering.id)).status).toBe("pending");
    expect((await admin.request(`/api/admin/offerings/${offering.id}/approve`, { method: "POST" })).status).toBe(200);
    const flip = await admin.request(`/api/admin/offerings/${offering.id}/reject`, { json: { reason: "Changed my mind" } });
    expect(flip.status).toBe(409);
    expect((await db().select().from(offerings).where(eq(offerings.id, offering.id)))[0]!.status).toBe("approved");
  });

  it("every decision kind mails its submitter with the reason and a link", async () => {
    const admin = await signedIn(ctx, "admin");
    const cases: { kind: string; submitter: TestUser; targetId: string }[] = [];
    const a = await signedIn(ctx);
    cases.push({
      kind: "job",
      submitter: a,
      targetId: (await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: a.id })).id,
    });
    const b = await signedIn(ctx);
    cases.push({ kind: "offering", submitter: b, targetId: (await pendingOffering(b)).id });
    const c = await signedIn(ctx);
    cases.push({ kind: "article", submitter: c, targetId: (await publishedArticle(c, "pending")).id });
    const d = await signedIn(ctx);
    const [req] = await db()
      .insert(contractorRequests)
      .values({ userId: d.id, specialization: "Pentest", yearsExperience: 5, relevantProjects: "x", testimonials: "y" })
      .returning();
    cases.push({ kind: "contractor_request", submitter: d, targetId: req!.id });
    const e = await signedIn(ctx, "mentor_applicant");
    cases.push({ kind: "mentor_application", submitter: e, targetId: e.id });
    for (const [i, k] of cases.entries()) {
      const item = await itemOf(k.kind, k.targetId);
      const reason = `Reason number ${i} for ${k.kind}`;
      const res = await decide(admin, item.id, { decision: "reject", version: item.version, reason });
      expect(res.status, k.kind).toBe(200);
      const mails = await mailsTo(k.submitter.email);
      expect(mails, k.kind).toHaveLength(1);
      expect(mails[0]!.text, k.kind).toContain(reason);
      expect(mails[0]!.text, k.kind).toContain(BASE_URL);
    }
    // An approval mails too, with its link.
    const f = await signedIn(ctx);
    const offering = await pendingOffering(f, "Secure code review");
    const item = await itemOf("offering", offering.id);
    expect((await decide(admin, item.id, { decision: "approve", version: item.version })).status).toBe(200);
    const [mail] = await mailsTo(f.email);
    expect(mail!.subject).toBe('Your offering "Secure code review" is listed');
    expect(mail!.text).toContain(`${BASE_URL}/offerings`);
  });

  it("a job resubmitted after its rejection reaches the reviewers again (team and mentors)", async () => {
    const admin = await signedIn(ctx, "admin");
    const mentor = await signedIn(ctx, "mentor");
    const recruiter = await signedIn(ctx, "recruiter");
    // Mentors get a mail per job only when they chose it (the digest is the default, docs/decisions/059).
    await ctx.deps.db.insert(notificationPreferences).values({ userId: mentor.id, kind: "job_review_each", enabled: true });
    const submitted = await recruiter.request("/api/jobs", {
      json: {
        title: "AppSec Lead",
        company: "Acme",
        location: "Remote",
        jobBoardUrl: "https://jobs.example.com/lead",
        description: "Lead the application security team and its programme.",
        skills: ["OWASP"],
      },
    });
    expect(submitted.status).toBe(201);
    const { job } = (await submitted.json()) as { job: { id: string } };
    expect(await mailsTo(mentor.email)).toHaveLength(1);
    const item = await itemOf("job", job.id);
    expect((await decide(admin, item.id, { decision: "reject", version: item.version, reason: "Add the salary range" })).status).toBe(200);
    await db().delete(mailOutbox);
    const edit = await recruiter.request(`/api/recruiter/jobs/${job.id}`, {
      method: "PUT",
      json: {
        title: "AppSec Lead",
        company: "Acme",
        location: "Remote",
        jobBoardUrl: "https://jobs.example.com/lead",
        description: "Lead the application security team and its programme. 90-110k EUR.",
        skills: ["OWASP"],
      },
    });
    expect(edit.status).toBe(200);
    const again = await itemOf("job", job.id);
    expect(again).toMatchObject({ status: "pending", resubmissions: 1, reason: null });
    expect((await queue(mentor)).items.map((i) => i.targetId)).toEqual([job.id]);
    const team = await mailsTo(ctx.deps.config.teamEmail);
    expect(team.map((m) => m.subject)).toEqual(["Resubmitted to review (jobs): AppSec Lead at Acme"]);
    expect(team[0]!.text).toContain(`${BASE_URL}/admin/review?kind=job`);
    expect(await mailsTo(mentor.email)).toHaveLength(1);
    expect(await mailsTo(recruiter.email)).toHaveLength(0);
  });

  it("authz: anonymous 401, member 403, mentors only jobs (never their own), admins everything", async () => {
    const member = await signedIn(ctx);
    const mentor = await signedIn(ctx, "mentor");
    const admin = await signedIn(ctx, "admin");
    const job = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: member.id });
    const own = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: mentor.id });
    const offering = await pendingOffering(member);
    const jobItem = await itemOf("job", job.id);
    const ownItem = await itemOf("job", own.id);
    const offeringItem = await itemOf("offering", offering.id);
    const routes = [
      ["/api/admin/review", "GET"],
      ["/api/admin/review/counts", "GET"],
      [`/api/admin/review/${jobItem.id}/decision`, "POST"],
      ["/api/admin/review/bulk", "POST"],
      ["/api/admin/log", "GET"],
      ["/api/admin/log/export", "GET"],
    ] as const;
    for (const [path, method] of routes) {
      const json = method === "POST" ? { decision: "approve", version: 1, items: [{ id: jobItem.id, version: 1 }] } : undefined;
      expect((await ctx.request(path, { method, json })).status, path).toBe(401);
      expect((await member.request(path, { method, json })).status, path).toBe(403);
    }
    expect((await ctx.request("/api/flags", { json: {} })).status).toBe(401);
    // Mentors: the job kind only.
    const q = await queue(mentor);
    expect(Object.keys(q.counts)).toEqual(["job"]);
    expect(q.items.map((i) => [i.targetId, i.canDecide])).toEqual([
      [job.id, true],
      [own.id, false],
    ]);
    expect((await mentor.request("/api/admin/review?kind=offering")).status).toBe(403);
    expect((await decide(mentor, offeringItem.id, { decision: "approve", version: offeringItem.version })).status).toBe(403);
    expect((await decide(mentor, ownItem.id, { decision: "approve", version: ownItem.version })).status).toBe(403);
    expect((await mentor.request("/api/admin/log")).status).toBe(403);
    expect((await decide(mentor, jobItem.id, { decision: "approve", version: jobItem.version })).status).toBe(200);
    // Admins: every kind, and the log.
    expect((await decide(admin, offeringItem.id, { decision: "approve", version: offeringItem.version })).status).toBe(200);
    expect((await admin.request("/api/admin/log")).status).toBe(200);
    expect((await decide(admin, "00000000-0000-4000-8000-000000000000", { decision: "approve", version: 1 })).status).toBe(404);
  });

  it("bulk: decides each fresh item, reports stale ones, refuses applications", async () => {
    const admin = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    const one = await itemOf("offering", (await pendingOffering(member, "One")).id);
    const two = await itemOf("offering", (await pendingOffering(member, "Two")).id);
    const res = await admin.request("/api/admin/review/bulk", {
      json: {
        decision: "reject",
        reason: "Not security related",
        items: [
          { id: one.id, version: one.version },
          { id: two.id, version: two.version + 5 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { decided: { id: string }[]; conflicts: { id: string; status: string }[] };
    expect(body.decided.map((d) => d.id)).toEqual([one.id]);
    expect(body.conflicts).toEqual([{ id: two.id, status: "pending", version: two.version }]);
    expect(
      (await admin.request("/api/admin/review/bulk", { json: { decision: "reject", items: [{ id: two.id, version: two.version }] } }))
        .status,
    ).toBe(400);
    const applicant = await signedIn(ctx, "mentor_applicant");
    const app = await itemOf("mentor_application", applicant.id);
    expect(
      (await admin.request("/api/admin/review/bulk", { json: { decision: "approve", items: [{ id: app.id, version: app.version }] } }))
        .status,
    ).toBe(400);
  });

  it("the staff log lists each decision and role change, filtered, and exports CSV", async () => {
    const admin = await signedIn(ctx, "admin", { name: "Ada Admin" });
    const member = await signedIn(ctx);
    const offering = await pendingOffering(member, "=HYPERLINK(evil)");
    const item = await itemOf("offering", offering.id);
    await decide(admin, item.id, { decision: "reject", version: item.version, reason: "Looks like spam" });
    const job = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: member.id });
    expect((await admin.request(`/api/admin/jobs/${job.id}/approve`, { method: "POST" })).status).toBe(200);
    expect(
      (await admin.request(`/api/admin/users/${member.id}/role`, { method: "PUT", json: { role: "recruiter", reason: "Staffing change" } }))
        .status,
    ).toBe(200);
    const res = await admin.request("/api/admin/log");
    const { actions } = (await res.json()) as { actions: StaffActionDto[] };
    expect(actions.map((a) => [a.action, a.targetType, a.targetId])).toEqual([
      ["user.role_change", "user", member.id],
      ["moderation.approve", "job", job.id],
      ["moderation.reject", "offering", offering.id],
    ]);
    expect(actions[2]).toMatchObject({ actor: { id: admin.id, name: "Ada Admin" }, reason: "Looks like spam" });
    expect(actions[0]!.before).toMatchObject({ capabilities: [] });
    expect(actions[0]!.after).toMatchObject({ capabilities: ["recruiter"] });
    const filtered = (await (await admin.request("/api/admin/log?action=moderation.reject")).json()) as { actions: StaffActionDto[] };
    expect(filtered.actions.map((a) => a.targetId)).toEqual([offering.id]);
    expect((await admin.request("/api/admin/log?from=yesterday")).status).toBe(400);
    const csv = await admin.request("/api/admin/log/export?action=moderation.reject");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe(
      '"time","actor_id","actor","action","target_type","target_id","target_name","target_link","before","after","reason"',
    );
    expect(text).toContain('"Looks like spam"');
  });
});

describe("flags (docs/decisions/034)", () => {
  async function commentBy(author: TestUser) {
    const post = await publishedArticle(author);
    const [c] = await db().insert(blogComments).values({ postId: post.id, userId: author.id, content: "Buy cheap watches" }).returning();
    return { post, comment: c! };
  }

  it("a comment flagged by 3 distinct members is hidden and queued; once per member; the flaggers hear the outcome", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const { post, comment } = await commentBy(author);
    const flaggers = [await signedInWithStanding(ctx), await signedInWithStanding(ctx), await signedInWithStanding(ctx)];
    const flag = (who: TestUser, body: Record<string, unknown> = {}) =>
      who.request("/api/flags", { json: { targetKind: "comment", targetId: comment.id, reason: "spam", ...body } });
    const listed = async () =>
      ((await (await ctx.request(`/api/blog/articles/${post.id}/comments`)).json()) as { comments: { id: string }[] }).comments.map(
        (c) => c.id,
      );
    expect((await flag(flaggers[0]!)).status).toBe(201);
    expect((await flag(flaggers[0]!)).status).toBe(409);
    expect((await flag(flaggers[1]!, { reason: "other" })).status).toBe(400);
    expect(await (await flag(flaggers[1]!, { reason: "other", note: "Advertising" })).json()).toEqual({ flagged: true, hidden: false });
    // In the queue from the first flag (docs/decisions/057), hidden only at the threshold.
    expect(await db().select().from(moderationItems).where(eq(moderationItems.kind, "flagged_comment"))).toHaveLength(1);
    expect(await listed()).toEqual([comment.id]);
    expect(await (await flag(flaggers[2]!, { reason: "abuse" })).json()).toEqual({ flagged: true, hidden: true });
    expect(await listed()).toEqual([]);
    expect((await flag(author)).status).toBe(403);
    const q = await queue(admin, "?kind=flagged_comment");
    expect(q.items).toHaveLength(1);
    expect(q.items[0]!.flags.map((f) => f.reason).sort()).toEqual(["abuse", "other", "spam"]);
    await db().delete(mailOutbox);
    const item = q.items[0]!;
    expect((await decide(admin, item.id, { decision: "reject", version: item.version, reason: "Advertising" })).status).toBe(200);
    expect(await listed()).toEqual([]);
    for (const f of flaggers) {
      const mails = await mailsTo(f.email);
      expect(mails.map((m) => m.subject)).toEqual(["The comment you flagged was reviewed"]);
      expect(mails[0]!.text).toContain("removed");
    }
    expect((await mailsTo(author.email))[0]!.text).toContain("Advertising");
  });

  it("an approved offering flagged to the threshold leaves the public list until kept; flags are rate-limited per member", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const [o] = await db()
      .insert(offerings)
      .values({
        title: "Fine tool",
        description: "A scanner.",
        category: "Tools",
        contactInfo: "x@example.test",
        userId: author.id,
        status: "approved",
      })
      .returning();
    const listed = async () => ((await (await ctx.request("/api/offerings")).json()) as { offerings: { id: string }[] }).offerings.length;
    expect(await listed()).toBe(1);
    for (let i = 0; i < 3; i++) {
      const who = await signedInWithStanding(ctx);
      expect((await who.request("/api/flags", { json: { targetKind: "offering", targetId: o!.id, reason: "off_topic" } })).status).toBe(
        201,
      );
    }
    expect(await listed()).toBe(0);
    const item = await itemOf("flagged_offering", o!.id);
    expect((await decide(admin, item.id, { decision: "approve", version: item.version })).status).toBe(200);
    expect(await listed()).toBe(1);
    // An item not shown to the public cannot be flagged.
    const pending = await pendingOffering(author);
    const who = await signedIn(ctx);
    expect((await who.request("/api/flags", { json: { targetKind: "offering", targetId: pending.id, reason: "spam" } })).status).toBe(404);
    expect((await who.request("/api/flags", { json: { targetKind: "offering", targetId: "not-a-uuid", reason: "spam" } })).status).toBe(
      400,
    );
  });

  it("an article flagged to the threshold leaves the blog list and its page (404) except for its author until reviewed", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const post = await publishedArticle(author);
    const slugs = async () =>
      (await (await ctx.request("/api/blog/posts")).json()) as { posts?: { slug: string }[]; articles?: { slug: string }[] };
    const listed = async () => {
      const body = await slugs();
      return (body.posts ?? body.articles ?? []).map((p) => p.slug).includes(post.slug);
    };
    expect(await listed()).toBe(true);
    for (let i = 0; i < 3; i++) {
      const who = await signedInWithStanding(ctx);
      expect((await who.request("/api/flags", { json: { targetKind: "article", targetId: post.id, reason: "abuse" } })).status).toBe(201);
    }
    expect(await listed()).toBe(false);
    expect((await ctx.request(`/api/blog/posts/${post.slug}`)).status).toBe(404);
    expect((await author.request(`/api/blog/posts/${post.slug}`)).status).toBe(200);
    const item = await itemOf("flagged_article", post.id);
    expect((await decide(admin, item.id, { decision: "approve", version: item.version })).status).toBe(200);
    expect((await ctx.request(`/api/blog/posts/${post.slug}`)).status).toBe(200);
    expect(await listed()).toBe(true);
  });

  it("the threshold comes from the configuration (FLAG_HIDE_THRESHOLD, default 3)", async () => {
    expect(ctx.deps.config.flagHideThreshold).toBe(3);
    const author = await signedIn(ctx);
    const { comment } = await commentBy(author);
    const config = ctx.deps.config as { flagHideThreshold: number };
    config.flagHideThreshold = 1;
    try {
      const who = await signedInWithStanding(ctx);
      const res = await who.request("/api/flags", { json: { targetKind: "comment", targetId: comment.id, reason: "abuse" } });
      expect(await res.json()).toEqual({ flagged: true, hidden: true });
    } finally {
      config.flagHideThreshold = 3;
    }
  });
});
