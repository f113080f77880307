import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { meDto } from "@common/profiles.schema";
import { user } from "../db/schema";
import { setProfile, signedIn, type TestUser } from "../test/factories";
import { setupTestContext } from "../test/setup";

/**
 * A decision on an application adds or withdraws only the capability it is about (decision 026,
 * docs/decisions/026): a declined mentor application or a rejected contractor request never takes
 * away the member's other capabilities.
 */
const ctx = setupTestContext();

async function me(u: TestUser) {
  const res = await u.request("/api/me");
  expect(res.status).toBe(200);
  return meDto.parse(await res.json());
}

async function applyAsMentor(u: TestUser) {
  await setProfile(ctx, u.id, { bio: "Ten years of AppSec hiring and threat modeling.", expertise: ["Threat Modeling"] });
  const res = await u.request("/api/mentorship/mentor-application", { method: "POST" });
  expect(res.status).toBe(200);
  // The display role after applying: a recruiter stays a recruiter; a member shows as an applicant.
  expect(await res.json()).toEqual({ role: u.role === "recruiter" ? "recruiter" : "mentor_applicant" });
}

const stored = async (id: string) => (await ctx.deps.db.select().from(user).where(eq(user.id, id)))[0]!;

function contractorForm() {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    specialization: "Web pentesting",
    yearsExperience: "6",
    relevantProjects: "Audits for 3 banks",
    testimonials: "Great work - CISO",
  }))
    f.append(k, v);
  return f;
}

describe("a mentor application of a recruiter", () => {
  it("declined: the recruiter stays a recruiter and keeps the recruiter pages", async () => {
    const admin = await signedIn(ctx, "admin");
    const recruiter = await signedIn(ctx, "recruiter");
    await applyAsMentor(recruiter);
    const listed = await (await admin.request("/api/admin/mentor-applications")).json();
    expect(listed.applicants.map((a: { id: string }) => a.id)).toEqual([recruiter.id]);
    // While pending the recruiter keeps the recruiter pages.
    expect((await recruiter.request("/api/recruiter/jobs")).status).toBe(200);

    expect(
      (await admin.request(`/api/admin/mentor-applications/${recruiter.id}/reject`, { json: { reason: "Not this time" } })).status,
    ).toBe(200);

    const row = await stored(recruiter.id);
    expect(row.role).toBe("recruiter");
    expect(row.capabilities).toEqual(["recruiter"]);
    expect(row.mentorApplication).toBe("rejected");
    expect(row.mentorApplicationDecidedAt).toBeInstanceOf(Date);
    expect((await me(recruiter)).user).toMatchObject({ role: "recruiter", capabilities: ["recruiter"] });
    expect((await recruiter.request("/api/recruiter/jobs")).status).toBe(200);
    expect((await recruiter.request("/api/admin/review?kind=job")).status).toBe(403);
    // No longer listed as an applicant.
    expect((await (await admin.request("/api/admin/mentor-applications")).json()).applicants).toEqual([]);
  });

  it("approved: the recruiter becomes a mentor AND stays a recruiter", async () => {
    const admin = await signedIn(ctx, "admin");
    const recruiter = await signedIn(ctx, "recruiter");
    await applyAsMentor(recruiter);

    expect((await admin.request(`/api/admin/mentor-applications/${recruiter.id}/approve`, { method: "POST" })).status).toBe(200);

    const row = await stored(recruiter.id);
    expect([...row.capabilities].sort()).toEqual(["mentor", "recruiter"]);
    expect(row.role).toBe("mentor"); // the display role: mentor outranks recruiter
    const mine = await me(recruiter);
    expect(mine.user.role).toBe("mentor");
    expect([...mine.user.capabilities].sort()).toEqual(["mentor", "recruiter"]);
    // Both capabilities are honoured by the permission checks (the session was refreshed by the decision).
    expect((await recruiter.request("/api/recruiter/jobs")).status).toBe(200);
    expect((await recruiter.request("/api/admin/review?kind=job")).status).toBe(200);
    const mentors = await (await ctx.request("/api/mentors")).json();
    expect(mentors.mentors.map((m: { id: string }) => m.id)).toContain(recruiter.id);
    // Applying again is refused: already a mentor.
    expect((await recruiter.request("/api/mentorship/mentor-application", { method: "POST" })).status).toBe(409);
  });

  it("a supporter's application declined keeps the supporter plan", async () => {
    const admin = await signedIn(ctx, "admin");
    const supporter = await signedIn(ctx, "supporter");
    await applyAsMentor(supporter);
    expect((await me(supporter)).user.role).toBe("mentor_applicant");
    expect(
      (await admin.request(`/api/admin/mentor-applications/${supporter.id}/reject`, { json: { reason: "Not this time" } })).status,
    ).toBe(200);
    const row = await stored(supporter.id);
    expect({ role: row.role, plan: row.plan, capabilities: row.capabilities }).toEqual({
      role: "supporter",
      plan: "supporter",
      capabilities: [],
    });
  });
});

