import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "@common/time";
import { appointments, mailOutbox, mentorshipApplications, user } from "../../db/schema";
import { errorOf, setProfile, signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
const tomorrow = () => addDays(todayIn("UTC"), 1);

async function mentor(expertise: string[] = ["Threat Modeling"], tz = "UTC") {
  const m = await signedIn(ctx, "mentor");
  await setProfile(ctx, m.id, { expertise, bio: "I help people into AppSec.", timezone: tz });
  return m;
}

describe("mentor directory", () => {
  it("lists mentors and admins with a mentor profile, with full-text search over expertise", async () => {
    const a = await mentor(["Threat Modeling", "Cloud Security"]);
    const b = await mentor(["Penetration Testing"]);
    const admin = await signedIn(ctx, "admin");
    await setProfile(ctx, admin.id, { bio: "I run the community and mentor too.", expertise: ["Secure Code Review"] });
    await signedIn(ctx, "user");
    const all = await (await ctx.request("/api/mentors")).json();
    expect(all.mentors.map((m: { id: string }) => m.id).sort()).toEqual([a.id, b.id, admin.id].sort());
    const cloud = await (await ctx.request("/api/mentors?q=cloud")).json();
    expect(cloud.mentors.map((m: { id: string }) => m.id)).toEqual([a.id]);
    const pentest = await (await ctx.request("/api/mentors?q=penetration%20tests")).json();
    expect(pentest.mentors.map((m: { id: string }) => m.id)).toEqual([b.id]);
    const member = await signedIn(ctx);
    expect((await ctx.request(`/api/mentors/${member.id}`)).status).toBe(404);
  });

  it("an admin with an empty profile is neither listed nor bookable as a mentor", async () => {
    const admin = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    const all = await (await ctx.request("/api/mentors")).json();
    expect(all.mentors.map((m: { id: string }) => m.id)).not.toContain(admin.id);
    expect((await ctx.request(`/api/mentors/${admin.id}`)).status).toBe(404);
    const res = await member.request("/api/appointments", {
      json: { mentorId: admin.id, date: addDays(todayIn("UTC"), 2), time: "10:00 AM", topic: "Career advice" },
    });
    expect(res.status).toBe(404);
  });
});

describe("booking", () => {
  it("a member books a free slot; the mentor is mailed; the slot shows as taken", async () => {
    const m = await mentor();
    const member = await signedIn(ctx);
    const res = await member.request("/api/appointments", {
      json: { mentorId: m.id, date: tomorrow(), time: "10:00 AM", topic: "Career advice", notes: "" },
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(appointments);
    expect(row).toMatchObject({ mentorId: m.id, userId: member.id, status: "pending", notes: null });
    const mails = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, m.email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    expect(mails[0]!.subject).toContain("New mentorship request");
    const detail = await (await ctx.request(`/api/mentors/${m.id}`)).json();
    expect(detail.taken).toEqual([{ date: tomorrow(), time: "10:00 AM" }]);
  });

  it("refuses visitors, self-booking, non-mentors, bad topics, past and far dates, unknown times", async () => {
    const m = await mentor();
    const member = await signedIn(ctx);
    const body = { mentorId: m.id, date: tomorrow(), time: "9:00 AM", topic: "Career advice" };
    expect((await ctx.request("/api/appointments", { json: body })).status).toBe(401);
    expect((await m.request("/api/appointments", { json: body })).status).toBe(400);
    expect((await member.request("/api/appointments", { json: { ...body, mentorId: member.id } })).status).toBe(404);
    const short = await member.request("/api/appointments", { json: { ...body, topic: "Hi" } });
    expect((await errorOf(short)).fields?.topic).toBe("Topic must be at least 5 characters");
    expect((await member.request("/api/appointments", { json: { ...body, date: addDays(todayIn("UTC"), -1) } })).status).toBe(400);
    expect((await member.request("/api/appointments", { json: { ...body, date: addDays(todayIn("UTC"), 31) } })).status).toBe(400);
    expect((await member.request("/api/appointments", { json: { ...body, time: "8:00 AM" } })).status).toBe(400);
    expect(await ctx.deps.db.select().from(appointments)).toHaveLength(0);
  });

  it("20 concurrent bookings of one slot create exactly one", async () => {
    const m = await mentor();
    const members = await Promise.all(Array.from({ length: 20 }, () => signedIn(ctx)));
    const results = await Promise.all(
      members.map((u) =>
        u.request("/api/appointments", { json: { mentorId: m.id, date: tomorrow(), time: "2:00 PM", topic: "Same slot please" } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await ctx.deps.db.select().from(appointments)).toHaveLength(1);
  });
});

describe("sessions", () => {
  async function booked() {
    const m = await mentor(["AppSec"], "Europe/Berlin");
    const member = await signedIn(ctx);
    const res = await member.request("/api/appointments", {
      json: { mentorId: m.id, date: addDays(todayIn("Europe/Berlin"), 2), time: "1:00 PM", topic: "Threat modeling help" },
    });
    const { appointment } = await res.json();
    return { m, member, id: appointment.id as string };
  }

  it("only the appointment's mentor approves or declines, and only while pending", async () => {
    const { m, member, id } = await booked();
    const other = await mentor();
    const admin = await signedIn(ctx, "admin");
    for (const u of [member, other, admin]) {
      expect((await u.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(403);
    }
    expect((await ctx.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(401);
    expect((await m.request(`/api/appointments/${id}/decision`, { json: { status: "completed" } })).status).toBe(400);
    expect((await m.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
    expect((await m.request(`/api/appointments/${id}/decision`, { json: { status: "declined" } })).status).toBe(409);
    // The member's mails: the request receipt, then the decision.
    const mail = (
      await ctx.deps.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, member.email))
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    ).find((x) => x.subject.includes("is confirmed"))!;
    expect(mail.subject).toContain("is confirmed");
    expect(mail.attachments?.[0]?.filename).toBe("mentorship-session.ics");
    const lists = await (await member.request("/api/appointments")).json();
    expect(lists.asMentee[0]).toMatchObject({ id, status: "approved", timezone: "Europe/Berlin" });
    const mentorList = await (await m.request("/api/appointments")).json();
    expect(mentorList.asMentor[0].mentee.id).toBe(member.id);
  });

  it("declining keeps the reason and mails it", async () => {
    const { m, member, id } = await booked();
    await m.request(`/api/appointments/${id}/decision`, { json: { status: "declined", reason: "Travelling that week" } });
    const mail = (
      await ctx.deps.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, member.email))
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    ).find((x) => x.subject.includes("was declined"))!;
    expect(mail.text).toContain("Travelling that week");
  });

  it("the .ics is for the two parties of an approved session, in UTC from the mentor's zone", async () => {
    const { m, member, id } = await booked();
    expect((await member.request(`/api/appointments/${id}/ics`)).status).toBe(409);
    await m.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } });
    const res = await member.request(`/api/appointments/${id}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const ics = await res.text();
    expect(ics).toContain("BEGIN:VEVENT\r\n");
    expect(ics).toMatch(/DTSTART:\d{8}T1[12]0000Z/); // 1:00 PM Berlin = 11:00 or 12:00 UTC
    expect(ics).toContain("DURATION:PT60M");
    const stranger = await signedIn(ctx);
    expect((await stranger.request(`/api/appointments/${id}/ics`)).status).toBe(404);
    expect((await m.request(`/api/appointments/${id}/ics`)).status).toBe(200);
  });

  it("the member cancels their own booking; the slot frees up; others cannot cancel", async () => {
    const { m, member, id } = await booked();
    expect((await m.request(`/api/appointments/${id}/cancel`, { method: "POST" })).status).toBe(403);
    expect((await member.request(`/api/appointments/${id}/cancel`, { method: "POST" })).status).toBe(200);
    expect((await member.request(`/api/appointments/${id}/cancel`, { method: "POST" })).status).toBe(409);
    const detail = await (await ctx.request(`/api/mentors/${m.id}`)).json();
    expect(detail.taken).toEqual([]);
    expect(await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Mentorship session cancelled"))).toHaveLength(2);
  });
});

describe("mentee applications", () => {
  const fields = {
    fullName: "Ada Learner",
    email: "ada@example.test",
    currentRole: "Developer",
    yearsExperience: "1-3",
    areaOfInterest: "application-security",
    preferredContactMethod: "email",
    goals: "Become an AppSec engineer within a year.",
  };
  const form = (extra: Record<string, string | Blob> = {}) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ ...fields, ...extra })) f.append(k, v);
    return f;
  };

  it("stores the application with a private resume and mails the team", async () => {
    const u = await signedIn(ctx);
    const pdf = new Blob([Buffer.from("%PDF-1.4 test")], { type: "application/pdf" });
    const res = await u.request("/api/mentorship/applications", { method: "POST", body: form({ resume: new File([pdf], "cv.pdf") }) });
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(mentorshipApplications);
    expect(row).toMatchObject({ fullName: "Ada Learner", userId: u.id });
    expect(row!.resumeFileId).toBeTruthy();
    expect(
      (
        await ctx.deps.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, ctx.deps.config.teamEmail))
          .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      ).length,
    ).toBe(1);
    const admin = await signedIn(ctx, "admin");
    const list = await (await admin.request("/api/admin/mentor-applications")).json();
    expect(list.menteeApplications[0].resumeUrl).toMatch(/\/api\/files\/.+\/download/);
    expect((await admin.request(list.menteeApplications[0].resumeUrl)).status).toBe(200);
    const stranger = await signedIn(ctx);
    expect((await stranger.request(list.menteeApplications[0].resumeUrl)).status).toBe(403);
  });

  it("validates fields and the resume's real type", async () => {
    const u = await signedIn(ctx);
    const bad = await u.request("/api/mentorship/applications", { method: "POST", body: form({ goals: "short", currentRole: "x" }) });
    expect(bad.status).toBe(400);
    const err = await errorOf(bad);
    expect(err.fields?.goals).toBe("Please describe your goals in more detail");
    expect(err.fields?.currentRole).toBe("Please specify your current role");
    const fake = new File([new Blob(["<script>alert(1)</script>"])], "cv.pdf", { type: "application/pdf" });
    const res = await u.request("/api/mentorship/applications", { method: "POST", body: form({ resume: fake }) });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).message).toBe("Invalid file type - Please upload a PDF or Word document");
    expect(await ctx.deps.db.select().from(mentorshipApplications)).toHaveLength(0);
    expect((await ctx.request("/api/mentorship/applications", { method: "POST", body: form() })).status).toBe(401);
  });
});

describe("becoming a mentor", () => {
  it("needs bio and expertise; admin approves into mentor or rejects into user; only admins decide", async () => {
    const u = await signedIn(ctx);
    expect((await u.request("/api/mentorship/mentor-application", { method: "POST" })).status).toBe(400);
    await setProfile(ctx, u.id, { bio: "Ten years of secure code review.", expertise: ["Code Review"] });
    expect((await u.request("/api/mentorship/mentor-application", { method: "POST" })).status).toBe(200);
    expect((await u.request("/api/mentorship/mentor-application", { method: "POST" })).status).toBe(409);
    const admin = await signedIn(ctx, "admin");
    const member = await signedIn(ctx);
    expect((await member.request("/api/admin/mentor-applications")).status).toBe(403);
    expect((await member.request(`/api/admin/mentor-applications/${u.id}/approve`, { method: "POST" })).status).toBe(403);
    const list = await (await admin.request(`/api/admin/mentor-applications?q=${encodeURIComponent(u.email.toUpperCase())}`)).json();
    expect(list.applicants.map((a: { id: string }) => a.id)).toEqual([u.id]);
    expect((await admin.request(`/api/admin/mentor-applications/${u.id}/approve`, { method: "POST" })).status).toBe(200);
    const [row] = await ctx.deps.db.select({ role: user.role }).from(user).where(eq(user.id, u.id));
    expect(row!.role).toBe("mentor");
    // Decided once (docs/decisions/034); a rejection needs a reason.
    expect((await admin.request(`/api/admin/mentor-applications/${u.id}/reject`, { method: "POST" })).status).toBe(400);
    expect((await admin.request(`/api/admin/mentor-applications/${u.id}/reject`, { json: { reason: "Too late" } })).status).toBe(409);
    const mentors = await (await ctx.request("/api/mentors")).json();
    expect(mentors.mentors.map((m: { id: string }) => m.id)).toContain(u.id);
  });
});

describe("follow-through mails (decision 018)", () => {
  async function booked() {
    const m = await mentor(["AppSec"], "Europe/Berlin");
    const member = await signedIn(ctx);
    const res = await member.request("/api/appointments", {
      json: { mentorId: m.id, date: addDays(todayIn("Europe/Berlin"), 2), time: "1:00 PM", topic: "Threat modeling help" },
    });
    const { appointment } = await res.json();
    return { m, member, id: appointment.id as string };
  }
  const mailsTo = (to: string) =>
    ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

  it("the mentee gets a receipt with an absolute link and without the mentor's e-mail", async () => {
    const { m, member } = await booked();
    const [receipt] = await mailsTo(member.email);
    expect(receipt!.subject).toBe(`Your session request to ${m.name} was sent`);
    expect(receipt!.text).toContain(`${BASE_URL}/profile?tab=appointments`);
    expect(receipt!.text).not.toContain(m.email);
  });

  it("on approval the mentor gets the .ics too", async () => {
    const { m, member, id } = await booked();
    await m.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } });
    const mine = (await mailsTo(m.email)).find((x) => x.subject === `Session with ${member.name} confirmed`)!;
    expect(mine.attachments?.[0]?.filename).toBe("mentorship-session.ics");
    expect(Buffer.from(mine.attachments![0]!.content, "base64").toString()).toContain("METHOD:REQUEST");
    expect(mine.text).toContain(`${BASE_URL}/profile?tab=appointments`);
    expect(mine.text).not.toContain(member.email);
  });

  it("the mentor cancels an approved session: both are mailed with an .ics CANCEL; a pending one must be declined; strangers cannot", async () => {
    const { m, member, id } = await booked();
    expect((await m.request(`/api/appointments/${id}/cancel`, { method: "POST" })).status).toBe(403);
    await m.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } });
    const stranger = await signedIn(ctx);
    expect((await stranger.request(`/api/appointments/${id}/cancel`, { method: "POST" })).status).toBe(403);
    expect((await m.request(`/api/appointments/${id}/cancel`, { method: "POST" })).status).toBe(200);
    const [row] = await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.status).toBe("cancelled");
    for (const to of [m.email, member.email]) {
      const mail = (await mailsTo(to)).find((x) => x.subject === "Mentorship session cancelled")!;
      const ics = Buffer.from(mail.attachments![0]!.content, "base64").toString();
      expect(ics).toContain("METHOD:CANCEL");
      expect(ics).toContain("STATUS:CANCELLED");
      expect(ics).toContain(`UID:appointment-${id}@appsec.community`);
      expect(mail.text).toContain(`${BASE_URL}/profile?tab=appointments`);
    }
    expect((await mailsTo(member.email)).find((x) => x.subject === "Mentorship session cancelled")!.text).toContain(
      `cancelled by ${m.name}`,
    );
  });

  it("the team is mailed once when someone applies to become a mentor", async () => {
    const u = await signedIn(ctx);
    await setProfile(ctx, u.id, { bio: "Ten years of secure code review.", expertise: ["Code Review"] });
    const results = await Promise.all([1, 2, 3].map(() => u.request("/api/mentorship/mentor-application", { method: "POST" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const team = (await mailsTo(ctx.deps.config.teamEmail)).filter((x) => x.subject === `New mentor application: ${u.name}`);
    expect(team).toHaveLength(1);
    expect(team[0]!.text).toContain(`${BASE_URL}/admin/mentor-applications`);
    expect(team[0]!.text).not.toContain(u.email);
  });
});
