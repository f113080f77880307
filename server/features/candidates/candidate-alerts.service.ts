/**
 * Recruiters' saved candidate searches (docs/decisions/080-candidate-word-dictionary.md): a recruiter saves
 * the directory's term and filters and gets a daily or weekly mail of the members who became matching
 * candidates since the last one. Each mail is claimed by its (candidate_search, id, period) row in
 * mail_digests (unique) in the transaction that queues it in the outbox, so it goes out once across
 * instances; the mail carries a one-click List-Unsubscribe (RFC 8058) for that one search.
 */
import { and, asc, count, desc, eq, lte, sql } from "drizzle-orm";
import {
  EXPERIENCE_BANDS,
  MAX_CANDIDATE_SEARCHES,
  type CandidateSavedQuery,
  type CandidateSearchDto,
  type CandidateSearchListDto,
  type createCandidateSearchInputSchema,
} from "@common/candidates.schema";
import { availabilityLabel } from "@common/candidate-bands";
import { paths } from "@common/paths";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { candidateSavedSearches, mailDigests, notificationPreferences, profiles, user } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { absoluteUrl, renderMail } from "../../lib/mail-layout";
import { normaliseTerm } from "../../lib/search";
import { readSignedToken, signToken } from "../../lib/signed-token";
import { claimDigest, dbNow, digestPeriod, instant } from "../notifications/digests";
import { candidateSearch, filterConditions, normaliseFilters } from "./candidates.service";
import { correctTerm } from "./candidates.words";

type Row = typeof candidateSavedSearches.$inferSelect;
/** Candidates listed in one mail; the mail says how many more there are. */
export const ALERT_CANDIDATES = 20;
const BATCH = 200;
const PURPOSE = "unsubscribe:candidate-search";
const UUID = /^[0-9a-f-]{36}$/i;

const toDto = (r: Row): CandidateSearchDto => ({
  id: r.id,
  name: r.name,
  frequency: r.frequency,
  query: r.query,
  createdAt: r.createdAt.toISOString(),
});

/** The query as stored: the term normalised, the filters as the directory keys them. */
export function savedQueryOf(q: Partial<CandidateSavedQuery>): CandidateSavedQuery {
  const term = normaliseTerm(q.q);
  const f = normaliseFilters({ skill: q.skill ?? [], location: q.location, experience: q.experience, availability: q.availability });
  return { ...(term ? { q: term } : {}), ...f };
}

export async function listCandidateSearches(db: Db, userId: string): Promise<CandidateSearchListDto> {
  const rows = await db
    .select()
    .from(candidateSavedSearches)
    .where(eq(candidateSavedSearches.userId, userId))
    .orderBy(desc(candidateSavedSearches.createdAt), desc(candidateSavedSearches.id))
    .limit(MAX_CANDIDATE_SEARCHES);
  return { savedSearches: rows.map(toDto), limit: MAX_CANDIDATE_SEARCHES };
}

export async function createCandidateSearch(
  db: Db,
  userId: string,
  input: z.output<typeof createCandidateSearchInputSchema>,
): Promise<CandidateSearchDto> {
  return db.transaction(async (tx) => {
    // The recruiter's row is the lock: two saves at once cannot both pass the limit.
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
    const [existing] = await tx.select({ n: count() }).from(candidateSavedSearches).where(eq(candidateSavedSearches.userId, userId));
    if ((existing?.n ?? 0) >= MAX_CANDIDATE_SEARCHES) {
      throw new AppError("CONFLICT", `You can save up to ${MAX_CANDIDATE_SEARCHES} candidate searches. Delete one to save another.`);
    }
    const [row] = await tx
      .insert(candidateSavedSearches)
      .values({ userId, name: input.name, frequency: input.frequency, query: savedQueryOf(input.query) })
      .returning();
    return toDto(row!);
  });
}

/** Owner only: someone else's saved search is "not found", as if it did not exist. */
export async function deleteCandidateSearch(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(candidateSavedSearches)
    .where(and(eq(candidateSavedSearches.id, id), eq(candidateSavedSearches.userId, userId)))
    .returning({ id: candidateSavedSearches.id });
  if (gone.length === 0) throw notFound("Saved search not found");
}

const INVALID_LINK = "This unsubscribe link is invalid.";

export const candidateSearchToken = (secret: string, id: string) => signToken(secret, PURPOSE, id);

/** Deletes the saved search a signed token names, without signing in. Idempotent. */
export async function unsubscribeCandidateSearch(deps: Pick<AppDeps, "db" | "config" | "scheduler">, token: string): Promise<string> {
  const id = readSignedToken(deps.config.authSecret, PURPOSE, token, deps.scheduler.now());
  if (id === null || !UUID.test(id)) throw new AppError("VALIDATION_FAILED", INVALID_LINK, { token: INVALID_LINK });
  const [gone] = await deps.db
    .delete(candidateSavedSearches)
    .where(eq(candidateSavedSearches.id, id))
    .returning({ name: candidateSavedSearches.name });
  return gone ? `The candidate alert "${gone.name}" is turned off.` : "This candidate alert is already turned off.";
}

/** The directory's URL for a saved query, so the mail's button opens the same results. */
export function directoryUrlOf(q: CandidateSavedQuery): string {
  const p = new URLSearchParams();
  if (q.q) p.set("q", q.q);
  for (const s of q.skill) p.append("skill", s);
  if (q.location) p.set("location", q.location);
  if (q.experience) p.set("experience", q.experience);
  if (q.availability) p.set("availability", q.availability);
  const qs = p.toString();
  return qs ? `${paths.candidates}?${qs}` : paths.candidates;
}

