import { asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "@common/time";
import { appointments, blogPosts, jobs, mailOutbox, user } from "../db/schema";
import { signedIn, setProfile } from "../test/factories";
import { createJob } from "../test/job-factory";
import { setupTestContext } from "../test/setup";

/** Decisions guarded in the database (decision 006): each one only from the state it may leave. */
const ctx = setupTestContext();

async function articleIn(status: "draft" | "pending" | "published" | "rejected", publishedAt: Date | null = null) {
  const [row] = await ctx.deps.db
    .insert(blogPosts)
    .values({ title: `A ${status} article`, content: "<p>x</p>", slug: `s-${Math.random().toString(36).slice(2)}`, status, publishedAt })
    .returning({ id: blogPosts.id });
  return row!.id;
}

async function booking() {
  const mentor = await signedIn(ctx, "mentor");
  await setProfile(ctx, mentor.id, { bio: "Mentor", expertise: ["Threat Modeling"] });
  const member = await signedIn(ctx);
  const res = await member.request("/api/appointments", {
    json: { mentorId: mentor.id, date: addDays(todayIn("UTC"), 2), time: "10:00 AM", topic: "Career advice" },
  });
  expect(res.status).toBe(201);
  const [row] = await ctx.deps.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, member.id));
  return { mentor, member, id: row!.id };
}

const confirmedMails = async (to: string) =>
  (await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))).filter(
    (m) => m.subject.includes("is confirmed"),
  );

describe("article review", () => {
  it("only a pending article is approved or rejected; others answer 409 and keep their date", async () => {
    const admin = await signedIn(ctx, "admin");
    const date = new Date("2025-01-02T03:04:05Z");
    for (const [status, at] of [
      ["draft", null],
      ["rejected", null],
      ["published", date],
    ] as const) {
      const id = await articleIn(status, at);
      expect((await admin.request(`/api/blog/articles/${id}/approve`, { method: "POST" })).status, status).toBe(409);
      expect(
        (await admin.request(`/api/blog/articles/${id}/reject`, { method: "POST", json: { reason: "Off topic" } })).status,
        status,
      ).toBe(409);
      const [row] = await ctx.deps.db.select().from(blogPosts).where(eq(blogPosts.id, id));
      expect(row!.status).toBe(status);
      expect(row!.publishedAt?.toISOString() ?? null).toBe(at?.toISOString() ?? null);
    }
  });

  it("two admins deciding at once: one wins, the other gets 409", async () => {
    const a = await signedIn(ctx, "admin");
    const b = await signedIn(ctx, "admin");
    const id = await articleIn("pending");
    const statuses = (
      await Promise.all([
        a.request(`/api/blog/articles/${id}/approve`, { method: "POST" }),
        b.request(`/api/blog/articles/${id}/reject`, { method: "POST", json: { reason: "Off topic" } }),
      ])
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });
});

describe("appointments", () => {
  it("a request the member cancelled cannot be approved, and no 'confirmed' mail goes out", async () => {
    const { mentor, member, id } = await booking();
    expect((await member.request(`/api/appointments/${id}/cancel`, { method: "POST" })).status).toBe(200);
    const res = await mentor.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } });
    expect(res.status).toBe(409);
    expect(await confirmedMails(member.email)).toHaveLength(0);
  });

  it("approve and cancel at the same moment: exactly one happens, and the mails match it", async () => {
    for (let i = 0; i < 5; i++) {
      await ctx.reset();
      const { mentor, member, id } = await booking();
      const [decide, cancel] = await Promise.all([
        mentor.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } }),
        member.request(`/api/appointments/${id}/cancel`, { method: "POST" }),
      ]);
      const [row] = await ctx.deps.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
      // Both may succeed in sequence (approve, then cancel the approved session); never a cancelled + confirmed pair out of order.
      if (decide.status === 409) expect(row!.status).toBe("cancelled");
      if (cancel.status === 409) expect(row!.status).toBe("approved");
      expect([decide.status, cancel.status]).not.toContain(500);
      const confirmed = await confirmedMails(member.email);
      expect(confirmed.length).toBe(decide.status === 200 ? 1 : 0);
    }
  });

  it("cancel only from an active status, once", async () => {
    const { member, id } = await booking();
    const statuses = (await Promise.all([1, 2, 3].map(() => member.request(`/api/appointments/${id}/cancel`, { method: "POST" }))))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409, 409]);
    const cancelMails = await ctx.deps.db.select().from(mailOutbox).where(like(mailOutbox.subject, "%cancelled%"));
    expect(cancelMails).toHaveLength(2);
  });
});

describe("plan changes and the last admin", () => {
  it("a plan change never overwrites a locked role", async () => {
    const member = await signedIn(ctx);
    await ctx.deps.db.update(user).set({ role: "mentor" }).where(eq(user.id, member.id));
    const res = await member.request("/api/billing/plan", { json: { plan: "recruiter" } });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("Cannot change subscription for users with mentor role.");
    const [row] = await ctx.deps.db.select({ role: user.role }).from(user).where(eq(user.id, member.id));
    expect(row!.role).toBe("mentor");
  });

  it("two admins deleting themselves at once leave one admin", async () => {
    const a = await signedIn(ctx, "admin");
    const b = await signedIn(ctx, "admin");
    const statuses = (
      await Promise.all([
        a.request("/api/account", { method: "DELETE", json: { password: a.password } }),
        b.request("/api/account", { method: "DELETE", json: { password: b.password } }),
      ])
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
    expect(await ctx.deps.db.select().from(user).where(eq(user.role, "admin"))).toHaveLength(1);
  });
});

describe("job edits", () => {
  it("every edit goes back to review, in one statement guarded by the owner", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const other = await signedIn(ctx, "recruiter");
    const job = await createJob(ctx, { recruiterId: owner.id, isApproved: false, isAdminReviewed: false });
    const body = {
      title: "Edited title",
      company: "Acme",
      location: "Berlin, Germany",
      jobBoardUrl: "https://jobs.example.com/1",
      description: "Own the secure development lifecycle.",
      skills: ["OWASP"],
    };
    expect((await other.request(`/api/recruiter/jobs/${job.id}`, { method: "PUT", json: body })).status).toBe(404);
    // An approval that landed after the owner opened the form does not publish the edit unreviewed.
    await ctx.deps.db.update(jobs).set({ isApproved: true, isAdminReviewed: true }).where(eq(jobs.id, job.id));
    expect((await owner.request(`/api/recruiter/jobs/${job.id}`, { method: "PUT", json: body })).status).toBe(200);
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ title: "Edited title", isApproved: false, isAdminReviewed: false });
  });
});
