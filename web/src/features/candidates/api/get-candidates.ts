import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { AVAILABILITY_OPTIONS, EXPERIENCE_BANDS, type Availability, type ExperienceBand } from "@common/candidate-bands";
import type { CandidateListDto } from "@common/candidates.schema";
import { call, client } from "@/lib/api-client";
import { candidateKeys } from "./keys";

/** The directory's filters as the URL carries them (`skill` repeated, `location`, `experience`, `availability`). */
export interface CandidateFilterState {
  skill: string[];
  location: string;
  experience: ExperienceBand | "";
  availability: Availability | "";
}
export interface CandidatesParams extends CandidateFilterState {
  q: string;
  page: number;
}

const isBand = (v: string | null): v is ExperienceBand => EXPERIENCE_BANDS.some((b) => b.id === v);
export const isAvailability = (v: string | null): v is Availability => AVAILABILITY_OPTIONS.some((a) => a.id === v);

/** The directory's search, filters and page number as the page and its route loader read them from the URL. */
export const candidatesParams = (params: URLSearchParams): CandidatesParams => {
  const experience = params.get("experience");
  const availability = params.get("availability");
  return {
    q: params.get("q") ?? "",
    page: Math.max(1, Number(params.get("page") ?? 1) || 1),
    skill: [...new Set(params.getAll("skill").filter(Boolean))],
    location: params.get("location") ?? "",
    experience: isBand(experience) ? experience : "",
    availability: isAvailability(availability) ? availability : "",
  };
};

/** The URL's search parameters for a directory state (page 1 and empty values left out). */
export function candidatesSearch(p: CandidatesParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q) out.set("q", p.q);
  for (const s of p.skill) out.append("skill", s);
  if (p.location) out.set("location", p.location);
  if (p.experience) out.set("experience", p.experience);
  if (p.availability) out.set("availability", p.availability);
  if (p.page > 1) out.set("page", String(p.page));
  return out;
}

/** A page of the candidates directory (shared with the route loader). */
export const candidatesQuery = (p: CandidatesParams) =>
  queryOptions({
    queryKey: candidateKeys.list(p.q, p.page, {
      skill: p.skill,
      location: p.location,
      experience: p.experience,
      availability: p.availability,
    }),
    queryFn: (): Promise<CandidateListDto> =>
      call(
        client.api.candidates.$get({
          query: {
            page: String(p.page),
            ...(p.q ? { q: p.q } : {}),
            ...(p.skill.length ? { skill: p.skill } : {}),
            ...(p.location ? { location: p.location } : {}),
            ...(p.experience ? { experience: p.experience } : {}),
            ...(p.availability ? { availability: p.availability } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useCandidates(p: CandidatesParams) {
  return useQuery(candidatesQuery(p));
}
