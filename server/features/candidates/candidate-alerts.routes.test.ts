import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { candidateSearchDtoSchema, candidateSearchListDtoSchema, MAX_CANDIDATE_SEARCHES } from "@common/candidates.schema";
import { candidateSavedSearches, mailDigests, mailOutbox } from "../../db/schema";
import { errorOf, setProfile, signedIn, type TestUser } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { candidateSearchToken, directoryUrlOf, sendCandidateAlertDigests } from "./candidate-alerts.service";

const ctx = setupTestContext();
const DAY = 86_400_000;

const saved = () => ctx.deps.db.select().from(candidateSavedSearches);
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const body = { name: "SAST in Berlin", frequency: "daily", query: { q: "Security", skill: ["SAST"], location: "Berlin, Germany" } };
const save = (u: TestUser, json: unknown = body) => u.request("/api/candidate-searches", { method: "POST", json });

async function member(name: string, profile: Parameters<typeof setProfile>[2]) {
  const u = await signedIn(ctx, "user", { name });
  await setProfile(ctx, u.id, { isOpenToWork: true, ...profile });
  return u;
}

describe("saved candidate searches: who may", () => {
  it("anonymous 401, a member 403, a recruiter and an admin save, list and delete their own", async () => {
    const anon = await ctx.request("/api/candidate-searches", { method: "POST", json: body });
    expect(anon.status).toBe(401);
    expect((await ctx.request("/api/candidate-searches")).status).toBe(401);
    const plain = await signedIn(ctx);
    expect((await save(plain)).status).toBe(403);
    expect((await plain.request("/api/candidate-searches")).status).toBe(403);
    expect(await saved()).toEqual([]);

    for (const role of ["recruiter", "admin"] as const) {
      const u = await signedIn(ctx, role);
      const res = await save(u);
      expect(res.status).toBe(201);
      const dto = candidateSearchDtoSchema.parse(await res.json());
      // Stored as the directory keys it: term and skills lower-cased.
      expect(dto.query).toEqual({ q: "security", skill: ["sast"], location: "berlin, germany" });
      const list = candidateSearchListDtoSchema.parse(await (await u.request("/api/candidate-searches")).json());
      expect(list.savedSearches.map((s) => s.id)).toEqual([dto.id]);
      expect((await u.request(`/api/candidate-searches/${dto.id}`, { method: "DELETE" })).status).toBe(200);
    }
    expect(await saved()).toEqual([]);
  });

  it("another recruiter's saved search is 404 to delete and absent from their list", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const other = await signedIn(ctx, "recruiter");
    const { id } = await (await save(owner)).json();
    const res = await other.request(`/api/candidate-searches/${id}`, { method: "DELETE" });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe("NOT_FOUND");
    expect((await (await other.request("/api/candidate-searches")).json()).savedSearches).toEqual([]);
    expect(await saved()).toHaveLength(1);
  });

  it("bad input is 400 with the field and writes nothing; the 21st is 409", async () => {
    const r = await signedIn(ctx, "recruiter");
    for (const bad of [
      { ...body, name: "" },
      { ...body, frequency: "hourly" },
      { ...body, query: { experience: "99" } },
      { ...body, query: { skill: ["a", "b", "c", "d", "e", "f"] } },
    ]) {
      const res = await save(r, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await errorOf(res)).code).toBe("VALIDATION_FAILED");
    }
    expect(await saved()).toEqual([]);
    for (let i = 0; i < MAX_CANDIDATE_SEARCHES; i++) expect((await save(r, { ...body, name: `S${i}` })).status).toBe(201);
    const over = await save(r);
    expect(over.status).toBe(409);
    expect(await saved()).toHaveLength(MAX_CANDIDATE_SEARCHES);
  });
});

