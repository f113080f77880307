import { and, eq } from "drizzle-orm";
import { paths } from "@common/paths";
import { JOB_EXPIRY_WARNING_DAYS, JOB_LIFETIME_DAYS } from "@common/jobs.schema";
import { jobs } from "../../db/schema";
import { AppError, forbidden } from "../../lib/errors";
import { isAdmin } from "../../lib/authz";
import { expiryFrom } from "./job-status";
import type { KindAdapter } from "../moderation/kinds/types";

const mailDate = (d: Date) => `${d.toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" })} (UTC)`;

/** Jobs: reviewed by admins and mentors; a mentor never decides their own submission (decision 017). */
export const jobKind: KindAdapter = {
  kind: "job",
  table: "jobs",
  reviewers: ["mentor"],
  link: (item) => paths.job(item.targetId),
  assertMayDecide(actor, item) {
    if (!isAdmin(actor) && item.submitterId === actor.id) throw forbidden("You cannot review a job you submitted");
  },
  async apply(tx, item, outcome, { now }) {
    const [row] = await tx
      .update(jobs)
      .set(
        outcome.approve
          ? {
              isApproved: true,
              isAdminReviewed: true,
              rejectionReason: null,
              expiresAt: expiryFrom(now),
              expiryWarnedAt: null,
              updatedAt: now,
            }
          : {
              isApproved: false,
              isAdminReviewed: true,
              rejectionReason: outcome.reason,
              expiresAt: null,
              expiryWarnedAt: null,
              updatedAt: now,
            },
      )
      .where(and(eq(jobs.id, item.targetId), eq(jobs.isAdminReviewed, false)))
      .returning();
    if (!row) throw new AppError("CONFLICT", "This job is no longer waiting for review");
    const footer = "You receive this because you submitted this job to the AppSec Community job board.";
    return {
      before: { status: "pending" },
      after: { status: outcome.approve ? "approved" : "rejected", expiresAt: row.expiresAt?.toISOString() ?? null },
      mail: outcome.approve
        ? {
            subject: `Your job "${row.title}" is live`,
            paragraphs: [
              `Your listing "${row.title}" at ${row.company} was approved and is now on the AppSec Community job board.`,
              ...(row.expiresAt
                ? [
                    `It stays on the board until ${mailDate(row.expiresAt)}. We will remind you ${JOB_EXPIRY_WARNING_DAYS} days before, and you can renew it for another ${JOB_LIFETIME_DAYS} days from your jobs page.`,
                  ]
                : []),
            ],
            action: { label: "View the listing", path: paths.job(row.id) },
            footer,
          }
        : {
            subject: `Your job "${row.title}" was not approved`,
            paragraphs: [
              `After review, your listing "${row.title}" at ${row.company} was not approved for the job board.`,
              "You can correct the listing and submit it again from your jobs page, or reply to this mail if you have questions.",
            ],
            action: { label: "See your submitted jobs", path: paths.jobsMine },
            footer,
          },
    };
  },
};

/** What the moderation module reviews of jobs (docs/decisions/063): registered by the app. */
export const reviewKinds = [jobKind] as const;
