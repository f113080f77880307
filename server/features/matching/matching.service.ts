import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { isListedMentor } from "../../lib/mentors";
import { AREAS } from "@common/mentorship.schema";
import {
  DEFAULT_MONTHLY_CAP,
  MATCH_PROMISE_BUSINESS_DAYS,
  SUGGESTION_SLOT_DAYS,
  SUGGESTIONS_SHOWN,
  type MatchDto,
  type MatchingFiguresDto,
  type MatchStatus,
  type MentorMatchDto,
  type MentorMatchSettings,
  type MentorMatchSettingsDto,
  type MyApplicationDto,
  type QueuedApplicationDto,
  type SuggestionDto,
} from "@common/matching.schema";
import { paths } from "@common/paths";
import { addDays, DAY_MS, todayIn } from "@common/time";
import type { Db } from "../../db/client";
import {
  appointments,
  menteeMatches,
  mentorMatchSettings,
  mentorSettings,
  mentorshipApplications,
  profiles,
  sessionFeedback,
  user,
} from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { decodeCursor, encodeCursor } from "../../lib/paging";
import { introMenteeMail, type IntroducedMentor } from "./mails/intro-mentee.mail";
import { introMentorMail } from "./mails/intro-mentor.mail";
import { matchDeclinedMail } from "./mails/match-declined.mail";
import { mentorDeclinedMenteeMail } from "./mails/mentor-declined-mentee.mail";
import { overdueApplicationsMail } from "./mails/overdue-applications.mail";
import type { MentorRules } from "../mentorship/session";
import type { Busy } from "../mentorship/slots";
import { hasRoom, rankMentors, type MentorFacts } from "./matching.scoring";
import { privateUrl } from "../files/files.service";

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;

/** Who is a mentor: the same rule as the directory (server/lib/mentors.ts). */
const isMentor = isListedMentor;

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Mentee status as shown: "connected" once the mentee booked a session with a proposed mentor after the match. */
// Columns written out in full: drizzle leaves the table off in a one-table select, and the subquery has an "id" too.
const connected = sql<boolean>`exists (select 1 from "appointments" a join "mentee_matches" m on m.mentor_id = a.mentor_id
  where m.application_id = "mentorship_applications"."id" and m.status = 'proposed' and a.user_id = "mentorship_applications"."user_id"
  and a.status in ('pending','approved','completed') and a.created_at >= "mentorship_applications"."matched_at")`;
const statusOf = (stored: string, isConnected: boolean): MatchStatus =>
  stored === "matched" && isConnected ? "connected" : (stored as MatchStatus);

/** Adds business days (Monday–Friday, UTC) to an instant. */
export function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}
export const isOverdue = (status: string, createdAt: Date, now: Date) =>
  status === "received" && addBusinessDays(createdAt, MATCH_PROMISE_BUSINESS_DAYS).getTime() <= now.getTime();

// ---- mentor settings ----

async function settingsOf(db: Db, mentorId: string, now: Date): Promise<MentorMatchSettingsDto> {
  const [row] = await db.select().from(mentorMatchSettings).where(eq(mentorMatchSettings.mentorId, mentorId));
  const [{ used }] = (await db
    .select({ used: sql<number>`count(*)::int` })
    .from(menteeMatches)
    .where(
      and(eq(menteeMatches.mentorId, mentorId), eq(menteeMatches.status, "proposed"), gte(menteeMatches.createdAt, monthStart(now))),
    )) as [{ used: number }];
  return { accepting: row?.accepting ?? true, monthlyCap: row?.monthlyCap ?? DEFAULT_MONTHLY_CAP, usedThisMonth: used };
}

export const mySettings = (db: Db, viewer: SessionUser, now: Date) => settingsOf(db, viewer.id, now);

export async function setMySettings(db: Db, viewer: SessionUser, input: MentorMatchSettings, now: Date) {
  await db
    .insert(mentorMatchSettings)
    .values({ mentorId: viewer.id, ...input, updatedAt: now })
    .onConflictDoUpdate({ target: mentorMatchSettings.mentorId, set: { ...input, updatedAt: now } });
  return settingsOf(db, viewer.id, now);
}

// ---- suggestions ----

