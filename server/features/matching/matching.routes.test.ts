import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "@common/time";
import { appointments, mailOutbox, menteeMatches, mentorMatchSettings, mentorSettings, mentorshipApplications } from "../../db/schema";
import { errorOf, setProfile, signedIn, type TestUser } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { addBusinessDays, notifyOverdueApplications } from "./matching.service";

const ctx = setupTestContext();

interface MentorSpec {
  name: string;
  title: string;
  expertise: string[];
  years: number | null;
  tz: string;
}

async function mentor(spec: MentorSpec, settings?: { accepting: boolean; monthlyCap: number }) {
  const m = await signedIn(ctx, "mentor", { name: spec.name });
  await setProfile(ctx, m.id, {
    fullName: spec.name,
    title: spec.title,
    expertise: spec.expertise,
    yearsExperience: spec.years,
    timezone: spec.tz,
    bio: "I mentor people in security.",
  });
  if (settings) expect((await m.request("/api/matching/settings", { method: "PUT", json: settings })).status).toBe(200);
  return m;
}

async function application(values: {
  area: string;
  years: string;
  goals: string;
  tz: string;
  owner?: TestUser;
  name?: string;
  createdAt?: Date;
}) {
  const owner = values.owner ?? (await signedIn(ctx));
  const [row] = await ctx.deps.db
    .insert(mentorshipApplications)
    .values({
      userId: owner.id,
      fullName: values.name ?? owner.name,
      email: owner.email,
      currentRole: "Developer",
      yearsExperience: values.years,
      areaOfInterest: values.area,
      goals: values.goals,
      applicantTimezone: values.tz,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return { id: row!.id, owner };
}

/** The fixture (docs/decisions/033): six mentors, two of whom must never be suggested. */
async function fixture() {
  const ada = await mentor({
    name: "Ada Appsec",
    title: "Application Security Lead",
    expertise: ["Threat Modeling", "Secure Code Review"],
    years: 9,
    tz: "Europe/Paris",
  });
  const bob = await mentor({
    name: "Bob Cloud",
    title: "Cloud Security Engineer",
    expertise: ["AWS", "Kubernetes Hardening"],
    years: 6,
    tz: "Europe/London",
  });
  const cy = await mentor({ name: "Cy Tester", title: "Penetration Tester", expertise: ["Web Application Testing"], years: 1, tz: "UTC" });
  const dee = await mentor({
    name: "Dee Architect",
    title: "Security Architect",
    expertise: ["Threat Modeling"],
    years: 10,
    tz: "Asia/Tokyo",
  });
  // Would rank first on every part, but is full this month / not accepting.
  const eve = await mentor(
    {
      name: "Eve Full",
      title: "Application Security Lead",
      expertise: ["Threat Modeling", "Secure Code Review"],
      years: 9,
      tz: "Europe/Paris",
    },
    { accepting: true, monthlyCap: 1 },
  );
  const fay = await mentor(
    {
      name: "Fay Away",
      title: "Application Security Lead",
      expertise: ["Threat Modeling", "Secure Code Review"],
      years: 9,
      tz: "Europe/Paris",
    },
    { accepting: false, monthlyCap: 3 },
  );
  const admin = await signedIn(ctx, "admin");
  // Eve already has her one mentee this month.
  const earlier = await application({ area: "other", years: "3-5", goals: "Anything at all really, happy to learn.", tz: "UTC" });
  expect((await admin.request(`/api/admin/matching/applications/${earlier.id}/match`, { json: { mentorIds: [eve.id] } })).status).toBe(200);
  return { ada, bob, cy, dee, eve, fay, admin };
}

const suggestionsOf = async (admin: TestUser, id: string) => {
  const res = await admin.request(`/api/admin/matching/applications/${id}/suggestions`);
  expect(res.status).toBe(200);
  return (await res.json()).suggestions as {
    mentorId: string;
    fullName: string;
    score: number;
    parts: { key: string; points: number; reason: string }[];
  }[];
};

describe("suggestions", () => {
  it("ranks mentors by text, seniority, shared hours, free slots and load, with reasons; full or not accepting mentors are left out", async () => {
    const f = await fixture();
    const appsec = await application({
      area: "application-security",
      years: "1-3",
      goals: "I want to learn threat modeling and secure code review for web applications.",
      tz: "Europe/Berlin",
    });
    const list = await suggestionsOf(f.admin, appsec.id);
    expect(list.slice(0, 3).map((s) => s.fullName)).toEqual(["Ada Appsec", "Bob Cloud", "Dee Architect"]);
    expect(list.map((s) => s.mentorId)).not.toContain(f.eve.id);
    expect(list.map((s) => s.mentorId)).not.toContain(f.fay.id);
    const ada = list[0]!;
    expect(ada.parts.map((p) => p.key)).toEqual(["text", "seniority", "hours", "slots", "load", "rating"]);
    // No mentor of the fixture has ratings: the sixth part is 0 for all and the top 3 is unchanged (decision 048).
    expect(list.every((s) => s.parts[5]!.points === 0 && s.parts[5]!.reason === "No ratings from mentees yet")).toBe(true);
    expect(ada.parts[0]!.reason).toMatch(/threat.*modeling|modeling.*threat/);
    expect(ada.parts[1]!.reason).toContain("9 years vs 1-3");
    expect(list.find((s) => s.fullName === "Dee Architect")!.parts[2]!.points).toBeLessThan(ada.parts[2]!.points);

    const cloud = await application({
      area: "cloud-security",
      years: "0-1",
      goals: "Move into cloud work: AWS and Kubernetes hardening.",
      tz: "Europe/London",
    });
    const cloudList = await suggestionsOf(f.admin, cloud.id);
    expect(cloudList.slice(0, 2).map((s) => s.fullName)).toEqual(["Bob Cloud", "Ada Appsec"]);
    // "Security" alone in a title is not the area Cloud Security (docs/decisions/070-matching-by-rarity.md): no text points.
    expect(cloudList.find((s) => s.fullName === "Dee Architect")!.parts[0]!.points).toBe(0);
    expect(cloudList[0]!.parts[0]!.reason).toMatch(/aws/);
  });

  it("a full mentor is not suggested and cannot be matched; raising the cap brings them back", async () => {
    const f = await fixture();
    const app = await application({
      area: "application-security",
      years: "1-3",
      goals: "Threat modeling and code review please.",
      tz: "UTC",
    });
    expect((await suggestionsOf(f.admin, app.id)).map((s) => s.mentorId)).not.toContain(f.eve.id);
    const res = await f.admin.request(`/api/admin/matching/applications/${app.id}/match`, { json: { mentorIds: [f.eve.id] } });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toContain("not accepting new mentees");
    const [row] = await ctx.deps.db.select().from(mentorshipApplications).where(eq(mentorshipApplications.id, app.id));
    expect(row!.matchStatus).toBe("received");
    expect((await f.eve.request("/api/matching/settings", { method: "PUT", json: { accepting: true, monthlyCap: 2 } })).status).toBe(200);
    expect((await suggestionsOf(f.admin, app.id)).map((s) => s.mentorId)).toContain(f.eve.id);
  });

  it("free slots follow the booking rules: a mentor's dates off leave no free slot (decision 030)", async () => {
    const f = await fixture();
    const app = await application({ area: "application-security", years: "1-3", goals: "Threat modeling please.", tz: "UTC" });
    const slotsOf = async () => (await suggestionsOf(f.admin, app.id)).find((s) => s.mentorId === f.ada.id)!.parts[3]!;
    expect((await slotsOf()).points).toBe(15);
    const today = todayIn("Europe/Paris");
    const datesOff = Array.from({ length: 15 }, (_, i) => addDays(today, i));
    await ctx.deps.db.insert(mentorSettings).values({ userId: f.ada.id, datesOff });
    expect(await slotsOf()).toMatchObject({ points: 0, reason: "0 free slots in the next 14 days" });
  });

  it("settings: mentors only, validated, with this month's count", async () => {
    const m = await mentor({ name: "Gus", title: "AppSec", expertise: ["SAST"], years: 5, tz: "UTC" });
    expect((await ctx.request("/api/matching/settings")).status).toBe(401);
    const member = await signedIn(ctx);
    expect((await member.request("/api/matching/settings")).status).toBe(403);
    expect((await member.request("/api/matching/settings", { method: "PUT", json: { accepting: true, monthlyCap: 2 } })).status).toBe(403);
    expect(await (await m.request("/api/matching/settings")).json()).toEqual({ accepting: true, monthlyCap: 3, usedThisMonth: 0 });
    const bad = await m.request("/api/matching/settings", { method: "PUT", json: { accepting: true, monthlyCap: 99 } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.monthlyCap).toBe("At most 20 a month");
    expect(await ctx.deps.db.select().from(mentorMatchSettings)).toEqual([]);
  });
});

describe("the match", () => {
  it("introduces both sides by mail: goals to the mentor, profile and booking link to the mentee; the mentee sees it and connects by booking", async () => {
    const f = await fixture();
    const app = await application({
      area: "application-security",
      years: "1-3",
      goals: "Learn threat modeling for our web apps.",
      tz: "Europe/Berlin",
      name: "Mia Mentee",
    });
    const before = await (await app.owner.request("/api/matching/my-application")).json();
    expect(before.application).toMatchObject({ id: app.id, status: "received", mentors: [] });

    const res = await f.admin.request(`/api/admin/matching/applications/${app.id}/match`, { json: { mentorIds: [f.ada.id, f.bob.id] } });
    expect(res.status).toBe(200);
    const toAda = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, f.ada.email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    expect(toAda.at(-1)!.subject).toBe("Mentorship introduction: Mia Mentee");
    expect(toAda.at(-1)!.text).toContain("Learn threat modeling for our web apps.");
    const toMentee = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, app.owner.email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    expect(toMentee).toHaveLength(1);
    expect(toMentee[0]!.subject).toBe("Your mentorship match: two mentors to choose from");
    expect(toMentee[0]!.text).toContain(`/mentorship/book/${f.ada.id}`);
    expect(toMentee[0]!.text).toContain(`/mentors/${f.bob.id}`);
    expect(toMentee[0]!.text).toContain("Application Security Lead");

    const again = await f.admin.request(`/api/admin/matching/applications/${app.id}/match`, { json: { mentorIds: [f.cy.id] } });
    expect(again.status).toBe(409);

    const mine = await (await app.owner.request("/api/matching/my-application")).json();
    expect(mine.application.status).toBe("matched");
    expect(mine.application.mentors.map((m: { fullName: string }) => m.fullName)).toEqual(["Ada Appsec", "Bob Cloud"]);
    expect(mine.application.mentors[0].bookingPath).toBe(`/mentorship/book/${f.ada.id}`);

    const booked = await app.owner.request("/api/appointments", {
      json: { mentorId: f.bob.id, date: addDays(todayIn("Europe/London"), 2), time: "10:00 AM", topic: "First session", notes: "" },
    });
    expect(booked.status).toBe(201);
    expect((await (await app.owner.request("/api/matching/my-application")).json()).application.status).toBe("connected");
    const queue = await (await f.admin.request("/api/admin/matching/applications?status=connected")).json();
    expect(queue.applications.map((a: { id: string }) => a.id)).toEqual([app.id]);
  });

  it("bad input is a 400 with no write; a stranger is refused; an unknown application is a 404", async () => {
    const f = await fixture();
    const app = await application({ area: "devsecops", years: "3-5", goals: "Pipelines and supply chain security.", tz: "UTC" });
    const none = await f.admin.request(`/api/admin/matching/applications/${app.id}/match`, { json: { mentorIds: [] } });
    expect(none.status).toBe(400);
    const three = await f.admin.request(`/api/admin/matching/applications/${app.id}/match`, {
      json: { mentorIds: [f.ada.id, f.bob.id, f.cy.id] },
    });
    expect((await errorOf(three)).message).toBe("At most two mentors to choose from");
    const member = await signedIn(ctx);
    const notMentor = await f.admin.request(`/api/admin/matching/applications/${app.id}/match`, {
      json: { mentorIds: [f.ada.id, member.id] },
    });
    expect(notMentor.status).toBe(400);
    expect(await ctx.deps.db.select().from(menteeMatches).where(eq(menteeMatches.applicationId, app.id))).toEqual([]);
    expect((await f.admin.request(`/api/admin/matching/applications/${crypto.randomUUID()}/suggestions`)).status).toBe(404);
    expect((await f.admin.request(`/api/admin/matching/applications/nope/suggestions`)).status).toBe(400);

    for (const [path, method] of [
      ["/api/admin/matching/applications", "GET"],
      [`/api/admin/matching/applications/${app.id}/suggestions`, "GET"],
      [`/api/admin/matching/applications/${app.id}/match`, "POST"],
      [`/api/admin/matching/applications/${app.id}/close`, "POST"],
      ["/api/admin/matching/figures", "GET"],
    ] as const) {
      const json = method === "POST" ? { mentorIds: [f.ada.id] } : undefined;
      expect((await ctx.request(path, { method, json })).status, path).toBe(401);
      expect((await member.request(path, { method, json })).status, path).toBe(403);
      expect((await f.ada.request(path, { method, json })).status, path).toBe(403);
    }
    expect((await ctx.request("/api/matching/my-application")).status).toBe(401);
    expect(await (await member.request("/api/matching/my-application")).json()).toEqual({ application: null });
  });
});

const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

describe("why a mentor was proposed (docs/decisions/083)", () => {
  it("the mentee sees one sentence per proposed mentor, in the API and in the match mail", async () => {
    const f = await fixture();
    const app = await application({
      area: "application-security",
      years: "1-3",
      goals: "I want to learn threat modeling and secure code review for web applications.",
      tz: "Europe/Berlin",
    });
    const [top] = await suggestionsOf(f.admin, app.id);
    expect((await f.admin.request(`/api/admin/matching/applications/${app.id}/match`, { json: { mentorIds: [f.ada.id] } })).status).toBe(
      200,
    );
    const mine = (await (await app.owner.request("/api/matching/my-application")).json()) as {
      application: { mentors: { id: string; why: string | null }[] };
    };
    const why = mine.application.mentors[0]!.why!;
    expect(why).toMatch(
      /^Shares your interest in Application Security; expertise in (Secure Code Review, Threat Modeling|Threat Modeling, Secure Code Review); \d+ hours overlap a week$/,
    );
    // The same sentence the team saw with the suggestion.
    expect((top as unknown as { why: string }).why).toBe(why);
    const [intro] = await mailsTo(app.owner.email);
    expect(intro!.text).toContain(`Why this mentor: ${why}`);
  });
});

describe("declining", () => {
  it("the mentor declines with a reason: the next best mentor is proposed and mailed, the mentee is mailed once, the declined booking link is refused", async () => {
    const f = await fixture();
    const app = await application({
      area: "application-security",
      years: "1-3",
      goals: "I want to learn threat modeling and secure code review for web applications.",
      tz: "Europe/Berlin",
    });
    expect((await f.admin.request(`/api/admin/matching/applications/${app.id}/match`, { json: { mentorIds: [f.ada.id] } })).status).toBe(
      200,
    );
    const [match] = await ctx.deps.db.select().from(menteeMatches).where(eq(menteeMatches.applicationId, app.id));
    const mine = await (await f.ada.request("/api/matching/matches")).json();
    expect(mine.matches[0]).toMatchObject({ id: match!.id, goals: expect.stringContaining("threat modeling") });
    // The next suggestions without Ada, as the team would see them.
    const next = await suggestionsOf(f.admin, app.id);
    expect(next.map((s) => s.fullName).slice(0, 2)).toEqual(["Bob Cloud", "Dee Architect"]);

    // Not Ada: anonymous 401, a member 403, another mentor 404; no reason 400.
    expect((await ctx.request(`/api/matching/matches/${match!.id}/decline`, { json: { reason: "Too busy" } })).status).toBe(401);
    expect(
      (await (await signedIn(ctx)).request(`/api/matching/matches/${match!.id}/decline`, { json: { reason: "Too busy" } })).status,
    ).toBe(403);
    expect((await f.bob.request(`/api/matching/matches/${match!.id}/decline`, { json: { reason: "Too busy" } })).status).toBe(404);
    expect((await f.ada.request(`/api/matching/matches/${match!.id}/decline`, { json: { reason: "" } })).status).toBe(400);

    const menteeBefore = (await mailsTo(app.owner.email)).length;
    const bobBefore = (await mailsTo(f.bob.email)).length;
    const res = await f.ada.request(`/api/matching/matches/${match!.id}/decline`, { json: { reason: "Travelling all month" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ backInQueue: false, proposedInstead: { id: f.bob.id, fullName: "Bob Cloud" } });
    expect((await f.ada.request(`/api/matching/matches/${match!.id}/decline`, { json: { reason: "again" } })).status).toBe(409);

    // The mentee: one mail, naming the new mentor and why.
    const toMentee = (await mailsTo(app.owner.email)).slice(menteeBefore);
    expect(toMentee.map((m) => m.subject)).toEqual(["Your mentorship match: Bob Cloud instead of Ada Appsec"]);
    expect(toMentee[0]!.text).toContain("booking link no longer works");
    expect(toMentee[0]!.text).toMatch(/Why this mentor: .+/);
    expect(toMentee[0]!.text).not.toContain("Travelling all month");
    // The new mentor: the proposal mail, as a first match sends it.
    const toBob = (await mailsTo(f.bob.email)).slice(bobBefore);
    expect(toBob).toHaveLength(1);
    expect(toBob[0]!.text).toContain("threat modeling");

    // Still matched: Ada declined, Bob proposed; the mentee's page offers Bob only, with why.
    const queue = await (await f.admin.request("/api/admin/matching/applications?status=matched")).json();
    const queued = queue.applications.find((a: { id: string }) => a.id === app.id);
    expect(queued.matches.map((m: { mentorId: string; status: string }) => [m.mentorId, m.status])).toEqual([
      [f.ada.id, "declined"],
      [f.bob.id, "proposed"],
    ]);
    expect(queued.matches[0]).toMatchObject({ declineReason: "Travelling all month" });
    const page = await (await app.owner.request("/api/matching/my-application")).json();
    expect(page.application.mentors.map((m: { fullName: string }) => m.fullName)).toEqual(["Bob Cloud"]);
    expect(page.application.mentors[0].why).toEqual(expect.any(String));

    // Ada's booking link is withdrawn for this mentee: a clear 409, nothing booked; others may still book her.
    const date = addDays(todayIn("UTC", new Date()), 3);
    const booking = { mentorId: f.ada.id, date, time: "10:00 AM", topic: "Threat modeling" };
    const refused = await app.owner.request("/api/appointments", { json: booking });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toContain("declined your mentorship match");
    expect(await ctx.deps.db.select().from(appointments).where(eq(appointments.userId, app.owner.id))).toEqual([]);

    const team = await mailsTo(ctx.deps.config.teamEmail);
    expect(team.at(-1)!.text).toContain("Travelling all month");
    expect(team.at(-1)!.text).toContain("Bob Cloud was proposed instead");
  });

  it("with no mentor left to propose, the application returns to the queue and the mentee is told the team will look again", async () => {
    const admin = await signedIn(ctx, "admin");
    const only = await mentor({ name: "Ola Only", title: "AppSec Engineer", expertise: ["Threat Modeling"], years: 8, tz: "UTC" });
    const app = await application({ area: "application-security", years: "1-3", goals: "Threat modeling.", tz: "UTC" });
    expect((await admin.request(`/api/admin/matching/applications/${app.id}/match`, { json: { mentorIds: [only.id] } })).status).toBe(200);
    const [match] = await ctx.deps.db.select().from(menteeMatches).where(eq(menteeMatches.applicationId, app.id));
    const before = (await mailsTo(app.owner.email)).length;
    const res = await only.request(`/api/matching/matches/${match!.id}/decline`, { json: { reason: "Parental leave" } });
    expect(await res.json()).toEqual({ backInQueue: true, proposedInstead: null });
    const toMentee = (await mailsTo(app.owner.email)).slice(before);
    expect(toMentee.map((m) => m.subject)).toEqual(["Ola Only cannot mentor you"]);
    expect(toMentee[0]!.text).toContain("The team will look for another mentor for you");
    const [row] = await ctx.deps.db.select().from(mentorshipApplications).where(eq(mentorshipApplications.id, app.id));
    expect(row!.matchStatus).toBe("received");
  });
});

describe("the 5-business-day promise", () => {
  it("flags old unmatched applications in the queue and mails the team once", async () => {
    const admin = await signedIn(ctx, "admin");
    const now = new Date();
    const old = await application({
      area: "other",
      years: "0-1",
      goals: "Getting started in security.",
      tz: "UTC",
      createdAt: new Date(now.getTime() - 9 * 86_400_000),
      name: "Old Olly",
    });
    const fresh = await application({ area: "other", years: "0-1", goals: "Getting started in security.", tz: "UTC", name: "New Nell" });
    const queue = await (await admin.request("/api/admin/matching/applications")).json();
    const flag = Object.fromEntries(queue.applications.map((a: { id: string; overdue: boolean }) => [a.id, a.overdue]));
    expect(flag).toEqual({ [old.id]: true, [fresh.id]: false });
    expect(await notifyOverdueApplications(ctx.deps, now)).toBe(1);
    expect(await notifyOverdueApplications(ctx.deps, now)).toBe(0);
    const mails = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, ctx.deps.config.teamEmail))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    const overdue = mails.filter((m) => m.subject.includes("waiting over 5 business days"));
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.text).toContain("Old Olly");
    expect(overdue[0]!.text).not.toContain("New Nell");
  });

  it("counts business days, not calendar days", () => {
    // Friday 2026-11-20 + 5 business days = Friday 2026-11-27.
    expect(addBusinessDays(new Date("2026-11-20T10:00:00Z"), 5).toISOString()).toBe("2026-11-27T10:00:00.000Z");
  });
});

describe("figures", () => {
  it("applications by status, median days to match, share reaching a first session, per-mentor load", async () => {
    const f = await fixture();
    const figures0 = await (await f.admin.request("/api/admin/matching/figures")).json();
    expect(figures0.byStatus).toEqual({ received: 0, matched: 1, connected: 0, closed: 0 });
    const app = await application({
      area: "application-security",
      years: "1-3",
      goals: "Threat modeling.",
      tz: "UTC",
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await f.admin.request(`/api/admin/matching/applications/${app.id}/match`, { json: { mentorIds: [f.ada.id] } });
    await ctx.deps.db.insert(appointments).values({
      mentorId: f.ada.id,
      userId: app.owner.id,
      date: addDays(todayIn("UTC"), 3),
      time: "10:00 AM",
      topic: "Intro",
      status: "approved",
      startsAt: new Date(Date.now() + 3 * 86_400_000),
    });
    const figures = await (await f.admin.request("/api/admin/matching/figures")).json();
    expect(figures.byStatus).toEqual({ received: 0, matched: 1, connected: 1, closed: 0 });
    expect(figures.connectedShare).toBe(0.5);
    expect(figures.medianDaysToMatch).toBeGreaterThan(0.9);
    expect(figures.mentorLoad.map((l: { fullName: string; active: number }) => [l.fullName, l.active])).toEqual([
      ["Ada Appsec", 1],
      ["Eve Full", 1],
    ]);
  });
});
