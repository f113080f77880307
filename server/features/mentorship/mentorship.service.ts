/**
 * The mentor directory: who is a mentor, the listing and its search, a mentor's page and public card,
 * and the sitemap's entries. Booking is in appointments.service.ts, applications in
 * mentor-applications.service.ts and mentee-applications.service.ts.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { isListedMentor } from "../../lib/mentors";
import {
  resolveAvailability,
  type SessionSlotsDto,
  type WeeklyAvailability,
  type MentorDetailDto,
  type MentorDto,
  MENTORS_PAGE_SIZE,
  type MentorListDto,
  MIN_OVERLAP_HOURS,
  RATING_MIN_MENTEES,
  type PublicRating,
} from "@common/mentorship.schema";
import { addDays, todayIn } from "@common/time";
import type { Db } from "../../db/client";
import { decodeOffsetCursor, nextOffsetCursor, takePage } from "../../lib/paging";
import { appointments, profiles, sessionFeedback, user } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { mentorRules } from "./session";
import { bookableType, mentorSessionTypeList, publicType } from "./session-types.service";
import { busySlots, openSlotList, openSlots } from "./slots";
import { normaliseTerm, searchRowTracking, SEARCH_CACHE_MS, textSearch, wordsOrTypos, type SearchTarget } from "../../lib/search";
import { searchLane } from "../../db/query-gate";
import { defineReadCache, withFootprint } from "../../lib/read-cache";

const mentorColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  title: profiles.title,
  company: profiles.company,
  bio: profiles.bio,
  expertise: profiles.expertise,
  avatarUrl: profiles.avatarUrl,
  timezone: profiles.timezone,
};
/** What the directory's card shows (no bio, no time zone: the mentor's page has them). */
const { bio: _bio, timezone: _timezone, ...mentorCardColumns } = mentorColumns;
/**
 * Mentors: the mentor capability, or an admin who filled in a mentor profile (bio and expertise). An
 * admin with an empty profile is neither listed nor bookable. The one rule: server/lib/mentors.ts.
 */
const isMentor = isListedMentor;

/** What the mentors' search matches: name, title (A) and expertise (B), typos in name and title. */
const mentorTarget: SearchTarget = {
  vector: profiles.searchVector,
  weights: "AB",
  fuzzy: [profiles.fullName, profiles.title],
  exact: { text: [profiles.fullName, profiles.title], arrays: [profiles.expertise] },
};

/**
 * Mentors (role mentor or admin) by name; with a search term, best match first over name, title (A)
 * and expertise (B) with typo tolerance on name and title (docs/decisions/019), ties by name.
 */
/** The directory's filters (docs/decisions/085): one area of expertise, the viewer's zone for overlap. */
export interface MentorFilters {
  expertise?: string;
  overlap?: string;
}

const mentorPages = defineReadCache({
  name: "mentors.directory",
  // session_feedback: each card's public rating.
  reads: [user, profiles, sessionFeedback],
  load: (deps: Pick<AppDeps, "db" | "scheduler">, { cursor, ...filters }: { cursor?: string } & MentorFilters) =>
    listMentors(deps.db, undefined, cursor, filters, deps.scheduler.now()),
});

/** Searches by normalised term, apart from the pages (a flood of rare terms evicts only other searches). */
const mentorSearches = defineReadCache({
  name: "mentors.search",
  reads: [user, profiles, sessionFeedback],
  maxEntries: 2000,
  ttlMs: SEARCH_CACHE_MS,
  // A write to profiles drops only the searches it can change (decision 049); one to user, all of them.
  rows: searchRowTracking({
    table: profiles,
    id: profiles.id,
    targets: { all: mentorTarget },
    scope: { where: isMentor, join: { table: user, on: eq(user.id, profiles.id) } },
    term: (args: { q: string; cursor?: string }) => args.q,
  }),
  load: (deps: Pick<AppDeps, "db" | "scheduler">, { q, cursor, ...filters }: { q: string; cursor?: string } & MentorFilters) =>
    listMentors(deps.db, q, cursor, filters, deps.scheduler.now()),
});

/** The directory as /api/mentors serves it: the same for everyone, kept by a read cache (docs/caching.md), searches by their own. */
export function mentorDirectory(
  deps: Pick<AppDeps, "db" | "caches" | "scheduler">,
  q: string | undefined,
  cursor?: string,
  filters: MentorFilters = {},
): Promise<MentorListDto> {
  const term = normaliseTerm(q);
  const f = { expertise: filters.expertise?.trim().toLowerCase() || undefined, overlap: filters.overlap || undefined };
  return term ? mentorSearches.get(deps, { q: term, cursor, ...f }) : mentorPages.get(deps, { cursor, ...f });
}

