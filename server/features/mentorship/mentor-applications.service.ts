/**
 * Becoming a mentor (docs/decisions/026): the member's application, the admins' list of applicants and
 * the decision, which the moderation module applies (docs/decisions/034).
 */
import { and, arrayOverlaps, desc, eq, ilike, not, or, sql } from "drizzle-orm";
import type { MentorApplicantDto } from "@common/mentorship.schema";
import type { Db } from "../../db/client";
import { profiles, user } from "../../db/schema";
import type { AppDeps, Role, SessionUser } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { likeContains } from "../../lib/sql";
import { decideTarget } from "../moderation/moderation.service";
import { notifyReviewers } from "../moderation/notify-reviewers";
import { mentorApplicationMail } from "./mails/mentor-application.mail";
import { MENTORING, assertMayApplyToMentor } from "./mentorship-rules";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "sessions">;

export async function applyToBecomeMentor(
  { db, sessions, mailer, config, scheduler }: Pick<AppDeps, "db" | "sessions" | "mailer" | "config" | "scheduler">,
  viewer: SessionUser,
) {
  const [row] = await db
    .select({ capabilities: user.capabilities, application: user.mentorApplication, bio: profiles.bio, expertise: profiles.expertise })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, viewer.id))
    .limit(1);
  if (!row) throw notFound("Profile not found");
  assertMayApplyToMentor(row);
  await db.transaction(async (tx) => {
    // Only when not a mentor and not already pending, checked by the UPDATE itself: a double click mails the team once.
    const now = scheduler.now();
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
    // The reviewers are told the moderation module's one way (docs/decisions/064), in the application's own words.
    const { to: _to, ...teamMail } = mentorApplicationMail(config.baseUrl, config.teamEmail, viewer.name);
    await notifyReviewers({ mailer, config }, tx, {
      kind: "mentor_application",
      title: viewer.name,
      submitter: viewer,
      resubmitted: false,
      teamMail,
    });
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
 * logs it (docs/decisions/034, server/features/mentorship/mentorship.review.ts). Answers the
 * member's display role after it.
 */
export async function decideMentorApplicant(
  deps: Deps,
  id: string,
  approve: boolean,
  actor: SessionUser,
  reason: string | null,
  now: Date,
): Promise<Role> {
  await decideTarget(deps, actor, "mentor_application", id, { approve, reason }, now, "Mentor application not found");
  const [row] = await deps.db.select({ role: user.role }).from(user).where(eq(user.id, id)).limit(1);
  return (row?.role ?? "user") as Role;
}
