import { alias } from "drizzle-orm/pg-core";
import { and, arrayContains, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, lte, not, or, sql } from "drizzle-orm";
import {
  BOOKING_WINDOW_DAYS,
  REMINDER_HOURS,
  REQUEST_EXPIRY_HOURS,
  resolveAvailability,
  type AppointmentDto,
  type MyAvailabilityDto,
  type WeeklyAvailability,
  type MenteeApplicationDto,
  type MentorApplicantDto,
  type MentorDetailDto,
  type MentorDto,
  MENTORS_PAGE_SIZE,
  type MentorListDto,
} from "@common/mentorship.schema";
import { addDays, todayIn } from "@common/time";
import type { z } from "zod";
import type { bookingInputSchema, menteeApplicationSchema, weeklyAvailabilitySchema } from "@common/mentorship.schema";
import type { Db } from "../../db/client";
import { decodeOffsetCursor, nextOffsetCursor, takePage } from "../../lib/paging";
import { appointments, mentorshipApplications, profiles, user } from "../../db/schema";
import type { AppDeps, Capability, Role, SessionUser } from "../../lib/context";
import { AppError, forbidden, isUniqueViolation, notFound } from "../../lib/errors";
import { buildIcs } from "../../lib/ics";
import { cancelledMail } from "./mails/cancelled.mail";
import { confirmedMail } from "./mails/confirmed.mail";
import { declinedMail } from "./mails/declined.mail";
import { expiredMail } from "./mails/expired.mail";
import { reminderMail } from "./mails/reminder.mail";
import { requestReceivedMail } from "./mails/request-received.mail";
import { requestSentMail } from "./mails/request-sent.mail";
import { loadSession, loadSessions, mentorRules, readersOf, sessionEvent } from "./session";
import { assertSlot, busySlots, openSlots } from "./slots";
import { renderMail } from "../../lib/mail-layout";
import { decideTarget } from "../moderation/moderation.service";
import { normaliseTerm, textSearch, wordsOrTypos } from "../../lib/search";
import { searchLane } from "../../db/query-gate";
import { likeContains } from "../../lib/sql";
import { defineReadCache } from "../../lib/read-cache";
import { privateUrl, storeFile } from "../files/files.service";
import { canMentor } from "../../lib/authz";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "sessions">;

const mentorColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  title: profiles.title,
  company: profiles.company,
  bio: profiles.bio,
  expertise: profiles.expertise,
  avatarUrl: profiles.avatarUrl,
  timezone: profiles.timezone,
};
/** What the directory's card shows (no bio, no time zone: the mentor's page has them). */
const { bio: _bio, timezone: _timezone, ...mentorCardColumns } = mentorColumns;
/**
 * Mentors: the mentor capability, or an admin who filled in a mentor profile (bio and expertise). An
 * admin with an empty profile is neither listed nor bookable.
 */
const isMentor = or(
  arrayContains(user.capabilities, ["mentor"]),
  and(
    arrayContains(user.capabilities, ["admin"]),
    sql`coalesce(btrim(${profiles.bio}), '') <> ''`,
    sql`cardinality(${profiles.expertise}) > 0`,
  ),
)!;

/**
 * Mentors (role mentor or admin) by name; with a search term, best match first over name, title (A)
 * and expertise (B) with typo tolerance on name and title (docs/decisions/019), ties by name.
 */
const mentorPages = defineReadCache({
  name: "mentors.directory",
  reads: [user, profiles],
  load: (deps: Pick<AppDeps, "db">, { cursor }: { cursor?: string }) => listMentors(deps.db, undefined, cursor),
});

/** Searches by normalised term, apart from the pages (a flood of rare terms evicts only other searches). */
const mentorSearches = defineReadCache({
  name: "mentors.search",
  reads: [user, profiles],
  maxEntries: 2000,
  load: (deps: Pick<AppDeps, "db">, { q, cursor }: { q: string; cursor?: string }) => listMentors(deps.db, q, cursor),
});

/** The directory as /api/mentors serves it: the same for everyone, kept by a read cache (docs/caching.md), searches by their own. */
export function mentorDirectory(deps: Pick<AppDeps, "db" | "caches">, q: string | undefined, cursor?: string): Promise<MentorListDto> {
  const term = normaliseTerm(q);
  return term ? mentorSearches.get(deps, { q: term, cursor }) : mentorPages.get(deps, { cursor });
}

