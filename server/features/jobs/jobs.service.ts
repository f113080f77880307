import { and, count, desc, eq, getTableColumns, gte, ilike, inArray, not, or, sql, type SQL } from "drizzle-orm";
import type { JobDto, JobFiltersDto, JobListDto } from "@common/jobs.schema";
import type { z } from "zod";
import type { adminJobListQuerySchema, jobInputSchema, jobListQuerySchema } from "@common/jobs.schema";
import type { Db } from "../../db/client";
import { jobInterests, jobs, profiles, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { escapeHtml } from "../../lib/mail";
import { likeContains } from "../../lib/sql";
import { boundedOffset, cappedCount, decodeCursor, encodeCursor, takePage } from "../../lib/paging";

type JobRow = typeof jobs.$inferSelect;

const publicColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  description: jobs.description,
  jobBoardUrl: jobs.jobBoardUrl,
  skills: jobs.skills,
  datePosted: jobs.datePosted,
  contractDuration: jobs.contractDuration,
  contractRate: jobs.contractRate,
  isContractorRequest: jobs.isContractorRequest,
  isRemote: jobs.isRemote,
};

/** Visitors never receive company, location (nor whether it is remote), description or the job board URL (DESIGN §3.8). */
export function toJobDto(
  row: Omit<Pick<JobRow, keyof typeof publicColumns>, "description"> & { description?: string },
  opts: { redacted: boolean; isInterested?: boolean }): JobDto {
  const base: JobDto = {
    id: row.id,
    title: row.title,
    skills: row.skills,
    datePosted: row.datePosted.toISOString(),
    contractDuration: row.contractDuration,
    contractRate: row.contractRate,
    isContractorRequest: row.isContractorRequest,
  };
  if (opts.redacted) return base;
  return {
    ...base,
    isRemote: row.isRemote,
    company: row.company,
    location: row.location,
    ...(row.description === undefined ? {} : { description: row.description }),
    jobBoardUrl: row.jobBoardUrl,
    isInterested: opts.isInterested ?? false,
  };
}

/** Verified contractor: the flag on the profile or the contractor role (read fresh). */
export async function isVerifiedContractorUser(db: Db, userId: string) {
  const [row] = await db
    .select({ flag: profiles.isVerifiedContractor, role: user.role })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return Boolean(row && (row.flag || row.role === "contractor"));
}

const locationHead = sql<string>`btrim(split_part(${jobs.location}, ',', 1))`;

/** The columns of a job card: no description (it comes with the detail request, GET /api/jobs/:id). */
const listColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  jobBoardUrl: jobs.jobBoardUrl,
  skills: jobs.skills,
  datePosted: jobs.datePosted,
  contractDuration: jobs.contractDuration,
  contractRate: jobs.contractRate,
  isContractorRequest: jobs.isContractorRequest,
  isRemote: jobs.isRemote,
  /** The exact sort key for the next cursor. */
  cursorAt: sql<string>`${jobs.datePosted}::text`,
};
const newestFirst = [desc(jobs.datePosted), desc(jobs.id)] as const;
const afterCursor = (at: unknown, id: unknown) => sql`(${jobs.datePosted}, ${jobs.id}) < (${at}::timestamptz, ${id}::uuid)`;

/** Prepared once per database: the unfiltered board (first page, next pages), the detail and the viewer's marks. */
function prepareJobQueries(db: Db) {
  const approved = eq(jobs.isApproved, true);
  return {
    first: db.select(listColumns).from(jobs).where(approved).orderBy(...newestFirst).limit(sql.placeholder("limit")).prepare("jobs_board_first"),
    after: db
      .select(listColumns)
      .from(jobs)
      .where(and(approved, afterCursor(sql.placeholder("at"), sql.placeholder("id"))))
      .orderBy(...newestFirst)
      .limit(sql.placeholder("limit"))
      .prepare("jobs_board_after"),
    detail: db
      .select(publicColumns)
      .from(jobs)
      .where(and(eq(jobs.id, sql.placeholder("id")), approved))
      .limit(1)
      .prepare("jobs_detail"),
    marks: db
      .select({ jobId: jobInterests.jobId })
      .from(jobInterests)
      .where(and(eq(jobInterests.userId, sql.placeholder("userId")), sql`${jobInterests.jobId} = any(${sql.placeholder("ids")}::uuid[])`))
      .prepare("jobs_interest_marks"),
  };
}
const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareJobQueries>>();
function jobQueries(db: Db) {
  let q = preparedByDb.get(db);
  if (!q) preparedByDb.set(db, (q = prepareJobQueries(db)));
  return q;
}

/** The viewer's interests among these jobs: one indexed query for the page (job_interests_user_job_uq). */
async function interestMarks(db: Db, viewer: SessionUser | null, ids: string[]): Promise<Set<string>> {
  if (!viewer || ids.length === 0) return new Set();
  const rows = await jobQueries(db).marks.execute({ userId: viewer.id, ids: `{${ids.join(",")}}` });
  return new Set(rows.map((r) => r.jobId));
}

