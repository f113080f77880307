import { and, arrayOverlaps, exists, ne, sql } from "drizzle-orm";
import type { ModerationKind } from "@common/moderation.schema";
import { paths } from "@common/paths";
import type { Db } from "../../db/client";
import { notificationPreferences, user } from "../../db/schema";
import type { AppDeps, Capability, SessionUser } from "../../lib/context";
import type { MailMessage } from "../../lib/mail";
import { KINDS } from "./kinds";
import { newItemToReviewersMail } from "./mails/new-item-to-reviewers";

/**
 * The one way to tell reviewers that something waits for review (docs/decisions/034, 064), for every
 * kind: jobs, offerings, contractor requests, flagged items, articles, edits of articles and mentor
 * applications. It goes to the team address (the admins' inbox) and to each member holding the kind's
 * reviewer capability (mentors for jobs), never to the submitter. Queued in the caller's transaction.
 */
export async function notifyReviewers(
  deps: Pick<AppDeps, "mailer" | "config">,
  tx: Db,
  m: {
    kind: ModerationKind;
    title: string;
    /** With an e-mail, the team's mail answers to the submitter (never the mentors': no member sees another's address). */
    submitter: Pick<SessionUser, "id" | "name"> & { email?: string };
    resubmitted: boolean;
    subject?: string;
    /** The team's mail in a kind's own words (the blog's article mails, the mentor application's); members get the standard one. */
    teamMail?: Omit<MailMessage, "to">;
  },
) {
  const caps: Capability[] = KINDS[m.kind].reviewers;
  // The mail per job is an opt-in (docs/decisions/042, 059): only mentors who turned it on get one; the rest get the daily digest.
  const perJobMailWanted = exists(
    sql`(select 1 from ${notificationPreferences} where ${notificationPreferences.userId} = ${user.id} and ${notificationPreferences.kind} = ${"job_review_each"} and ${notificationPreferences.enabled})`,
  );
  const others = caps.length
    ? await tx
        .select({ id: user.id, email: user.email })
        .from(user)
        .where(and(arrayOverlaps(user.capabilities, caps), ne(user.id, m.submitter.id), m.kind === "job" ? perJobMailWanted : undefined))
        .limit(500)
    : [];
  const to = [...new Set([deps.config.teamEmail, ...others.map((o) => o.email)])];
  for (const address of to) {
    const team = address === deps.config.teamEmail;
    const member = team ? undefined : others.find((o) => o.email === address);
    const standard = newItemToReviewersMail(deps.config.baseUrl, {
      to: address,
      kind: m.kind,
      title: m.title,
      submitterName: m.submitter.name,
      resubmitted: m.resubmitted,
      subject: team ? m.subject : undefined,
      settingsLink: !team,
    });
    await deps.mailer.send(
      {
        ...(team && m.teamMail ? { ...m.teamMail, to: address } : standard),
        ...(team && m.submitter.email ? { replyTo: m.submitter.email } : {}),
        // To a mentor it is a notification mail: one-click unsubscribe and the daily cap (docs/decisions/059).
        ...(member && m.kind === "job"
          ? { notification: { kind: "job_review_each" as const, userId: member.id, link: `${paths.adminReview}?kind=job` } }
          : {}),
      },
      tx,
    );
  }
}