export async function listMentors(db: Db, q: string | undefined, cursor?: string): Promise<MentorListDto> {
  // Mentors are few: words and typos in one condition (docs/decisions/025).
  // Exact first (docs/decisions/036): a name, title or expertise equal to the term.
  const found = textSearch(q, {
    vector: profiles.searchVector,
    weights: "AB",
    fuzzy: [profiles.fullName, profiles.title],
    exact: { text: [profiles.fullName, profiles.title], arrays: [profiles.expertise] },
  });
  const search = found && wordsOrTypos(found);
  const exactFirst = found?.exact ? [sql`coalesce(${found.exact}, false) desc`, ...found.exactOrder] : [];
  // A bounded offset (docs/decisions/011): the answer no longer grows with the number of mentors.
  const offset = cursor ? decodeOffsetCursor(cursor) : 0;
  const page = db
    .select(mentorCardColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(isMentor, search?.match))
    .orderBy(...exactFirst, ...(search ? [desc(search.rank)] : []), asc(profiles.fullName), asc(profiles.id))
    .limit(MENTORS_PAGE_SIZE + 1)
    .offset(offset);
  // A search in the search lane: on the embedded database list requests go ahead of it (docs/decisions/039-embedded-search-lane.md).
  const read = search ? await searchLane(async () => page) : await page;
  const { rows, hasMore } = takePage(read, MENTORS_PAGE_SIZE);
  return { mentors: rows, nextCursor: hasMore ? nextOffsetCursor(offset, MENTORS_PAGE_SIZE) : null };
}

async function getMentor(db: Db, id: string): Promise<MentorDto & { email: string; availability: WeeklyAvailability }> {
  const [row] = await db
    .select({ ...mentorColumns, email: user.email, availability: profiles.availability })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.id, id), isMentor))
    .limit(1);
  if (!row) throw notFound("Mentor not found.");
  return { ...row, availability: resolveAvailability(row.availability) };
}

export async function mentorDetail(db: Db, id: string): Promise<MentorDetailDto> {
  const { email: _email, availability, ...mentor } = await getMentor(db, id);
  const today = todayIn(mentor.timezone);
  // What the server accepts now, rules applied (docs/decisions/030): the booking panel offers only these.
  const now = new Date();
  const slotMentor = { ...mentor, availability };
  const [rules, busy] = await Promise.all([mentorRules(db, id), busySlots(db, slotMentor, now)]);
  const open = openSlots(slotMentor, rules, busy, now);
  const taken = await db
    .select({ date: appointments.date, time: appointments.time })
    .from(appointments)
    .where(
      and(
        eq(appointments.mentorId, id),
        inArray(appointments.status, ["pending", "approved"]),
        gte(appointments.date, today),
        lte(appointments.date, addDays(today, BOOKING_WINDOW_DAYS + 1)),
      ),
    );
  return { mentor, taken, availability, open };
}

/** A mentor's own weekly hours (for the availability editor). */
export async function myAvailability(db: Db, viewer: SessionUser): Promise<MyAvailabilityDto> {
  const [row] = await db
    .select({ availability: profiles.availability, timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.id, viewer.id))
    .limit(1);
  if (!row) throw notFound("Profile not found");
  return { availability: resolveAvailability(row.availability), timezone: row.timezone, isDefault: row.availability === null };
}

/**
 * Only mentors (and admins, who may mentor) set weekly hours. Existing bookings are kept: changing the
 * hours only changes what can be booked from now on.
 */
export async function setMyAvailability(db: Db, viewer: SessionUser, input: z.output<typeof weeklyAvailabilitySchema>) {
  if (!canMentor(viewer)) throw forbidden("Only mentors can set their availability");
  const [row] = await db
    .update(profiles)
    .set({ availability: input.availability, updatedAt: new Date() })
    .where(eq(profiles.id, viewer.id))
    .returning({ id: profiles.id });
  if (!row) throw notFound("Profile not found");
  return myAvailability(db, viewer);
}

/** Back to the default seven slots every day. */
export async function resetMyAvailability(db: Db, viewer: SessionUser) {
  if (!canMentor(viewer)) throw forbidden("Only mentors can set their availability");
  await db.update(profiles).set({ availability: null, updatedAt: new Date() }).where(eq(profiles.id, viewer.id));
  return myAvailability(db, viewer);
}

const mentorProfile = alias(profiles, "mentor_profile");
const menteeProfile = alias(profiles, "mentee_profile");

