import { randomUUID } from "node:crypto";
import { addDays, todayIn } from "@common/time";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ReviewQueueDto } from "@common/moderation.schema";
import { createAccount, type DemoUserInput } from "../cli/seed/users";
import { events, mailOutbox, moderationItems, profiles } from "../db/schema";
import type { Role } from "../lib/context";
import { cookieFrom, type RequestOptions, type TestContext } from "./setup";

export const TEST_PASSWORD = "Test-password-1";

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  password: string;
  cookie: string;
  /** ctx.request with this user's session cookie. */
  request(path: string, opts?: RequestOptions): Promise<Response>;
}

/** Creates a verified account (with profile) directly in the database. */
export async function createUser(ctx: TestContext, input: Partial<DemoUserInput> & { role?: Role } = {}) {
  const n = randomUUID().slice(0, 8);
  return createAccount(
    ctx.deps,
    {
      email: input.email ?? `user-${n}@example.test`,
      name: input.name ?? `Test User ${n}`,
      role: input.role ?? "user",
      profile: input.profile,
      createdAt: input.createdAt,
    },
    TEST_PASSWORD,
  );
}

/** Signs in through better-auth itself (not the rate-limited HTTP route) and returns the cookie. */
export async function signIn(ctx: TestContext, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = (await ctx.deps.auth.api.signInEmail({ body: { email, password }, asResponse: true })) as Response;
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return cookieFrom(res);
}

/** A signed-in user of the given role, ready to make requests. */
export async function signedIn(ctx: TestContext, role: Role = "user", input: Partial<DemoUserInput> = {}): Promise<TestUser> {
  const u = await createUser(ctx, { ...input, role });
  const cookie = await signIn(ctx, u.email);
  return {
    ...u,
    password: TEST_PASSWORD,
    cookie,
    request: (path, opts = {}) => ctx.request(path, { ...opts, cookie }),
  };
}

export async function setProfile(ctx: TestContext, userId: string, values: Partial<typeof profiles.$inferInsert>) {
  await ctx.deps.db.update(profiles).set(values).where(eq(profiles.id, userId));
}

/** Reads the JSON error body of a failed response. */
export async function errorOf(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  return body.error;
}

/**
 * What the moderation tests do with the one review queue (docs/decisions/034): read it as `who` (200
 * expected), find a kind's item for a target (undefined when there is none), post a decision, and read the
 * mails sent to an address.
 */
export function reviewQueueHelpers(ctx: TestContext) {
  const db = () => ctx.deps.db;
  return {
    db,
    queue: async (who: TestUser, qs = "") => {
      const res = await who.request(`/api/admin/review${qs}`);
      expect(res.status).toBe(200);
      return (await res.json()) as ReviewQueueDto;
    },
    itemOf: async (kind: string, targetId: string) =>
      (
        await db()
          .select()
          .from(moderationItems)
          .where(and(eq(moderationItems.kind, kind), eq(moderationItems.targetId, targetId)))
      )[0],
    decide: (who: TestUser, id: string, body: Record<string, unknown>) => who.request(`/api/admin/review/${id}/decision`, { json: body }),
    mailsTo: async (to: string) =>
      db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
  };
}

/** An event row: an online meetup three days ahead (UTC), unless `values` say otherwise. */
export async function createEvent(ctx: TestContext, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await ctx.deps.db
    .insert(events)
    .values({
      title: "OWASP meetup",
      description: "Talks and pizza",
      eventDate: addDays(todayIn("UTC"), 3),
      eventTime: "6:00 PM EST",
      location: "Online",
      meetingUrl: "https://meet.example.com/owasp",
      ...values,
    })
    .returning();
  return row!;
}