export async function listApprovedJobs(db: Db, viewer: SessionUser | null, q: z.output<typeof jobListQuerySchema>): Promise<JobListDto> {
  const where: SQL[] = [eq(jobs.isApproved, true)];
  // A visitor may search and filter only by what a visitor is shown (issue 10.7): searching the
  // company or filtering by location would reveal the hidden values through the results and counts.
  if (q.search) {
    const like = likeContains(q.search);
    where.push(viewer ? or(ilike(jobs.title, like), ilike(jobs.company, like))! : ilike(jobs.title, like));
  }
  if (q.skill) where.push(sql`${jobs.skills} @> ARRAY[${q.skill}]::text[]`);
  if (q.location && viewer) where.push(sql`${locationHead} = ${q.location}`);
  if (q.days !== "all") where.push(gte(jobs.datePosted, sql`now() - make_interval(days => ${Number(q.days)})`));
  if (q.contractorOnly) {
    if (!viewer || !(await isVerifiedContractorUser(db, viewer.id))) {
      throw forbidden("The contractor jobs filter is for verified contractors");
    }
    where.push(eq(jobs.isContractorRequest, true));
  }
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const offset = cursor ? 0 : boundedOffset(q.page, q.pageSize);
  const limit = q.pageSize + 1;
  const unfiltered = where.length === 1 && offset === 0;
  const pageQuery = unfiltered
    ? cursor
      ? jobQueries(db).after.execute({ at: cursor.at, id: cursor.id, limit })
      : jobQueries(db).first.execute({ limit })
    : db
        .select(listColumns)
        .from(jobs)
        .where(and(...where, cursor ? afterCursor(cursor.at, cursor.id) : undefined))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
  // The total is not sent on cursor pages and stops at TOTAL_CAP ("1000+").
  const [read, counted] = await Promise.all([
    pageQuery,
    cursor ? null : cappedCount(db, sql`select 1 from ${jobs} where ${and(...where)}`),
  ]);
  const { rows, hasMore } = takePage(read, q.pageSize);
  const marks = await interestMarks(db, viewer, rows.map((r) => r.id));
  const last = rows.at(-1);
  const redacted = !viewer;
  return {
    jobs: rows.map((r) => toJobDto(r, { redacted, isInterested: marks.has(r.id) })),
    total: counted?.total ?? null,
    totalCapped: counted?.totalCapped ?? false,
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last.cursorAt, last.id) : null,
    page: q.page,
    pageSize: q.pageSize,
    redacted,
  };
}

/** Filter options; locations only for signed-in members (visitors cannot filter by location). */
export async function jobFilters(db: Db, viewer: SessionUser | null): Promise<JobFiltersDto> {
  const [skills, locations] = await Promise.all([
    db.execute(sql`select distinct unnest(skills) as v from ${jobs} where is_approved order by 1`),
    viewer
      ? db.execute(sql`select distinct btrim(split_part(location, ',', 1)) as v from ${jobs} where is_approved and location <> '' order by 1`)
      : Promise.resolve({ rows: [] }),
  ]);
  const values = (r: unknown) => ((r as { rows: { v: string }[] }).rows ?? []).map((x) => x.v).filter(Boolean);
  return { skills: values(skills), locations: values(locations) };
}

export async function getApprovedJob(db: Db, viewer: SessionUser | null, id: string): Promise<JobDto> {
  const [row] = await jobQueries(db).detail.execute({ id });
  if (!row) throw notFound("Job not found");
  const marks = await interestMarks(db, viewer, [row.id]);
  return toJobDto(row, { redacted: !viewer, isInterested: marks.has(row.id) });
}

export async function submitJob(deps: Pick<AppDeps, "db" | "mailer" | "config">, submitter: SessionUser, input: z.output<typeof jobInputSchema>) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...input, recruiterId: submitter.id, isApproved: false, isAdminReviewed: false })
      .returning();
    await deps.mailer.send(
      {
        to: deps.config.teamEmail,
        subject: `New job to review: ${row!.title} at ${row!.company}`,
        text: `${submitter.name} <${submitter.email}> submitted "${row!.title}" at ${row!.company} (${row!.location}).\nReview it in the admin area: /admin/jobs`,
      },
      tx,
    );
    return row!;
  });
}

async function approvedJobExists(db: Db, jobId: string) {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.isApproved, true))).limit(1);
  if (!row) throw notFound("Job not found");
}

/** Idempotent: expressing interest twice keeps one row. */
export async function expressInterest(db: Db, userId: string, jobId: string) {
  await approvedJobExists(db, jobId);
  await db.insert(jobInterests).values({ userId, jobId }).onConflictDoNothing();
}

export async function removeInterest(db: Db, userId: string, jobId: string) {
  await db.delete(jobInterests).where(and(eq(jobInterests.userId, userId), eq(jobInterests.jobId, jobId)));
}

// ---- admin review ----

