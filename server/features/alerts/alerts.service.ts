/**
 * Job alerts (docs/decisions/032-job-alerts.md): members save the board's search and get a daily or
 * weekly digest of the jobs approved since the last one; recruiters get one daily digest of new
 * interest in their jobs. Each digest is claimed by inserting its (kind, subject, period) row into
 * mail_digests in the transaction that queues its mail, so it goes out once across instances.
 */
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  MAX_SAVED_SEARCHES,
  type SavedSearchDto,
  type SavedSearchListDto,
  type SavedSearchQuery,
  type createSavedSearchInputSchema,
  type savedSearchListQuerySchema,
  type updateSavedSearchInputSchema,
} from "@common/alerts.schema";
import type { jobListQuerySchema } from "@common/jobs.schema";
import { paths } from "@common/paths";
import type { Db } from "../../db/client";
import { jobInterests, jobs, mailDigests, notificationPreferences, savedSearches, user } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { absoluteUrl, renderMail } from "../../lib/mail-layout";
import { decodeCursor, encodeCursor } from "../../lib/paging";
import { isVerifiedContractorUser, searchJobsApprovedBetween } from "../jobs/jobs.service";
import { isNotificationEnabled } from "../notifications/notifications.service";
import { readUnsubscribeToken, unsubscribeToken, type UnsubscribeTarget } from "./alert-tokens";
import { claimDigest, dbNow, digestPeriod, instant } from "../notifications/digests";

/** The digest machinery moved to notifications (docs/decisions/063); kept here for the alerts' own callers. */
export { claimDigest, dbNow, digestPeriod };

type SavedSearchRow = typeof savedSearches.$inferSelect;
/** Jobs listed in one digest mail; the mail says how many more there are. */
export const DIGEST_JOBS = 20;
const BATCH = 200;
/** Interest rows read by one daily run (all recruiters together). */
const INTEREST_BATCH = 5000;

// ---- saved searches ----

const toDto = (r: SavedSearchRow, lastDigestAt: Date | null): SavedSearchDto => ({
  id: r.id,
  name: r.name,
  frequency: r.frequency,
  query: r.query,
  createdAt: r.createdAt.toISOString(),
  lastDigestAt: lastDigestAt?.toISOString() ?? null,
});

const lastDigestOf = (id: SQL | string) =>
  sql<
    string | null
  >`(select max(${mailDigests.createdAt})::text from ${mailDigests} where ${mailDigests.kind} = 'saved_search' and ${mailDigests.subjectId} = ${id})`;

export async function listSavedSearches(
  db: Db,
  userId: string,
  q: z.output<typeof savedSearchListQuerySchema>,
): Promise<SavedSearchListDto> {
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: savedSearches,
        lastDigestAt: lastDigestOf(sql`${savedSearches.id}::text`),
        at: sql<string>`${savedSearches.createdAt}::text`,
      })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.userId, userId),
          cursor ? sql`(${savedSearches.createdAt}, ${savedSearches.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(q.pageSize + 1),
    db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)),
  ]);
  const page = rows.slice(0, q.pageSize);
  const last = page.at(-1);
  return {
    savedSearches: page.map((r) => toDto(r.row, r.lastDigestAt ? new Date(r.lastDigestAt) : null)),
    nextCursor: rows.length > q.pageSize && last ? encodeCursor(last.at, last.row.id) : null,
    total: total?.n ?? 0,
    limit: MAX_SAVED_SEARCHES,
  };
}

export async function createSavedSearch(
  db: Db,
  userId: string,
  input: z.output<typeof createSavedSearchInputSchema>,
): Promise<SavedSearchDto> {
  if (input.query.contractorOnly && !(await isVerifiedContractorUser(db, userId))) {
    throw forbidden("The contractor jobs filter is for verified contractors");
  }
  return db.transaction(async (tx) => {
    // The member's row is the lock: two saves at once cannot both pass the limit.
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
    const [existing] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((existing?.n ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new AppError("CONFLICT", `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, frequency: input.frequency, query: input.query })
      .returning();
    return toDto(row!, null);
  });
}

