import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import { APPLICATION_STAGES, MAILED_STAGES, STAGE_LABELS, rejectionTemplate, type ApplicationStage } from "@common/applications";
import { paths } from "@common/paths";
import {
  type ApplicantDto,
  type ApplicantNoteDto,
  type JobApplicantsDto,
  type MyApplicationDto,
  type StageCounts,
  type applyInputSchema,
  type moveStageInputSchema,
} from "@common/applications.schema";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { jobApplicationNotes, jobInterests, jobs, profiles, user } from "../../db/schema";
import { isAdmin } from "../../lib/authz";
import type { AppDeps, SessionUser } from "../../lib/context";
import { toCsv } from "../../lib/csv";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { isCompanyRecruiter } from "../companies/company-members";
import { expressInterest } from "../jobs/jobs.service";
import { requireStaffReason } from "../moderation/staff-action";
import { recordStaffAction } from "../moderation/staff-log";
import { isNotificationEnabled } from "../notifications/notifications.service";
import { stageChangeMail } from "./mails/stage-change.mail";

/**
 * The applicant pipeline (docs/decisions/079-applicant-pipeline.md). An application is a job_interests row:
 * marking interest creates one in stage "new" without a note; applying adds the note.
 */

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;
interface JobRef {
  id: string;
  title: string;
  company: string;
  recruiterId: string | null;
  companyId: string | null;
}

export const NOT_YOUR_APPLICANTS = "Only the job's recruiters and admins can manage its applicants";

/**
 * THE rule for who may see and move a job's applicants, read their notes and export them: the job's poster,
 * the approved recruiters of the job's company (docs/decisions/078), and admins.
 */
export async function mayManageApplicants(db: Db, viewer: Pick<SessionUser, "id" | "capabilities">, job: JobRef): Promise<boolean> {
  return (await managesAs(db, viewer, job)) !== null;
}

/**
 * How the viewer manages the job's applicants: as one of its recruiters (its poster, an approved recruiter of
 * its company), as staff (an admin who is neither: their moves go to the staff log, docs/decisions/057), or
 * not at all (null).
 */
async function managesAs(db: Db, viewer: Pick<SessionUser, "id" | "capabilities">, job: JobRef): Promise<"recruiter" | "staff" | null> {
  if (job.recruiterId !== null && job.recruiterId === viewer.id) return "recruiter";
  if (job.companyId !== null && (await isCompanyRecruiter(db, viewer.id, job.companyId))) return "recruiter";
  return isAdmin(viewer) ? "staff" : null;
}

const jobRefColumns = { id: jobs.id, title: jobs.title, company: jobs.company, recruiterId: jobs.recruiterId, companyId: jobs.companyId };

type ManagedJob = JobRef & { as: "recruiter" | "staff" };

/** The job, if the viewer may manage its applicants: 404 when there is no such job, 403 when they may not. */
async function managedJob(db: Db, viewer: SessionUser, jobId: string): Promise<ManagedJob> {
  const [job] = await db.select(jobRefColumns).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) throw notFound("Job not found");
  const as = await managesAs(db, viewer, job);
  if (!as) throw forbidden(NOT_YOUR_APPLICANTS);
  return { ...job, as };
}

/** The application's job, if the viewer may manage it (404 / 403 as above). */
async function managedApplication(db: Db, viewer: SessionUser, applicationId: string): Promise<ManagedJob> {
  const [row] = await db
    .select(jobRefColumns)
    .from(jobInterests)
    .innerJoin(jobs, eq(jobs.id, jobInterests.jobId))
    .where(eq(jobInterests.id, applicationId))
    .limit(1);
  if (!row) throw notFound("Application not found");
  const as = await managesAs(db, viewer, row);
  if (!as) throw forbidden(NOT_YOUR_APPLICANTS);
  return { ...row, as };
}

const myColumns = {
  id: jobInterests.id,
  jobId: jobInterests.jobId,
  jobTitle: jobs.title,
  company: jobs.company,
  stage: jobInterests.stage,
  note: jobInterests.note,
  createdAt: jobInterests.createdAt,
  stageChangedAt: jobInterests.stageChangedAt,
};

