import { count } from "drizzle-orm";
import { DAY_MS } from "@common/time";
import { user } from "../db/schema";
import type { AppDeps } from "../lib/context";
import { seedCommunity } from "./seed/community";
import { seedJobs } from "./seed/jobs";
import { seedMentorship } from "./seed/mentorship";
import { seedAccounts } from "./seed/accounts";
import { createAccount, type DemoUser } from "./seed/users";

/** One sign-in per role; the README lists them. */
export const DEMO_USERS = {
  admin: { email: "admin@appsec.community", name: "Ada Admin", role: "admin" },
  mentor: { email: "mentor@appsec.community", name: "Maya Mentor", role: "mentor" },
  recruiter: { email: "recruiter@appsec.community", name: "Rick Recruiter", role: "recruiter" },
  contractor: { email: "contractor@appsec.community", name: "Cora Contractor", role: "contractor" },
  supporter: { email: "supporter@appsec.community", name: "Sam Supporter", role: "supporter" },
  member: { email: "member@appsec.community", name: "Milo Member", role: "user" },
} as const;

/** How long ago the demo accounts joined. */
export const DEMO_ACCOUNT_AGE_DAYS = 200;

export type DemoUsers = Record<keyof typeof DEMO_USERS, DemoUser>;

export async function seedDemo(deps: AppDeps) {
  const users = {} as DemoUsers;
  for (const [key, u] of Object.entries(DEMO_USERS) as [keyof typeof DEMO_USERS, (typeof DEMO_USERS)[keyof typeof DEMO_USERS]][]) {
    users[key] = await createAccount(deps, {
      email: u.email,
      name: u.name,
      role: u.role,
      profile: { title: key === "member" ? "Software Engineer" : null, company: null },
      // A demo community that has been around for a while: its accounts are not new ones (docs/decisions/054),
      // so the demo shows ordinary members' limits, not a first day's.
      createdAt: new Date(deps.scheduler.now().getTime() - DEMO_ACCOUNT_AGE_DAYS * DAY_MS),
    });
  }
  // Each area adds its own demo content.
  await seedAccounts(deps, users);
  await seedMentorship(deps, users);
  await seedJobs(deps, users);
  await seedCommunity(deps, users);
  return users;
}

/**
 * Fills an empty database with demo content; leaves any other database alone. All or nothing (issue
 * 19.7): one transaction, so a seed killed or failing part-way leaves the database empty and the
 * next start seeds it again (a partial seed would have counted as "not empty" for good).
 */
export async function seedIfEmpty(deps: AppDeps) {
  const seeded = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(user);
    if ((existing?.n ?? 0) > 0) return false;
    deps.logger.info("seeding demo data");
    await seedDemo({ ...deps, db: tx });
    return true;
  });
  if (seeded) deps.logger.info("demo data ready");
  return seeded;
}
