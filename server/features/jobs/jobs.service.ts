import { and, count, desc, eq, gt, gte, lte, sql, type SQL } from "drizzle-orm";
import type { JobDto, JobFiltersDto, JobListDto } from "@common/jobs.schema";
import type { z } from "zod";
import type { jobListQuerySchema } from "@common/jobs.schema";
import { queryRows, type Db } from "../../db/client";
import { jobInterests, jobs, profiles, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { defineReadCache, withFootprint, type RowFootprint } from "../../lib/read-cache";
import { forbidden, notFound } from "../../lib/errors";
import {
  boundedOffset,
  searchTotal,
  cappedCount,
  decodeCursor,
  decodeOffsetCursor,
  encodeCursor,
  nextOffsetCursor,
  takePage,
} from "../../lib/paging";
import {
  listedRows,
  rankedOrder,
  rankWindow,
  readSearch,
  RECENT_ROWS,
  EXACT_FIRST,
  exactFirst,
  indexless,
  pgArrayLiteral,
  normaliseTerm,
  searchSource,
  sourceMatch,
  searchRowTracking,
  SEARCH_CACHE_MS,
  sortKeyMicros,
  textSearch,
  windowFootprint,
  type Matcher,
  type SearchSource,
  type SearchTarget,
} from "../../lib/search";
import { correctTerm } from "../../lib/word-dictionary";
import { searchLane } from "../../db/query-gate";
import { liveAt } from "./job-status";

/**
 * The job board as visitors and members read it: the list and its search, the detail, filters,
 * interest marks, feeds and the sitemap. The submitter's operations are in job-submissions.service.ts,
 * the admins' list in admin-jobs.service.ts, expiry warnings in job-expiry.service.ts.
 */

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
  publicDetails: jobs.publicDetails,
  employmentType: jobs.employmentType,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  expiresAt: jobs.expiresAt,
  companyId: jobs.companyId,
  country: jobs.country,
  city: jobs.city,
  workplaceType: jobs.workplaceType,
  applicantCountries: jobs.applicantCountries,
};

/** The structured location and company of the detail (docs/decisions/078): shown with company and location. */
type PlaceColumns = "companyId" | "country" | "city" | "workplaceType" | "applicantCountries";

/**
 * Visitors never receive company, location (nor whether it is remote), description or the job board URL
 * (DESIGN §3.8) — unless the recruiter chose to show company, location and description publicly
 * (decision 037); the job board URL stays for members. The salary range is shown to everyone (pay
 * transparency, docs/decisions/073-salary-ranges.md).
 */
export function toJobDto(
  row: Omit<Pick<JobRow, keyof typeof publicColumns>, "description" | "expiresAt" | "publicDetails" | "employmentType" | PlaceColumns> &
    Partial<Pick<JobRow, PlaceColumns>> & {
      description?: string;
      expiresAt?: Date | null;
      publicDetails?: boolean;
      employmentType?: string | null;
    },
  opts: { redacted: boolean; isInterested?: boolean },
): JobDto {
  const base: JobDto = {
    id: row.id,
    title: row.title,
    skills: row.skills,
    datePosted: row.datePosted.toISOString(),
    contractDuration: row.contractDuration,
    contractRate: row.contractRate,
    isContractorRequest: row.isContractorRequest,
    // The detail carries when it leaves the board (JSON-LD validThrough); list rows do not read it.
    ...(row.expiresAt === undefined ? {} : { expiresAt: row.expiresAt?.toISOString() ?? null }),
    ...(row.publicDetails === undefined ? {} : { publicDetails: row.publicDetails }),
    ...(row.employmentType === undefined ? {} : { employmentType: row.employmentType }),
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    salaryPeriod: row.salaryPeriod,
  };
  // The company and the structured location go with `company` and `location`: hidden where they are.
  const place =
    row.country === undefined
      ? {}
      : {
          companyId: row.companyId ?? null,
          country: row.country ?? null,
          city: row.city ?? null,
          workplaceType: row.workplaceType ?? null,
          applicantCountries: row.applicantCountries ?? [],
        };
  if (opts.redacted && row.publicDetails)
    return {
      ...base,
      isRemote: row.isRemote,
      company: row.company,
      location: row.location,
      ...place,
      ...(row.description === undefined ? {} : { description: row.description }),
    };
  if (opts.redacted) return base;
  return {
    ...base,
    isRemote: row.isRemote,
    company: row.company,
    location: row.location,
    ...place,
    ...(row.description === undefined ? {} : { description: row.description }),
    jobBoardUrl: row.jobBoardUrl,
    isInterested: opts.isInterested ?? false,
  };
}