function toMyApplication(r: {
  id: string;
  jobId: string;
  jobTitle: string;
  company: string;
  stage: string;
  note: string | null;
  createdAt: Date;
  stageChangedAt: Date | null;
}): MyApplicationDto {
  return {
    id: r.id,
    jobId: r.jobId,
    jobTitle: r.jobTitle,
    company: r.company,
    stage: r.stage as ApplicationStage,
    note: r.note,
    appliedAt: r.createdAt.toISOString(),
    stageChangedAt: r.stageChangedAt?.toISOString() ?? null,
  };
}

/**
 * Applies to a job on the board (not expired): the mark of interest (jobs' `expressInterest`, idempotent)
 * with the note. Applying again replaces the note and keeps the stage.
 */
export async function apply(db: Db, viewer: SessionUser, input: z.output<typeof applyInputSchema>, now: Date): Promise<MyApplicationDto> {
  await expressInterest(db, viewer.id, input.jobId, now);
  const mine = and(eq(jobInterests.userId, viewer.id), eq(jobInterests.jobId, input.jobId));
  if (input.note !== undefined)
    await db
      .update(jobInterests)
      .set({ note: input.note || null })
      .where(mine);
  const [row] = await db.select(myColumns).from(jobInterests).innerJoin(jobs, eq(jobs.id, jobInterests.jobId)).where(mine).limit(1);
  if (!row) throw notFound("Job not found");
  return toMyApplication(row);
}

/** The member's applications, newest first (job_interests_user_created_idx); never the recruiters' notes. */
export async function myApplications(db: Db, viewer: SessionUser): Promise<MyApplicationDto[]> {
  const rows = await db
    .select(myColumns)
    .from(jobInterests)
    .innerJoin(jobs, eq(jobs.id, jobInterests.jobId))
    .where(eq(jobInterests.userId, viewer.id))
    .orderBy(desc(jobInterests.createdAt), desc(jobInterests.id));
  return rows.map(toMyApplication);
}

/** The candidate takes their application back: the row goes (its private notes with it). Others: 404. */
export async function withdraw(db: Db, viewer: SessionUser, applicationId: string): Promise<void> {
  const gone = await db
    .delete(jobInterests)
    .where(and(eq(jobInterests.id, applicationId), eq(jobInterests.userId, viewer.id)))
    .returning({ id: jobInterests.id });
  if (!gone.length) throw notFound("Application not found");
}

const emptyCounts = (): StageCounts => Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as StageCounts;

/** Applicants per stage of these jobs, one grouped query (job_interests_job_stage_idx). */
export async function stageCountsOf(db: Db, jobIds: string[]): Promise<Map<string, StageCounts>> {
  const out = new Map<string, StageCounts>();
  if (!jobIds.length) return out;
  const rows = await db
    .select({ jobId: jobInterests.jobId, stage: jobInterests.stage, n: count() })
    .from(jobInterests)
    .where(inArray(jobInterests.jobId, jobIds))
    .groupBy(jobInterests.jobId, jobInterests.stage);
  for (const r of rows) {
    const counts = out.get(r.jobId) ?? emptyCounts();
    counts[r.stage as ApplicationStage] = Number(r.n);
    out.set(r.jobId, counts);
  }
  return out;
}

const applicantColumns = {
  id: jobInterests.id,
  stage: jobInterests.stage,
  note: jobInterests.note,
  createdAt: jobInterests.createdAt,
  stageChangedAt: jobInterests.stageChangedAt,
  userId: user.id,
  userName: user.name,
  email: user.email,
  fullName: profiles.fullName,
  title: profiles.title,
  company: profiles.company,
  location: profiles.location,
  linkedinUrl: profiles.linkedinUrl,
  githubUrl: profiles.githubUrl,
};

