import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { JOB_EXPIRY_WARNING_DAYS } from "@common/jobs.schema";
import { DAY_MS } from "@common/time";
import { jobs, user } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { expiryWarningMail } from "./mails/expiry-warning.mail";

/** At most this many warnings per run; the rest go out on the next run (every 15 minutes). */
const WARNING_BATCH = 200;

/**
 * The "jobs:expiry-warnings" task: mails each recruiter whose approved job expires within
 * JOB_EXPIRY_WARNING_DAYS, once per expiry period. The UPDATE marks `expiry_warned_at` only where it
 * is still null and returns what it marked, in the transaction that queues the mails, so two runs (two
 * instances) can never both mail a job; renewing clears the mark for the next period.
 */
export async function sendExpiryWarnings(deps: Pick<AppDeps, "db" | "mailer" | "config">, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + JOB_EXPIRY_WARNING_DAYS * DAY_MS);
  const due = and(
    eq(jobs.isApproved, true),
    isNull(jobs.expiryWarnedAt),
    isNotNull(jobs.recruiterId),
    gt(jobs.expiresAt, now),
    lte(jobs.expiresAt, horizon),
  );
  return deps.db.transaction(async (tx) => {
    const batch = tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(due)
      .orderBy(asc(jobs.expiresAt))
      .limit(WARNING_BATCH)
      .for("update", { skipLocked: true });
    const warned = await tx
      .update(jobs)
      .set({ expiryWarnedAt: now })
      .where(and(inArray(jobs.id, batch), due))
      .returning({ id: jobs.id, title: jobs.title, company: jobs.company, expiresAt: jobs.expiresAt, recruiterId: jobs.recruiterId });
    if (warned.length === 0) return 0;
    const owners = await tx
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .where(inArray(user.id, [...new Set(warned.map((w) => w.recruiterId!))]));
    const byId = new Map(owners.map((o) => [o.id, o]));
    for (const job of warned) {
      const owner = byId.get(job.recruiterId!);
      if (!owner) continue;
      await deps.mailer.send(
        expiryWarningMail(deps.config.baseUrl, {
          to: owner.email,
          replyTo: deps.config.teamEmail,
          name: owner.name,
          title: job.title,
          company: job.company,
          expiresAt: job.expiresAt!,
        }),
        tx,
      );
    }
    return warned.length;
  });
}
