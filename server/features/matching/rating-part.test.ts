/**
 * The mentees' ratings in the suggestion score (docs/decisions/048-feedback-in-the-ranking.md): a shrunk
 * average, explained like the other parts, read in one grouped query for all candidate mentors.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { addDays, todayIn } from "@common/time";
import { appointments, mentorshipApplications, sessionFeedback, user } from "../../db/schema";
import { setProfile, signedIn, type TestUser } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { MAX, RATING_NEUTRAL, RATING_PRIOR_COUNT, ratingPart, shrunkRating } from "./matching.scoring";
import { suggestionsFor } from "./matching.service";

const ctx = setupTestContext();

/** Identical profiles: without ratings the order is by name only. */
async function twin(name: string) {
  const m = await signedIn(ctx, "mentor", { name });
  await setProfile(ctx, m.id, {
    fullName: name,
    title: "Application Security Lead",
    expertise: ["Threat Modeling"],
    yearsExperience: 9,
    timezone: "UTC",
    bio: "I mentor people in security.",
  });
  return m;
}

let day = 0;
/** One completed past session per rating, each by its own mentee; `mentorRates` adds the mentor's own rating of the mentee. */
async function rate(mentor: TestUser, ratings: number[], mentorRates?: number) {
  for (const rating of ratings) {
    const menteeId = randomUUID();
    await ctx.deps.db.insert(user).values({ id: menteeId, name: "Mentee", email: `${menteeId}@example.test` });
    const date = addDays(todayIn("UTC"), -30 - day++);
    const [a] = await ctx.deps.db
      .insert(appointments)
      .values({
        mentorId: mentor.id,
        userId: menteeId,
        date,
        time: "9:00 AM",
        topic: "Threat modeling",
        status: "completed",
        startsAt: new Date(`${date}T09:00:00Z`),
        completedAt: new Date(`${date}T10:00:00Z`),
      })
      .returning();
    await ctx.deps.db
      .insert(sessionFeedback)
      .values({ appointmentId: a!.id, authorId: menteeId, mentorId: mentor.id, role: "mentee", rating });
    if (mentorRates != null)
      await ctx.deps.db
        .insert(sessionFeedback)
        .values({ appointmentId: a!.id, authorId: mentor.id, mentorId: mentor.id, role: "mentor", rating: mentorRates });
  }
}

async function application() {
  const owner = await signedIn(ctx);
  const [row] = await ctx.deps.db
    .insert(mentorshipApplications)
    .values({
      userId: owner.id,
      fullName: owner.name,
      email: owner.email,
      currentRole: "Developer",
      yearsExperience: "1-3",
      areaOfInterest: "application-security",
      goals: "I want to learn threat modeling.",
      applicantTimezone: "UTC",
    })
    .returning();
  return row!.id;
}

describe("the rating part (pure)", () => {
  it("is 0 without ratings and follows the shrunk mean otherwise", () => {
    expect(ratingPart({ ratedBy: 0, ratingMean: null })).toEqual({
      key: "rating",
      points: 0,
      max: MAX.rating,
      reason: "No ratings from mentees yet",
    });
    expect(shrunkRating(1, 5)).toBeCloseTo((RATING_PRIOR_COUNT * RATING_NEUTRAL + 5) / (RATING_PRIOR_COUNT + 1));
    expect(ratingPart({ ratedBy: 1, ratingMean: 5 })).toMatchObject({
      points: 1.7,
      reason: "Rated 5.0 by 1 mentee (counted as 3.3 with 5 neutral ratings of 3)",
    });
    expect(ratingPart({ ratedBy: 20, ratingMean: 4.5 })).toMatchObject({
      points: 6,
      reason: expect.stringContaining("Rated 4.5 by 20 mentees"),
    });
    expect(ratingPart({ ratedBy: 1000, ratingMean: 5 }).points).toBeLessThanOrEqual(MAX.rating);
    expect(ratingPart({ ratedBy: 1000, ratingMean: 1 }).points).toBeGreaterThanOrEqual(-MAX.rating);
    expect(ratingPart({ ratedBy: 4, ratingMean: 3 }).points).toBe(0);
  });
});

