import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  AVAILABILITY_OPTIONS,
  CANDIDATE_BIO_EXCERPT,
  EXPERIENCE_BANDS,
  FACET_VALUES,
  type Availability,
  type CandidateCardDto,
  type CandidateDto,
  type CandidateFacets,
  type CandidateFilters,
  type ExperienceBand,
} from "@common/candidates.schema";
import { searchLane } from "../../db/query-gate";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../lib/context";
import { defineReadCache, withFootprint, type RowFootprint } from "../../lib/read-cache";
import { profiles, user } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { cappedCount, MAX_OFFSET, searchTotal, takePage } from "../../lib/paging";
import {
  listedRows,
  rankedOrder,
  rankWindow,
  RECENT_ROWS,
  normaliseTerm,
  readSearch,
  EXACT_FIRST,
  exactFirst,
  indexless,
  pgArrayLiteral,
  searchSource,
  sourceMatch,
  searchRowTracking,
  SEARCH_CACHE_MS,
  textSearch,
  windowFootprint,
  type Matcher,
  type SearchSource,
  type SearchTarget,
} from "../../lib/search";
import { correctTerm, type WordCorrections } from "./candidates.words";

/** The columns of a candidate card (public directory, recruiter views). */
export const candidateColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  title: profiles.title,
  company: profiles.company,
  bio: profiles.bio,
  expertise: profiles.expertise,
  location: profiles.location,
  yearsExperience: profiles.yearsExperience,
  avatarUrl: profiles.avatarUrl,
  website: profiles.website,
  githubUrl: profiles.githubUrl,
  linkedinUrl: profiles.linkedinUrl,
  email: user.email,
};

/**
 * The columns of a directory row (docs/decisions/047-candidate-card-rows.md): what the card shows, the bio
 * read one character past the excerpt so that `cardRow` knows whether it was cut.
 */
const cardColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  title: profiles.title,
  company: profiles.company,
  bio: sql<string | null>`left(${profiles.bio}, ${sql.raw(String(CANDIDATE_BIO_EXCERPT + 1))})`.as("bio"),
  expertise: profiles.expertise,
  avatarUrl: profiles.avatarUrl,
  email: user.email,
};