const HOUR_MS = 3_600_000;
/** The zone's offset from UTC in hours at `now` (DST as it is today). */
function offsetHours(zone: string, now: Date): number {
  const wall = (tz: string) => Date.parse(now.toLocaleString("en-US", { timeZone: tz }));
  return (wall(zone) - wall("UTC")) / HOUR_MS;
}
/**
 * Whether a mentor's working day (9:00–17:00 in their zone) and the viewer's waking day (8:00–20:00 in
 * theirs) share MIN_OVERLAP_HOURS, across midnight too (docs/decisions/085).
 */
export function zonesOverlap(mentorZone: string, viewerZone: string, now: Date): boolean {
  const m = offsetHours(mentorZone, now);
  const v = offsetHours(viewerZone, now);
  let best = 0;
  for (const day of [-24, 0, 24]) best = Math.max(best, Math.min(17 - m, 20 - v + day) - Math.max(9 - m, 8 - v + day));
  return best >= MIN_OVERLAP_HOURS;
}

/** Mentor zones (few distinct ones) that overlap the viewer's. */
async function overlappingZones(db: Db, viewerZone: string, now: Date): Promise<string[]> {
  const zones = await db.selectDistinct({ tz: profiles.timezone }).from(profiles).innerJoin(user, eq(user.id, profiles.id)).where(isMentor);
  return zones
    .map((z) => z.tz ?? "UTC")
    .filter((tz) => {
      try {
        return zonesOverlap(tz, viewerZone, now);
      } catch {
        return false; // a zone this runtime does not know never overlaps
      }
    });
}

/**
 * The public ratings of some mentors (docs/decisions/085): mentees' ratings only, each mentee's sessions
 * averaged first (decision 048), a deleted mentee's rows each their own; null below RATING_MIN_MENTEES.
 */
export async function publicRatingsOf(db: Db, mentorIds: string[]): Promise<Map<string, PublicRating>> {
  if (mentorIds.length === 0) return new Map();
  // session_feedback_mentor_idx serves mentor_id IN (…).
  const perMentee = db
    .select({
      mentorId: sessionFeedback.mentorId,
      mean: sql<number>`avg(${sessionFeedback.rating})`.as("mean"),
    })
    .from(sessionFeedback)
    .where(and(inArray(sessionFeedback.mentorId, mentorIds), eq(sessionFeedback.role, "mentee")))
    .groupBy(sessionFeedback.mentorId, sql`coalesce(${sessionFeedback.authorId}, ${sessionFeedback.id}::text)`)
    .as("per_mentee");
  const rows = await db
    .select({ mentorId: perMentee.mentorId, average: sql<number>`avg(${perMentee.mean})::float8`, count: sql<number>`count(*)::int` })
    .from(perMentee)
    .groupBy(perMentee.mentorId);
  return new Map(
    rows
      .filter((r) => r.mentorId && r.count >= RATING_MIN_MENTEES)
      .map((r) => [r.mentorId!, { average: Math.round(r.average * 10) / 10, count: r.count }]),
  );
}

