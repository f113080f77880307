import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import {
  OFFERING_CATEGORIES,
  type AdminOfferingDto,
  type OwnOfferingDto,
  type OfferingInput,
  type OfferingListDto,
  type OfferingStatus,
} from "@common/offerings.schema";

type OfferingCategory = (typeof OFFERING_CATEGORIES)[number];
import { call, client } from "@/lib/api-client";
import { offeringKeys } from "./keys";

/** "All" (or a hand-edited URL) filters nothing. */
const isCategory = (c: string): c is OfferingCategory => OFFERING_CATEGORIES.some((x) => x === c);

/** The search and category as the page and its route loader read them from the URL. */
export const offeringsParams = (params: URLSearchParams) => ({ q: params.get("q") ?? "", category: params.get("category") ?? "All" });

/** Community offerings, 24 a page (shared with the route loader). */
export const offeringsQuery = (q: string, category: string) =>
  infiniteQueryOptions({
    queryKey: offeringKeys.list(q, category),
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
  // The public list and the admin's review list.
  const meta = { invalidates: [offeringKeys.all] };
  return {
    create: useMutation({ mutationFn: (input: OfferingInput) => call(client.api.offerings.$post({ json: input })), meta }),
    // The owner's edit goes back to review; a rejected one is resubmitted (docs/decisions/083).
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: OfferingInput }) =>
        call(client.api.offerings[":id"].$put({ param: { id }, json: input })),
      meta,
    }),
    // An admin deleting another's offering gives a reason (docs/decisions/057).
    remove: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
        call(client.api.offerings[":id"].$delete({ param: { id }, json: reason ? { reason } : {} })),
      meta,
    }),
  };
}

export const useAdminOfferings = (status: OfferingStatus, page: number) =>
  useQuery({
    queryKey: offeringKeys.adminList(status, page),
    queryFn: (): Promise<{ offerings: AdminOfferingDto[]; total: number; totalCapped: boolean; page: number; pageSize: number }> =>
      call(client.api.admin.offerings.$get({ query: { status, page: String(page) } })),
    placeholderData: keepPreviousData,
  });

/** The owner's own offering with its earlier decisions (for the edit page). */
export const useOwnOffering = (id: string) =>
  useQuery({
    queryKey: offeringKeys.own(id),
    queryFn: (): Promise<{ offering: OwnOfferingDto }> => call(client.api.offerings[":id"].edit.$get({ param: { id } })),
  });

export function useReviewOffering() {
  return useMutation({
    // A rejection carries the reviewer's reason, mailed to the author (docs/decisions/034).
    mutationFn: async ({
      id,
      decision,
      reason = "",
    }: {
      id: string;
      decision: "approve" | "reject";
      reason?: string;
    }): Promise<{ status: string }> =>
      decision === "approve"
        ? call(client.api.admin.offerings[":id"].approve.$post({ param: { id } }))
        : call(client.api.admin.offerings[":id"].reject.$post({ param: { id }, json: { reason } })),
    // Approved offerings appear on the public list; both admin tabs change.
    meta: { invalidates: [offeringKeys.all] },
  });
}