const filtersText = (q: CandidateSavedQuery) =>
  [
    q.q ? `"${q.q}"` : null,
    q.skill.length ? `skills ${q.skill.join(", ")}` : null,
    q.location ? `in ${q.location}` : null,
    q.experience ? EXPERIENCE_BANDS.find((b) => b.id === q.experience)!.label : null,
    q.availability ? `available ${availabilityLabel(q.availability)!.toLowerCase()}` : null,
  ]
    .filter(Boolean)
    .join(", ") || "any candidate";

/**
 * The open-to-work profiles created in (since, until] that match a saved query now: the newest
 * ALERT_CANDIDATES and how many there are (profiles_open_to_work_idx: a range of its created_at).
 */
export async function newMatchingCandidates(db: Db, query: CandidateSavedQuery, since: string, until: string) {
  const fixes = query.q ? await correctTerm(db, query.q) : null;
  const search = candidateSearch(query.q, fixes?.corrections);
  const where = and(
    eq(profiles.isOpenToWork, true),
    search?.words.match,
    ...filterConditions(normaliseFilters(query)),
    sql`${profiles.createdAt} > ${instant(since)}`,
    lte(profiles.createdAt, instant(until)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: profiles.id, fullName: profiles.fullName, title: profiles.title, location: profiles.location })
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(ALERT_CANDIDATES),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { candidates: rows, total: total?.n ?? 0 };
}

/**
 * Mails each saved candidate search's new matches, once per period (daily/weekly), and nothing when
 * nothing is new or the recruiter turned candidate alerts off. Safe on several instances at once.
 * Returns the mails queued.
 */
export async function sendCandidateAlertDigests(deps: Pick<AppDeps, "db" | "mailer" | "config">, now: Date): Promise<number> {
  const { db } = deps;
  const until = await dbNow(db);
  let sent = 0;
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const batch: { row: Row; at: string; email: string; ownerName: string; since: string }[] = await db
      .select({
        row: candidateSavedSearches,
        at: sql<string>`${candidateSavedSearches.createdAt}::text`,
        email: user.email,
        ownerName: user.name,
        since: sql<string>`coalesce((select max(${mailDigests.coveredUntil}) from ${mailDigests} where ${mailDigests.kind} = 'candidate_search' and ${mailDigests.subjectId} = ${candidateSavedSearches.id}::text), ${candidateSavedSearches.createdAt})::text`,
      })
      .from(candidateSavedSearches)
      .innerJoin(user, eq(user.id, candidateSavedSearches.userId))
      .where(
        and(
          after
            ? sql`(${candidateSavedSearches.createdAt}, ${candidateSavedSearches.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
          sql`not exists (select 1 from ${notificationPreferences} p where p.user_id = ${candidateSavedSearches.userId} and p.kind = 'candidate_alerts' and not p.enabled)`,
          sql`not exists (select 1 from ${mailDigests} d where d.kind = 'candidate_search' and d.subject_id = ${candidateSavedSearches.id}::text
                and d.period = case ${candidateSavedSearches.frequency} when 'daily' then ${digestPeriod("daily", now)} else ${digestPeriod("weekly", now)} end)`,
        ),
      )
      .orderBy(asc(candidateSavedSearches.createdAt), asc(candidateSavedSearches.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const last = batch.at(-1)!;
    after = { at: last.at, id: last.row.id };
    for (const s of batch) {
      const found = await newMatchingCandidates(db, s.row.query, s.since, until);
      if (found.total === 0) continue;
      const period = digestPeriod(s.row.frequency, now);
      const token = encodeURIComponent(candidateSearchToken(deps.config.authSecret, s.row.id));
      const oneClick = `${deps.config.baseUrl}/api/candidate-searches/unsubscribe?token=${token}`;
      const link = directoryUrlOf(s.row.query);
      const mailed = await db.transaction(async (tx) => {
        if (!(await claimDigest(tx, "candidate_search", s.row.id, period, until, found.total))) return false;
        const more = found.total > found.candidates.length ? [`…and ${found.total - found.candidates.length} more in the directory.`] : [];
        await deps.mailer.send(
          {
            to: s.email,
            ...renderMail(deps.config.baseUrl, {
              subject: `${found.total} new candidate${found.total === 1 ? "" : "s"} for "${s.row.name}"`,
              title: `New candidates for your search "${s.row.name}"`,
              paragraphs: [
                `Hello ${s.ownerName},`,
                `${found.total === 1 ? "One member matching" : `${found.total} members matching`} ${filtersText(s.row.query)} joined the AppSec Community candidates directory since your last ${s.row.frequency} mail:`,
                found.candidates
                  .map((c) => `• ${c.fullName}${c.title ? `, ${c.title}` : ""}${c.location ? ` (${c.location})` : ""}`)
                  .join("\n"),
                ...more,
                `Manage your candidate alerts: ${absoluteUrl(deps.config.baseUrl, paths.recruiterCandidates)}`,
              ],
              action: { label: "See the candidates", path: link },
              footer: `You receive this ${s.row.frequency} mail because you saved the candidate search "${s.row.name}".`,
              settingsLink: true,
            }),
            listUnsubscribe: oneClick,
            notification: { kind: "candidate_alerts", userId: s.row.userId, link },
            headers: { "X-Mail-Kind": "candidate_alerts" },
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
