import { and, eq, sql, type SQL } from "drizzle-orm";
import { JOB_LIFETIME_DAYS, type JobStatus } from "@common/jobs.schema";
import { DAY_MS } from "@common/time";
import { jobs } from "../../db/schema";

/** The rules of a job's life on the board: approved for JOB_LIFETIME_DAYS, then expired until renewed. */

/** `expires_at` of a job approved or renewed at `now`. */
export const expiryFrom = (now: Date) => new Date(now.getTime() + JOB_LIFETIME_DAYS * DAY_MS);

/**
 * On the board at `now`: approved and not expired. A null `expires_at` (rows inserted outside the
 * approval flow) never expires. `now` comes from the injectable clock (deps.scheduler.now()).
 */
const notExpired = (now: SQL | Date) =>
  sql`(${jobs.expiresAt} is null or ${jobs.expiresAt} > ${now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now})`;
export const liveAt = (now: SQL | Date) => and(eq(jobs.isApproved, true), notExpired(now))!;

/** What the submitter sees: pending → approved (→ expired) or rejected. */
export function jobStatus(row: Pick<typeof jobs.$inferSelect, "isApproved" | "isAdminReviewed" | "expiresAt">, now: Date): JobStatus {
  if (row.isApproved) return row.expiresAt && row.expiresAt.getTime() <= now.getTime() ? "expired" : "approved";
  return row.isAdminReviewed ? "rejected" : "pending";
}
