/**
 * Signed reschedule/cancel links in session mails (docs/decisions/085-mail-links-and-public-ratings.md):
 * the token is the credential for one session and one person, until the session ends or changes.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SESSION_LINK_INVALID, SESSION_LINK_STALE } from "@common/session-links.schema";
import { addDays, todayIn } from "@common/time";
import { appointments, mailOutbox } from "../../db/schema";
import { parseIcs } from "../../lib/ics.testkit";
import { signToken } from "../../lib/signed-token";
import { errorOf, setProfile, signedIn, type TestUser } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { sendSessionReminders } from "./session-tasks.service";
import { SESSION_LINK_PURPOSE } from "./session-link-token";

const ctx = setupTestContext();
const NY = "America/New_York";

const mailsTo = async (u: TestUser) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
/** The manage link's path and token in the latest mail to `u` whose subject contains `subject`. */
async function linkIn(u: TestUser, subject: string) {
  const mail = (await mailsTo(u)).filter((m) => m.subject.includes(subject)).at(-1);
  expect(mail, `no mail "${subject}" to ${u.email}`).toBeTruthy();
  const m = mail!.text.match(/\/sessions\/([0-9a-f-]+)\/manage\?token=([^\s]+)/);
  expect(m, "the mail has no manage link").toBeTruthy();
  return { id: m![1]!, token: decodeURIComponent(m![2]!) };
}