describe("a contractor request of a mentor", () => {
  it("rejected: the mentor stays a mentor (only the contractor verification is withdrawn)", async () => {
    const admin = await signedIn(ctx, "admin");
    const mentor = await signedIn(ctx, "mentor");
    await setProfile(ctx, mentor.id, { bio: "Mentor", expertise: ["Threat Modeling"] });
    expect((await mentor.request("/api/profile/contractor-request", { method: "POST", body: contractorForm() })).status).toBe(201);
    const pending = await (await admin.request("/api/admin/contractor-requests")).json();
    const id = pending.requests[0].id as string;

    expect((await admin.request(`/api/admin/contractor-requests/${id}/reject`, { json: { reason: "Not this time" } })).status).toBe(200);

    const row = await stored(mentor.id);
    expect({ role: row.role, capabilities: row.capabilities }).toEqual({ role: "mentor", capabilities: ["mentor"] });
    expect((await me(mentor)).user.role).toBe("mentor");
    expect((await mentor.request("/api/admin/review?kind=job")).status).toBe(200);
    const mentors = await (await ctx.request("/api/mentors")).json();
    expect(mentors.mentors.map((m: { id: string }) => m.id)).toContain(mentor.id);
  });

  it("rejected: a contractor-plan member loses the contractor plan and nothing else", async () => {
    const admin = await signedIn(ctx, "admin");
    const contractor = await signedIn(ctx, "contractor");
    expect((await contractor.request("/api/profile/contractor-request", { method: "POST", body: contractorForm() })).status).toBe(201);
    const id = (await (await admin.request("/api/admin/contractor-requests")).json()).requests[0].id as string;
    expect((await admin.request(`/api/admin/contractor-requests/${id}/reject`, { json: { reason: "Not this time" } })).status).toBe(200);
    const row = await stored(contractor.id);
    expect({ role: row.role, plan: row.plan, capabilities: row.capabilities }).toEqual({ role: "user", plan: "free", capabilities: [] });
  });
});

describe("the admin role picker (PUT /admin/users/:id/role) sets the display role through capabilities and plan", () => {
  const setRole = (admin: TestUser, id: string, role: string) =>
    admin.request(`/api/admin/users/${id}/role`, { method: "PUT", json: { role, reason: "Staffing change" } });

  it("Recruiter for a supporter: the recruiter capability, the supporter plan kept, the recruiter pages at once", async () => {
    const admin = await signedIn(ctx, "admin");
    const supporter = await signedIn(ctx, "supporter");
    expect((await supporter.request("/api/recruiter/jobs")).status).toBe(403);
    expect((await setRole(admin, supporter.id, "recruiter")).status).toBe(200);
    const row = await stored(supporter.id);
    expect({ role: row.role, plan: row.plan, capabilities: row.capabilities }).toEqual({
      role: "recruiter",
      plan: "supporter",
      capabilities: ["recruiter"],
    });
    // Same cookie: the capability change ended its cached session (session_version), so it applies now.
    expect((await supporter.request("/api/recruiter/jobs")).status).toBe(200);
    expect((await setRole(admin, supporter.id, "user")).status).toBe(200);
    const back = await stored(supporter.id);
    expect({ role: back.role, plan: back.plan, capabilities: back.capabilities }).toEqual({ role: "user", plan: "free", capabilities: [] });
    expect((await supporter.request("/api/recruiter/jobs")).status).toBe(403);
  });

  it("Mentor for a pending applicant approves the application; Mentor Applicant opens one", async () => {
    const admin = await signedIn(ctx, "admin");
    const recruiter = await signedIn(ctx, "recruiter");
    await applyAsMentor(recruiter);
    expect((await setRole(admin, recruiter.id, "mentor")).status).toBe(200);
    let row = await stored(recruiter.id);
    expect({ role: row.role, capabilities: row.capabilities, application: row.mentorApplication }).toEqual({
      role: "mentor",
      capabilities: ["mentor"],
      application: "approved",
    });
    const member = await signedIn(ctx);
    expect((await setRole(admin, member.id, "mentor_applicant")).status).toBe(200);
    row = await stored(member.id);
    expect({ role: row.role, application: row.mentorApplication }).toEqual({ role: "mentor_applicant", application: "pending" });
    expect((await (await admin.request("/api/admin/mentor-applications")).json()).applicants.map((a: { id: string }) => a.id)).toEqual([
      member.id,
    ]);
  });

  it("an admin's standing is not changed, nor one's own", async () => {
    const admin = await signedIn(ctx, "admin");
    const other = await signedIn(ctx, "admin");
    expect((await setRole(admin, other.id, "user")).status).toBe(403);
    expect((await setRole(admin, admin.id, "user")).status).toBe(403);
    expect((await stored(other.id)).capabilities).toEqual(["admin"]);
  });
});