/** Owner only: someone else's saved search is "not found", as if it did not exist. */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  input: z.output<typeof updateSavedSearchInputSchema>,
): Promise<SavedSearchDto> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.frequency ? { frequency: input.frequency } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound("Saved search not found");
  const [last] = await db.select({ at: lastDigestOf(id) }).from(sql`(select 1) as one`);
  return toDto(row, last?.at ? new Date(last.at) : null);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (gone.length === 0) throw notFound("Saved search not found");
}

// ---- unsubscribe ----

const INVALID_LINK = "This unsubscribe link is invalid.";

/** Turns off what a signed token names, without signing in. Idempotent: an alert already gone is fine. */
export async function unsubscribeWithToken(deps: Pick<AppDeps, "db" | "config" | "scheduler">, token: string): Promise<string> {
  const target = readUnsubscribeToken(deps.config.authSecret, token, deps.scheduler.now());
  if (!target) throw new AppError("VALIDATION_FAILED", INVALID_LINK, { token: INVALID_LINK });
  if (target.type === "saved_search") {
    const [gone] = await deps.db.delete(savedSearches).where(eq(savedSearches.id, target.id)).returning({ name: savedSearches.name });
    return gone ? `The job alert "${gone.name}" is turned off.` : "This job alert is already turned off.";
  }
  await deps.db
    .insert(notificationPreferences)
    .values({ userId: target.userId, kind: target.kind, enabled: false })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { enabled: false, updatedAt: sql`now()` },
    });
  return "You will no longer receive this kind of mail. You can turn it back on in your settings.";
}

export const unsubscribeUrls = (baseUrl: string, target: UnsubscribeTarget, secret: string) => {
  const token = encodeURIComponent(unsubscribeToken(secret, target));
  return {
    page: absoluteUrl(baseUrl, `${paths.alertsUnsubscribe}?token=${token}`),
    oneClick: `${baseUrl}/api/alerts/unsubscribe?token=${token}`,
  };
};

// ---- digests ----

const boardQuery = (q: SavedSearchQuery, pageSize: number): z.output<typeof jobListQuerySchema> => ({
  search: q.search,
  skill: q.skill,
  location: q.location,
  days: q.days,
  contractorOnly: q.contractorOnly,
  page: 1,
  pageSize,
});

const filtersText = (q: SavedSearchQuery) =>
  [
    q.search ? `"${q.search}"` : null,
    q.skill ? `skill ${q.skill}` : null,
    q.location ? `in ${q.location}` : null,
    q.days !== "all" ? `posted in the last ${q.days} days` : null,
    q.contractorOnly ? "contractor jobs" : null,
  ]
    .filter(Boolean)
    .join(", ") || "all jobs";

/** The board's URL for a saved search, so the mail's button opens the same results. */
export function boardUrlOf(q: SavedSearchQuery): string {
  const p = new URLSearchParams();
  if (q.search) p.set("search", q.search);
  if (q.skill) p.set("skill", q.skill);
  if (q.location) p.set("location", q.location);
  if (q.days !== "all") p.set("days", q.days);
  if (q.contractorOnly) p.set("contractorOnly", "true");
  const qs = p.toString();
  return qs ? `${paths.jobs}?${qs}` : paths.jobs;
}

/**
 * Mails each saved search's digest of newly approved matching jobs, once per period (daily/weekly),
 * and nothing when nothing is new. Safe to run on several instances at once. Returns the mails queued.
 */