async function booking(opts: { approve?: boolean } = {}) {
  const mentor = await signedIn(ctx, "mentor");
  await setProfile(ctx, mentor.id, { expertise: ["AppSec"], bio: "I help people into AppSec.", timezone: NY });
  const mentee = await signedIn(ctx);
  const date = addDays(todayIn(NY), 3);
  const res = await mentee.request("/api/appointments", {
    json: { mentorId: mentor.id, date, time: "9:00 AM", topic: "Threat modeling help", timezone: "Asia/Tokyo" },
  });
  expect(res.status).toBe(201);
  const id = (await res.json()).appointment.id as string;
  if (opts.approve !== false)
    expect((await mentor.request(`/api/appointments/${id}/decision`, { json: { status: "approved" } })).status).toBe(200);
  return { mentor, mentee, id, date };
}
const statusOf = async (id: string) => (await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const cancel = (id: string, token: string, reason?: string) =>
  ctx.request(`/api/appointments/${id}/by-link/cancel`, { json: { token, ...(reason ? { reason } : {}) } });

describe("session mail links", () => {
  it("every session mail carries the reader's own link; the page reads the session without a sign-in", async () => {
    const { mentor, mentee, id } = await booking();
    for (const [who, subject] of [
      [mentee, "was sent"],
      [mentor, "New mentorship request"],
      [mentee, "is confirmed"],
      [mentor, "confirmed"],
    ] as const) {
      const link = await linkIn(who, subject);
      expect(link.id).toBe(id);
      const res = await ctx.request(`/api/appointments/${id}/by-link?token=${encodeURIComponent(link.token)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const view = await res.json();
      expect(view).toMatchObject({ id, role: who === mentor ? "mentor" : "mentee", topic: "Threat modeling help", status: "approved" });
      expect(view.yourTimezone).toBe(who === mentor ? NY : "Asia/Tokyo");
    }
  });

  it("a valid link cancels once, as its person; the mentor's mail carries a METHOD:CANCEL; reuse is 409", async () => {
    const { mentor, mentee, id } = await booking();
    const { token } = await linkIn(mentee, "is confirmed");
    const res = await cancel(id, token, "Something came up");
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "mentee",
      cancelReason: "Something came up",
      sequence: 1,
    });
    const toMentor = (await mailsTo(mentor)).filter((m) => m.subject === "Mentorship session cancelled");
    expect(toMentor).toHaveLength(1);
    expect(toMentor[0]!.text).toContain("Reason: Something came up");
    const ics = parseIcs(toMentor[0]!.attachments![0]!.content, { base64: true });
    expect(ics.method).toBe("CANCEL");

    const again = await cancel(id, token);
    expect(again.status).toBe(409);
    expect((await mailsTo(mentor)).filter((m) => m.subject === "Mentorship session cancelled")).toHaveLength(1);
  });

  it("a forged, altered, expired or other session's token is 403 with one message, and nothing changes", async () => {
    const { mentee, id } = await booking();
    const other = await booking();
    const { token } = await linkIn(mentee, "is confirmed");
    const s = await statusOf(id);
    const forged = signToken("another-secret-another-secret-1234", SESSION_LINK_PURPOSE, `${id} ${mentee.id} 0`);
    const altered = token.slice(0, -2) + (token.endsWith("A") ? "BB" : "AA");
    const expired = signToken(ctx.deps.config.authSecret, SESSION_LINK_PURPOSE, `${id} ${mentee.id} 0`, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const wrongPurpose = signToken(ctx.deps.config.authSecret, "session-feedback", `${id} ${mentee.id} 0`);
    const stranger = await signedIn(ctx);
    const strangers = signToken(ctx.deps.config.authSecret, SESSION_LINK_PURPOSE, `${id} ${stranger.id} 0`);
    for (const bad of [forged, altered, expired, wrongPurpose, strangers, "not-a-token"]) {
      const res = await cancel(id, bad);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe(SESSION_LINK_INVALID);
      const view = await ctx.request(`/api/appointments/${id}/by-link?token=${encodeURIComponent(bad)}`);
      expect(view.status).toBe(403);
    }
    // This session's link on the other session: 403, both untouched.
    expect((await cancel(other.id, token)).status).toBe(403);
    expect(await statusOf(id)).toMatchObject({ status: "approved", sequence: s.sequence });
    expect(await statusOf(other.id)).toMatchObject({ status: "approved" });
    // Bad input: 400 with the field, never a 500.
    const empty = await ctx.request(`/api/appointments/${id}/by-link/cancel`, { json: {} });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).fields).toHaveProperty("token");
  });

  it("a mentee's link cannot act as the mentor: the subject cannot be edited and the cancel is the mentee's", async () => {
    const { mentor, mentee, id } = await booking({ approve: false });
    const { token } = await linkIn(mentee, "was sent");
    // Swapping the person in the payload breaks the signature.
    const [v, payload, mac] = token.split(".");
    const edited = Buffer.from(Buffer.from(payload!, "base64url").toString().replace(mentee.id, mentor.id)).toString("base64url");
    expect((await cancel(id, `${v}.${edited}.${mac}`)).status).toBe(403);
    // The mentor's own link on a pending request: a mentor declines it instead (the sessions page's rule).
    const mentorLink = await linkIn(mentor, "New mentorship request");
    expect((await cancel(id, mentorLink.token)).status).toBe(403);
    expect((await statusOf(id)).status).toBe("pending");
    // The mentee's link cancels as the mentee, even when a mentor is signed in on the same browser.
    const res = await mentor.request(`/api/appointments/${id}/by-link/cancel`, { json: { token } });
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: "cancelled", cancelledBy: "mentee" });
  });

  it("a link proposes a new time from the mentor's free slots; once accepted, the old links stop and the new mail's link works", async () => {
    const { mentor, mentee, id, date } = await booking();
    const old = await linkIn(mentee, "is confirmed");
    const res = await ctx.request(`/api/appointments/${id}/by-link/reschedule`, {
      json: { token: old.token, date: addDays(date, 1), time: "10:00 AM" },
    });
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toMatchObject({ proposedTime: "10:00 AM", proposedBy: mentee.id, sequence: 0 });
    // A slot outside the mentor's hours: 400 with the field, like the signed-in form.
    const bad = await ctx.request(`/api/appointments/${id}/by-link/reschedule`, {
      json: { token: old.token, date: "nope", time: "10:00 AM" },
    });
    expect(bad.status).toBe(400);
    expect((await mentor.request(`/api/appointments/${id}/reschedule/accept`, { method: "POST" })).status).toBe(200);
    expect((await statusOf(id)).sequence).toBe(1);
    const stale = await cancel(id, old.token);
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(SESSION_LINK_STALE);
    const fresh = await linkIn(mentee, "moved");
    expect(fresh.token).not.toBe(old.token);
    expect((await cancel(id, fresh.token)).status).toBe(200);
  });

  it("reminders carry the link and respect the session_reminders preference", async () => {
    const { mentor, mentee, id } = await booking();
    expect((await mentee.request("/api/me/notification-preferences", { method: "PUT", json: { session_reminders: false } })).status).toBe(
      200,
    );
    const s = await statusOf(id);
    await sendSessionReminders(ctx.deps, new Date(s.startsAt.getTime() - 3 * 3_600_000));
    expect((await mailsTo(mentee)).filter((m) => m.subject.startsWith("Reminder"))).toHaveLength(0);
    const link = await linkIn(mentor, "Reminder");
    expect(link.id).toBe(id);
    await sendSessionReminders(ctx.deps, new Date(s.startsAt.getTime() - 30 * 60_000));
    expect((await mailsTo(mentee)).filter((m) => m.subject.startsWith("Starting in 1 hour"))).toHaveLength(0);
    expect((await mailsTo(mentor)).filter((m) => m.subject.startsWith("Starting in 1 hour"))).toHaveLength(1);
  });
});
