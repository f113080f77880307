/**
 * Public ratings, testimonials and the directory's filters (docs/decisions/085-mail-links-and-public-ratings.md):
 * the rating shows only from RATING_MIN_MENTEES mentees, each mentee counted once; feedback a mentee did
 * not make public never appears; facet counts match the mentors; the zone-overlap filter.
 */
import { describe, expect, it } from "vitest";
import { RATING_MIN_MENTEES } from "@common/mentorship.schema";
import { appointments, sessionFeedback } from "../../db/schema";
import { errorOf, setProfile, signedIn, type TestUser } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { pageHead } from "../seo/seo.service";
import { zonesOverlap } from "./mentorship.service";

const ctx = setupTestContext();
let n = 0;

async function mentor(name: string, expertise: string[], timezone = "UTC") {
  const m = await signedIn(ctx, "mentor");
  await setProfile(ctx, m.id, { fullName: name, expertise, bio: "I help people into AppSec.", timezone });
  return m;
}
/** A completed session and its feedback, written as the feedback page would. */
async function rate(m: TestUser, mentee: TestUser, rating: number, opts: { note?: string; testimonial?: boolean; role?: "mentor" } = {}) {
  n++;
  const [a] = await ctx.deps.db
    .insert(appointments)
    .values({
      mentorId: m.id,
      userId: mentee.id,
      date: `2020-01-${String(1 + (n % 28)).padStart(2, "0")}`,
      time: "10:00 AM",
      startsAt: new Date(Date.UTC(2020, 0, 1 + n, 10)),
      topic: "Threat modeling",
      status: "completed",
    })
    .returning({ id: appointments.id });
  await ctx.deps.db.insert(sessionFeedback).values({
    appointmentId: a!.id,
    authorId: opts.role === "mentor" ? m.id : mentee.id,
    mentorId: m.id,
    role: opts.role ?? "mentee",
    rating,
    note: opts.note ?? null,
    testimonial: opts.testimonial ?? false,
  });
}
const directory = async (query = "") => (await ctx.request(`/api/mentors${query}`)).json();
const cardOf = async (id: string, query = "") => (await directory(query)).mentors.find((m: { id: string }) => m.id === id);
const detailOf = async (id: string) => (await ctx.request(`/api/mentors/${id}`)).json();

describe("public ratings", () => {
  it("are hidden below the minimum number of mentees and shown from it, each mentee once, mentors' own ratings ignored", async () => {
    expect(RATING_MIN_MENTEES).toBe(3);
    const m = await mentor("Rita Rated", ["AppSec"]);
    const [a, b, c] = [await signedIn(ctx), await signedIn(ctx), await signedIn(ctx)];
    await rate(m, a, 5);
    await rate(m, a, 5); // the same mentee again: still one mentee
    await rate(m, b, 3);
    await rate(m, a, 1, { role: "mentor" }); // the mentor's rating of a session is not about the mentor
    expect((await cardOf(m.id)).rating).toBeNull();
    expect((await detailOf(m.id)).rating).toBeNull();
    await rate(m, c, 4);
    // (5 + 3 + 4) / 3 mentees
    expect((await cardOf(m.id)).rating).toEqual({ average: 4, count: 3 });
    expect((await detailOf(m.id)).rating).toEqual({ average: 4, count: 3 });
  });

  it("testimonials: only notes the mentee made public; private notes never appear in any answer or page", async () => {
    const m = await mentor("Tess Testimonial", ["Threat Modeling"]);
    const [a, b, c] = [await signedIn(ctx), await signedIn(ctx), await signedIn(ctx)];
    await rate(m, a, 5, { note: "Public praise for the roadmap", testimonial: true });
    await rate(m, b, 4, { note: "PRIVATE-NOTE-1 keep this between us" });
    await rate(m, c, 2, { note: "PRIVATE-NOTE-2 not for the page", testimonial: false });
    const t = await (await ctx.request(`/api/mentors/${m.id}/testimonials`)).json();
    expect(t.testimonials.map((x: { text: string }) => x.text)).toEqual(["Public praise for the roadmap"]);
    const bodies = [
      JSON.stringify(await directory()),
      JSON.stringify(await detailOf(m.id)),
      JSON.stringify(t),
      JSON.stringify(await pageHead(ctx.deps, new URL(`/mentors/${m.id}`, BASE_URL))),
    ];
    for (const body of bodies) expect(body).not.toMatch(/PRIVATE-NOTE/);
  });

  it("the server-rendered mentor page carries no AggregateRating (Person is not a type Google shows ratings for)", async () => {
    const m = await mentor("Paul Page", ["AppSec"]);
    for (let i = 0; i < 3; i++) await rate(m, await signedIn(ctx), 5);
    expect((await detailOf(m.id)).rating).toEqual({ average: 5, count: 3 });
    const head = JSON.stringify(await pageHead(ctx.deps, new URL(`/mentors/${m.id}`, BASE_URL)));
    expect(head).toContain('"@type":"ProfilePage"');
    expect(head).not.toContain("AggregateRating");
  });
});

describe("the directory's filters", () => {
  it("counts mentors per area of expertise (case-insensitive), and filters by one", async () => {
    const a = await mentor("Ann Appsec", ["AppSec", "Cloud Security"]);
    const b = await mentor("Bob Cloud", ["cloud security"]);
    const c = await mentor("Cy Crypto", ["Cryptography", "AppSec"]);
    const facets = (await directory()).facets.expertise as { value: string; count: number }[];
    const count = (v: string) => facets.find((f) => f.value.toLowerCase() === v.toLowerCase())?.count;
    expect(count("AppSec")).toBe(2);
    expect(count("Cloud Security")).toBe(2);
    expect(count("Cryptography")).toBe(1);
    // Most first.
    expect(facets.map((f) => f.count)).toEqual([...facets.map((f) => f.count)].sort((x, y) => y - x));
    const ids = async (q: string) => (await directory(q)).mentors.map((m: { id: string }) => m.id).sort();
    expect(await ids("?expertise=cloud%20security")).toEqual([a.id, b.id].sort());
    expect(await ids("?expertise=Cryptography")).toEqual([c.id]);
    // With a search, the facets count the matches only.
    const searched = (await directory("?q=Cy%20Crypto")).facets.expertise as { value: string; count: number }[];
    expect(searched.find((f) => f.value === "Cryptography")?.count).toBe(1);
    expect(searched.find((f) => f.value.toLowerCase() === "cloud security")).toBeUndefined();
    // Bad input: 400 with the field.
    const bad = await ctx.request(`/api/mentors?overlap=Mars%2FOlympus`);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toHaveProperty("overlap");
  });

  it("filters by working-hours overlap with the viewer's zone", async () => {
    const tokyo = await mentor("Taro Tokyo", ["AppSec"], "Asia/Tokyo");
    const berlin = await mentor("Bea Berlin", ["AppSec"], "Europe/Berlin");
    const now = new Date();
    expect(zonesOverlap("Asia/Tokyo", "America/Los_Angeles", now)).toBe(true);
    expect(zonesOverlap("Europe/Berlin", "America/Los_Angeles", now)).toBe(false);
    expect(zonesOverlap("Europe/Berlin", "Europe/Paris", now)).toBe(true);
    const ids = (await directory("?overlap=America%2FLos_Angeles")).mentors.map((m: { id: string }) => m.id);
    expect(ids).toContain(tokyo.id);
    expect(ids).not.toContain(berlin.id);
    expect((await directory("?overlap=Europe%2FParis")).mentors.map((m: { id: string }) => m.id)).toContain(berlin.id);
  });
});