export async function sendJobAlertDigests(deps: Pick<AppDeps, "db" | "mailer" | "config">, now: Date): Promise<number> {
  const { db } = deps;
  const until = await dbNow(db);
  let sent = 0;
  let after: { at: string; id: string } | null = null;
  for (;;) {
    // Saved searches whose owner has not turned job alerts off and whose period has no digest yet.
    const batch: { row: SavedSearchRow; at: string; email: string; ownerName: string; since: string }[] = await db
      .select({
        row: savedSearches,
        at: sql<string>`${savedSearches.createdAt}::text`,
        email: user.email,
        ownerName: user.name,
        since: sql<string>`coalesce((select max(${mailDigests.coveredUntil}) from ${mailDigests} where ${mailDigests.kind} = 'saved_search' and ${mailDigests.subjectId} = ${savedSearches.id}::text), ${savedSearches.createdAt})::text`,
      })
      .from(savedSearches)
      .innerJoin(user, eq(user.id, savedSearches.userId))
      .where(
        and(
          after ? sql`(${savedSearches.createdAt}, ${savedSearches.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          sql`not exists (select 1 from ${notificationPreferences} p where p.user_id = ${savedSearches.userId} and p.kind = 'job_alerts' and not p.enabled)`,
          sql`not exists (select 1 from ${mailDigests} d where d.kind = 'saved_search' and d.subject_id = ${savedSearches.id}::text
                and d.period = case ${savedSearches.frequency} when 'daily' then ${digestPeriod("daily", now)} else ${digestPeriod("weekly", now)} end)`,
        ),
      )
      .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const last = batch.at(-1)!;
    after = { at: last.at, id: last.row.id };
    for (const s of batch) {
      if (s.row.query.contractorOnly && !(await isVerifiedContractorUser(db, s.row.userId))) continue;
      const found = await searchJobsApprovedBetween(db, boardQuery(s.row.query, DIGEST_JOBS), instant(s.since), instant(until), now);
      if (found.jobs.length === 0) continue;
      const period = digestPeriod(s.row.frequency, now);
      const total = found.total ?? found.jobs.length;
      const urls = unsubscribeUrls(deps.config.baseUrl, { type: "saved_search", id: s.row.id }, deps.config.authSecret);
      const mailed = await db.transaction(async (tx) => {
        if (!(await claimDigest(tx, "saved_search", s.row.id, period, until, total))) return false;
        const more = total > found.jobs.length ? [`…and ${total - found.jobs.length} more on the board.`] : [];
        await deps.mailer.send(
          {
            to: s.email,
            ...renderMail(deps.config.baseUrl, {
              subject: `${total} new job${total === 1 ? "" : "s"} for "${s.row.name}"`,
              title: `New jobs for your alert "${s.row.name}"`,
              paragraphs: [
                `Hello ${s.ownerName},`,
                `${total === 1 ? "One job matching" : `${total} jobs matching`} ${filtersText(s.row.query)} went on the AppSec Community job board since your last ${s.row.frequency} digest:`,
                found.jobs
                  .map(
                    (j) =>
                      `• ${j.title}${j.company ? ` at ${j.company}` : ""}${j.location ? ` (${j.location})` : ""}\n  ${absoluteUrl(deps.config.baseUrl, paths.job(j.id))}`,
                  )
                  .join("\n"),
                ...more,
                `Stop this alert: ${urls.page}`,
              ],
              action: { label: "See the jobs", path: boardUrlOf(s.row.query) },
              footer: `You receive this ${s.row.frequency} mail because you saved the search "${s.row.name}". Manage your alerts in your settings.`,
              settingsLink: true,
            }),
            listUnsubscribe: urls.oneClick,
            notification: { kind: "job_alerts", userId: s.row.userId, link: boardUrlOf(s.row.query) },
            headers: { "X-Mail-Kind": "job_alerts" },
          },
          tx,
        );
        return true;
      });
      if (mailed) sent++;
    }
    if (batch.length < BATCH) break;
  }
  return sent;
}

/**
 * Recruiters: one mail a day listing the new interest in their jobs since the previous digest (the
 * first one looks back one day), unless they turned the kind off. Once per day across instances.
 */
export async function sendInterestDigests(deps: Pick<AppDeps, "db" | "mailer" | "config">, now: Date): Promise<number> {
  const { db } = deps;
  let until = await dbNow(db);
  const period = digestPeriod("daily", now);
  const since = sql`coalesce((select max(d.covered_until) from ${mailDigests} d where d.kind = 'job_interest' and d.subject_id = ${jobs.recruiterId}), ${instant(until)} - interval '1 day')`;
  const read = await db
    .select({
      recruiterId: jobs.recruiterId,
      jobId: jobs.id,
      title: jobs.title,
      memberName: user.name,
      at: sql<string>`${jobInterests.createdAt}::text`,
    })
    .from(jobInterests)
    .innerJoin(jobs, eq(jobs.id, jobInterests.jobId))
    .innerJoin(user, eq(user.id, jobInterests.userId))
    .where(
      and(
        sql`${jobInterests.createdAt} > ${since}`,
        lte(jobInterests.createdAt, instant(until)),
        sql`${jobs.recruiterId} is not null`,
        sql`not exists (select 1 from ${mailDigests} d where d.kind = 'job_interest' and d.subject_id = ${jobs.recruiterId} and d.period = ${period})`,
      ),
    )
    .orderBy(asc(jobInterests.createdAt), asc(jobInterests.id))
    .limit(INTEREST_BATCH);
  // A full batch: this digest covers up to the last whole instant read; the rest goes in the next one.
  let rows = read;
  if (read.length === INTEREST_BATCH) {
    const boundary = read.at(-1)!.at;
    rows = read.filter((r) => r.at !== boundary);
    if (rows.length === 0) return 0;
    until = rows.at(-1)!.at;
  }
  const byRecruiter = new Map<string, { jobId: string; title: string; names: string[] }[]>();
  for (const r of rows) {
    const list = byRecruiter.get(r.recruiterId!) ?? [];
    const job = list.find((j) => j.jobId === r.jobId) ?? (list.push({ jobId: r.jobId, title: r.title, names: [] }), list.at(-1)!);
    job.names.push(r.memberName);
    byRecruiter.set(r.recruiterId!, list);
  }
  if (byRecruiter.size === 0) return 0;
  const owners = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(inArray(user.id, [...byRecruiter.keys()]));
  let sent = 0;
  for (const owner of owners) {
    if (!(await isNotificationEnabled(db, owner.id, "job_interest_digest"))) continue;
    const list = byRecruiter.get(owner.id)!;
    const total = list.reduce((n, j) => n + j.names.length, 0);
    const urls = unsubscribeUrls(
      deps.config.baseUrl,
      { type: "kind", userId: owner.id, kind: "job_interest_digest" },
      deps.config.authSecret,
    );
    const mailed = await db.transaction(async (tx) => {
      if (!(await claimDigest(tx, "job_interest", owner.id, period, until, total))) return false;
      await deps.mailer.send(
        {
          to: owner.email,
          ...renderMail(deps.config.baseUrl, {
            subject: `${total} new interested member${total === 1 ? "" : "s"} in your jobs`,
            title: "New interest in your jobs",
            paragraphs: [
              `Hello ${owner.name},`,
              "Since your last digest, members marked interest in these jobs:",
              list
                .map((j) => `• ${j.title}: ${j.names.join(", ")}\n  ${absoluteUrl(deps.config.baseUrl, paths.recruiterJob(j.jobId))}`)
                .join("\n"),
              `Stop these daily digests: ${urls.page}`,
            ],
            action: { label: "See your jobs", path: paths.jobsMine },
            footer: "You receive this daily mail because you posted these jobs. Turn it off in your settings.",
            settingsLink: true,
          }),
          listUnsubscribe: urls.oneClick,
          notification: { kind: "job_interest_digest", userId: owner.id, link: paths.jobsMine },
          headers: { "X-Mail-Kind": "job_interest_digest" },
        },
        tx,
      );
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}
