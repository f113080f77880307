import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  OFFERING_CATEGORIES,
  type OfferingDto,
  type OfferingInput,
  type OfferingListDto,
  type OfferingStatus,
} from "@common/offerings.schema";

type OfferingCategory = (typeof OFFERING_CATEGORIES)[number];
import { call, client } from "@/lib/api-client";

/** "All" (or a hand-edited URL) filters nothing. */
const isCategory = (c: string): c is OfferingCategory => OFFERING_CATEGORIES.some((x) => x === c);

/** The search and category as the page and its route loader read them from the URL. */
export const offeringsParams = (params: URLSearchParams) => ({ q: params.get("q") ?? "", category: params.get("category") ?? "All" });

/** Community offerings, 24 a page (shared with the route loader). */
export const offeringsQuery = (q: string, category: string) =>
  infiniteQueryOptions({
    queryKey: ["offerings", q, category],
    queryFn: ({ pageParam }): Promise<OfferingListDto> =>
      call(
        client.api.offerings.$get({
          query: { ...(q ? { q } : {}), ...(isCategory(category) ? { category } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: OfferingListDto) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** Community offerings, 24 a page; "Load more offerings" fetches the next page. */
export function useOfferings(q: string, category: string) {
  const query = useInfiniteQuery(offeringsQuery(q, category));
  return { ...query, offerings: query.data?.pages.flatMap((p) => p.offerings) ?? [] };
}

export function useOfferingMutations() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: ["offerings"] });
  return {
    create: useMutation({ mutationFn: (input: OfferingInput) => call(client.api.offerings.$post({ json: input })), onSuccess: done }),
    remove: useMutation({ mutationFn: (id: string) => call(client.api.offerings[":id"].$delete({ param: { id } })), onSuccess: done }),
  };
}

export const useAdminOfferings = (status: OfferingStatus, page: number) =>
  useQuery({
    queryKey: ["offerings", "admin", status, page],
    queryFn: (): Promise<{ offerings: OfferingDto[]; total: number; totalCapped: boolean; page: number; pageSize: number }> =>
      call(client.api.admin.offerings.$get({ query: { status, page: String(page) } })),
    placeholderData: keepPreviousData,
  });

export function useReviewOffering() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: "approve" | "reject" }): Promise<{ status: string }> =>
      decision === "approve"
        ? call(client.api.admin.offerings[":id"].approve.$post({ param: { id } }))
        : call(client.api.admin.offerings[":id"].reject.$post({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["offerings"] }),
  });
}