/** Verified contractor: the flag on the profile or the contractor plan (read fresh). */
export async function isVerifiedContractorUser(db: Db, userId: string) {
  const [row] = await db
    .select({ flag: profiles.isVerifiedContractor, plan: user.plan })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return Boolean(row && (row.flag || row.plan === "contractor"));
}

/** The currency of the board's "Salary at least" filter when the URL names none. */
export const DEFAULT_SALARY_CURRENCY = "EUR";

const locationHead = sql<string>`btrim(split_part(${jobs.location}, ',', 1))`;

/** The columns of a job card: no description (it comes with the detail request, GET /api/jobs/:id). */
export const listColumns = {
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
  publicDetails: jobs.publicDetails,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  /** The exact sort key for the next cursor. */
  cursorAt: sql<string>`${jobs.datePosted}::text`,
};
/** The board's order (and of every job list): newest first, the id breaking ties; `afterCursor` continues it. */
export const newestFirst = [desc(jobs.datePosted), desc(jobs.id)] as const;
export const afterCursor = (at: unknown, id: unknown) => sql`(${jobs.datePosted}, ${jobs.id}) < (${at}::timestamptz, ${id}::uuid)`;

/**
 * A page of a search, in one statement: the newest matches of the page's blocks (`rankWindow`, plus
 * one to tell whether there are more), ranked block by block (docs/decisions/025) and paged, each row
 * carrying how many matches the window read (`count(*) over ()`: the total up to the window).
 */
