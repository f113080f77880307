import { and, asc, count, eq, sql } from "drizzle-orm";
import { hasMentorCapability } from "../../lib/mentors";
import { jobs, mailDigests, notificationPreferences, user } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { claimDigest, dbNow, digestPeriod, kindUnsubscribeUrls } from "../notifications/digests";
import { reviewDigestMail } from "./mails/review-digest.mail";

/** Jobs listed in one digest; the rest are counted ("…and 12 more"). */
const DIGEST_LINES = 25;
/** Mentors mailed per run; the next hourly run takes the rest of the day's. */
const MENTOR_BATCH = 200;

/**
 * The "jobs:review-digests" task (docs/decisions/042): each mentor who chose the daily digest of jobs
 * to review (`job_review_digest`) gets one mail a day listing the pending jobs they may decide (not
 * their own), oldest first. Claimed per (mentor, UTC day) in mail_digests in the transaction that
 * queues the mail (decision 032), so two instances mail once; nothing pending, no mail and no claim.
 */
export async function sendJobReviewDigests(deps: Pick<AppDeps, "db" | "mailer" | "config">, now: Date): Promise<number> {
  const { db } = deps;
  const period = digestPeriod("daily", now);
  const until = await dbNow(db);
  // Who reviews jobs: mentors (the moderation module's job kind); admins read the team inbox. The digest is
  // the default (docs/decisions/059): every mentor but those who turned it off.
  const mentors = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(
      and(
        hasMentorCapability,
        sql`not exists (select 1 from ${notificationPreferences} p where p.user_id = ${user.id} and p.kind = 'job_review_digest' and not p.enabled)`,
        sql`not exists (select 1 from ${mailDigests} d where d.kind = 'job_review' and d.subject_id = ${user.id} and d.period = ${period})`,
      ),
    )
    .orderBy(asc(user.id))
    .limit(MENTOR_BATCH);
  let sent = 0;
  for (const mentor of mentors) {
    // Pending: submitted or resubmitted and not decided yet (jobs_pending_idx); a mentor's own are not theirs to decide.
    const theirs = and(eq(jobs.isAdminReviewed, false), sql`${jobs.recruiterId} is distinct from ${mentor.id}`);
    const [lines, [counted]] = await Promise.all([
      db
        .select({ title: jobs.title, company: jobs.company, submittedAt: jobs.datePosted })
        .from(jobs)
        .where(theirs)
        .orderBy(asc(jobs.datePosted), asc(jobs.id))
        .limit(DIGEST_LINES),
      db.select({ n: count() }).from(jobs).where(theirs),
    ]);
    const total = counted?.n ?? 0;
    if (total === 0) continue;
    const mailed = await db.transaction(async (tx) => {
      if (!(await claimDigest(tx, "job_review", mentor.id, period, until, total))) return false;
      const unsubscribe = kindUnsubscribeUrls(deps.config.baseUrl, deps.config.authSecret, "job_review_digest", mentor.id);
      await deps.mailer.send(
        reviewDigestMail(deps.config.baseUrl, { to: mentor.email, userId: mentor.id, name: mentor.name, jobs: lines, total, unsubscribe }),
        tx,
      );
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}
