/**
 * The mentee apply form's time zone (docs/decisions/040-session-feedback.md): an IANA zone checked with
 * Intl on the server like the booker's zone (decision 030), stored as the applicant's zone and used by
 * the suggestions' shared-hours reason.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mentorshipApplications } from "../../db/schema";
import { errorOf, setProfile, signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
const fields = {
  fullName: "Ada Learner",
  email: "ada@example.test",
  currentRole: "Developer",
  yearsExperience: "1-3",
  areaOfInterest: "application-security",
  preferredContactMethod: "email",
  goals: "Become an AppSec engineer within a year.",
};
const form = (extra: Record<string, string> = {}) => {
  const f = new FormData();
  for (const [k, v] of Object.entries({ ...fields, ...extra })) f.append(k, v);
  return f;
};

describe("the applicant's time zone", () => {
  it("is stored and drives the shared-hours reason of the suggestions", async () => {
    const mentor = await signedIn(ctx, "mentor", { name: "Maya Mentor" });
    await setProfile(ctx, mentor.id, { expertise: ["AppSec"], bio: "I help people into AppSec.", timezone: "America/New_York" });
    const u = await signedIn(ctx);
    const res = await u.request("/api/mentorship/applications", { method: "POST", body: form({ timezone: "Asia/Tokyo" }) });
    expect(res.status).toBe(201);
    const id = (await res.json()).application.id as string;
    const [row] = await ctx.deps.db.select().from(mentorshipApplications).where(eq(mentorshipApplications.id, id));
    expect(row!.applicantTimezone).toBe("Asia/Tokyo");

    const admin = await signedIn(ctx, "admin");
    const { suggestions } = await (await admin.request(`/api/admin/matching/applications/${id}/suggestions`)).json();
    const hours = suggestions[0].parts.find((p: { key: string }) => p.key === "hours");
    expect(hours.reason).toMatch(/ in Asia\/Tokyo \(mentor in America\/New_York\)$/);
  });

  it("is optional (the profile's zone is used then) and an unknown zone is a 400 with no write", async () => {
    const u = await signedIn(ctx);
    const bad = await u.request("/api/mentorship/applications", { method: "POST", body: form({ timezone: "Mars/Olympus_Mons" }) });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ timezone: "Unknown time zone" });
    expect(await ctx.deps.db.select().from(mentorshipApplications)).toHaveLength(0);
    expect((await u.request("/api/mentorship/applications", { method: "POST", body: form() })).status).toBe(201);
    expect((await ctx.deps.db.select().from(mentorshipApplications))[0]!.applicantTimezone).toBeNull();
  });
});