function searchPage(db: Db, filters: SQL[], m: Matcher, source: SearchSource, limit: number, offset: number) {
  const window = rankWindow(offset, limit);
  const w = db
    .select({
      ...listColumns,
      cursorAt: sql<string>`${jobs.datePosted}::text`.as("cursor_at"),
      rank: sql<number>`${m.rank}`.as("rank"),
      expiry: sql<string | null>`${jobs.expiresAt}`.as("expiry"),
    })
    .from(searchSource(db, jobs, and(...filters)!, m.match, source, [...newestFirst]))
    .where(sourceMatch(source, m.match))
    .orderBy(...newestFirst)
    .limit(window + 1)
    .as("w");
  const ranked = db
    .select({
      ...w._.selectedFields,
      pos: sql<number>`row_number() over (order by ${w.datePosted} desc, ${w.id} desc)`.as("pos"),
      matches: sql<string>`count(*) over ()`.as("matches"),
      listed: (source === "recent" ? listedRows(jobs, and(...filters)!, window) : sql<number>`0`).as("listed"),
      // What a cached page was drawn from (decision 049): the window's rows, its oldest and first expiry.
      oldest: sortKeyMicros(sql`min(${w.datePosted}) over ()`).as("oldest"),
      soonest: sql<string | null>`min(${w.expiry}) over ()::text`.as("soonest"),
      allIds: sql<string[]>`array_agg(${w.id}::text) over ()`.as("all_ids"),
    })
    .from(w)
    .as("m");
  const { allIds, ...fields } = ranked._.selectedFields;
  const order = rankedOrder(ranked.rank, [sql`${ranked.datePosted} desc`, sql`${ranked.id} desc`], ranked.pos);
  // The window's ids once, on the page's first row.
  const first = sql`row_number() over (order by ${sql.join(order, sql`, `)}) = ${sql.raw(String(offset + 1))}`;
  return db
    .select({ ...fields, windowIds: sql<string[] | null>`case when ${first} then ${allIds} end`.as("window_ids") })
    .from(ranked)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** The newest rows (at most EXACT_FIRST) passing `filters` with a field equal to the whole term (docs/decisions/036). */
const exactJobs = (db: Db, filters: SQL[], exact: SQL, order: SQL[]) =>
  db
    .select({
      ...listColumns,
      matches: sql<string>`0`,
      listed: sql<number>`0`,
      soonest: sql<string | null>`${jobs.expiresAt}::text`,
      windowIds: sql<string[] | null>`null`,
    })
    .from(jobs)
    .where(and(...filters, exact))
    .orderBy(...order, ...newestFirst)
    .limit(EXACT_FIRST);

/** Prepared once per database: the unfiltered board (first page, next pages), the detail and the viewer's marks. */
function prepareJobQueries(db: Db) {
  // The index jobs_approved_posted_idx (is_approved) gives the order; expiry is a filter on that scan.
  const approved = liveAt(sql`${sql.placeholder("now")}::timestamptz`);
  return {
    first: db
      .select(listColumns)
      .from(jobs)
      .where(approved)
      .orderBy(...newestFirst)
      .limit(sql.placeholder("limit"))
      .prepare("jobs_board_first"),
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
/** A row of the board: the card's columns and the cursor key. */
type BoardRow = Awaited<ReturnType<ReturnType<typeof prepareJobQueries>["first"]["execute"]>>[number];
function jobQueries(db: Db) {
  let q = preparedByDb.get(db);
  if (!q) preparedByDb.set(db, (q = prepareJobQueries(db)));
  return q;
}

/** The viewer's interests among these jobs: one indexed query for the page (job_interests_user_job_uq). */
async function interestMarks(db: Db, viewerId: string | null, ids: string[]): Promise<Set<string>> {
  if (!viewerId || ids.length === 0) return new Set();
  const rows = await jobQueries(db).marks.execute({ userId: viewerId, ids: `{${ids.join(",")}}` });
  return new Set(rows.map((r) => r.jobId));
}

type BoardQuery = z.output<typeof jobListQuerySchema>;
type BoardDeps = Pick<AppDeps, "db" | "scheduler">;

/**
 * What the board's search matches (docs/decisions/019, 036): a visitor only the title (A) and skills (B)
 * weights and exact titles or skills — searching the company would reveal it through the results — a
 * member also the company and description. Typos: the title.
 */
const jobSearchTarget = (member: boolean): SearchTarget => ({
  vector: jobs.searchVector,
  weights: member ? "" : "AB",
  // Typos are corrected through the jobs' word dictionary before the words are matched (docs/decisions/088):
  // no trigram test on the rows.
  fuzzy: [],
  exact: { text: member ? [jobs.title, jobs.company] : [jobs.title], arrays: [jobs.skills] },
});

/** A board page as a visitor or a member sees it (no search: the key is what people pick, not type). */
const boardPages = defineReadCache({
  name: "jobs.board",
  reads: [jobs],
  load: (deps: BoardDeps, { member, q }: { member: boolean; q: BoardQuery }) => readBoardPage(deps.db, member, q, deps.scheduler.now()),
});
/**
 * Search results, as a visitor or a member sees them, by normalised term and filters: what people type
 * follows a Zipf curve, so the common terms are served from memory (decision 036). Apart from the board's
 * pages, so that a flood of rare terms evicts only other searches.
 */
const boardSearches = defineReadCache({
  name: "jobs.search",
  reads: [jobs],
  maxEntries: 2000,
  ttlMs: SEARCH_CACHE_MS,
  load: (deps: BoardDeps, { member, q }: { member: boolean; q: BoardQuery }) => readBoardPage(deps.db, member, q, deps.scheduler.now()),
  // A write to jobs drops only the searches it can change (decision 049).
  rows: searchRowTracking({
    table: jobs,
    id: jobs.id,
    targets: { member: jobSearchTarget(true), visitor: jobSearchTarget(false) },
    targetOf: (args: { member: boolean; q: BoardQuery }) => (args.member ? "member" : "visitor"),
    // Only an approved job can enter a search (its expiry is left to the search: the clock it reads).
    scope: { where: eq(jobs.isApproved, true) },
    term: (args: { member: boolean; q: BoardQuery }) => args.q.search ?? "",
    // A corrected search, or one that found nothing, depends on the word dictionary, which any write to
    // jobs may change: such entries are dropped by every write (docs/decisions/080, 088).
    typoEntries: "any",
    // A page a write enters is made again from the rows it ranked and the written ones (decision 092).
    refresh: (deps: BoardDeps, { member, q }: { member: boolean; q: BoardQuery }, ids) =>
      readBoardPage(deps.db, member, q, deps.scheduler.now(), [], ids),
  }),
});
/** Each member's interest marks among the jobs of a board page (up to 10,000 member-pages). */
const boardMarks = defineReadCache({
  name: "jobs.board-marks",
  reads: [jobInterests],
  maxEntries: 10_000,
  load: (deps: BoardDeps, { viewerId, ids }: { viewerId: string; ids: string[] }) => interestMarks(deps.db, viewerId, ids),
});

/**
 * The job board. The page itself is the same for every visitor and for every member (members also
 * see company and location), so it comes from a read cache (docs/caching.md), searches from their
 * own; the viewer's interest marks come from one indexed query, cached per member and page beside it.
 */
export async function listApprovedJobs(
  deps: Pick<AppDeps, "db" | "scheduler" | "caches">,
  viewer: SessionUser | null,
  q: BoardQuery,
): Promise<JobListDto> {
  if (q.contractorOnly && (!viewer || !(await isVerifiedContractorUser(deps.db, viewer.id)))) {
    throw forbidden("The contractor jobs filter is for verified contractors");
  }
  const member = viewer !== null;
  const search = normaliseTerm(q.search);
  const page = search ? await boardSearches.get(deps, { member, q: { ...q, search } }) : await boardPages.get(deps, { member, q });
  const marks = viewer ? await boardMarks.get(deps, { viewerId: viewer.id, ids: page.jobs.map((j) => j.id) }) : new Set<string>();
  return marks.size ? { ...page, jobs: page.jobs.map((j) => (marks.has(j.id) ? { ...j, isInterested: true } : j)) } : page;
}

/** One page of the board, or of a search, as a visitor (`member` false) or a member sees it (without anyone's interest marks). */
async function readBoardPage(
  db: Db,
  member: boolean,
  q: z.output<typeof jobListQuerySchema>,
  now: Date,
  also: SQL[] = [],
  /**
   * A cached search made again from these rows alone (decision 092): the rows it was drawn from and the
   * written ones, read by primary key; no dictionary lookup (a page made this way had no corrections).
   */
  within?: readonly string[],
): Promise<JobListDto> {
  const where: SQL[] = [liveAt(now), ...also];
  if (within) where.push(sql`${jobs.id} = any(${pgArrayLiteral(within)}::uuid[])`);
  // A visitor may search and filter only by what a visitor is shown: searching the
  // company or filtering by location would reveal the hidden values through the results and counts.
  // Ranked search (docs/decisions/019): visitors match only the title (A) and skills (B) weights.
  // Exact first (docs/decisions/036): a title or skill equal to the term, and for members the company.
  // Each typed word that starts no word of the jobs' dictionary also matches its nearest words (one indexed
  // lookup, docs/decisions/088), then the full-text query runs.
  const term = q.search;
  const fixes = term?.trim() && !within ? await searchLane(() => correctTerm(db, "job_words", term)) : null;
  const search = textSearch(q.search, jobSearchTarget(member), fixes?.corrections);
  if (q.skill) where.push(sql`${jobs.skills} @> ARRAY[${q.skill}]::text[]`);
  if (q.location && member) where.push(sql`${locationHead} = ${q.location}`);
  // The clock's instant, not SQL now(): a test that moves the clock sees the range move (docs/decisions/065-one-clock.md).
  if (q.days !== "all") where.push(gte(jobs.datePosted, new Date(now.getTime() - Number(q.days) * 86_400_000)));
  if (q.contractorOnly) where.push(eq(jobs.isContractorRequest, true));
  // "Salary at least" (docs/decisions/073-salary-ranges.md): the yearly minimum in the chosen currency (jobs_salary_idx).
  if (q.salaryAtLeast !== undefined) {
    where.push(eq(jobs.salaryCurrency, q.salaryCurrency ?? DEFAULT_SALARY_CURRENCY), gte(jobs.salaryYearlyMin, q.salaryAtLeast));
  }
  // Search results are ordered by rank, which has no keyset: they page by a bounded offset.
  const cursor = q.cursor && !search ? decodeCursor(q.cursor) : null;
  const offset = search && q.cursor ? decodeOffsetCursor(q.cursor) : cursor ? 0 : boundedOffset(q.page, q.pageSize);
  const limit = q.pageSize + 1;
  const unfiltered = where.length === 1 && offset === 0;
  let read: BoardRow[];
  let counted: { total: number; totalCapped: boolean } | null = null;
  let footprint: Parameters<typeof withFootprint>[1] | null = null;
  if (search) {
    // Rows with a field equal to the term first, whatever their age (docs/decisions/036); then by words
    // (each with its dictionary corrections, docs/decisions/088).
    const exactOn = search.exact;
    const found = await exactFirst(
      offset,
      limit,
      () => (exactOn ? exactJobs(db, where, within ? indexless(exactOn) : exactOn, search.exactOrder) : Promise.resolve([])),
      async (exclude, at, restLimit) => {
        // A typed word no job holds in any form, with no correction: the words (all required) find nothing,
        // and their ranked read is not run (docs/decisions/094).
        if (fixes?.wordsFindNothing) return { rows: [], typos: false, counted: q.cursor ? null : { total: 0, totalCapped: false } };
        const rest = exclude.length ? [...where, sql`not (${jobs.id} = any(${`{${exclude.join(",")}}`}::uuid[]))`] : where;
        const { rows, matcher } = await readSearch(
          db,
          search,
          at,
          restLimit,
          (rdb, m, source, from) => searchPage(rdb, rest, m, source, restLimit, from),
          exclude.length === 0,
          // A term one of whose words few jobs hold is read from its matches at once, not first from the
          // newest jobs (docs/decisions/088): the same page, one statement fewer.
          // Rows by primary key (a refresh) are read from the matching ones too.
          within ? "rows" : fixes?.rarest !== null && fixes?.rarest !== undefined && fixes.rarest <= RECENT_ROWS ? "matching" : "recent",
        );
        const matching = sql`select 1 from ${jobs} where ${and(...rest, matcher.match)}`;
        const window = rankWindow(at, restLimit);
        return {
          rows,
          window,
          typos: matcher === search.typos,
          counted: q.cursor ? null : await searchTotal(db, rows, at, window, matching),
        };
      },
    );
    read = found.rows;
    // What the page was drawn from (decision 049), and when time alone changes it: the first expiry among
    // the rows it ranked, and with a "last N days" filter, the oldest of them leaving the range.
    const restRows = found.rest.rows;
    const expiries = [...read.map((r) => (r as { soonest?: string | null }).soonest), restRows[0]?.soonest]
      .filter((x): x is string => Boolean(x))
      .map((x) => Date.parse(x) - now.getTime());
    const oldestPosted = Math.min(
      ...read.map((r) => r.datePosted.getTime()),
      ...(restRows[0]?.oldest !== undefined ? [Number(restRows[0].oldest) / 1000] : []),
    );
    const ageing = q.days !== "all" && Number.isFinite(oldestPosted) ? [oldestPosted + Number(q.days) * 86_400_000 - now.getTime()] : [];
    const bounds = [...expiries, ...ageing];
    // A corrected term, or one that found nothing though a word was looked up (a word the dictionary may
    // come to correct), depends on the dictionary (`typoEntries: "any"` above); words too short to be
    // corrected do not.
    const dictionary = (fixes?.corrections.size ?? 0) > 0 || (found.rows.length === 0 && fixes?.consulted === true);
    footprint = windowFootprint(found.exactIds, restRows, Math.max(0, offset - found.exact), {
      typos: found.rest.typos || dictionary,
      validMs: bounds.length ? Math.max(0, Math.min(...bounds)) : undefined,
      window: found.rest.window,
    });
    const restCount = found.rest.counted;
    if (restCount) counted = { total: restCount.total + found.exact, totalCapped: restCount.totalCapped };
  } else {
    const pageQuery = unfiltered
      ? cursor
        ? jobQueries(db).after.execute({ at: cursor.at, id: cursor.id, limit, now: now.toISOString() })
        : jobQueries(db).first.execute({ limit, now: now.toISOString() })
      : db
          .select(listColumns)
          .from(jobs)
          .where(and(...where, cursor ? afterCursor(cursor.at, cursor.id) : undefined))
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset);
    // The total is not sent on cursor pages and stops at TOTAL_CAP ("1000+").
    [read, counted] = await Promise.all([pageQuery, q.cursor ? null : cappedCount(db, sql`select 1 from ${jobs} where ${and(...where)}`)]);
  }
  const { rows, hasMore } = takePage(read, q.pageSize);
  const last = rows.at(-1);
  const redacted = !member;
  const page: JobListDto = {
    jobs: rows.map((r) => toJobDto(r, { redacted, isInterested: false })),
    total: counted?.total ?? null,
    totalCapped: counted?.totalCapped ?? false,
    hasMore,
    nextCursor: hasMore && last ? (search ? nextOffsetCursor(offset, q.pageSize) : encodeCursor(last.cursorAt, last.id)) : null,
    page: q.page,
    pageSize: q.pageSize,
    redacted,
  };
  return footprint ? withFootprint(page, footprint) : page;
}

/**
 * The board's search as a member sees it (same terms, filters and ranking), among the jobs approved in
 * (after, until]: the job alerts' digests (docs/decisions/032-job-alerts.md). Not cached.
 */
export function searchJobsApprovedBetween(db: Db, q: z.output<typeof jobListQuerySchema>, after: SQL, until: SQL, now: Date) {
  return readBoardPage(db, true, q, now, [gt(jobs.approvedAt, after), lte(jobs.approvedAt, until)]);
}

/** Filter options; locations only for signed-in members (visitors cannot filter by location). */
async function readJobFilters(db: Db, member: boolean, now: Date): Promise<JobFiltersDto> {
  const live = liveAt(now);
  const [skills, locations] = await Promise.all([
    db.execute(sql`select distinct unnest(skills) as v from ${jobs} where ${live} order by 1`),
    member
      ? db.execute(sql`select distinct btrim(split_part(location, ',', 1)) as v from ${jobs} where ${live} and location <> '' order by 1`)
      : Promise.resolve({ rows: [] }),
  ]);
  const values = (r: unknown) => ((r as { rows: { v: string }[] }).rows ?? []).map((x) => x.v).filter(Boolean);
  return { skills: values(skills), locations: values(locations) };
}

/** The filter options of the live jobs among `ids` (what an insert of them may add to `readJobFilters`). */
async function readOptionsOf(db: Db, ids: readonly string[], now: Date): Promise<JobFiltersDto> {
  const [row] = await queryRows<{ skills: string[] | null; locations: string[] | null }>(
    db,
    sql`select
      array(select distinct s from ${jobs}, unnest(${jobs.skills}) as s where ${jobs.id} = any(${pgArrayLiteral(ids)}::uuid[]) and ${liveAt(now)} and s <> '') as skills,
      array(select distinct btrim(split_part(${jobs.location}, ',', 1)) from ${jobs}
            where ${jobs.id} = any(${pgArrayLiteral(ids)}::uuid[]) and ${liveAt(now)} and ${jobs.location} <> '') as locations`,
  );
  return { skills: row?.skills ?? [], locations: (row?.locations ?? []).filter(Boolean) };
}

/** What each kept list of filter options showed, for its row check (keyed by its footprint). */
const shownFilters = new WeakMap<RowFootprint, JobFiltersDto>();

/**
 * The filter options, kept per kind of viewer. A write to jobs changes them only when the options read
 * again differ (one statement per write, whatever the rows), so the board's searched pages made from them
 * (decision 090) outlive writes that add or remove no option; they live until the next live job expires.
 */
const boardFilters = defineReadCache({
  name: "jobs.filters",
  reads: [jobs],
  ttlMs: SEARCH_CACHE_MS,
  load: async (deps: BoardDeps, { member }: { member: boolean }) => {
    const now = deps.scheduler.now();
    const [value, [next]] = await Promise.all([
      readJobFilters(deps.db, member, now),
      queryRows<{ at: number | null }>(
        deps.db,
        sql`select (extract(epoch from min(${jobs.expiresAt})) * 1000)::float8 as at from ${jobs} where ${liveAt(now)}`,
      ),
    ]);
    const at = next?.at == null ? null : Number(next.at);
    const footprint: RowFootprint = { ids: [], outside: "none", ...(at !== null ? { validMs: Math.max(0, at - now.getTime()) } : {}) };
    shownFilters.set(footprint, value);
    return withFootprint(value, footprint);
  },
  rows: {
    table: jobs,
    inspect: async (deps: BoardDeps, ids, entries, op) => {
      const now = deps.scheduler.now();
      // An insert only adds options: when every option of the inserted live jobs is shown already, nothing
      // changed — a read of those rows by key instead of every option of the board again.
      if (op === "i") {
        const added = await readOptionsOf(deps.db, ids, now);
        return {
          enters: entries.map(({ args, footprint }) => {
            const shown = shownFilters.get(footprint);
            if (!shown) return true;
            const skills = new Set(shown.skills);
            const locations = new Set(shown.locations);
            return added.skills.some((v) => !skills.has(v)) || (args.member && added.locations.some((v) => !locations.has(v)));
          }),
        };
      }
      const read = new Map<boolean, Promise<JobFiltersDto>>();
      const current = (member: boolean) => read.get(member) ?? (read.set(member, readJobFilters(deps.db, member, now)), read.get(member)!);
      const enters = await Promise.all(
        entries.map(async ({ args, footprint }) => {
          const shown = shownFilters.get(footprint);
          return !shown || JSON.stringify(await current(args.member)) !== JSON.stringify(shown);
        }),
      );
      return { enters };
    },
  },
});

/** The board's filter options as `viewer` may see them (from `boardFilters`). */
export function jobFilters(deps: Pick<AppDeps, "db" | "scheduler" | "caches">, viewer: SessionUser | null): Promise<JobFiltersDto> {
  return boardFilters.get(deps, { member: viewer !== null });
}

export async function getApprovedJob(db: Db, viewer: SessionUser | null, id: string, now: Date): Promise<JobDto> {
  const [row] = await jobQueries(db).detail.execute({ id, now: now.toISOString() });
  if (!row) throw notFound("Job not found");
  const marks = await interestMarks(db, viewer?.id ?? null, [row.id]);
  return toJobDto(row, { redacted: !viewer, isInterested: marks.has(row.id) });
}

async function liveJobExists(db: Db, jobId: string, now: Date) {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), liveAt(now)))
    .limit(1);
  if (!row) throw notFound("Job not found");
}