/** A bio cut to the card's excerpt: at the last word boundary within CANDIDATE_BIO_EXCERPT - 1, then "…". */
export function bioExcerpt(bio: string | null): string | null {
  if (bio === null || bio.length <= CANDIDATE_BIO_EXCERPT) return bio;
  const head = bio.slice(0, CANDIDATE_BIO_EXCERPT - 1);
  const space = head.search(/\s\S*$/);
  return `${(space > CANDIDATE_BIO_EXCERPT / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * Ranked search of profiles (docs/decisions/019): name and title, expertise, and the bio (all shown on
 * a candidate's card), by word prefix and english word variants, with typo tolerance on name and title.
 */
const candidateTarget: SearchTarget = {
  vector: profiles.searchVector,
  // Typos are corrected through the word dictionary, names and titles included (docs/decisions/080); no
  // trigram test on the rows when the words find nothing (docs/decisions/088).
  fuzzy: [],
  // Exact first (docs/decisions/036): a name, title or expertise equal to the term.
  exact: { text: [profiles.fullName, profiles.title], arrays: [profiles.expertise] },
};
export const candidateSearch = (q: string | undefined, corrections?: WordCorrections["corrections"]) =>
  textSearch(q, candidateTarget, corrections);

/** The filters of a search, as one key: skills lower-cased, sorted; location lower-cased. */
export function normaliseFilters(f: Partial<CandidateFilters> | undefined): CandidateFilters {
  const location = f?.location?.trim().toLowerCase();
  return {
    skill: [...new Set((f?.skill ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean))].sort(),
    ...(location ? { location } : {}),
    ...(f?.experience ? { experience: f.experience } : {}),
    ...(f?.availability ? { availability: f.availability } : {}),
  };
}

type FilterDimension = "skill" | "location" | "experience" | "availability";

/**
 * The conditions of the filters (docs/decisions/080), each served by an index: skills through
 * profiles_expertise_lower_gin_idx (every chosen skill held), the location through
 * profiles_open_location_idx, the years through profiles_open_years_idx (migration 0046), the availability
 * through profiles_open_available_from_idx (migration 0048, docs/decisions/082). `except`: the
 * dimension a facet counts over (its own choice left out, so its other values show what they would find).
 */
export function filterConditions(f: CandidateFilters, except?: FilterDimension): SQL[] {
  const out: SQL[] = [];
  if (f.skill.length && except !== "skill") {
    out.push(sql`profiles_expertise_lower(${profiles.expertise}) @> ${`{${f.skill.map(pgItem).join(",")}}`}::text[]`);
  }
  if (f.location && except !== "location") out.push(sql`lower(${profiles.location}) = ${f.location.toLowerCase()}`);
  if (f.experience && except !== "experience") {
    const band = EXPERIENCE_BANDS.find((b) => b.id === f.experience)!;
    out.push(
      band.max === null
        ? sql`${profiles.yearsExperience} >= ${band.min}`
        : sql`${profiles.yearsExperience} between ${band.min} and ${band.max}`,
    );
  }
  if (f.availability && except !== "availability") out.push(sql`${profiles.availableFrom} = ${f.availability}`);
  return out;
}
const pgItem = (v: string) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

const newestFirst = [desc(profiles.createdAt), desc(profiles.id)] as const;

/** Newest first (profiles_open_to_work_idx), with the account's e-mail. */
const newestPage = (db: Db, cols: typeof candidateColumns, where: SQL | undefined, limit: number, offset: number) =>
  db
    .select(cols)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
type CandidateRow = Awaited<ReturnType<typeof newestPage>>[number];

/**
 * Open-to-work profiles, newest first (profiles_open_to_work_idx), or best match first with a search
 * term, by a bounded offset (MAX_OFFSET). The page reads `limit + 1` rows; the total stops counting
 * at TOTAL_CAP. E-mail addresses only for signed-in viewers.
 */
type SearchOpts = {
  q?: string;
  limit: number;
  offset: number;
  withEmail: boolean;
  filters?: CandidateFilters;
  /**
   * A cached search made again from these profiles alone (decision 092): the rows it was drawn from and the
   * written ones, by primary key; no dictionary lookup and no typo search (a page made so had neither).
   */
  within?: readonly string[];
};
type SearchResult<Row> = { candidates: Row[]; hasMore: boolean; total: number; totalCapped: boolean; didYouMean: string | null };
export function searchCandidates(db: Db, opts: SearchOpts & { card: true }): Promise<SearchResult<CandidateCardDto>>;
export function searchCandidates(db: Db, opts: SearchOpts & { card?: false }): Promise<SearchResult<CandidateDto>>;
/**
 * `card`: the directory's rows (docs/decisions/047-candidate-card-rows.md), the card's fields with a bio
 * excerpt; without it, whole rows (the recruiter's search, whose dialog draws from the row).
 */
export async function searchCandidates(
  db: Db,
  opts: SearchOpts & { card?: boolean },
): Promise<SearchResult<CandidateCardDto> | SearchResult<CandidateDto>> {
  // A card read selects a subset of the whole row's columns (bio cut); only the card's fields are read
  // from its rows below, so the whole row's type serves both.
  const cols = (opts.card ? cardColumns : candidateColumns) as typeof candidateColumns;
  if (opts.offset > MAX_OFFSET) throw new AppError("VALIDATION_FAILED", "Page is too far; narrow the search", { page: "Page is too far" });
  // Typed words that start no known word are corrected from the dictionary first (docs/decisions/080).
  // In the search lane (docs/decisions/039): a list request does not wait for it on the embedded database.
  const term = opts.q?.trim();
  const within = opts.within;
  const fixes = term && !within ? await searchLane(() => correctTerm(db, term)) : null;
  const search = candidateSearch(opts.q, fixes?.corrections);
  const open = and(
    eq(profiles.isOpenToWork, true),
    ...filterConditions(opts.filters ?? normaliseFilters(undefined)),
    within ? sql`${profiles.id} = any(${pgArrayLiteral(within)}::text[])` : undefined,
  )!;
  let read: CandidateRow[];
  let counted: { total: number; totalCapped: boolean };
  let footprint: RowFootprint | null = null;
  if (search) {
    // One statement (as for jobs): rank and count the newest matches of the page's blocks in profiles
    // alone (docs/decisions/025), then join the accounts (for the e-mail) for the page's rows only.
    const readPage = (db: Db, open: SQL, limit: number, matcher: Matcher, source: SearchSource, offset: number) => {
      const windowAt = (offset: number) => rankWindow(offset, limit);
      const w = db
        .select({
          id: profiles.id,
          createdAt: profiles.createdAt,
          rank: sql<number>`${matcher.rank}`.as("rank"),
        })
        .from(searchSource(db, profiles, open, matcher.match, source, [...newestFirst]))
        .where(sourceMatch(source, matcher.match))
        .orderBy(...newestFirst)
        .limit(windowAt(offset) + 1)
        .as("w");
      const m = db
        .select({
          id: w.id,
          createdAt: w.createdAt,
          rank: w.rank,
          listed: (source === "recent" ? listedRows(profiles, open, windowAt(offset)) : sql<number>`0`).as("listed"),
          pos: sql<number>`row_number() over (order by ${w.createdAt} desc, ${w.id} desc)`.as("pos"),
          matches: sql<string>`count(*) over ()`.as("matches"),
          allIds: sql<string[]>`array_agg(${w.id}) over ()`.as("all_ids"),
        })
        .from(w)
        .as("m");
      const { allIds, ...fields } = m._.selectedFields;
      const order = rankedOrder(m.rank, [sql`${m.createdAt} desc`, sql`${m.id} desc`], m.pos);
      // The window's ids once, on the page's first row (decision 049).
      const first = sql`row_number() over (order by ${sql.join(order, sql`, `)}) = ${sql.raw(String(offset + 1))}`;
      const page = db
        .select({ ...fields, windowIds: sql<string[] | null>`case when ${first} then ${allIds} end`.as("window_ids") })
        .from(m)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as("page");
      return db
        .select({ ...cols, matches: page.matches, listed: page.listed, windowIds: page.windowIds })
        .from(page)
        .innerJoin(profiles, eq(profiles.id, page.id))
        .innerJoin(user, eq(user.id, page.id))
        .orderBy(...rankedOrder(page.rank, [sql`${page.createdAt} desc`, sql`${page.id} desc`], page.pos));
    };
    // Exact first, whatever their age (docs/decisions/036); then by words, by typos in name and title
    // only when the words find nothing (docs/decisions/025).
    const exactOn = search.exact;
    const found = await exactFirst(
      opts.offset,
      opts.limit + 1,
      () =>
        exactOn
          ? db
              .select({
                ...cols,
                matches: sql<string>`0`,
                listed: sql<number>`0`,
                windowIds: sql<string[] | null>`null`,
              })
              .from(profiles)
              .innerJoin(user, eq(user.id, profiles.id))
              .where(and(open, within ? indexless(exactOn) : exactOn))
              .orderBy(...search.exactOrder, ...newestFirst)
              .limit(EXACT_FIRST)
          : Promise.resolve([]),
      async (exclude, at, limit) => {
        // A typed word no profile holds in any form, with no correction: the words (all required) find
        // nothing, and their ranked read is not run (docs/decisions/094).
        if (fixes?.wordsFindNothing) return { rows: [], typos: false, counted: { total: 0, totalCapped: false } };
        const rest = exclude.length ? and(open, sql`not (${profiles.id} = any(${`{${exclude.join(",")}}`}::text[]))`)! : open;
        const { rows, matcher } = await readSearch(
          db,
          search,
          at,
          limit,
          (rdb, m, source, from) => readPage(rdb, rest, limit, m, source, from),
          exclude.length === 0 && !within,
          // As for jobs (docs/decisions/088): a term one of whose words few profiles hold, from its matches at
          // once; and rows by primary key (a refresh).
          within ? "rows" : fixes?.rarest !== null && fixes?.rarest !== undefined && fixes.rarest <= RECENT_ROWS ? "matching" : "recent",
        );
        const matching = sql`select 1 from ${profiles} where ${and(rest, matcher.match)}`;
        const window = rankWindow(at, limit);
        return { rows, window, typos: matcher === search.typos, counted: await searchTotal(db, rows, at, window, matching) };
      },
    );
    read = found.rows.map(({ matches: _matches, listed: _listed, windowIds: _windowIds, ...row }) => row);
    // A corrected term, or one that found nothing, depends on the dictionary, which any write may change:
    // such entries are dropped by every write (docs/decisions/080; `typoEntries: "any"` below).
    footprint = windowFootprint(found.exactIds, found.rest.rows, Math.max(0, opts.offset - found.exact), {
      typos: found.rest.typos || (fixes?.corrections.size ?? 0) > 0 || found.rows.length === 0,
      window: found.rest.window,
    });
    counted = { total: found.rest.counted.total + found.exact, totalCapped: found.rest.counted.totalCapped };
  } else {
    [read, counted] = await Promise.all([
      newestPage(db, cols, open, opts.limit + 1, opts.offset),
      cappedCount(db, sql`select 1 from ${profiles} where ${open}`),
    ]);
  }
  const { rows, hasMore } = takePage(read, opts.limit);
  const didYouMean = counted.total === 0 && opts.offset === 0 ? (fixes?.suggestion ?? null) : null;
  if (opts.card) {
    const candidates: CandidateCardDto[] = rows.map(({ id, fullName, title, company, bio, expertise, avatarUrl, email }) => {
      const row = { id, fullName, title, company, bio: bioExcerpt(bio), expertise, avatarUrl };
      return opts.withEmail ? { ...row, email } : row;
    });
    return tracked({ candidates, hasMore, ...counted, didYouMean }, footprint);
  }
  const candidates: CandidateDto[] = rows.map(({ email, ...r }) => (opts.withEmail ? { ...r, email } : r));
  return tracked({ candidates, hasMore, ...counted, didYouMean }, footprint);
}

const tracked = <T extends object>(value: T, footprint: RowFootprint | null) => (footprint ? withFootprint(value, footprint) : value);

/**
 * One open-to-work candidate with everything the "View profile" dialog shows (docs/decisions/047): the
 * directory's visibility, so the e-mail only for signed-in viewers; 404 for anyone not open to work.
 */
export async function candidateDetail(db: Db, id: string, opts: { withEmail: boolean }): Promise<CandidateDto> {
  const [row] = await db
    .select(candidateColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.id, id), eq(profiles.isOpenToWork, true)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Candidate not found");
  const { email, ...rest } = row;
  return opts.withEmail ? { ...rest, email } : rest;
}

type DirectoryQuery = { q?: string; page: number; pageSize: number; withEmail: boolean; filters: CandidateFilters };

/**
 * How long a directory page or a set of facet counts lives: as long as a search (docs/decisions/087). All
 * they read is announced (profiles, user; candidate_words only changes with profiles, by trigger), so any
 * write that can change them drops them at once; the TTL bounds only what a declaration might miss. At 5 s
 * (the lists' default) every filter combination re-ran its list and four count statements every 5 s.
 */
const DIRECTORY_CACHE_MS = SEARCH_CACHE_MS;

/** A directory page (`within`: made again from these profiles alone, decision 092). */
const readDirectory = (deps: Pick<AppDeps, "db">, opts: DirectoryQuery, within?: readonly string[]) =>
  searchCandidates(deps.db, {
    q: opts.q,
    limit: opts.pageSize,
    offset: (opts.page - 1) * opts.pageSize,
    withEmail: opts.withEmail,
    filters: opts.filters,
    card: true,
    within,
  });

const candidatePages = defineReadCache({
  name: "candidates.directory",
  reads: [profiles, user],
  ttlMs: DIRECTORY_CACHE_MS,
  load: (deps: Pick<AppDeps, "db">, opts: DirectoryQuery) => readDirectory(deps, opts),
});

/**
 * The directory as /api/candidates serves it, `pageSize` a page: the same page for every visitor and
 * every member (with e-mails for members), kept by a read cache (docs/caching.md); searches by their own.
 */
/** Searches by normalised term, apart from the pages (a flood of rare terms evicts only other searches). */
const candidateSearches = defineReadCache({
  ...candidatePages.spec,
  name: "candidates.search",
  maxEntries: 2000,
  ttlMs: SEARCH_CACHE_MS,
  // A write to profiles drops only the searches it can change (decision 049).
  rows: searchRowTracking({
    table: profiles,
    id: profiles.id,
    targets: { all: candidateTarget },
    scope: { where: eq(profiles.isOpenToWork, true) },
    term: (args: DirectoryQuery) => args.q ?? "",
    typoEntries: "any",
    // A page a write enters is made again from the profiles it ranked and the written ones (decision 092).
    refresh: (deps: Pick<AppDeps, "db">, args: DirectoryQuery, ids) => readDirectory(deps, args, ids),
  }),
});

const FACET_DIMENSIONS = ["skill", "location", "experience", "availability"] as const satisfies readonly FilterDimension[];
type FacetCounts = { value: string; count: number }[];

/** The filters a dimension's counts depend on: every active filter but its own (left out, see filterConditions). */
function filtersFor(filters: CandidateFilters, dimension: FilterDimension): CandidateFilters {
  const { [dimension]: _own, ...others } = filters;
  return normaliseFilters(others);
}

/** The experience band (its id) of a number of years: `years` is the column as the statement names it. */
const experienceBandOf = (years: SQL) =>
  sql.join(
    [
      sql`case`,
      ...EXPERIENCE_BANDS.map((b) =>
        b.max === null ? sql`when ${years} >= ${b.min} then ${b.id}` : sql`when ${years} <= ${b.max} then ${b.id}`,
      ),
      sql`end`,
    ],
    sql` `,
  );

/** Experience and availability counts as the API gives them: every band and option, 0 where none. */
const experienceCounts = (rows: { value: string; count: number }[]) => {
  const by = new Map(rows.map((r) => [r.value, Number(r.count)]));
  return EXPERIENCE_BANDS.map((b) => ({ value: b.id, count: by.get(b.id) ?? 0 }));
};
const availabilityCounts = (rows: { value: string; count: number }[]) => {
  const by = new Map(rows.map((r) => [r.value, Number(r.count)]));
  return AVAILABILITY_OPTIONS.map((a) => ({ value: a.id, count: by.get(a.id) ?? 0 }));
};

/**
 * Live counts of one filter's values (docs/decisions/080) among the open-to-work profiles the term (with its
 * corrections) and the other active filters find: one grouped statement reading the rows the indexes select
 * (the term's GIN match, the filters' indexes). `filters` holds no choice of `dimension` (filtersFor).
 */
async function candidateFacet(db: Db, q: string | undefined, dimension: FilterDimension, filters: CandidateFilters): Promise<FacetCounts> {
  const fixes = q ? await correctTerm(db, q) : null;
  const search = candidateSearch(q, fixes?.corrections);
  const where = and(eq(profiles.isOpenToWork, true), search?.words.match, ...filterConditions(filters, dimension))!;
  const counted = (rows: { value: string; count: number }[]) => rows.map((r) => ({ value: r.value, count: Number(r.count) }));
  switch (dimension) {
    case "skill":
      return counted(
        (
          await db.execute<{ value: string; count: number }>(sql`
      select min(s) as value, count(*)::int as count
      from (select ${profiles.expertise} as expertise from ${profiles} where ${where}) p, unnest(p.expertise) as s
      where s <> '' group by lower(s) order by count(*) desc, lower(s) limit ${sql.raw(String(FACET_VALUES))}`)
        ).rows,
      );
    case "location":
      return counted(
        (
          await db.execute<{ value: string; count: number }>(sql`
      select min(${profiles.location}) as value, count(*)::int as count from ${profiles}
      where ${where} and ${profiles.location} <> ''
      group by lower(${profiles.location}) order by count(*) desc, lower(${profiles.location}) limit ${sql.raw(String(FACET_VALUES))}`)
        ).rows,
      );
    case "experience": {
      const bandOf = experienceBandOf(sql`${profiles.yearsExperience}`);
      const rows = await db.execute<{ value: ExperienceBand; count: number }>(sql`
      select ${bandOf} as value, count(*)::int as count from ${profiles}
      where ${where} and ${profiles.yearsExperience} is not null group by 1`);
      return experienceCounts(rows.rows);
    }
    case "availability": {
      const rows = await db.execute<{ value: Availability; count: number }>(sql`
      select ${profiles.availableFrom} as value, count(*)::int as count from ${profiles}
      where ${where} and ${profiles.availableFrom} is not null group by 1`);
      return availabilityCounts(rows.rows);
    }
  }
}

const toFacets = ([skills, locations, experience, availability]: FacetCounts[]): CandidateFacets => ({
  skills: skills!,
  locations: locations!,
  experience: experience! as CandidateFacets["experience"],
  availability: availability! as CandidateFacets["availability"],
});

/** The four facets of a term and filters, uncached (four statements side by side). */
export async function candidateFacets(db: Db, q: string | undefined, filters: CandidateFilters): Promise<CandidateFacets> {
  return toFacets(await Promise.all(FACET_DIMENSIONS.map((d) => candidateFacet(db, q, d, filtersFor(filters, d)))));
}

/**
 * The four facets of a term (or none) with no filter, in one statement: the four counts share one set of rows
 * (the open-to-work profiles the term finds), so it is read once, through the term's index, and grouped four
 * ways (docs/decisions/098). The same counts as `candidateFacets` with no filter.
 */
export async function unfilteredFacets(db: Db, q: string | undefined): Promise<CandidateFacets> {
  const fixes = q ? await correctTerm(db, q) : null;
  const search = candidateSearch(q, fixes?.corrections);
  const where = and(eq(profiles.isOpenToWork, true), search?.words.match)!;
  const limit = sql.raw(String(FACET_VALUES));
  const { rows } = await db.execute<{ d: FilterDimension; value: string; count: number }>(sql`
    with m as materialized (
      select ${profiles.expertise} as expertise, ${profiles.location} as location,
             ${profiles.yearsExperience} as years, ${profiles.availableFrom} as available
      from ${profiles} where ${where})
    select 'skill' as d, value, count from (
      select min(s) as value, count(*)::int as count from m, unnest(m.expertise) as s
      where s <> '' group by lower(s) order by count(*) desc, lower(s) limit ${limit}) skills
    union all
    select 'location', value, count from (
      select min(location) as value, count(*)::int as count from m
      where location <> '' group by lower(location) order by count(*) desc, lower(location) limit ${limit}) locations
    union all
    select 'experience', (${experienceBandOf(sql.raw("years"))})::text, count(*)::int from m where years is not null group by 2
    union all
    select 'availability', available::text, count(*)::int from m where available is not null group by 2`);
  const of = (d: FilterDimension) => rows.filter((r) => r.d === d).map((r) => ({ value: r.value, count: Number(r.count) }));
  return toFacets([of("skill"), of("location"), experienceCounts(of("experience")), availabilityCounts(of("availability"))]);
}

/** The facets of a term with no filter (one statement: `unfilteredFacets`); any write to profiles drops them. */
const unfilteredFacetCache = defineReadCache({
  name: "candidates.term-facets",
  reads: [profiles],
  ttlMs: DIRECTORY_CACHE_MS,
  maxEntries: 2000,
  load: (deps: Pick<AppDeps, "db">, args: { q?: string }) => unfilteredFacets(deps.db, args.q),
});

/**
 * One facet's counts by term, dimension and the OTHER filters (docs/decisions/087): combinations that differ
 * only in a dimension's own choice share that dimension's counts (skill OWASP or Go in Berlin: one location
 * count). Any write to profiles drops them (docs/caching.md).
 */
const facetCache = defineReadCache({
  name: "candidates.facets",
  reads: [profiles],
  ttlMs: DIRECTORY_CACHE_MS,
  maxEntries: 2000,
  load: (deps: Pick<AppDeps, "db">, args: { q?: string; dimension: FilterDimension; filters: CandidateFilters }) =>
    candidateFacet(deps.db, args.q, args.dimension, args.filters),
});

const cachedFacets = async (deps: Pick<AppDeps, "db" | "caches">, q: string | undefined, filters: CandidateFilters) =>
  toFacets(
    await Promise.all(FACET_DIMENSIONS.map((dimension) => facetCache.get(deps, { q, dimension, filters: filtersFor(filters, dimension) }))),
  );

export async function candidatesDirectory(
  deps: Pick<AppDeps, "db" | "caches">,
  opts: Omit<DirectoryQuery, "filters"> & { filters?: Partial<CandidateFilters> },
) {
  const q = normaliseTerm(opts.q);
  const filters = normaliseFilters(opts.filters);
  const args = { ...opts, q, filters };
  const filtered = filters.skill.length > 0 || Boolean(filters.location || filters.experience || filters.availability);
  if (q && !filtered) {
    // A term with no filter that finds nothing on its first page has every count 0 (each facet counts the
    // open-to-work rows the term's words match, which the list found none of): its four grouped
    // statements are not run (docs/decisions/088: most never-asked terms find nothing).
    const list = await candidateSearches.get(deps, args);
    const facets: CandidateFacets =
      list.total === 0 && !list.totalCapped && opts.page === 1
        ? {
            skills: [],
            locations: [],
            experience: EXPERIENCE_BANDS.map((b) => ({ value: b.id, count: 0 })),
            availability: AVAILABILITY_OPTIONS.map((a) => ({ value: a.id, count: 0 })),
          }
        : await searchLane(() => unfilteredFacetCache.get(deps, { q }));
    return { ...list, facets };
  }
  const [list, facets] = await Promise.all([
    q ? candidateSearches.get(deps, args) : candidatePages.get(deps, args),
    // A term's counts are a search's statements: in the search lane, as the search itself.
    q
      ? searchLane(() => cachedFacets(deps, q, filters))
      : filtered
        ? cachedFacets(deps, undefined, filters)
        : unfilteredFacetCache.get(deps, {}),
  ]);
  return { ...list, facets };
}