/** A job's applicants (oldest first, optionally one stage) with their private notes and the per-stage counts. */
export async function jobApplicants(db: Db, viewer: SessionUser, jobId: string, stage?: ApplicationStage): Promise<JobApplicantsDto> {
  const job = await managedJob(db, viewer, jobId);
  const rows = await db
    .select(applicantColumns)
    .from(jobInterests)
    .innerJoin(user, eq(user.id, jobInterests.userId))
    .leftJoin(profiles, eq(profiles.id, jobInterests.userId))
    .where(and(eq(jobInterests.jobId, jobId), stage ? eq(jobInterests.stage, stage) : undefined))
    .orderBy(asc(jobInterests.createdAt), asc(jobInterests.id));
  const notes = rows.length
    ? await db
        .select({
          id: jobApplicationNotes.id,
          applicationId: jobApplicationNotes.applicationId,
          body: jobApplicationNotes.body,
          createdAt: jobApplicationNotes.createdAt,
          authorName: user.name,
        })
        .from(jobApplicationNotes)
        .leftJoin(user, eq(user.id, jobApplicationNotes.authorId))
        .where(
          inArray(
            jobApplicationNotes.applicationId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(jobApplicationNotes.createdAt), asc(jobApplicationNotes.id))
    : [];
  const byApplication = new Map<string, ApplicantNoteDto[]>();
  for (const n of notes)
    byApplication.set(n.applicationId, [
      ...(byApplication.get(n.applicationId) ?? []),
      { id: n.id, authorName: n.authorName ?? "A former member", body: n.body, createdAt: n.createdAt.toISOString() },
    ]);
  const counts = (await stageCountsOf(db, [jobId])).get(jobId) ?? emptyCounts();
  return {
    job: { id: job.id, title: job.title, company: job.company, managedAs: job.as },
    counts,
    applicants: rows.map((r): ApplicantDto => ({
      id: r.id,
      stage: r.stage as ApplicationStage,
      note: r.note,
      appliedAt: r.createdAt.toISOString(),
      stageChangedAt: r.stageChangedAt?.toISOString() ?? null,
      candidate: {
        id: r.userId,
        fullName: r.fullName || r.userName,
        title: r.title ?? null,
        company: r.company ?? null,
        location: r.location ?? null,
        email: r.email,
        linkedinUrl: r.linkedinUrl ?? null,
        githubUrl: r.githubUrl ?? null,
      },
      notes: byApplication.get(r.id) ?? [],
    })),
  };
}

/** A private note on an application by one of the job's recruiters or an admin. */
export async function addApplicantNote(
  db: Db,
  viewer: SessionUser,
  applicationId: string,
  body: string,
  now: Date,
): Promise<ApplicantNoteDto> {
  await managedApplication(db, viewer, applicationId);
  const [row] = await db
    .insert(jobApplicationNotes)
    .values({ applicationId, authorId: viewer.id, body, createdAt: now })
    .returning({ id: jobApplicationNotes.id, createdAt: jobApplicationNotes.createdAt });
  return { id: row!.id, authorName: viewer.name, body, createdAt: row!.createdAt.toISOString() };
}

type MoveInput = z.output<typeof moveStageInputSchema>;

/** Moves one applicant (404 unknown application, 403 not the viewer's job). */
export async function moveApplicant(deps: Deps, viewer: SessionUser, applicationId: string, input: MoveInput, now: Date) {
  const job = await managedApplication(deps.db, viewer, applicationId);
  return moveApplicants(deps, viewer, job, [applicationId], input, now);
}

/** Moves several applicants of one job: all or none (400 when one is not an applicant of this job). */
export async function bulkMoveApplicants(deps: Deps, viewer: SessionUser, jobId: string, ids: string[], input: MoveInput, now: Date) {
  const job = await managedJob(deps.db, viewer, jobId);
  return moveApplicants(deps, viewer, job, [...new Set(ids)], input, now);
}

/**
 * In one transaction: locks the applications, checks they all belong to the job, moves those not already
 * in the stage (a guarded update: a repeated move changes and mails nothing), and queues the candidates'
 * mails in the same transaction (the outbox), each as their "application_updates" preference says. An admin
 * moving as staff (not one of the job's recruiters) gives a reason (400 "Give a reason" without one) and leaves
 * one staff-log row per applicant moved, in the same transaction, naming the applicant, the job and the stage,
 * with that reason (docs/decisions/057, 096). A recruiter's reason, if sent, is not kept: their moves are no
 * staff action.
 */
async function moveApplicants(deps: Deps, viewer: SessionUser, job: ManagedJob, ids: string[], input: MoveInput, now: Date) {
  if (input.message !== undefined && input.stage !== "rejected")
    throw new AppError("VALIDATION_FAILED", "A message can only be sent with a rejection");
  const reason = job.as === "staff" ? requireStaffReason(input.reason) : null;
  return deps.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: jobInterests.id, stage: jobInterests.stage })
      .from(jobInterests)
      .where(and(inArray(jobInterests.id, ids), eq(jobInterests.jobId, job.id)))
      .orderBy(asc(jobInterests.id))
      .for("update");
    if (found.length !== ids.length) throw new AppError("VALIDATION_FAILED", "Some of these people are not applicants of this job");
    const moved = await tx
      .update(jobInterests)
      .set({ stage: input.stage, stageChangedAt: now })
      .where(and(inArray(jobInterests.id, ids), ne(jobInterests.stage, input.stage)))
      .returning({ id: jobInterests.id, userId: jobInterests.userId });
    if (job.as === "staff" && moved.length) {
      const names = await tx
        .select({ id: user.id, name: user.name, fullName: profiles.fullName })
        .from(user)
        .leftJoin(profiles, eq(profiles.id, user.id))
        .where(
          inArray(
            user.id,
            moved.map((m) => m.userId),
          ),
        );
      const before = new Map(found.map((f) => [f.id, f.stage]));
      for (const m of [...moved].sort((a, b) => a.id.localeCompare(b.id))) {
        const who = names.find((n) => n.id === m.userId);
        await recordStaffAction(tx, {
          actor: { id: viewer.id, name: viewer.name },
          action: input.stage === "rejected" ? "application.reject" : "application.stage_change",
          targetType: "application",
          targetId: m.id,
          targetName: `${who?.fullName || who?.name || "An applicant"} for ${job.title} (${job.company}): ${STAGE_LABELS[input.stage]}`,
          targetLink: paths.recruiterJob(job.id),
          before: { stage: before.get(m.id) },
          after: { stage: input.stage, jobId: job.id },
          reason,
        });
      }
    }
    let mailed = 0;
    if (moved.length && MAILED_STAGES.includes(input.stage)) {
      const people = await tx
        .select({ id: user.id, email: user.email, name: user.name, fullName: profiles.fullName })
        .from(user)
        .leftJoin(profiles, eq(profiles.id, user.id))
        .where(
          inArray(
            user.id,
            moved.map((m) => m.userId),
          ),
        );
      for (const p of people) {
        if (!(await isNotificationEnabled(tx, p.id, "application_updates"))) continue;
        const name = p.fullName || p.name;
        const message =
          input.stage === "rejected"
            ? (input.message ?? rejectionTemplate({ jobTitle: job.title, candidateName: "{name}" })).replaceAll("{name}", name)
            : undefined;
        await deps.mailer.send(
          stageChangeMail(deps.config.baseUrl, {
            to: p.email,
            userId: p.id,
            name,
            jobTitle: job.title,
            company: job.company,
            stage: input.stage,
            message,
          }),
          tx,
        );
        mailed++;
      }
    }
    return { moved: moved.length, mailed };
  });
}

/** A job's applicants as CSV (formula-safe cells, server/lib/csv.ts); the recruiters' notes stay out. */
export async function applicantsCsv(db: Db, viewer: SessionUser, jobId: string): Promise<string> {
  const { applicants } = await jobApplicants(db, viewer, jobId);
  return toCsv(
    ["Name", "Email", "Title", "Company", "Location", "Stage", "Applied at", "Note"],
    applicants.map((a) => [
      a.candidate.fullName,
      a.candidate.email,
      a.candidate.title,
      a.candidate.company,
      a.candidate.location,
      STAGE_LABELS[a.stage],
      a.appliedAt,
      a.note,
    ]),
  );
}
