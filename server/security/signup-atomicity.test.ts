import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, profiles, user } from "../db/schema";
import { createUser, signedIn, signIn } from "../test/factories";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();
const body = { name: "Atomic Ada", email: "atomic@example.test", password: "A-long-atomic-passphrase-1" };

describe("sign-up is atomic", () => {
  it("a failure between the user and its credential leaves nothing behind, and the address can sign up again", async () => {
    await ctx.deps.db.execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION fail_account_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$`,
      ),
    );
    await ctx.deps.db.execute(
      sql.raw(`CREATE TRIGGER fail_account_insert BEFORE INSERT ON account FOR EACH ROW EXECUTE FUNCTION fail_account_insert()`),
    );
    try {
      const failed = await ctx.request("/api/auth/sign-up/email", { json: body });
      expect(failed.status).toBeGreaterThanOrEqual(400);
      expect(await ctx.deps.db.select().from(user).where(eq(user.email, body.email))).toHaveLength(0);
    } finally {
      await ctx.deps.db.execute(sql.raw(`DROP TRIGGER fail_account_insert ON account`));
      await ctx.deps.db.execute(sql.raw(`DROP FUNCTION fail_account_insert()`));
    }
    expect((await ctx.request("/api/auth/sign-up/email", { json: body })).status).toBe(200);
    const [u] = await ctx.deps.db.select().from(user).where(eq(user.email, body.email));
    expect(await ctx.deps.db.select().from(account).where(eq(account.userId, u!.id))).toHaveLength(1);
    expect(await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u!.id))).toHaveLength(1);
  });

  it("a missing profile is made at sign-in, and the admin list shows users without one", async () => {
    const u = await createUser(ctx, { name: "Profileless Pat" });
    await ctx.deps.db.delete(profiles).where(eq(profiles.id, u.id));
    const admin = await signedIn(ctx, "admin");
    const list = await (await admin.request("/api/admin/users?q=Profileless")).json();
    expect(list.users.map((x: { fullName: string }) => x.fullName)).toEqual(["Profileless Pat"]);
    const cookie = await signIn(ctx, u.email);
    expect((await ctx.request("/api/me", { cookie })).status).toBe(200);
    const [p] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(p?.fullName).toBe("Profileless Pat");
  });
});