async function getApplication(db: Db, id: string) {
  const [row] = await db
    .select({ app: mentorshipApplications, profileZone: profiles.timezone, connected })
    .from(mentorshipApplications)
    .leftJoin(profiles, eq(profiles.id, mentorshipApplications.userId))
    .where(eq(mentorshipApplications.id, id))
    .limit(1);
  if (!row) throw notFound("Application not found.");
  return { ...row.app, timezone: row.app.applicantTimezone ?? row.profileZone ?? "UTC", connected: row.connected };
}

export async function suggestionsFor(db: Db, applicationId: string, now: Date): Promise<SuggestionDto[]> {
  const app = await getApplication(db, applicationId);
  return (await rankedFor(db, app, now)).slice(0, SUGGESTIONS_SHOWN);
}

type Application = Awaited<ReturnType<typeof getApplication>>;

/**
 * Every mentor with room who was neither proposed to nor declined this application, best first, each with
 * the parts of the score and the sentence for the mentee (docs/decisions/033, 083).
 */
async function rankedFor(db: Db, app: Application, now: Date): Promise<SuggestionDto[]> {
  const label = AREAS.find((a) => a.value === app.areaOfInterest && a.value !== "other")?.label ?? "";
  const already = db.select({ id: menteeMatches.mentorId }).from(menteeMatches).where(eq(menteeMatches.applicationId, app.id));
  const used = sql<number>`(select count(*)::int from ${menteeMatches} mm where mm.mentor_id = ${profiles.id}
    and mm.status = 'proposed' and mm.created_at >= ${monthStart(now)})`;
  const rows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      title: profiles.title,
      expertise: profiles.expertise,
      yearsExperience: profiles.yearsExperience,
      timezone: profiles.timezone,
      availability: profiles.availability,
      accepting: sql<boolean>`coalesce(${mentorMatchSettings.accepting}, true)`,
      monthlyCap: sql<number>`coalesce(${mentorMatchSettings.monthlyCap}, ${DEFAULT_MONTHLY_CAP})`,
      usedThisMonth: used,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(mentorMatchSettings, eq(mentorMatchSettings.mentorId, profiles.id))
    .where(
      and(
        isMentor,
        sql`coalesce(${mentorMatchSettings.accepting}, true)`,
        sql`${profiles.id} not in (${already})`,
        app.userId ? sql`${profiles.id} <> ${app.userId}` : undefined,
      ),
    );
  const open = rows.filter((r) => hasRoom(r));
  const ids = open.map((r) => r.id);
  const [busy, rules, ratings] = await Promise.all([busySessions(db, ids, now), rulesOf(db, ids), menteeRatingsOf(db, ids)]);
  const facts: MentorFacts[] = open.map((r) => ({
    ...r,
    ratedBy: ratings.get(r.id)?.ratedBy ?? 0,
    ratingMean: ratings.get(r.id)?.mean ?? null,
    busy: busy.get(r.id) ?? [],
    rules: rules.get(r.id) ?? {
      meetingLocation: null,
      minNoticeHours: 0,
      bufferMinutes: 0,
      datesOff: [],
      bookingWindowDays: 30,
      extraHours: {},
    },
  }));
  // The words' rarity is counted over every candidate of this request (full ones too), in TypeScript over the one query's rows.
  return rankMentors({ yearsExperience: app.yearsExperience, timezone: app.timezone, areaLabel: label, goals: app.goals }, facts, now, {
    corpus: rows,
  });
}

/**
 * The mentees' ratings of these mentors in one grouped query (docs/decisions/048-feedback-in-the-ranking.md):
 * only ratings written as mentee (a mentor's rating is about the session); each mentee's own mean first,
 * so a mentee with many sessions counts once. Served by session_feedback (mentor_id, created_at).
 */
async function menteeRatingsOf(db: Db, mentorIds: string[]) {
  const out = new Map<string, { ratedBy: number; mean: number }>();
  if (!mentorIds.length) return out;
  const perMentee = db
    .select({ mentorId: sessionFeedback.mentorId, mean: sql<number>`avg(${sessionFeedback.rating})`.as("mean") })
    .from(sessionFeedback)
    .where(and(inArray(sessionFeedback.mentorId, mentorIds), eq(sessionFeedback.role, "mentee")))
    .groupBy(sessionFeedback.mentorId, sessionFeedback.authorId)
    .as("per_mentee");
  const rows = await db
    .select({ mentorId: perMentee.mentorId, ratedBy: sql<number>`count(*)::int`, mean: sql<string>`avg(${perMentee.mean})` })
    .from(perMentee)
    .groupBy(perMentee.mentorId);
  // (A deleted mentee's ratings keep counting, their author null: docs/decisions/058.)
  for (const r of rows) if (r.mentorId) out.set(r.mentorId, { ratedBy: r.ratedBy, mean: Number(r.mean) });
  return out;
}