const appointmentColumns = {
  id: appointments.id,
  date: appointments.date,
  time: appointments.time,
  topic: appointments.topic,
  notes: appointments.notes,
  status: appointments.status,
  declineReason: appointments.declineReason,
  timezone: mentorProfile.timezone,
  startsAt: appointments.startsAt,
  bookerTimezone: appointments.bookerTimezone,
  menteeProfileTimezone: menteeProfile.timezone,
  sequence: appointments.sequence,
  location: appointments.location,
  cancelReason: appointments.cancelReason,
  cancelledBy: appointments.cancelledBy,
  proposedDate: appointments.proposedDate,
  proposedTime: appointments.proposedTime,
  proposedStartsAt: appointments.proposedStartsAt,
  proposedBy: appointments.proposedBy,
  mentorId: appointments.mentorId,
  mentorName: mentorProfile.fullName,
  mentorTitle: mentorProfile.title,
  mentorCompany: mentorProfile.company,
  mentorAvatar: mentorProfile.avatarUrl,
  menteeId: appointments.userId,
  menteeName: menteeProfile.fullName,
  menteeAvatar: menteeProfile.avatarUrl,
};

function toAppointmentDto(r: Record<keyof typeof appointmentColumns, unknown>): AppointmentDto {
  const mentorTimezone = (r.timezone as string | null) ?? "UTC";
  const role = (userId: unknown) => (userId === null || userId === undefined ? null : userId === r.mentorId ? "mentor" : "mentee");
  return {
    startsAt: (r.startsAt as Date).toISOString(),
    mentorTimezone,
    menteeTimezone: (r.bookerTimezone as string | null) ?? (r.menteeProfileTimezone as string | null) ?? mentorTimezone,
    sequence: r.sequence as number,
    location: r.location as string | null,
    cancelReason: r.cancelReason as string | null,
    cancelledBy: (r.cancelledBy as "mentor" | "mentee" | null) ?? null,
    proposal: r.proposedDate
      ? {
          date: r.proposedDate as string,
          time: r.proposedTime as string,
          startsAt: (r.proposedStartsAt as Date).toISOString(),
          by: (role(r.proposedBy) ?? "mentee") as "mentor" | "mentee",
        }
      : null,
    id: r.id as string,
    date: r.date as string,
    time: r.time as string,
    topic: r.topic as string,
    notes: r.notes as string | null,
    status: r.status as AppointmentDto["status"],
    declineReason: r.declineReason as string | null,
    timezone: (r.timezone as string) ?? "UTC",
    mentor: {
      id: r.mentorId as string,
      fullName: (r.mentorName as string) ?? "Mentor",
      title: r.mentorTitle as string | null,
      company: r.mentorCompany as string | null,
      avatarUrl: r.mentorAvatar as string | null,
    },
    mentee: { id: r.menteeId as string, fullName: (r.menteeName as string) ?? "Member", avatarUrl: r.menteeAvatar as string | null },
  };
}

function appointmentQuery(db: Db) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .leftJoin(mentorProfile, eq(mentorProfile.id, appointments.mentorId))
    .leftJoin(menteeProfile, eq(menteeProfile.id, appointments.userId));
}

export async function myAppointments(db: Db, viewer: SessionUser) {
  const [asMentee, asMentor] = await Promise.all([
    appointmentQuery(db).where(eq(appointments.userId, viewer.id)).orderBy(asc(appointments.date), asc(appointments.createdAt)).limit(500),
    appointmentQuery(db)
      .where(eq(appointments.mentorId, viewer.id))
      .orderBy(asc(appointments.date), asc(appointments.createdAt))
      .limit(500),
  ]);
  return { asMentee: asMentee.map(toAppointmentDto), asMentor: asMentor.map(toAppointmentDto) };
}

export async function getAppointment(db: Db, id: string) {
  const [row] = await appointmentQuery(db).where(eq(appointments.id, id)).limit(1);
  if (!row) throw notFound("Appointment not found");
  return toAppointmentDto(row);
}

