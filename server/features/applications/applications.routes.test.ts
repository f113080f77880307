import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, companyMembers, jobApplicationNotes, jobInterests, mailOutbox, staffActions } from "../../db/schema";
import { errorOf, setProfile, signedIn, type TestUser } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const stageOf = async (id: string) => (await ctx.deps.db.select().from(jobInterests).where(eq(jobInterests.id, id)))[0]?.stage;

async function setup() {
  const poster = await signedIn(ctx, "recruiter");
  const job = await createJob(ctx, { recruiterId: poster.id, title: "AppSec Lead", company: "Acme" });
  return { poster, job };
}
async function applyTo(member: TestUser, jobId: string, note?: string) {
  const res = await member.request("/api/applications", { json: { jobId, ...(note === undefined ? {} : { note }) } });
  expect(res.status).toBe(200);
  return (await res.json()).application as { id: string; stage: string; note: string | null };
}

describe("applying", () => {
  it("a member applies with a note; applying again replaces the note; anonymous 401; unknown or unapproved job 404", async () => {
    const { job } = await setup();
    const m = await signedIn(ctx);
    const a = await applyTo(m, job.id, "I led threat modeling at two fintechs.");
    expect(a).toMatchObject({ stage: "new", note: "I led threat modeling at two fintechs." });
    const again = await applyTo(m, job.id, "Updated note");
    expect(again.id).toBe(a.id);
    expect(await ctx.deps.db.select().from(jobInterests)).toHaveLength(1);
    expect((await ctx.request("/api/applications", { json: { jobId: job.id } })).status).toBe(401);
    const pending = await createJob(ctx, { isApproved: false, isAdminReviewed: false });
    expect((await m.request("/api/applications", { json: { jobId: pending.id } })).status).toBe(404);
  });

  it("a note over 2,000 characters or a bad job id: 400 with the message, nothing written", async () => {
    const { job } = await setup();
    const m = await signedIn(ctx);
    const res = await m.request("/api/applications", { json: { jobId: job.id, note: "x".repeat(2001) } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain("at most 2000 characters");
    expect((await m.request("/api/applications", { json: { jobId: "nope" } })).status).toBe(400);
    expect(await ctx.deps.db.select().from(jobInterests)).toHaveLength(0);
    expect((await m.request("/api/applications", { json: { jobId: job.id, note: "x".repeat(2000) } })).status).toBe(200);
  });

  it("a mark of interest is an application in stage 'new' without a note; the interest routes behave as before", async () => {
    const { job } = await setup();
    const m = await signedIn(ctx);
    expect((await m.request(`/api/jobs/${job.id}/interest`, { method: "POST" })).status).toBe(200);
    const mine = await (await m.request("/api/applications/mine")).json();
    expect(mine.applications).toEqual([expect.objectContaining({ jobId: job.id, jobTitle: "AppSec Lead", stage: "new", note: null })]);
    // Applying on top keeps the one row and adds the note.
    await applyTo(m, job.id, "Now with a note");
    expect(await ctx.deps.db.select().from(jobInterests)).toEqual([expect.objectContaining({ note: "Now with a note", stage: "new" })]);
    expect((await m.request(`/api/jobs/${job.id}/interest`, { method: "DELETE" })).status).toBe(200);
    expect(await ctx.deps.db.select().from(jobInterests)).toHaveLength(0);
  });
});

describe("my applications and withdrawing", () => {
  it("the candidate sees each status, never the recruiters' notes; only they may withdraw (others 404)", async () => {
    const { poster, job } = await setup();
    const m = await signedIn(ctx);
    const a = await applyTo(m, job.id, "Hello");
    expect((await poster.request(`/api/applications/${a.id}/notes`, { json: { body: "Strong on SAST, weak on cloud" } })).status).toBe(201);
    expect((await poster.request(`/api/applications/${a.id}/stage`, { json: { stage: "rejected" } })).status).toBe(200);
    const res = await m.request("/api/applications/mine");
    const text = await res.clone().text();
    expect(text).not.toContain("Strong on SAST");
    expect((await res.json()).applications).toEqual([expect.objectContaining({ id: a.id, stage: "rejected" })]);

    const stranger = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    expect((await ctx.request(`/api/applications/${a.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await stranger.request(`/api/applications/${a.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await admin.request(`/api/applications/${a.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await m.request(`/api/applications/${a.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await ctx.deps.db.select().from(jobInterests)).toHaveLength(0);
    expect(await ctx.deps.db.select().from(jobApplicationNotes)).toHaveLength(0);
    expect((await (await m.request("/api/applications/mine")).json()).applications).toEqual([]);
  });
});

describe("the recruiter's pipeline", () => {
  it("applicants of a job: the poster and an admin yes; anonymous 401; a stranger, the candidate and another recruiter 403", async () => {
    const { poster, job } = await setup();
    const m = await signedIn(ctx, "user", { name: "Cara Candidate" });
    await setProfile(ctx, m.id, { title: "AppSec Analyst" });
    const a = await applyTo(m, job.id, "Hire me");
    const res = await poster.request(`/api/jobs/${job.id}/applicants`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.counts).toEqual({ new: 1, reviewing: 0, interview: 0, offer: 0, hired: 0, rejected: 0 });
    expect(body.applicants).toEqual([
      expect.objectContaining({
        id: a.id,
        stage: "new",
        note: "Hire me",
        candidate: expect.objectContaining({ fullName: "Cara Candidate", title: "AppSec Analyst", email: m.email }),
        notes: [],
      }),
    ]);
    expect((await (await signedIn(ctx, "admin")).request(`/api/jobs/${job.id}/applicants`)).status).toBe(200);
    expect((await ctx.request(`/api/jobs/${job.id}/applicants`)).status).toBe(401);
    const other = await signedIn(ctx, "recruiter");
    for (const who of [other, m, await signedIn(ctx)]) {
      const denied = await who.request(`/api/jobs/${job.id}/applicants`);
      expect(denied.status).toBe(403);
      expect((await errorOf(denied)).message).toBe("Only the job's recruiters and admins can manage its applicants");
    }
    expect((await poster.request(`/api/jobs/00000000-0000-4000-8000-000000000000/applicants`)).status).toBe(404);
    expect((await poster.request(`/api/jobs/${job.id}/applicants?stage=bogus`)).status).toBe(400);
    expect((await (await poster.request(`/api/jobs/${job.id}/applicants?stage=interview`)).json()).applicants).toEqual([]);
  });

  it("moves one applicant; another recruiter's job 403 with a clear message; unknown application 404; bad stage 400", async () => {
    const { poster, job } = await setup();
    const m = await signedIn(ctx);
    const a = await applyTo(m, job.id);
    const other = await signedIn(ctx, "recruiter");
    const denied = await other.request(`/api/applications/${a.id}/stage`, { json: { stage: "interview" } });
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).message).toBe("Only the job's recruiters and admins can manage its applicants");
    expect((await m.request(`/api/applications/${a.id}/stage`, { json: { stage: "hired" } })).status).toBe(403);
    expect(
      (await poster.request(`/api/applications/00000000-0000-4000-8000-000000000000/stage`, { json: { stage: "offer" } })).status,
    ).toBe(404);
    const bad = await poster.request(`/api/applications/${a.id}/stage`, { json: { stage: "shortlisted" } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toContain("Unknown stage");
    const msgOnMove = await poster.request(`/api/applications/${a.id}/stage`, { json: { stage: "offer", message: "Hi" } });
    expect(msgOnMove.status).toBe(400);
    expect(await stageOf(a.id)).toBe("new");

    expect(await (await poster.request(`/api/applications/${a.id}/stage`, { json: { stage: "reviewing" } })).json()).toEqual({
      moved: 1,
      mailed: 0,
    });
    expect(await stageOf(a.id)).toBe("reviewing");
    const admin = await signedIn(ctx, "admin");
    expect(
      (await admin.request(`/api/applications/${a.id}/stage`, { json: { stage: "interview", reason: "Covering for the recruiter" } }))
        .status,
    ).toBe(200);
    expect(await stageOf(a.id)).toBe("interview");
  });

  it("the approved recruiters of the job's company manage its applicants too; a pending one may not", async () => {
    const poster = await signedIn(ctx, "recruiter");
    const [company] = await ctx.deps.db.insert(companies).values({ slug: "acme-sec", name: "Acme Security" }).returning();
    const job = await createJob(ctx, { recruiterId: poster.id, companyId: company!.id, company: "Acme Security" });
    const colleague = await signedIn(ctx, "recruiter");
    const asking = await signedIn(ctx, "recruiter");
    await ctx.deps.db.insert(companyMembers).values([
      { companyId: company!.id, userId: poster.id, role: "owner", status: "approved" },
      { companyId: company!.id, userId: colleague.id, role: "recruiter", status: "approved" },
      { companyId: company!.id, userId: asking.id, role: "recruiter", status: "pending" },
    ]);
    const a = await applyTo(await signedIn(ctx), job.id);
    expect((await colleague.request(`/api/jobs/${job.id}/applicants`)).status).toBe(200);
    expect((await colleague.request(`/api/applications/${a.id}/stage`, { json: { stage: "interview" } })).status).toBe(200);
    expect(await stageOf(a.id)).toBe("interview");
    const refused = await asking.request(`/api/applications/${a.id}/stage`, { json: { stage: "offer" } });
    expect(refused.status).toBe(403);
    expect((await asking.request(`/api/jobs/${job.id}/applicants`)).status).toBe(403);
    expect(await stageOf(a.id)).toBe("interview");
  });

  it("bulk moves are all or none: one id of another job → 400 and nothing moved", async () => {
    const { poster, job } = await setup();
    const [m1, m2, m3] = [await signedIn(ctx), await signedIn(ctx), await signedIn(ctx)];
    const a1 = await applyTo(m1, job.id);
    const a2 = await applyTo(m2, job.id);
    const elsewhere = await createJob(ctx, { recruiterId: poster.id });
    const a3 = await applyTo(m3, elsewhere.id);

    const bad = await poster.request(`/api/jobs/${job.id}/applicants/stage`, {
      json: { applicationIds: [a1.id, a2.id, a3.id], stage: "reviewing" },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("Some of these people are not applicants of this job");
    expect([await stageOf(a1.id), await stageOf(a2.id), await stageOf(a3.id)]).toEqual(["new", "new", "new"]);
    expect(
      (await poster.request(`/api/jobs/${job.id}/applicants/stage`, { json: { applicationIds: [], stage: "reviewing" } })).status,
    ).toBe(400);
    const other = await signedIn(ctx, "recruiter");
    expect(
      (await other.request(`/api/jobs/${job.id}/applicants/stage`, { json: { applicationIds: [a1.id], stage: "reviewing" } })).status,
    ).toBe(403);

    const ok = await poster.request(`/api/jobs/${job.id}/applicants/stage`, {
      json: { applicationIds: [a1.id, a2.id], stage: "reviewing" },
    });
    expect(await ok.json()).toEqual({ moved: 2, mailed: 0 });
    expect([await stageOf(a1.id), await stageOf(a2.id)]).toEqual(["reviewing", "reviewing"]);
    // Again: nothing changes, nothing is mailed.
    const again = await poster.request(`/api/jobs/${job.id}/applicants/stage`, {
      json: { applicationIds: [a1.id, a2.id], stage: "reviewing" },
    });
    expect(await again.json()).toEqual({ moved: 0, mailed: 0 });
    // Five password sign-ups (scrypt) and three rounds of moves: slow on a busy 2-core machine, not stuck.
  }, 90_000);

  it("an admin who is not one of the job's recruiters moves applicants as staff: a staff-log row per applicant moved, naming them, the job and the stage (docs/decisions/057)", async () => {
    const { poster, job } = await setup();
    const people = [
      await signedIn(ctx, "user", { name: "Cara Candidate" }),
      await signedIn(ctx, "user", { name: "Dan Developer" }),
      await signedIn(ctx, "user", { name: "Eve Engineer" }),
    ];
    const [a1, a2, a3] = [await applyTo(people[0]!, job.id), await applyTo(people[1]!, job.id), await applyTo(people[2]!, job.id)];
    const admin = await signedIn(ctx, "admin", { name: "Ada Admin" });
    // One transaction's rows share their created_at: then by the application.
    const logOf = () => ctx.deps.db.select().from(staffActions).orderBy(asc(staffActions.createdAt), asc(staffActions.targetId));

    // The job's own recruiter moving: no staff row.
    expect((await poster.request(`/api/applications/${a1.id}/stage`, { json: { stage: "reviewing" } })).status).toBe(200);
    expect(await logOf()).toEqual([]);

    // One move by the admin.
    expect(
      (await admin.request(`/api/applications/${a1.id}/stage`, { json: { stage: "interview", reason: "The recruiter is on leave" } }))
        .status,
    ).toBe(200);
    // A bulk move: a2 and a3; a1 is already there, so it is not moved again and not logged again.
    const bulk = await admin.request(`/api/jobs/${job.id}/applicants/stage`, {
      json: { applicationIds: [a1.id, a2.id, a3.id], stage: "interview", reason: "Interviews booked by phone" },
    });
    expect(await bulk.json()).toEqual({ moved: 2, mailed: 2 });
    // A rejection.
    expect(
      (await admin.request(`/api/applications/${a3.id}/stage`, { json: { stage: "rejected", reason: "Asked to be taken out" } })).status,
    ).toBe(200);

    const log = await logOf();
    expect(log.map((r) => [r.action, r.targetId, r.before, r.after, r.reason])).toEqual([
      ["application.stage_change", a1.id, { stage: "reviewing" }, { stage: "interview", jobId: job.id }, "The recruiter is on leave"],
      ...[a2.id, a3.id]
        .sort()
        .map((id) => [
          "application.stage_change",
          id,
          { stage: "new" },
          { stage: "interview", jobId: job.id },
          "Interviews booked by phone",
        ]),
      ["application.reject", a3.id, { stage: "interview" }, { stage: "rejected", jobId: job.id }, "Asked to be taken out"],
    ]);
    expect(log[0]).toMatchObject({
      actorId: admin.id,
      actorName: "Ada Admin",
      targetType: "application",
      targetName: "Cara Candidate for AppSec Lead (Acme): Interview",
      targetLink: `/recruiter/job/${job.id}`,
    });
    expect(log[3]!.targetName).toBe("Eve Engineer for AppSec Lead (Acme): Rejected");
  });

  it("an admin moving as staff gives a reason (docs/decisions/096): without one 400 and nothing moved; the job's recruiter needs none", async () => {
    const { poster, job } = await setup();
    const [m1, m2] = [await signedIn(ctx, "user", { name: "Cara Candidate" }), await signedIn(ctx, "user", { name: "Dan Developer" })];
    const [a1, a2] = [await applyTo(m1, job.id), await applyTo(m2, job.id)];
    const admin = await signedIn(ctx, "admin", { name: "Ada Admin" });
    const one = (who: TestUser | null, json: object) =>
      (who ?? ctx).request(`/api/applications/${a1.id}/stage`, { json, ...(who ? { cookie: who.cookie } : {}) });
    const many = (who: TestUser, json: object) =>
      who.request(`/api/jobs/${job.id}/applicants/stage`, { json: { applicationIds: [a1.id, a2.id], ...json } });

    // Who may: anonymous 401, a stranger 403, before any reason is looked at.
    expect((await one(null, { stage: "reviewing", reason: "x" })).status).toBe(401);
    expect((await one(await signedIn(ctx), { stage: "reviewing", reason: "x" })).status).toBe(403);

    // What the screen is told: the admin manages this job's applicants as staff, the poster as a recruiter.
    expect((await (await admin.request(`/api/jobs/${job.id}/applicants`)).json()).job.managedAs).toBe("staff");
    expect((await (await poster.request(`/api/jobs/${job.id}/applicants`)).json()).job.managedAs).toBe("recruiter");

    // The admin without a reason, with a blank one, or with one too long: 400 with the staff reasons' messages.
    for (const [body, message] of [
      [{ stage: "interview" }, "Give a reason"],
      [{ stage: "interview", reason: "   " }, "Give a reason"],
      [{ stage: "rejected", reason: "" }, "Give a reason"],
      [{ stage: "interview", reason: "x".repeat(2001) }, "Keep the reason under 2000 characters"],
    ] as const) {
      for (const res of [await one(admin, body), await many(admin, body)]) {
        expect(res.status).toBe(400);
        const error = await errorOf(res);
        expect(error.code).toBe("VALIDATION_FAILED");
        expect(error.fields?.reason).toBe(message);
      }
    }
    expect([await stageOf(a1.id), await stageOf(a2.id)]).toEqual(["new", "new"]);
    expect(await ctx.deps.db.select().from(staffActions)).toEqual([]);
    expect(await mailsTo(m1.email)).toEqual([]);

    // The job's recruiter: no reason asked; one sent is not kept (no staff action).
    expect(await (await one(poster, { stage: "reviewing" })).json()).toEqual({ moved: 1, mailed: 0 });
    expect(await (await many(poster, { stage: "reviewing", reason: "Tidying up" })).json()).toEqual({ moved: 1, mailed: 0 });
    expect(await ctx.deps.db.select().from(staffActions)).toEqual([]);

    // The admin with a reason (trimmed): moved, one row per applicant with it.
    expect(await (await one(admin, { stage: "interview", reason: "  The recruiter asked me to  " })).json()).toEqual({
      moved: 1,
      mailed: 1,
    });
    expect(await (await many(admin, { stage: "offer", reason: "Offers approved by the hiring board" })).json()).toEqual({
      moved: 2,
      mailed: 2,
    });
    const rows = await ctx.deps.db.select().from(staffActions).orderBy(asc(staffActions.createdAt), asc(staffActions.targetId));
    expect(rows.map((r) => [r.actorId, r.action, r.targetId, r.reason])).toEqual([
      [admin.id, "application.stage_change", a1.id, "The recruiter asked me to"],
      ...[a1.id, a2.id].sort().map((id) => [admin.id, "application.stage_change", id, "Offers approved by the hiring board"]),
    ]);
  }, 90_000);

  it("an admin who posted the job, or an approved recruiter of its company, moves as a recruiter: no staff-log row", async () => {
    const admin = await signedIn(ctx, "admin");
    const own = await createJob(ctx, { recruiterId: admin.id, title: "Own job" });
    const a = await applyTo(await signedIn(ctx), own.id);
    expect((await admin.request(`/api/applications/${a.id}/stage`, { json: { stage: "reviewing" } })).status).toBe(200);
    const [company] = await ctx.deps.db.insert(companies).values({ slug: "acme-staff", name: "Acme" }).returning();
    const companyJob = await createJob(ctx, { companyId: company!.id, company: "Acme" });
    await ctx.deps.db.insert(companyMembers).values({ companyId: company!.id, userId: admin.id, role: "recruiter", status: "approved" });
    const b = await applyTo(await signedIn(ctx), companyJob.id);
    expect((await admin.request(`/api/applications/${b.id}/stage`, { json: { stage: "reviewing" } })).status).toBe(200);
    expect(await ctx.deps.db.select().from(staffActions)).toEqual([]);
  });

  it("private notes: the poster and admins write and read them; the candidate and strangers may not", async () => {
    const { poster, job } = await setup();
    const m = await signedIn(ctx);
    const a = await applyTo(m, job.id);
    const admin = await signedIn(ctx, "admin");
    expect((await poster.request(`/api/applications/${a.id}/notes`, { json: { body: "Call on Monday" } })).status).toBe(201);
    expect((await admin.request(`/api/applications/${a.id}/notes`, { json: { body: "Checked references" } })).status).toBe(201);
    expect((await m.request(`/api/applications/${a.id}/notes`, { json: { body: "I am great" } })).status).toBe(403);
    expect((await (await signedIn(ctx)).request(`/api/applications/${a.id}/notes`, { json: { body: "x" } })).status).toBe(403);
    expect((await poster.request(`/api/applications/${a.id}/notes`, { json: { body: "  " } })).status).toBe(400);
    expect((await poster.request(`/api/applications/${a.id}/notes`, { json: { body: "x".repeat(2001) } })).status).toBe(400);
    const body = await (await poster.request(`/api/jobs/${job.id}/applicants`)).json();
    expect(body.applicants[0].notes.map((n: { body: string }) => n.body)).toEqual(["Call on Monday", "Checked references"]);
    expect(await ctx.deps.db.select().from(jobApplicationNotes)).toHaveLength(2);
  });
});

describe("stage mails", () => {
  it("interview, offer and rejected are mailed; reviewing is not; the rejection carries the recruiter's edited text", async () => {
    const { poster, job } = await setup();
    const m = await signedIn(ctx, "user", { name: "Cara Candidate" });
    const a = await applyTo(m, job.id);
    const move = (stage: string, message?: string) =>
      poster.request(`/api/applications/${a.id}/stage`, { json: { stage, ...(message ? { message } : {}) } });
    await move("reviewing");
    expect(await mailsTo(m.email)).toHaveLength(0);
    expect(await (await move("interview")).json()).toEqual({ moved: 1, mailed: 1 });
    await move("offer");
    expect(await (await move("rejected", "Dear Cara,\nWe went with someone else. Edited by the recruiter.")).json()).toEqual({
      moved: 1,
      mailed: 1,
    });
    const mails = await mailsTo(m.email);
    expect(mails.map((x) => x.subject)).toEqual([
      "Interview: AppSec Lead at Acme",
      "Offer: AppSec Lead at Acme",
      "Your application: AppSec Lead at Acme",
    ]);
    expect(mails[2]!.text).toContain("We went with someone else. Edited by the recruiter.");
  });

  it("the default rejection template names the job and the candidate; a bulk rejection personalises {name}", async () => {
    const { poster, job } = await setup();
    const m1 = await signedIn(ctx, "user", { name: "Ann One" });
    const m2 = await signedIn(ctx, "user", { name: "Ben Two" });
    const a1 = await applyTo(m1, job.id);
    const a2 = await applyTo(m2, job.id);
    await poster.request(`/api/applications/${a1.id}/stage`, { json: { stage: "rejected" } });
    const [first] = await mailsTo(m1.email);
    expect(first!.text).toContain("Hi Ann One,");
    expect(first!.text).toContain("AppSec Lead position");
    await poster.request(`/api/jobs/${job.id}/applicants/stage`, {
      json: { applicationIds: [a2.id], stage: "rejected", message: "Hello {name}, not this time." },
    });
    expect((await mailsTo(m2.email))[0]!.text).toContain("Hello Ben Two, not this time.");
  });

  it("a candidate who turned application mails off gets none, and still sees the status", async () => {
    const { poster, job } = await setup();
    const m = await signedIn(ctx);
    expect((await m.request("/api/me/notification-preferences", { method: "PUT", json: { application_updates: false } })).status).toBe(200);
    const a = await applyTo(m, job.id);
    expect(await (await poster.request(`/api/applications/${a.id}/stage`, { json: { stage: "interview" } })).json()).toEqual({
      moved: 1,
      mailed: 0,
    });
    expect(await mailsTo(m.email)).toHaveLength(0);
    expect((await (await m.request("/api/applications/mine")).json()).applications[0].stage).toBe("interview");
  });
});

describe("CSV export and dashboard counts", () => {
  it("exports the applicants formula-safe, without the private notes; others 403", async () => {
    const { poster, job } = await setup();
    const m = await signedIn(ctx, "user", { name: '=HYPERLINK("http://evil")' });
    const a = await applyTo(m, job.id, "+cmd|' /C calc'!A0");
    await poster.request(`/api/applications/${a.id}/notes`, { json: { body: "Secret recruiter note" } });
    const res = await poster.request(`/api/jobs/${job.id}/applicants/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const csv = await res.text();
    expect(csv.split("\r\n")[0]).toBe('"Name","Email","Title","Company","Location","Stage","Applied at","Note"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`"'+cmd|' /C calc'!A0"`);
    expect(csv).not.toContain("Secret recruiter note");
    expect((await (await signedIn(ctx, "recruiter")).request(`/api/jobs/${job.id}/applicants/export`)).status).toBe(403);
  });

  it("the recruiter dashboard counts applicants per stage", async () => {
    const { poster, job } = await setup();
    const a1 = await applyTo(await signedIn(ctx), job.id);
    await applyTo(await signedIn(ctx), job.id);
    await poster.request(`/api/applications/${a1.id}/stage`, { json: { stage: "interview" } });
    const body = await (await poster.request("/api/recruiter/jobs")).json();
    expect(body.jobs).toEqual([
      expect.objectContaining({
        id: job.id,
        applicantCount: 2,
        stageCounts: { new: 1, reviewing: 0, interview: 1, offer: 0, hired: 0, rejected: 0 },
      }),
    ]);
  });
});