/** Idempotent: expressing interest twice keeps one row. Only jobs on the board (not expired). */
export async function expressInterest(db: Db, userId: string, jobId: string, now: Date) {
  await liveJobExists(db, jobId, now);
  await db.insert(jobInterests).values({ userId, jobId }).onConflictDoNothing();
}

export async function removeInterest(db: Db, userId: string, jobId: string) {
  await db.delete(jobInterests).where(and(eq(jobInterests.userId, userId), eq(jobInterests.jobId, jobId)));
}

/** Approved jobs as a visitor sees them (feeds, structured data): newest first. */
export async function newestApprovedJobs(db: Db, limit: number, now: Date): Promise<JobDto[]> {
  const rows = await db.select(publicColumns).from(jobs).where(liveAt(now)).orderBy(desc(jobs.datePosted), desc(jobs.id)).limit(limit);
  return rows.map((r) => toJobDto(r, { redacted: true }));
}

/** Sitemap entries of approved jobs, in pages of `limit`. */
export async function approvedJobIds(db: Db, offset: number, limit: number, now: Date) {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(liveAt(now))
    .orderBy(desc(jobs.datePosted), desc(jobs.id))
    .limit(limit)
    .offset(offset);
}

export async function countApprovedJobs(db: Db, now: Date) {
  const [row] = await db.select({ n: count() }).from(jobs).where(liveAt(now));
  return row?.n ?? 0;
}

/** The most jobs a company's page lists (newest first). */
export const COMPANY_PAGE_JOBS = 100;

/**
 * A company's open jobs for its page (docs/decisions/078), newest first (jobs_company_idx). Visitors get only
 * the jobs whose recruiter made the details public: a job that hides its company from visitors must not be
 * tied to it on the company's page either. Without the description (the card's fields).
 */
export async function listCompanyJobs(db: Db, viewer: SessionUser | null, companyId: string, now: Date): Promise<JobDto[]> {
  const { description: _description, ...columns } = publicColumns;
  const rows = await db
    .select(columns)
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), liveAt(now), viewer ? undefined : eq(jobs.publicDetails, true)))
    .orderBy(...newestFirst)
    .limit(COMPANY_PAGE_JOBS);
  return rows.map((r) => toJobDto(r, { redacted: !viewer }));
}