export async function bookSession(deps: Deps, booker: SessionUser, input: z.output<typeof bookingInputSchema>) {
  const mentor = await getMentor(deps.db, input.mentorId);
  if (mentor.id === booker.id) throw new AppError("VALIDATION_FAILED", "You cannot book a session with yourself");
  const rules = await mentorRules(deps.db, mentor.id);
  // Window, past, dates off, weekly hours, minimum notice, buffer: one rule set (docs/decisions/030).
  const startsAt = await assertSlot(deps.db, mentor, rules, input.date, input.time);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(appointments)
        .values({
          mentorId: mentor.id,
          userId: booker.id,
          date: input.date,
          time: input.time,
          startsAt,
          topic: input.topic,
          notes: input.notes,
          status: "pending",
          bookerTimezone: input.timezone ?? null,
          location: rules.meetingLocation,
        })
        .returning({ id: appointments.id });
      const s = (await loadSession(tx, row!.id))!;
      await deps.mailer.send(requestReceivedMail(deps.config.baseUrl, s), tx);
      // The mentee's receipt: what they asked for, in their own zone, and where to follow it.
      await deps.mailer.send(requestSentMail(deps.config.baseUrl, s), tx);
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", "This time slot has just been booked. Please choose another one.");
    throw err;
  }
}

/** Only the appointment's mentor decides, and only on a pending request. */
export async function decideAppointment(deps: Deps, viewer: SessionUser, id: string, status: "approved" | "declined", reason?: string) {
  const a = await getAppointment(deps.db, id);
  if (a.mentor.id !== viewer.id) throw forbidden("Only the mentor of this session can answer it");
  if (a.status !== "pending") throw new AppError("CONFLICT", "Only pending requests can be approved or declined");
  await deps.db.transaction(async (tx) => {
    // Decided only if still pending when the UPDATE runs: a member who cancelled meanwhile gets no
    // "confirmed" mail. An open reschedule proposal ends with the decision.
    const [decided] = await tx
      .update(appointments)
      .set({
        status,
        declineReason: status === "declined" ? (reason ?? null) : null,
        proposedDate: null,
        proposedTime: null,
        proposedStartsAt: null,
        proposedBy: null,
        updatedAt: new Date(),
      })
      .where(and(eq(appointments.id, id), eq(appointments.status, "pending")))
      .returning({ id: appointments.id });
    if (!decided) throw new AppError("CONFLICT", "Only pending requests can be approved or declined");
    const s = await loadSession(tx, id);
    if (!s) return;
    if (status === "declined") {
      await deps.mailer.send(declinedMail(deps.config.baseUrl, s, reason), tx);
      return;
    }
    // Both get the METHOD:REQUEST invitation, each with the time in their own zone.
    for (const { reader } of readersOf(s)) await deps.mailer.send(confirmedMail(deps.config.baseUrl, s, reader), tx);
  });
  return { ...a, status };
}

/**
 * The mentee cancels their own pending or approved booking; the mentor cancels an approved one
 * (a pending one they decline). Both are told, with the optional reason; an approved session's mail
 * carries a METHOD:CANCEL .ics with SEQUENCE + 1 (docs/decisions/030).
 */
export async function cancelAppointment(deps: Deps, viewer: SessionUser, id: string, reason?: string) {
  const a = await getAppointment(deps.db, id);
  const byMentor = a.mentor.id === viewer.id;
  if (a.mentee.id !== viewer.id && !byMentor) throw forbidden("Only the member who booked this session can cancel it");
  if (byMentor && a.status === "pending") throw forbidden("Decline a pending request instead of cancelling it");
  if (a.status !== "pending" && a.status !== "approved") throw new AppError("CONFLICT", "This session can no longer be cancelled");
  await deps.db.transaction(async (tx) => {
    // Only from an active status, checked by the UPDATE itself (a concurrent decline or cancel wins once).
    const [cancelled] = await tx
      .update(appointments)
      .set({
        status: "cancelled",
        cancelReason: reason ?? null,
        cancelledBy: byMentor ? "mentor" : "mentee",
        sequence: sql`${appointments.sequence} + 1`,
        proposedDate: null,
        proposedTime: null,
        proposedStartsAt: null,
        proposedBy: null,
        updatedAt: new Date(),
      })
      .where(and(eq(appointments.id, id), inArray(appointments.status, ["pending", "approved"])))
      .returning({ id: appointments.id, status: appointments.status });
    if (!cancelled) throw new AppError("CONFLICT", "This session can no longer be cancelled");
    const s = await loadSession(tx, id);
    if (!s) return;
    const by = byMentor ? s.mentor : s.mentee;
    for (const { reader } of readersOf(s)) {
      await deps.mailer.send(cancelledMail(deps.config.baseUrl, s, reader, by, reason, a.status === "approved"), tx);
    }
  });
}

