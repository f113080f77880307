import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, profiles, user } from "../db/schema";
import { jobStatus } from "../features/jobs/job-status";
import { createUser, signIn } from "../test/factories";
import { setupTestContext } from "../test/setup";
import { grantAdmin } from "./grant-admin";
import { DEMO_USERS, seedIfEmpty } from "./seed";

const ctx = setupTestContext();

describe("admin grant", () => {
  it("makes an existing account an admin, case-insensitively", async () => {
    const u = await createUser(ctx, { email: "boss@example.test" });
    expect(await grantAdmin(ctx.deps.db, "  BOSS@example.test ")).toBe(true);
    const [row] = await ctx.deps.db.select({ role: user.role }).from(user).where(eq(user.id, u.id));
    expect(row!.role).toBe("admin");
  });

  it("answers false for an unknown address", async () => {
    expect(await grantAdmin(ctx.deps.db, "nobody@example.test")).toBe(false);
  });
});

describe("demo data", () => {
  it("fills an empty database once, with a working sign-in for every role", async () => {
    expect(await seedIfEmpty(ctx.deps)).toBe(true);
    for (const u of Object.values(DEMO_USERS)) {
      const [row] = await ctx.deps.db.select({ role: user.role, id: user.id }).from(user).where(eq(user.email, u.email));
      expect(row?.role).toBe(u.role);
      const [p] = await ctx.deps.db.select({ n: count() }).from(profiles).where(eq(profiles.id, row!.id));
      expect(p!.n).toBe(1);
    }
    expect(await signIn(ctx, DEMO_USERS.admin.email, "Demo-password-1")).toContain("better-auth.session_token=");
    // Job lifecycle: every approved job has an end date; the demo recruiter shows each status.
    const all = await ctx.deps.db.select().from(jobs);
    expect(all.filter((j) => j.isApproved && !j.expiresAt)).toEqual([]);
    const now = new Date();
    expect(all.filter((j) => jobStatus(j, now) === "approved").length).toBeGreaterThan(30);
    const [recruiter] = await ctx.deps.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_USERS.recruiter.email));
    const mine = all.filter((j) => j.recruiterId === recruiter!.id);
    expect(new Set(mine.map((j) => jobStatus(j, now)))).toEqual(new Set(["approved", "pending", "rejected", "expired"]));
    expect(mine.some((j) => j.isApproved && j.expiresAt!.getTime() - now.getTime() < 3 * 86_400_000 && j.expiresAt! > now)).toBe(true);
    expect(mine.find((j) => jobStatus(j, now) === "rejected")!.rejectionReason).toBeTruthy();
    expect(await seedIfEmpty(ctx.deps)).toBe(false);
  }, 120_000);
});