/** The booking rules of these mentors in one query (what mentorRules reads one by one; decision 030). */
async function rulesOf(db: Db, mentorIds: string[]) {
  const out = new Map<string, MentorRules>();
  if (!mentorIds.length) return out;
  const rows = await db.select().from(mentorSettings).where(inArray(mentorSettings.userId, mentorIds));
  for (const r of rows) {
    out.set(r.userId, {
      meetingLocation: r.meetingLocation,
      minNoticeHours: r.minNoticeHours,
      bufferMinutes: r.bufferMinutes,
      datesOff: r.datesOff,
      bookingWindowDays: r.bookingWindowDays,
      extraHours: r.extraHours,
    });
  }
  return out;
}

/** Pending and approved sessions of these mentors around the suggestion window (busySlots, for many mentors at once). */
async function busySessions(db: Db, mentorIds: string[], now: Date) {
  const out = new Map<string, Busy[]>();
  if (!mentorIds.length) return out;
  const from = addDays(todayIn("UTC", now), -2);
  const rows = await db
    .select({
      mentorId: appointments.mentorId,
      id: appointments.id,
      date: appointments.date,
      time: appointments.time,
      startsAt: appointments.startsAt,
      durationMinutes: appointments.durationMinutes,
      sessionTypeId: appointments.sessionTypeId,
      groupSeat: appointments.groupSeat,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.mentorId, mentorIds),
        inArray(appointments.status, ["pending", "approved"]),
        gte(appointments.date, from),
        lte(appointments.date, addDays(from, SUGGESTION_SLOT_DAYS + 4)),
      ),
    );
  for (const { mentorId, ...b } of rows) if (mentorId) out.set(mentorId, [...(out.get(mentorId) ?? []), b]);
  return out;
}

// ---- the queue ----

const PAGE = 25;

async function matchesOf(db: Db, applicationIds: string[]): Promise<Map<string, MatchDto[]>> {
  const out = new Map<string, MatchDto[]>();
  if (!applicationIds.length) return out;
  const rows = await db
    .select({ m: menteeMatches, mentorName: profiles.fullName })
    .from(menteeMatches)
    .innerJoin(profiles, eq(profiles.id, menteeMatches.mentorId))
    .where(inArray(menteeMatches.applicationId, applicationIds))
    .orderBy(asc(menteeMatches.createdAt), asc(menteeMatches.id));
  for (const { m, mentorName } of rows) {
    const list = out.get(m.applicationId) ?? [];
    list.push({
      id: m.id,
      mentorId: m.mentorId,
      mentorName,
      status: m.status as MatchDto["status"],
      declineReason: m.declineReason,
      createdAt: m.createdAt.toISOString(),
    });
    out.set(m.applicationId, list);
  }
  return out;
}

