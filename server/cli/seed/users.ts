import { randomUUID } from "node:crypto";
import { standingOfRole } from "@common/roles";
import { account, profiles, user } from "../../db/schema";
import type { AppDeps, Role } from "../../lib/context";

export const DEMO_PASSWORD = "Demo-password-1";

export interface DemoUserInput {
  email: string;
  name: string;
  role?: Role;
  profile?: Partial<typeof profiles.$inferInsert>;
  createdAt?: Date;
}

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

const hashCache = new Map<string, string>();

/** Hash once per password: demo and test users share it, so seeding stays fast. */
export async function hashPassword(deps: Pick<AppDeps, "auth">, password: string) {
  const cached = hashCache.get(password);
  if (cached) return cached;
  const ctx = await deps.auth.$context;
  const hash = await ctx.password.hash(password);
  hashCache.set(password, hash);
  return hash;
}

/**
 * Inserts a verified e-mail+password account with its profile, as sign-up would. `role` is a
 * shorthand for the capabilities, plan and mentor application it stands for (docs/decisions/026).
 */
export async function createAccount(deps: Pick<AppDeps, "auth" | "db">, input: DemoUserInput, password = DEMO_PASSWORD): Promise<DemoUser> {
  const id = randomUUID();
  const role = input.role ?? "user";
  const created = input.createdAt ?? new Date();
  const hash = await hashPassword(deps, password);
  const standing = standingOfRole(role);
  await deps.db.transaction(async (tx) => {
    await tx.insert(user).values({
      id,
      name: input.name,
      email: input.email.toLowerCase(),
      emailVerified: true,
      capabilities: [...standing.capabilities],
      plan: standing.plan,
      mentorApplication: standing.mentorApplication,
      mentorApplicationAt: standing.mentorApplication ? created : null,
      createdAt: created,
      updatedAt: created,
    });
    await tx.insert(account).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    await tx.insert(profiles).values({ id, fullName: input.name, createdAt: created, ...input.profile });
  });
  return { id, email: input.email.toLowerCase(), name: input.name, role };
}