describe("candidate alerts", () => {
  it("mails the new matching members once per period, with one-click unsubscribe; the next period only newer ones", async () => {
    const r = await signedIn(ctx, "recruiter");
    await member("Old Olga", { title: "Security Engineer", expertise: ["SAST"], location: "Berlin, Germany" });
    expect((await save(r)).status).toBe(201);
    // After the save: one matching member (a typo-free title word, the skill, the location), two not.
    await member("Ana Match", { title: "Security Engineer", expertise: ["SAST"], location: "Berlin, Germany" });
    await member("Ben Elsewhere", { title: "Security Engineer", expertise: ["SAST"], location: "Remote" });
    await member("Cy Noskill", { title: "Security Engineer", location: "Berlin, Germany" });

    const now = new Date();
    // Two instances at once: one mail.
    const runs = await Promise.all([sendCandidateAlertDigests(ctx.deps, now), sendCandidateAlertDigests(ctx.deps, now)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendCandidateAlertDigests(ctx.deps, now)).toBe(0);
    const mails = await mailsTo(r.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('1 new candidate for "SAST in Berlin"');
    expect(mail.text).toContain("Ana Match");
    for (const other of ["Old Olga", "Ben Elsewhere", "Cy Noskill"]) expect(mail.text).not.toContain(other);
    expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers!["List-Unsubscribe"]).toMatch(/^<[^>]+\/api\/candidate-searches\/unsubscribe\?token=[^>]+>/);
    expect(await ctx.deps.db.select().from(mailDigests).where(eq(mailDigests.kind, "candidate_search"))).toHaveLength(1);

    // The next day: only the member who joined since.
    await member("Di Later", { title: "Security Lead", expertise: ["sast"], location: "berlin, germany" });
    expect(await sendCandidateAlertDigests(ctx.deps, new Date(now.getTime() + DAY))).toBe(1);
    const second = (await mailsTo(r.email))[1]!;
    expect(second.text).toContain("Di Later");
    expect(second.text).not.toContain("Ana Match");

    // One-click: the provider's POST without a session or Origin turns this alert off.
    const url = new URL(/^<([^>]+)>/.exec(second.headers!["List-Unsubscribe"]!)![1]!);
    const res = await ctx.request(`${url.pathname}${url.search}`, {
      method: "POST",
      noOrigin: true,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).what).toBe('The candidate alert "SAST in Berlin" is turned off.');
    expect(await saved()).toEqual([]);
    await member("Ed Afterwards", { title: "Security Engineer", expertise: ["SAST"], location: "Berlin, Germany" });
    expect(await sendCandidateAlertDigests(ctx.deps, new Date(now.getTime() + 2 * DAY))).toBe(0);
  });

  it("a weekly search mails once a week; a typo in the saved term still matches", async () => {
    const r = await signedIn(ctx, "recruiter");
    expect((await save(r, { name: "Threat people", frequency: "weekly", query: { q: "thraet" } })).status).toBe(201);
    await member("Ana Threat", { expertise: ["Threat Modeling"] });
    const monday = new Date("2026-11-23T10:00:00Z");
    expect(await sendCandidateAlertDigests(ctx.deps, monday)).toBe(1);
    await member("Ben Threat", { expertise: ["Threat Modeling"] });
    expect(await sendCandidateAlertDigests(ctx.deps, new Date("2026-11-25T10:00:00Z"))).toBe(0);
    expect(await sendCandidateAlertDigests(ctx.deps, new Date("2026-11-30T10:00:00Z"))).toBe(1);
    expect((await mailsTo(r.email)).map((m) => m.text.includes("Ben Threat"))).toEqual([false, true]);
  });

  it("a forged token is 400 and deletes nothing; a used one says it is already off", async () => {
    const r = await signedIn(ctx, "recruiter");
    const { id } = await (await save(r)).json();
    for (const token of [candidateSearchToken("another-secret-another-secret-1234", id), "not-a-token-at-all"]) {
      const res = await ctx.request(`/api/candidate-searches/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        noOrigin: true,
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe("This unsubscribe link is invalid.");
    }
    expect(await saved()).toHaveLength(1);
    const good = `/api/candidate-searches/unsubscribe?token=${encodeURIComponent(candidateSearchToken(ctx.deps.config.authSecret, id))}`;
    expect((await ctx.request(good, { method: "POST", noOrigin: true })).status).toBe(200);
    expect((await (await ctx.request(good, { method: "POST", noOrigin: true })).json()).what).toBe(
      "This candidate alert is already turned off.",
    );
  });

  it("the mail's button opens the directory with the same term and filters", () => {
    expect(directoryUrlOf({ q: "security", skill: ["sast", "threat modeling"], location: "berlin", experience: "3-5" })).toBe(
      "/candidates?q=security&skill=sast&skill=threat+modeling&location=berlin&experience=3-5",
    );
    expect(directoryUrlOf({ skill: [] })).toBe("/candidates");
  });
});