/** The admin queue: newest first, by stored status ("connected" is within "matched"), keyset-paged (docs/decisions/011). */
export async function applicationQueue(db: Db, q: { status?: MatchStatus; cursor?: string }, now: Date) {
  const stored = q.status === "connected" ? "matched" : q.status;
  const c = q.cursor ? decodeCursor(q.cursor) : null;
  const rows = await db
    .select({
      app: mentorshipApplications,
      profileZone: profiles.timezone,
      connected,
      at: sql<string>`${mentorshipApplications.createdAt}::text`,
    })
    .from(mentorshipApplications)
    .leftJoin(profiles, eq(profiles.id, mentorshipApplications.userId))
    .where(
      and(
        stored ? eq(mentorshipApplications.matchStatus, stored) : undefined,
        q.status === "connected" ? connected : q.status === "matched" ? sql`not ${connected}` : undefined,
        c ? sql`(${mentorshipApplications.createdAt}, ${mentorshipApplications.id}) < (${c.at}::timestamptz, ${c.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(mentorshipApplications.createdAt), desc(mentorshipApplications.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const matches = await matchesOf(
    db,
    page.map((r) => r.app.id),
  );
  const applications: QueuedApplicationDto[] = page.map(({ app, profileZone, connected: isConnected }) => ({
    id: app.id,
    fullName: app.fullName,
    email: app.email,
    currentRole: app.currentRole,
    yearsExperience: app.yearsExperience,
    areaOfInterest: app.areaOfInterest,
    goals: app.goals,
    phoneNumber: app.phoneNumber,
    preferredContactMethod: app.preferredContactMethod,
    additionalInfo: app.additionalInfo,
    resumeUrl: app.resumeFileId ? privateUrl(app.resumeFileId) : null,
    timezone: app.applicantTimezone ?? profileZone ?? "UTC",
    status: statusOf(app.matchStatus, isConnected),
    createdAt: app.createdAt.toISOString(),
    overdue: isOverdue(app.matchStatus, app.createdAt, now),
    matches: matches.get(app.id) ?? [],
  }));
  const last = page.at(-1);
  return { applications, nextCursor: rows.length > PAGE && last ? encodeCursor(last.at, last.app.id) : null };
}

// ---- the match ----

/** The team proposes one or two mentors; both sides are introduced by mail in the same transaction (outbox). */
export async function matchApplication(deps: Deps, applicationId: string, mentorIds: string[], now: Date) {
  const app = await getApplication(deps.db, applicationId);
  // Why each was proposed, in the mentee's words, fixed with the match (docs/decisions/083).
  const why = new Map((await rankedFor(deps.db, app, now)).map((s) => [s.mentorId, s.why]));
  return deps.db.transaction(async (tx) => {
    const mentors: (IntroducedMentor & { email: string })[] = [];
    for (const mentorId of [...mentorIds].sort()) {
      const [m] = await tx
        .select({
          id: profiles.id,
          fullName: profiles.fullName,
          title: profiles.title,
          company: profiles.company,
          expertise: profiles.expertise,
          bio: profiles.bio,
          email: user.email,
        })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(and(eq(profiles.id, mentorId), isMentor));
      if (!m) throw new AppError("VALIDATION_FAILED", "Please choose a mentor from the suggestions", { mentorIds: "Not a mentor" });
      if (m.id === app.userId)
        throw new AppError("VALIDATION_FAILED", "A mentee cannot be their own mentor", { mentorIds: "Not this mentor" });
      if (!(await takeRoom(tx, mentorId, now))) throw new AppError("CONFLICT", `${m.fullName} is not accepting new mentees this month`);
      mentors.push({ ...m, why: why.get(m.id) ?? null });
    }
    const [updated] = await tx
      .update(mentorshipApplications)
      .set({ matchStatus: "matched", matchedAt: now })
      .where(and(eq(mentorshipApplications.id, app.id), eq(mentorshipApplications.matchStatus, "received")))
      .returning({ id: mentorshipApplications.id });
    if (!updated) throw new AppError("CONFLICT", "This application is already matched or closed");
    const inserted = await tx
      .insert(menteeMatches)
      // One millisecond apart in the admin's order: the mentee's list shows them as the admin chose.
      .values(
        mentorIds.map((id, i) => ({
          applicationId: app.id,
          mentorId: id,
          createdAt: new Date(now.getTime() + i),
          why: why.get(id) ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: menteeMatches.id });
    if (inserted.length !== mentors.length) throw new AppError("CONFLICT", "This mentor was already proposed for this application");
    const ordered = mentorIds.map((id) => mentors.find((m) => m.id === id)!);
    for (const m of ordered) await mailMentorProposal(deps, tx, app, m, ordered.length > 1);
    await deps.mailer.send(introMenteeMail(deps.config.baseUrl, { to: app.email, menteeName: app.fullName, mentors: ordered }), tx);
    return { matched: ordered.map((m) => m.id) };
  });
}

/**
 * Takes a place in the mentor's month: the cap is checked under the mentor's settings row lock, so two
 * matches at once cannot both take the last place. False when not accepting or full.
 */
async function takeRoom(tx: Db, mentorId: string, now: Date) {
  await tx.insert(mentorMatchSettings).values({ mentorId }).onConflictDoNothing();
  const [s] = await tx.select().from(mentorMatchSettings).where(eq(mentorMatchSettings.mentorId, mentorId)).for("update");
  const [{ used }] = (await tx
    .select({ used: sql<number>`count(*)::int` })
    .from(menteeMatches)
    .where(
      and(eq(menteeMatches.mentorId, mentorId), eq(menteeMatches.status, "proposed"), gte(menteeMatches.createdAt, monthStart(now))),
    )) as [{ used: number }];
  return s!.accepting && used < s!.monthlyCap;
}

/** The proposal to a mentor: the mentee, their goals and how to reach them (the same mail for a first match and a re-suggestion). */
async function mailMentorProposal(deps: Deps, tx: Db, app: Application, m: { email: string; fullName: string }, choice: boolean) {
  await deps.mailer.send(
    introMentorMail(deps.config.baseUrl, {
      to: m.email,
      mentorName: m.fullName,
      menteeName: app.fullName,
      menteeEmail: app.email,
      currentRole: app.currentRole,
      years: app.yearsExperience,
      area: AREAS.find((a) => a.value === app.areaOfInterest)?.label ?? app.areaOfInterest,
      goals: app.goals,
      choice,
    }),
    tx,
  );
}

const introducedColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  title: profiles.title,
  company: profiles.company,
  expertise: profiles.expertise,
  bio: profiles.bio,
  email: user.email,
};

/**
 * After a decline, the next best mentor with room who was neither proposed nor declined for this
 * application is proposed in the same transaction (docs/decisions/083), with the same proposal mail.
 * Null when nobody is left (the team then matches by hand).
 */
async function proposeNext(deps: Deps, tx: Db, app: Application, now: Date) {
  for (const next of (await rankedFor(tx, app, now)).slice(0, SUGGESTIONS_SHOWN)) {
    if (!(await takeRoom(tx, next.mentorId, now))) continue;
    const [inserted] = await tx
      .insert(menteeMatches)
      .values({ applicationId: app.id, mentorId: next.mentorId, createdAt: now, why: next.why })
      .onConflictDoNothing()
      .returning({ id: menteeMatches.id });
    if (!inserted) continue;
    const [m] = await tx
      .select(introducedColumns)
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(profiles.id, next.mentorId));
    await mailMentorProposal(deps, tx, app, m!, false);
    return { ...m!, why: next.why };
  }
  return null;
}

/** The mentor's own proposed and declined matches (newest first, a mentor has few). */
export async function myMatches(db: Db, viewer: SessionUser): Promise<MentorMatchDto[]> {
  const rows = await db
    .select({ m: menteeMatches, app: mentorshipApplications })
    .from(menteeMatches)
    .innerJoin(mentorshipApplications, eq(mentorshipApplications.id, menteeMatches.applicationId))
    .where(eq(menteeMatches.mentorId, viewer.id))
    .orderBy(desc(menteeMatches.createdAt))
    .limit(50);
  return rows.map(({ m, app }) => ({
    id: m.id,
    status: m.status as MentorMatchDto["status"],
    menteeName: app.fullName,
    currentRole: app.currentRole,
    yearsExperience: app.yearsExperience,
    areaOfInterest: app.areaOfInterest,
    goals: app.goals,
    createdAt: m.createdAt.toISOString(),
  }));
}

/**
 * The mentor declines (own matches only; another's is "not found"). With no other proposed mentor left,
 * the application goes back to the queue, where the next suggestions leave out who declined.
 */
export async function declineMatch(deps: Deps, viewer: SessionUser, matchId: string, reason: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const [m] = await tx
      .update(menteeMatches)
      .set({ status: "declined", declineReason: reason, decidedAt: now })
      .where(and(eq(menteeMatches.id, matchId), eq(menteeMatches.mentorId, viewer.id), eq(menteeMatches.status, "proposed")))
      .returning();
    if (!m) {
      const [own] = await tx
        .select({ id: menteeMatches.id })
        .from(menteeMatches)
        .where(and(eq(menteeMatches.id, matchId), eq(menteeMatches.mentorId, viewer.id)));
      if (own) throw new AppError("CONFLICT", "This match was already declined");
      throw notFound("Match not found.");
    }
    const app = await getApplication(tx, m.applicationId);
    // The next best free mentor is proposed instead (docs/decisions/083), unless the application was closed.
    const instead = app.matchStatus === "matched" ? await proposeNext(deps, tx, app, now) : null;
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(menteeMatches)
      .where(and(eq(menteeMatches.applicationId, m.applicationId), eq(menteeMatches.status, "proposed")));
    const backInQueue = left!.n === 0;
    if (backInQueue) {
      await tx
        .update(mentorshipApplications)
        .set({ matchStatus: "received", matchedAt: null })
        .where(and(eq(mentorshipApplications.id, m.applicationId), eq(mentorshipApplications.matchStatus, "matched")));
    }
    await deps.mailer.send(
      matchDeclinedMail(deps.config.baseUrl, {
        to: deps.config.teamEmail,
        mentorName: viewer.name,
        menteeName: app.fullName,
        reason,
        backInQueue,
        proposedInstead: instead?.fullName ?? null,
      }),
      tx,
    );
    // The mentee hears of it once, with the new mentor when there is one; the declined one's booking link is withdrawn.
    if (app.matchStatus === "matched") {
      await deps.mailer.send(
        mentorDeclinedMenteeMail(deps.config.baseUrl, {
          to: app.email,
          menteeName: app.fullName,
          declinedName: viewer.name,
          instead,
          othersLeft: !backInQueue && !instead,
        }),
        tx,
      );
    }
    return { backInQueue, proposedInstead: instead ? { id: instead.id, fullName: instead.fullName } : null };
  });
}

/**
 * Whether this member's open application had this mentor decline them (docs/decisions/083): the booking
 * link the match gave is withdrawn, so a booking with that mentor for the match is refused.
 */
export const DECLINED_BOOKING =
  "This mentor declined your mentorship match, so their booking link was withdrawn. Book a session with a mentor proposed to you.";

export async function declinedMatchGate(db: Db, { menteeId, mentorId }: { menteeId: string; mentorId: string }) {
  const [row] = await db
    .select({ id: menteeMatches.id })
    .from(menteeMatches)
    .innerJoin(mentorshipApplications, eq(mentorshipApplications.id, menteeMatches.applicationId))
    .where(
      and(
        eq(mentorshipApplications.userId, menteeId),
        sql`${mentorshipApplications.matchStatus} <> 'closed'`,
        eq(menteeMatches.mentorId, mentorId),
        eq(menteeMatches.status, "declined"),
      ),
    )
    .limit(1);
  return row ? DECLINED_BOOKING : null;
}

// ---- the mentee's side ----

export async function myApplication(db: Db, viewer: SessionUser): Promise<MyApplicationDto> {
  const [row] = await db
    .select({ app: mentorshipApplications, connected })
    .from(mentorshipApplications)
    .where(eq(mentorshipApplications.userId, viewer.id))
    .orderBy(desc(mentorshipApplications.createdAt))
    .limit(1);
  if (!row) return { application: null };
  const mentors = await db
    .select({ id: profiles.id, fullName: profiles.fullName, title: profiles.title, why: menteeMatches.why })
    .from(menteeMatches)
    .innerJoin(profiles, eq(profiles.id, menteeMatches.mentorId))
    .where(and(eq(menteeMatches.applicationId, row.app.id), eq(menteeMatches.status, "proposed")))
    .orderBy(asc(menteeMatches.createdAt), asc(menteeMatches.id));
  return {
    application: {
      id: row.app.id,
      status: statusOf(row.app.matchStatus, row.connected),
      areaOfInterest: row.app.areaOfInterest,
      createdAt: row.app.createdAt.toISOString(),
      mentors: mentors.map((m) => ({ ...m, bookingPath: paths.book(m.id), profilePath: paths.mentor(m.id) })),
    },
  };
}

export async function closeApplication(db: Db, applicationId: string, now: Date) {
  const [row] = await db
    .update(mentorshipApplications)
    .set({ matchStatus: "closed", closedAt: now })
    .where(and(eq(mentorshipApplications.id, applicationId), sql`${mentorshipApplications.matchStatus} <> 'closed'`))
    .returning({ id: mentorshipApplications.id });
  if (!row) {
    await getApplication(db, applicationId);
    throw new AppError("CONFLICT", "This application is already closed");
  }
}

// ---- the promise: 5 business days ----

/** Daily: one mail to the team listing applications past the promise, each listed once (overdue_notified_at). */
export async function notifyOverdueApplications(deps: Deps, now: Date) {
  // 5 business days are at least 5 calendar days: the index narrows, the business-day rule decides.
  const rows = await deps.db
    .select({ id: mentorshipApplications.id, fullName: mentorshipApplications.fullName, createdAt: mentorshipApplications.createdAt })
    .from(mentorshipApplications)
    .where(
      and(
        eq(mentorshipApplications.matchStatus, "received"),
        lt(mentorshipApplications.createdAt, new Date(now.getTime() - MATCH_PROMISE_BUSINESS_DAYS * DAY_MS)),
        sql`${mentorshipApplications.overdueNotifiedAt} is null`,
      ),
    )
    .orderBy(asc(mentorshipApplications.createdAt))
    .limit(200);
  const due = rows.filter((r) => isOverdue("received", r.createdAt, now));
  if (!due.length) return 0;
  await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(mentorshipApplications)
      .set({ overdueNotifiedAt: now })
      .where(
        and(
          inArray(
            mentorshipApplications.id,
            due.map((r) => r.id),
          ),
          sql`${mentorshipApplications.overdueNotifiedAt} is null`,
        ),
      )
      .returning({ id: mentorshipApplications.id });
    const listed = due.filter((r) => claimed.some((c) => c.id === r.id));
    if (listed.length)
      await deps.mailer.send(overdueApplicationsMail(deps.config.baseUrl, { to: deps.config.teamEmail, applicants: listed }), tx);
  });
  return due.length;
}

// ---- figures ----

/** Team figures from indexed aggregates (match_status index; matches by mentor); no per-member scan. */
export async function matchingFigures(db: Db, now: Date): Promise<MatchingFiguresDto> {
  const counts = await db
    .select({ status: mentorshipApplications.matchStatus, n: sql<number>`count(*)::int` })
    .from(mentorshipApplications)
    .groupBy(mentorshipApplications.matchStatus);
  const [conn] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mentorshipApplications)
    .where(and(eq(mentorshipApplications.matchStatus, "matched"), connected));
  const [median] = await db
    .select({
      days: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${mentorshipApplications.matchedAt} - ${mentorshipApplications.createdAt}) / 86400)`,
    })
    .from(mentorshipApplications)
    .where(sql`${mentorshipApplications.matchedAt} is not null`);
  const [overdue] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mentorshipApplications)
    .where(and(eq(mentorshipApplications.matchStatus, "received"), lt(mentorshipApplications.createdAt, addBusinessDaysBack(now))));
  const load = await db
    .select({
      mentorId: menteeMatches.mentorId,
      fullName: profiles.fullName,
      active: sql<number>`count(*)::int`,
      thisMonth: sql<number>`(count(*) filter (where ${menteeMatches.createdAt} >= ${monthStart(now)}))::int`,
      cap: sql<number>`coalesce(max(${mentorMatchSettings.monthlyCap}), ${DEFAULT_MONTHLY_CAP})`,
    })
    .from(menteeMatches)
    .innerJoin(profiles, eq(profiles.id, menteeMatches.mentorId))
    .leftJoin(mentorMatchSettings, eq(mentorMatchSettings.mentorId, menteeMatches.mentorId))
    .where(eq(menteeMatches.status, "proposed"))
    .groupBy(menteeMatches.mentorId, profiles.fullName)
    .orderBy(desc(sql`count(*)`), asc(profiles.fullName))
    .limit(20);
  const by = Object.fromEntries(counts.map((c) => [c.status, c.n])) as Record<string, number>;
  const matchedAll = by.matched ?? 0;
  const everMatched = matchedAll + (by.closed ?? 0);
  return {
    byStatus: { received: by.received ?? 0, matched: matchedAll - conn!.n, connected: conn!.n, closed: by.closed ?? 0 },
    overdue: overdue!.n,
    medianDaysToMatch: median?.days == null ? null : Math.round(Number(median.days) * 10) / 10,
    connectedShare: everMatched ? Math.round((conn!.n / everMatched) * 100) / 100 : null,
    mentorLoad: load,
  };
}

/** The latest creation instant that is past the promise at `now` (walking business days back). */
function addBusinessDaysBack(now: Date): Date {
  const d = new Date(now);
  let left = MATCH_PROMISE_BUSINESS_DAYS;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() - 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}
