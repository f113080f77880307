import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobInterests, jobs, mailOutbox } from "../../db/schema";
import { errorOf, setProfile, signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

const validJob = {
  title: "Product Security Engineer",
  company: "Globex",
  location: "London, UK",
  jobBoardUrl: "https://globex.example.com/careers/1",
  description: "Help our engineers ship secure code with reviews and tooling.",
  skills: ["SAST", "Go"],
  contractDuration: "3-6-months",
  contractRate: "hourly",
  isContractorRequest: true,
  isRemote: true,
};

describe("GET /api/jobs", () => {
  it("visitors get no company, location, description or job board URL in the raw JSON", async () => {
    await createJob(ctx, { company: "SecretCorp", location: "Hidden City, X", description: "Top secret description text." });
    const res = await ctx.request("/api/jobs");
    expect(res.status).toBe(200);
    const raw = await res.text();
    expect(raw).not.toContain("SecretCorp");
    expect(raw).not.toContain("Hidden City");
    expect(raw).not.toContain("Top secret");
    expect(raw).not.toContain("jobs.example.com");
    const body = JSON.parse(raw);
    expect(body.redacted).toBe(true);
    expect(Object.keys(body.jobs[0])).not.toEqual(expect.arrayContaining(["company"]));
    const detail = await (await ctx.request(`/api/jobs/${body.jobs[0].id}`)).text();
    expect(detail).not.toContain("SecretCorp");
  });

  it("members get everything, newest first, approved only, with their interest flag", async () => {
    const m = await signedIn(ctx);
    const old = await createJob(ctx, { datePosted: new Date(Date.now() - 86400_000 * 3) });
    const recent = await createJob(ctx);
    await createJob(ctx, { isApproved: false, isAdminReviewed: false, title: "Pending one" });
    await ctx.deps.db.insert(jobInterests).values({ userId: m.id, jobId: old.id });
    const body = await (await m.request("/api/jobs")).json();
    expect(body.total).toBe(2);
    expect(body.jobs.map((j: { id: string }) => j.id)).toEqual([recent.id, old.id]);
    expect(body.jobs[0]).toMatchObject({ company: recent.company, location: "Berlin, Germany", isInterested: false });
    expect(body.jobs[1].isInterested).toBe(true);
  });

  it("filters a member's board by search (title or company), skill, location head and date, with counts", async () => {
    await createJob(ctx, { title: "Cloud Security Lead", skills: ["AWS"], location: "Toronto, Canada" });
    await createJob(ctx, { company: "CloudCo", skills: ["GCP"], location: "Remote" });
    await createJob(ctx, { title: "Pentester", skills: ["AWS", "Burp"], datePosted: new Date(Date.now() - 86400_000 * 20) });
    // Visitors search titles only and cannot filter by location: server/security/redacted-jobs.test.ts.
    const member = await signedIn(ctx);
    const get = async (qs: string) =>
      (await (await member.request(`/api/jobs?${qs}`)).json()) as { total: number; jobs: { title: string }[] };
    expect((await get("search=cLoUd")).total).toBe(2);
    expect((await get("skill=AWS")).total).toBe(2);
    expect((await get("location=Toronto")).total).toBe(1);
    expect((await get("days=7")).total).toBe(2);
    expect((await get("days=30&skill=AWS")).total).toBe(2);
    expect((await get("search=%25")).total).toBe(0);
    const filters = await (await member.request("/api/jobs/filters")).json();
    expect(filters.skills).toEqual(["AWS", "Burp", "GCP"]);
    expect(filters.locations).toEqual(["Berlin", "Remote", "Toronto"]);
  });

  it("pages on the server", async () => {
    for (let i = 0; i < 5; i++) await createJob(ctx, { datePosted: new Date(Date.now() - i * 1000) });
    const body = await (await ctx.request("/api/jobs?page=2&pageSize=2")).json();
    expect(body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(body.jobs).toHaveLength(2);
  });

  it("the contractor-only filter is for verified contractors", async () => {
    await createJob(ctx, { isContractorRequest: true });
    await createJob(ctx);
    expect((await ctx.request("/api/jobs?contractorOnly=true")).status).toBe(403);
    const member = await signedIn(ctx);
    expect((await member.request("/api/jobs?contractorOnly=true")).status).toBe(403);
    const verified = await signedIn(ctx);
    await setProfile(ctx, verified.id, { isVerifiedContractor: true });
    expect((await (await verified.request("/api/jobs?contractorOnly=true")).json()).total).toBe(1);
    const contractor = await signedIn(ctx, "contractor");
    expect((await (await contractor.request("/api/jobs?contractorOnly=true")).json()).total).toBe(1);
  });

  it("rejects bad query values with 400", async () => {
    expect((await ctx.request("/api/jobs?days=9")).status).toBe(400);
    expect((await ctx.request("/api/jobs?page=0")).status).toBe(400);
    expect((await ctx.request("/api/jobs/not-a-uuid")).status).toBe(400);
  });
});

describe("POST /api/jobs (submit)", () => {
  it("stores a pending job owned by the submitter and tells the team", async () => {
    const m = await signedIn(ctx);
    const res = await m.request("/api/jobs", { json: validJob });
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(jobs);
    expect(row).toMatchObject({
      recruiterId: m.id,
      isApproved: false,
      isAdminReviewed: false,
      contractDuration: "3-6-months",
      isRemote: true,
    });
    expect(await ctx.deps.db.select().from(mailOutbox)).toHaveLength(1);
    expect((await (await ctx.request("/api/jobs")).json()).total).toBe(0);
  });

  it("needs a session", async () => {
    expect((await ctx.request("/api/jobs", { json: validJob })).status).toBe(401);
  });

  it("validates with the spec's messages and writes nothing", async () => {
    const m = await signedIn(ctx);
    const missing = await m.request("/api/jobs", { json: { title: "x" } });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe("Missing required job fields");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: " " }, "title", "Job title is required"],
      [{ company: "" }, "company", "Company name is required"],
      [{ location: "" }, "location", "Location is required"],
      [{ jobBoardUrl: "javascript:alert(1)" }, "jobBoardUrl", "Please enter a valid URL"],
      [{ description: "too short" }, "description", "Description must be at least 20 characters"],
      [{ skills: [] }, "skills", "At least one skill is required"],
    ];
    for (const [patch, field, message] of cases) {
      const res = await m.request("/api/jobs", { json: { ...validJob, ...patch } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
    expect(await ctx.deps.db.select().from(jobs)).toHaveLength(0);
  });
});

describe("interest", () => {
  it("toggles, is idempotent and unique", async () => {
    const m = await signedIn(ctx);
    const job = await createJob(ctx);
    expect((await m.request(`/api/jobs/${job.id}/interest`, { method: "POST" })).status).toBe(200);
    expect((await m.request(`/api/jobs/${job.id}/interest`, { method: "POST" })).status).toBe(200);
    expect(await ctx.deps.db.select().from(jobInterests)).toHaveLength(1);
    expect((await m.request(`/api/jobs/${job.id}/interest`, { method: "DELETE" })).status).toBe(200);
    expect(await ctx.deps.db.select().from(jobInterests)).toHaveLength(0);
  });

  it("needs a session and an approved job", async () => {
    const job = await createJob(ctx);
    const pending = await createJob(ctx, { isApproved: false });
    expect((await ctx.request(`/api/jobs/${job.id}/interest`, { method: "POST" })).status).toBe(401);
    const m = await signedIn(ctx);
    expect((await m.request(`/api/jobs/${pending.id}/interest`, { method: "POST" })).status).toBe(404);
  });
});

describe("admin review", () => {
  it("is admin only", async () => {
    const job = await createJob(ctx, { isApproved: false, isAdminReviewed: false });
    const member = await signedIn(ctx);
    const recruiter = await signedIn(ctx, "recruiter");
    for (const [path, method] of [
      ["/api/admin/jobs", "GET"],
      [`/api/admin/jobs/${job.id}/approve`, "POST"],
      [`/api/admin/jobs/${job.id}/reject`, "POST"],
      [`/api/admin/jobs/${job.id}`, "DELETE"],
    ] as const) {
      expect((await ctx.request(path, { method })).status).toBe(401);
      expect((await member.request(path, { method })).status).toBe(403);
      expect((await recruiter.request(path, { method })).status).toBe(403);
    }
    expect((await ctx.request("/api/admin/jobs/bulk-delete", { json: { ids: [job.id] } })).status).toBe(401);
    expect((await member.request("/api/admin/jobs/bulk-delete", { json: { ids: [job.id] } })).status).toBe(403);
    expect(await ctx.deps.db.select().from(jobs)).toHaveLength(1);
  });

  it("approve publishes and mails the submitter; reject keeps it off the board", async () => {
    const admin = await signedIn(ctx, "admin");
    const submitter = await signedIn(ctx);
    const a = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: submitter.id });
    const b = await createJob(ctx, { isApproved: false, isAdminReviewed: false, recruiterId: submitter.id });
    const pending = await (await admin.request("/api/admin/jobs?view=pending")).json();
    expect(pending.total).toBe(2);
    expect((await admin.request(`/api/admin/jobs/${a.id}/approve`, { method: "POST" })).status).toBe(200);
    expect((await admin.request(`/api/admin/jobs/${b.id}/reject`, { json: { reason: "Not a security role" } })).status).toBe(200);
    const board = await (await ctx.request("/api/jobs")).json();
    expect(board.jobs.map((j: { id: string }) => j.id)).toEqual([a.id]);
    const mails = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, submitter.email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    expect(mails.map((m) => m.subject).sort()).toEqual([`Your job "${a.title}" is live`, `Your job "${b.title}" was not approved`].sort());
    expect((await (await admin.request("/api/admin/jobs?view=pending")).json()).total).toBe(0);
  });

  it("searches title, company, location or any skill; deletes one and in bulk", async () => {
    const admin = await signedIn(ctx, "admin");
    const a = await createJob(ctx, { skills: ["Kubernetes"] });
    const b = await createJob(ctx, { location: "Lisbon, Portugal" });
    const c = await createJob(ctx);
    expect((await (await admin.request("/api/admin/jobs?search=kubern")).json()).total).toBe(1);
    expect((await (await admin.request("/api/admin/jobs?search=LISBON")).json()).total).toBe(1);
    expect((await admin.request(`/api/admin/jobs/${a.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await admin.request(`/api/admin/jobs/${a.id}`, { method: "DELETE" })).status).toBe(404);
    const bulk = await admin.request("/api/admin/jobs/bulk-delete", { json: { ids: [b.id, c.id] } });
    expect(await bulk.json()).toEqual({ deleted: 2 });
    expect((await admin.request("/api/admin/jobs/bulk-delete", { json: { ids: [] } })).status).toBe(400);
  });
});