export async function adminListJobs(db: Db, q: z.output<typeof adminJobListQuerySchema>) {
  const where: SQL[] = [];
  if (q.view === "pending") where.push(not(jobs.isAdminReviewed));
  if (q.search) {
    const like = likeContains(q.search);
    where.push(
      or(
        ilike(jobs.title, like),
        ilike(jobs.company, like),
        ilike(jobs.location, like),
        sql`exists (select 1 from unnest(${jobs.skills}) s where s ilike ${like})`,
      )!,
    );
  }
  // Keyset paging like the board (docs/decisions/011): newest first from jobs_posted_idx (all) or
  // jobs_pending_idx (pending), limit + 1 rows; the total is capped and sent on the first page only.
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const offset = cursor ? 0 : boundedOffset(q.page, q.pageSize);
  const [read, counted] = await Promise.all([
    db
      .select({ ...getTableColumns(jobs), cursorAt: sql<string>`${jobs.datePosted}::text` })
      .from(jobs)
      .where(and(...where, cursor ? afterCursor(cursor.at, cursor.id) : undefined))
      .orderBy(...newestFirst)
      .limit(q.pageSize + 1)
      .offset(offset),
    cursor ? null : cappedCount(db, sql`select 1 from ${jobs} where ${where.length ? and(...where) : sql`true`}`),
  ]);
  const { rows, hasMore } = takePage(read, q.pageSize);
  const last = rows.at(-1);
  return {
    jobs: rows.map((r) => ({
      ...toJobDto(r, { redacted: false }),
      isApproved: r.isApproved,
      isAdminReviewed: r.isAdminReviewed,
      recruiterId: r.recruiterId,
    })),
    total: counted?.total ?? null,
    totalCapped: counted?.totalCapped ?? false,
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

async function mailSubmitter(deps: Pick<AppDeps, "db" | "mailer">, job: JobRow, approved: boolean, tx: Db) {
  if (!job.recruiterId) return;
  const [owner] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, job.recruiterId)).limit(1);
  if (!owner) return;
  const subject = approved ? `Your job "${job.title}" is live` : `Your job "${job.title}" was not approved`;
  const text = approved
    ? `Hello ${owner.name},\n\nYour listing "${job.title}" at ${job.company} was approved and is now on the AppSec Community job board.`
    : `Hello ${owner.name},\n\nAfter review, your listing "${job.title}" at ${job.company} was not approved for the job board. Reply to this mail if you have questions.`;
  await deps.mailer.send({ to: owner.email, subject, text, html: `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>` }, tx);
}

export async function reviewJob(deps: Pick<AppDeps, "db" | "mailer">, id: string, approve: boolean) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({ isApproved: approve, isAdminReviewed: true, updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning();
    if (!row) throw notFound("Job not found");
    await mailSubmitter(deps, row, approve, tx);
    return row;
  });
}

export async function deleteJobs(db: Db, ids: string[]) {
  const rows = await db.delete(jobs).where(inArray(jobs.id, ids)).returning({ id: jobs.id });
  return rows.length;
}

// ---- owner (recruiter) ----

export async function getJobForOwner(db: Db, viewer: SessionUser, id: string): Promise<JobRow> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw notFound("Job not found");
  if (viewer.role !== "admin" && row.recruiterId !== viewer.id) throw notFound("Job not found");
  return row;
}

/** Owner or admin edits; an approved job goes back to review. */
/**
 * One guarded statement (issue 12.3): the owner (or an admin) check is in the WHERE and every edit
 * goes back to review, so an approval that lands between a read and this write cannot publish
 * unreviewed content.
 */
export async function updateJob(db: Db, viewer: SessionUser, id: string, input: z.output<typeof jobInputSchema>) {
  await getJobForOwner(db, viewer, id);
  const [row] = await db
    .update(jobs)
    .set({ ...input, updatedAt: new Date(), isApproved: false, isAdminReviewed: false })
    .where(and(eq(jobs.id, id), viewer.role === "admin" ? undefined : eq(jobs.recruiterId, viewer.id)))
    .returning();
  if (!row) throw notFound("Job not found");
  return row;
}

export function assertValidIds(ids: string[]) {
  if (ids.length === 0) throw new AppError("VALIDATION_FAILED", "Select at least one job");
}

/** Approved jobs as a visitor sees them (feeds, structured data): newest first. */
export async function newestApprovedJobs(db: Db, limit: number): Promise<JobDto[]> {
  const rows = await db
    .select(publicColumns)
    .from(jobs)
    .where(eq(jobs.isApproved, true))
    .orderBy(desc(jobs.datePosted), desc(jobs.id))
    .limit(limit);
  return rows.map((r) => toJobDto(r, { redacted: true }));
}

/** Sitemap entries of approved jobs, in pages of `limit`. */
export async function approvedJobIds(db: Db, offset: number, limit: number) {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(eq(jobs.isApproved, true))
    .orderBy(desc(jobs.datePosted), desc(jobs.id))
    .limit(limit)
    .offset(offset);
}

export async function countApprovedJobs(db: Db) {
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.isApproved, true));
  return row?.n ?? 0;
}
