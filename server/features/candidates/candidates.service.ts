import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { CandidateDto } from "@common/candidates.schema";
import type { Db } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { cappedCount, MAX_OFFSET, takePage } from "../../lib/paging";
import { RANK_WINDOW, textSearch } from "../../lib/search";

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
 * Ranked search of profiles (docs/decisions/019): name and title, expertise, and the bio (all shown on
 * a candidate's card), by word prefix and english word variants, with typo tolerance on name and title.
 */
export const candidateSearch = (q: string | undefined) =>
  textSearch(q, { vector: profiles.searchVector, fuzzy: [profiles.fullName, profiles.title] });

const newestFirst = [desc(profiles.createdAt), desc(profiles.id)] as const;

/**
 * Open-to-work profiles, newest first (profiles_open_to_work_idx), or best match first with a search
 * term, by a bounded offset (MAX_OFFSET). The page reads `limit + 1` rows; the total stops counting
 * at TOTAL_CAP. E-mail addresses only for signed-in viewers.
 */
export async function searchCandidates(db: Db, opts: { q?: string; limit: number; offset: number; withEmail: boolean }) {
  if (opts.offset > MAX_OFFSET) throw new AppError("VALIDATION_FAILED", "Page is too far; narrow the search", { page: "Page is too far" });
  const search = candidateSearch(opts.q);
  const where = and(eq(profiles.isOpenToWork, true), search?.match);
  const [read, counted] = await Promise.all([
    db
      .select(candidateColumns)
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      // With a search term: the newest RANK_WINDOW matches, best match first (bounded cost).
      .where(
        search
          ? inArray(
              profiles.id,
              db
                .select({ id: profiles.id })
                .from(profiles)
                .where(where)
                .orderBy(...newestFirst)
                .limit(RANK_WINDOW),
            )
          : where,
      )
      .orderBy(...(search ? [desc(search.rank)] : []), ...newestFirst)
      .limit(opts.limit + 1)
      .offset(opts.offset),
    cappedCount(db, sql`select 1 from ${profiles} where ${where}`),
  ]);
  const { rows, hasMore } = takePage(read, opts.limit);
  const candidates: CandidateDto[] = rows.map(({ email, ...r }) => (opts.withEmail ? { ...r, email } : r));
  return { candidates, hasMore, ...counted };
}
