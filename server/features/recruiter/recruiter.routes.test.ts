import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobInterests, jobs } from "../../db/schema";
import { errorOf, setProfile, signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

describe("recruiter area", () => {
  it("is for recruiters and admins only", async () => {
    expect((await ctx.request("/api/recruiter/jobs")).status).toBe(401);
    const member = await signedIn(ctx);
    expect((await member.request("/api/recruiter/jobs")).status).toBe(403);
    expect((await member.request("/api/recruiter/candidates?q=x")).status).toBe(403);
  });

  it("a recruiter sees only their own jobs, with real applicant counts", async () => {
    const r = await signedIn(ctx, "recruiter");
    const other = await signedIn(ctx, "recruiter");
    const mine = await createJob(ctx, { recruiterId: r.id });
    await createJob(ctx, { recruiterId: other.id });
    const a = await signedIn(ctx);
    const b = await signedIn(ctx);
    await ctx.deps.db.insert(jobInterests).values([
      { userId: a.id, jobId: mine.id },
      { userId: b.id, jobId: mine.id },
    ]);
    const body = await (await r.request("/api/recruiter/jobs")).json();
    expect(body.activeJobs).toBe(1);
    expect(body.totalApplicants).toBe(2);
    expect(body.jobs).toEqual([expect.objectContaining({ id: mine.id, applicantCount: 2 })]);
  });

  it("pages the postings newest first by cursor; the figures come with the first page; admins see every posting", async () => {
    const r = await signedIn(ctx, "recruiter");
    const other = await signedIn(ctx, "recruiter");
    const admin = await signedIn(ctx, "admin");
    const day = (d: number) => new Date(Date.now() - d * 86_400_000);
    const [newest, middle, oldest] = [
      await createJob(ctx, { recruiterId: r.id, datePosted: day(1) }),
      await createJob(ctx, { recruiterId: r.id, datePosted: day(2) }),
      await createJob(ctx, { recruiterId: r.id, datePosted: day(3) }),
    ];
    const theirs = await createJob(ctx, { recruiterId: other.id, datePosted: day(0) });
    const fan = await signedIn(ctx);
    await ctx.deps.db.insert(jobInterests).values([{ userId: fan.id, jobId: oldest.id }]);

    const first = await (await r.request("/api/recruiter/jobs?pageSize=2")).json();
    expect(first.jobs.map((j: { id: string }) => j.id)).toEqual([newest.id, middle.id]);
    expect(first).toMatchObject({
      activeJobs: 3,
      activeJobsCapped: false,
      totalApplicants: 1,
      totalApplicantsCapped: false,
      hasMore: true,
    });
    const second = await (await r.request(`/api/recruiter/jobs?pageSize=2&cursor=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(second.jobs).toEqual([expect.objectContaining({ id: oldest.id, applicantCount: 1 })]);
    expect(second).toMatchObject({ activeJobs: null, totalApplicants: null, hasMore: false, nextCursor: null });

    const all = await (await admin.request("/api/recruiter/jobs?pageSize=50")).json();
    expect(all.jobs.map((j: { id: string }) => j.id)).toEqual([theirs.id, newest.id, middle.id, oldest.id]);
    expect(all).toMatchObject({ activeJobs: 4, totalApplicants: 1 });

    for (const bad of ["pageSize=0", "pageSize=51", "cursor=nonsense"]) {
      const res = await r.request(`/api/recruiter/jobs?${bad}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await errorOf(await r.request("/api/recruiter/jobs?cursor=nonsense"))).message).toBe("Invalid page cursor");
  });

  it("applicants of a job: owner and admin yes, another recruiter 404", async () => {
    const r = await signedIn(ctx, "recruiter");
    const other = await signedIn(ctx, "recruiter");
    const admin = await signedIn(ctx, "admin");
    const job = await createJob(ctx, { recruiterId: r.id });
    const fan = await signedIn(ctx, "user", { name: "Fiona Fan" });
    await setProfile(ctx, fan.id, { title: "AppSec Analyst" });
    await ctx.deps.db.insert(jobInterests).values({ userId: fan.id, jobId: job.id });
    const res = await r.request(`/api/recruiter/jobs/${job.id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.applicants).toEqual([
      expect.objectContaining({ id: fan.id, fullName: "Fiona Fan", title: "AppSec Analyst", email: fan.email }),
    ]);
    expect((await admin.request(`/api/recruiter/jobs/${job.id}`)).status).toBe(200);
    expect((await other.request(`/api/recruiter/jobs/${job.id}`)).status).toBe(404);
  });

  it("editing: owner or admin; an approved job goes back to review; others 404; bad input 400", async () => {
    const r = await signedIn(ctx, "recruiter");
    const other = await signedIn(ctx, "recruiter");
    const job = await createJob(ctx, { recruiterId: r.id });
    const input = {
      title: "Senior AppSec Engineer",
      company: job.company,
      location: job.location,
      jobBoardUrl: job.jobBoardUrl,
      description: job.description,
      skills: ["OWASP"],
    };
    expect((await other.request(`/api/recruiter/jobs/${job.id}`, { method: "PUT", json: input })).status).toBe(404);
    expect((await r.request(`/api/recruiter/jobs/${job.id}`, { method: "PUT", json: { ...input, description: "short" } })).status).toBe(
      400,
    );
    expect((await r.request(`/api/recruiter/jobs/${job.id}`, { method: "PUT", json: input })).status).toBe(200);
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ title: "Senior AppSec Engineer", isApproved: false, isAdminReviewed: false });
  });

  it("candidate search returns at most 10 open-to-work matches", async () => {
    const r = await signedIn(ctx, "recruiter");
    for (let i = 0; i < 12; i++) {
      const u = await signedIn(ctx, "user", { name: `Kube Person ${i}` });
      await setProfile(ctx, u.id, { isOpenToWork: true, expertise: ["Kubernetes"] });
    }
    const body = await (await r.request("/api/recruiter/candidates?q=kubernetes")).json();
    expect(body.candidates).toHaveLength(10);
    expect(body.total).toBe(12);
    expect((await r.request("/api/recruiter/candidates?q=")).status).toBe(400);
  });
});