/** .ics (PUBLISH) of an approved session: mentor or mentee only; the same UID and SEQUENCE as the mails. */
export async function appointmentIcsFor(deps: Deps, viewer: SessionUser, id: string) {
  const s = await loadSession(deps.db, id);
  if (!s || (s.mentee.id !== viewer.id && s.mentor.id !== viewer.id)) throw notFound("Appointment not found");
  if (s.status !== "approved") throw new AppError("CONFLICT", "Only approved sessions have a calendar file");
  return buildIcs(sessionEvent(s, deps.config.baseUrl, "PUBLISH"));
}

// ---- mentee applications ----

export async function submitMenteeApplication(
  deps: Deps & Pick<AppDeps, "storage">,
  applicant: SessionUser,
  input: z.output<typeof menteeApplicationSchema>,
  resume: { buffer: Buffer; contentType: string; ext: string; filename: string } | null,
) {
  const file = resume ? await storeFile(deps, { ownerId: applicant.id, visibility: "private", folder: "resumes", ...resume }) : null;
  const { timezone, ...fields } = input;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mentorshipApplications)
      .values({ ...fields, applicantTimezone: timezone ?? null, userId: applicant.id, resumeFileId: file?.id ?? null })
      .returning();
    await deps.mailer.send(
      {
        to: deps.config.teamEmail,
        replyTo: input.email,
        ...renderMail(deps.config.baseUrl, {
          subject: `New mentorship application: ${input.fullName}`,
          paragraphs: [
            `${input.fullName} <${input.email}> applied for mentorship.`,
            `Role: ${input.currentRole} (${input.yearsExperience} years)\nInterest: ${input.areaOfInterest}\nPreferred contact: ${input.preferredContactMethod}${input.phoneNumber ? ` (${input.phoneNumber})` : ""}`,
            `Goals:\n${input.goals}`,
            ...(input.additionalInfo ? [`More:\n${input.additionalInfo}`] : []),
            `Resume: ${file ? "attached in the admin area" : "none"}`,
          ],
          action: { label: "Review applications", path: "/admin/mentor-applications" },
        }),
      },
      tx,
    );
    return row!;
  });
}

export async function listMenteeApplications(db: Db): Promise<MenteeApplicationDto[]> {
  const rows = await db.select().from(mentorshipApplications).orderBy(desc(mentorshipApplications.createdAt)).limit(200);
  return rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    phoneNumber: r.phoneNumber,
    currentRole: r.currentRole,
    yearsExperience: r.yearsExperience,
    areaOfInterest: r.areaOfInterest,
    preferredContactMethod: r.preferredContactMethod,
    additionalInfo: r.additionalInfo,
    goals: r.goals,
    resumeUrl: r.resumeFileId ? privateUrl(r.resumeFileId) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

// ---- becoming a mentor ----

// The application is its own state on the account (docs/decisions/026): applying and the decision
// touch only that state and, on approval, add the mentor capability. Other capabilities and the plan stay.
const MENTORING: Capability[] = ["mentor", "admin"];

export async function applyToBecomeMentor(
  { db, sessions, mailer, config }: Pick<AppDeps, "db" | "sessions" | "mailer" | "config">,
  viewer: SessionUser,
) {
  const [row] = await db
    .select({ capabilities: user.capabilities, application: user.mentorApplication, bio: profiles.bio, expertise: profiles.expertise })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, viewer.id))
    .limit(1);
  if (!row) throw notFound("Profile not found");
  if (row.capabilities.some((c) => MENTORING.includes(c as Capability))) throw new AppError("CONFLICT", "You are already a mentor");
  if (row.application === "pending") throw new AppError("CONFLICT", "Your mentor application is already under review");
  if (!row.bio?.trim() || row.expertise.length === 0) {
    throw new AppError("VALIDATION_FAILED", "Add a bio and at least one area of expertise to your profile before applying");
  }
  await db.transaction(async (tx) => {
    // Only when not a mentor and not already pending, checked by the UPDATE itself: a double click mails the team once.
    const now = new Date();
    const [applied] = await tx
      .update(user)
      .set({
        mentorApplication: "pending",
        mentorApplicationAt: now,
        mentorApplicationReason: null,
        mentorApplicationDecidedAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(user.id, viewer.id),
          not(arrayOverlaps(user.capabilities, MENTORING)),
          sql`${user.mentorApplication} is distinct from 'pending'`,
        ),
      )
      .returning({ id: user.id });
    if (!applied) throw new AppError("CONFLICT", "Your mentor application is already under review");
    await mailer.send(
      {
        to: config.teamEmail,
        ...renderMail(config.baseUrl, {
          subject: `New mentor application: ${viewer.name}`,
          paragraphs: [`${viewer.name} applied to become a mentor.`],
          action: { label: "Review it", path: "/admin/mentor-applications" },
        }),
      },
      tx,
    );
  });
  sessions.forget(viewer.id);
}