describe("mentee ratings in the suggestions", () => {
  it("of two otherwise equal mentors, the better rated one ranks first with the reason shown; the mentor's own ratings do not count", async () => {
    const ann = await twin("Ann Equal");
    const zed = await twin("Zed Equal");
    await rate(ann, [3, 3, 3, 3, 3, 3], 5);
    await rate(zed, [5, 5, 4, 5, 5, 4], 1);
    const list = await suggestionsFor(ctx.deps.db, await application(), ctx.deps.scheduler.now());
    expect(list.map((s) => s.fullName)).toEqual(["Zed Equal", "Ann Equal"]);
    const [first, second] = list;
    const z = first!.parts.find((p) => p.key === "rating")!;
    // (5 × 3 + 6 × 4.667) / 11 = 3.91 → 10 × (3.91 − 3) / 2 = 4.5
    expect(z).toEqual({
      key: "rating",
      points: 4.5,
      max: 10,
      reason: "Rated 4.7 by 6 mentees (counted as 3.9 with 5 neutral ratings of 3)",
    });
    expect(second!.parts.find((p) => p.key === "rating")).toMatchObject({
      points: 0,
      reason: expect.stringContaining("Rated 3.0 by 6 mentees"),
    });
    expect(first!.score - second!.score).toBeCloseTo(4.5);
  });

  it("one 5-star rating does not beat many 4.5 ratings: the gap is what the formula gives", async () => {
    const one = await twin("Aaron One");
    const many = await twin("Zoe Many");
    await rate(one, [5]);
    await rate(
      many,
      Array.from({ length: 20 }, (_, i) => (i % 2 ? 4 : 5)),
    );
    const list = await suggestionsFor(ctx.deps.db, await application(), ctx.deps.scheduler.now());
    expect(list.map((s) => s.fullName)).toEqual(["Zoe Many", "Aaron One"]);
    const points = (i: number) => list[i]!.parts.find((p) => p.key === "rating")!.points;
    expect(points(1)).toBe(1.7); // (5×3 + 5) / 6 = 3.33
    expect(points(0)).toBe(6); // (5×3 + 20×4.5) / 25 = 4.2
    expect(list[0]!.score - list[1]!.score).toBeCloseTo(6 - 1.7);
  });

  it("mentors without ratings keep their order and get 0 points; a mentee's many sessions count once", async () => {
    await twin("Bea Unrated");
    await twin("Cal Unrated");
    const d = await twin("Dan Rated");
    const mentee = randomUUID();
    await ctx.deps.db.insert(user).values({ id: mentee, name: "Mentee", email: `${mentee}@example.test` });
    for (const [i, rating] of [1, 1, 1, 5].entries()) {
      const date = addDays(todayIn("UTC"), -40 - i);
      const [a] = await ctx.deps.db
        .insert(appointments)
        .values({
          mentorId: d.id,
          userId: mentee,
          date,
          time: "9:00 AM",
          topic: "x",
          status: "completed",
          startsAt: new Date(`${date}T09:00:00Z`),
        })
        .returning();
      await ctx.deps.db.insert(sessionFeedback).values({ appointmentId: a!.id, authorId: mentee, mentorId: d.id, role: "mentee", rating });
    }
    const list = await suggestionsFor(ctx.deps.db, await application(), ctx.deps.scheduler.now());
    expect(list.map((s) => s.fullName)).toEqual(["Bea Unrated", "Cal Unrated", "Dan Rated"]);
    expect(list[0]!.parts.find((p) => p.key === "rating")).toEqual({
      key: "rating",
      points: 0,
      max: 10,
      reason: "No ratings from mentees yet",
    });
    expect(list[0]!.score).toBe(list[1]!.score);
    expect(list[2]!.parts.find((p) => p.key === "rating")!.reason).toContain("Rated 2.0 by 1 mentee ");
  });

  it("reads the ratings in one grouped query, however many mentors are rated (no query per mentor)", async () => {
    const first = await twin("Ivy One");
    await rate(first, [4]);
    const app = await application();
    const spy = vi.spyOn(ctx.deps.db, "select");
    await suggestionsFor(ctx.deps.db, app, ctx.deps.scheduler.now());
    const few = spy.mock.calls.length;
    for (const name of ["Jon Two", "Kim Three", "Lea Four"]) await rate(await twin(name), [5, 4]);
    spy.mockClear();
    const list = await suggestionsFor(ctx.deps.db, app, ctx.deps.scheduler.now());
    expect(list.filter((s) => s.parts.some((p) => p.key === "rating" && p.points > 0))).toHaveLength(4);
    expect(spy.mock.calls.length).toBe(few);
    spy.mockRestore();
  });
});
