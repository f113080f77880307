import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { errorOf, signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

const base = { fullName: "Grace Hopper", timezone: "UTC" };

describe("PUT /api/profile normalizes expertise and explains years", () => {
  it("trims expertise and drops entries that differ only by case, keeping the first spelling", async () => {
    const u = await signedIn(ctx);
    const res = await u.request("/api/profile", {
      method: "PUT",
      json: { ...base, expertise: [" OWASP ", "Threat Modeling", "owasp", "threat modeling", "SAST", "Sast"] },
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(row!.expertise).toEqual(["OWASP", "Threat Modeling", "SAST"]);
  });

  it("refuses years of experience outside 0–80 with a clear message on the field, writing nothing", async () => {
    const u = await signedIn(ctx);
    expect((await u.request("/api/profile", { method: "PUT", json: { ...base, title: "Before", yearsExperience: 4 } })).status).toBe(200);
    for (const yearsExperience of [-3, 81, "many"]) {
      const res = await u.request("/api/profile", { method: "PUT", json: { ...base, title: "After", yearsExperience } });
      expect(res.status).toBe(400);
      const err = await errorOf(res);
      expect(err.fields?.yearsExperience).toBe("Years of experience must be between 0 and 80");
    }
    const [row] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(row).toMatchObject({ title: "Before", yearsExperience: 4 });
    // Empty means "not given".
    expect((await u.request("/api/profile", { method: "PUT", json: { ...base, yearsExperience: "" } })).status).toBe(200);
    expect((await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id)))[0]!.yearsExperience).toBeNull();
  });
});