export async function listMentorApplicants(db: Db, search?: string): Promise<MentorApplicantDto[]> {
  const like = search ? likeContains(search) : null;
  const rows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: user.email,
      title: profiles.title,
      company: profiles.company,
      bio: profiles.bio,
      expertise: profiles.expertise,
      createdAt: user.createdAt,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(
      and(
        eq(user.mentorApplication, "pending"),
        like
          ? or(ilike(profiles.fullName, like), ilike(user.email, like), ilike(profiles.title, like), ilike(profiles.company, like))
          : undefined,
      ),
    )
    .orderBy(desc(user.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Approve adds the mentor capability; reject (with a reason) adds nothing and takes nothing away
 * (docs/decisions/026). The moderation module's guarded decision applies it, mails the applicant and
 * logs it (docs/decisions/034, server/features/moderation/kinds/mentor-applications.ts). Answers the
 * member's display role after it.
 */
export async function decideMentorApplicant(
  deps: Deps,
  id: string,
  approve: boolean,
  actor: SessionUser,
  reason: string | null = null,
): Promise<Role> {
  await decideTarget(deps, actor, "mentor_application", id, { approve, reason }, new Date(), "Mentor application not found");
  const [row] = await deps.db.select({ role: user.role }).from(user).where(eq(user.id, id)).limit(1);
  return (row?.role ?? "user") as Role;
}

/** One mentor's public card (no e-mail), for the page head. */
export async function publicMentor(db: Db, id: string): Promise<MentorDto> {
  const { email: _email, ...mentor } = await getMentor(db, id);
  return mentor;
}

/** Sitemap entries of mentors, in pages of `limit`. */
export async function mentorIds(db: Db, offset: number, limit: number) {
  return db
    .select({ id: profiles.id, updatedAt: profiles.updatedAt })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(isMentor)
    .orderBy(asc(profiles.id))
    .limit(limit)
    .offset(offset);
}

export async function countMentors(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(isMentor);
  return row?.n ?? 0;
}

// ---- scheduled tasks (decision 018): request expiry and reminders ----

/**
 * Pending requests not answered within 48 hours (or whose time has come) expire; both are told.
 * The UPDATE … RETURNING marks each request as it is handled, so a request expires and is mailed once
 * even when two instances run the task at the same time.
 */
export async function expireStaleRequests(deps: Pick<AppDeps, "db" | "mailer" | "config">, now: Date) {
  const cutoff = new Date(now.getTime() - REQUEST_EXPIRY_HOURS * 3_600_000);
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(appointments.status, "pending"), or(lte(appointments.createdAt, cutoff), lte(appointments.startsAt, now))))
      .returning({ id: appointments.id });
    for (const session of await loadSessions(
      tx,
      rows.map((r) => r.id),
    )) {
      for (const { reader } of readersOf(session)) await deps.mailer.send(expiredMail(deps.config.baseUrl, session, reader), tx);
    }
    return rows.length;
  });
}

/** A reminder to both, once, for each approved session starting within the next 24 hours. */
export async function sendSessionReminders(deps: Pick<AppDeps, "db" | "mailer" | "config">, now: Date) {
  const horizon = new Date(now.getTime() + REMINDER_HOURS * 3_600_000);
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ remindedAt: now })
      .where(
        and(
          eq(appointments.status, "approved"),
          sql`${appointments.remindedAt} is null`,
          sql`${appointments.startsAt} > ${now}`,
          lte(appointments.startsAt, horizon),
        ),
      )
      .returning({ id: appointments.id });
    for (const session of await loadSessions(
      tx,
      rows.map((r) => r.id),
    )) {
      // Each in their own zone, with the other's beside it (docs/decisions/030).
      for (const { reader } of readersOf(session)) await deps.mailer.send(reminderMail(deps.config.baseUrl, session, reader), tx);
    }
    return rows.length;
  });
}
