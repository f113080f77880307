import { eq } from "drizzle-orm";
import { contractorRequests, profiles } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import type { DemoUsers } from "../seed";
import { createAccount } from "./users";

/** Supporters, recruiters, a verified contractor and contractor requests in every status. */
export async function seedAccounts(deps: AppDeps, users: DemoUsers) {
  await deps.db
    .update(profiles)
    .set({
      isVerifiedContractor: true,
      title: "Independent Penetration Tester",
      expertise: ["Penetration Testing", "API Security"],
      bio: "Freelance web and API pentester.",
    })
    .where(eq(profiles.id, users.contractor.id));
  await deps.db.update(profiles).set({ title: "Talent Partner", company: "Northwind Bank" }).where(eq(profiles.id, users.recruiter.id));
  const extra = [
    ["Sara Supporter", "sara.supporter@example.com", "supporter"],
    ["Paul Patron", "paul.patron@example.com", "supporter"],
    ["Rita Recruits", "rita.recruits@example.com", "recruiter"],
    ["Pending Pete", "pending.pete@example.com", "user"],
    ["Rejected Rae", "rejected.rae@example.com", "user"],
    ["Verified Vic", "verified.vic@example.com", "user"],
  ] as const;
  const made = [];
  for (const [name, email, role] of extra)
    made.push(await createAccount(deps, { name, email, role, profile: { title: "Security Consultant" } }));
  const [, , , pete, rae, vic] = made;
  await deps.db.update(profiles).set({ isVerifiedContractor: true }).where(eq(profiles.id, vic!.id));
  const base = {
    relevantProjects: "Security assessments for fintech and healthcare clients; OWASP ASVS level 2 audits.",
    testimonials: "“Thorough, clear reports and great with developers.” — CISO, Example Fintech",
  };
  await deps.db.insert(contractorRequests).values([
    { userId: pete!.id, specialization: "Web application pentesting", yearsExperience: 4, status: "pending", ...base },
    { userId: users.member.id, specialization: "Secure code review (Java, Go)", yearsExperience: 3, status: "pending", ...base },
    { userId: rae!.id, specialization: "Cloud configuration reviews", yearsExperience: 1, status: "rejected", ...base },
    { userId: vic!.id, specialization: "Mobile application security", yearsExperience: 7, status: "approved", ...base },
  ]);
}