export async function listMentors(
  db: Db,
  q: string | undefined,
  cursor: string | undefined,
  filters: MentorFilters,
  now: Date,
): Promise<MentorListDto> {
  // Mentors are few: words and typos in one condition (docs/decisions/025).
  // Exact first (docs/decisions/036): a name, title or expertise equal to the term.
  const found = textSearch(q, mentorTarget);
  const search = found && wordsOrTypos(found);
  const exactFirst = found?.exact ? [sql`coalesce(${found.exact}, false) desc`, ...found.exactOrder] : [];
  // A bounded offset (docs/decisions/011): the answer no longer grows with the number of mentors.
  const offset = cursor ? decodeOffsetCursor(cursor) : 0;
  const zones = filters.overlap ? await overlappingZones(db, filters.overlap, now) : null;
  // profiles_expertise_lower_gin_idx serves the containment (the same lower-cased array as the search's exact match).
  const expertiseMatch = filters.expertise
    ? sql`profiles_expertise_lower(${profiles.expertise}) @> array[${filters.expertise.toLowerCase()}]::text[]`
    : undefined;
  const zoneMatch = zones ? (zones.length ? inArray(sql`coalesce(${profiles.timezone}, 'UTC')`, zones) : sql`false`) : undefined;
  const page = db
    .select(mentorCardColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(isMentor, search?.match, expertiseMatch, zoneMatch))
    .orderBy(...exactFirst, ...(search ? [desc(search.rank)] : []), asc(profiles.fullName), asc(profiles.id))
    .limit(MENTORS_PAGE_SIZE + 1)
    .offset(offset);
  // A search in the search lane: on the embedded database list requests go ahead of it (docs/decisions/039-embedded-search-lane.md).
  const read = search ? await searchLane(async () => page) : await page;
  const { rows, hasMore } = takePage(read, MENTORS_PAGE_SIZE);
  // Facet counts over the other filters (search, zone), not the chosen area: picking one shows the rest.
  const facetRows = db
    .select({ value: sql<string>`min(e.value)`, count: sql<number>`count(distinct ${profiles.id})::int` })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .innerJoin(sql`unnest(${profiles.expertise}) as e(value)`, sql`true`)
    .where(and(isMentor, search?.match, zoneMatch))
    .groupBy(sql`lower(e.value)`)
    .orderBy(sql`count(distinct ${profiles.id}) desc`, sql`lower(e.value)`)
    .limit(30);
  const [facets, ratings] = await Promise.all([
    search ? searchLane(async () => facetRows) : facetRows,
    publicRatingsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const list = {
    mentors: rows.map((r) => ({ ...r, rating: ratings.get(r.id) ?? null })),
    nextCursor: hasMore ? nextOffsetCursor(offset, MENTORS_PAGE_SIZE) : null,
    facets: { expertise: facets },
  };
  // The first rows of one order over the matches (decision 049): a row below them leaving changes nothing;
  // past the first page, the rows above were not read.
  // Words and typos in one condition: a row matching as a typo can enter.
  return search ? withFootprint(list, { ids: read.map((r) => r.id), outside: offset === 0 ? "none" : "any", typos: true }) : list;
}

/** A listed mentor with what booking needs (e-mail, weekly hours); 404 for anyone else. */
export async function getMentor(db: Db, id: string): Promise<MentorDto & { email: string; availability: WeeklyAvailability }> {
  const [row] = await db
    .select({ ...mentorColumns, email: user.email, availability: profiles.availability })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.id, id), isMentor))
    .limit(1);
  if (!row) throw notFound("Mentor not found.");
  return { ...row, availability: resolveAvailability(row.availability) };
}

export async function mentorDetail(db: Db, id: string, now: Date): Promise<MentorDetailDto> {
  const { email: _email, availability, ...mentor } = await getMentor(db, id);
  const today = todayIn(mentor.timezone, now);
  // What the server accepts now, rules applied (docs/decisions/030): the booking panel offers only these,
  // for the mentor's first session type (docs/decisions/084; the others through mentorSlots).
  const slotMentor = { ...mentor, availability };
  const rules = await mentorRules(db, id);
  const [types, busy] = await Promise.all([mentorSessionTypeList(db, id), busySlots(db, slotMentor, now, rules.bookingWindowDays)]);
  // A mentor who offers no type has no open slot (docs/decisions/086).
  const open = types[0] ? openSlots(slotMentor, rules, types[0], busy, now) : {};
  const taken = await db
    .select({ date: appointments.date, time: appointments.time })
    .from(appointments)
    .where(
      and(
        eq(appointments.mentorId, id),
        inArray(appointments.status, ["pending", "approved"]),
        gte(appointments.date, today),
        lte(appointments.date, addDays(today, rules.bookingWindowDays + 1)),
      ),
    );
  const rating = (await publicRatingsOf(db, [id])).get(id) ?? null;
  return { mentor, rating, taken, availability, open, sessionTypes: types.map(publicType) };
}

/** The open slots of one of a mentor's session types, with seats left for a group (docs/decisions/084). */
export async function mentorSlots(db: Db, id: string, typeId: string, now: Date): Promise<SessionSlotsDto> {
  const { email: _email, ...mentor } = await getMentor(db, id);
  const rules = await mentorRules(db, id);
  const type = await bookableType(db, id, typeId).catch(() => {
    throw notFound("Session type not found");
  });
  const busy = await busySlots(db, mentor, now, rules.bookingWindowDays);
  return {
    sessionType: publicType(type),
    timezone: mentor.timezone,
    bookingWindowDays: rules.bookingWindowDays,
    slots: openSlotList(mentor, rules, type, busy, now),
  };
}

/** One mentor's public card (no e-mail), for the page head. */
export async function publicMentor(db: Db, id: string): Promise<MentorDto> {
  const { email: _email, ...mentor } = await getMentor(db, id);
  return mentor;
}

/** Sitemap entries of mentors, in pages of `limit`. */
export async function mentorIds(db: Db, offset: number, limit: number) {
  return db
    .select({ id: profiles.id, updatedAt: profiles.updatedAt })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(isMentor)
    .orderBy(asc(profiles.id))
    .limit(limit)
    .offset(offset);
}

export async function countMentors(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(isMentor);
  return row?.n ?? 0;
}
