import { useMutation, useQuery } from "@tanstack/react-query";
import type { AlertFrequency, CreateSavedSearchInput, SavedSearchListDto } from "@common/alerts.schema";
import { call, client } from "@/lib/api-client";
import { alertKeys } from "./keys";

/** The member's saved searches (at most 20, so the first page is all of them). */
export const useSavedSearches = (enabled = true) =>
  useQuery({
    queryKey: alertKeys.savedSearches(),
    queryFn: (): Promise<SavedSearchListDto> => call(client.api.me["saved-searches"].$get({ query: { pageSize: "50" } })),
    enabled,
  });

export const useCreateSavedSearch = () =>
  useMutation({
    mutationFn: (input: CreateSavedSearchInput) => call(client.api.me["saved-searches"].$post({ json: input })),
    meta: { invalidates: [alertKeys.savedSearches()] },
  });

export const useUpdateSavedSearch = () =>
  useMutation({
    mutationFn: ({ id, frequency }: { id: string; frequency: AlertFrequency }) =>
      call(client.api.me["saved-searches"][":id"].$patch({ param: { id }, json: { frequency } })),
    meta: { invalidates: [alertKeys.savedSearches()] },
  });

export const useDeleteSavedSearch = () =>
  useMutation({
    mutationFn: (id: string) => call(client.api.me["saved-searches"][":id"].$delete({ param: { id } })),
    meta: { invalidates: [alertKeys.savedSearches()] },
  });

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => call(client.api.alerts.unsubscribe.$post({ query: { token } })),
    // The visitor may be signed in: their alerts and mail preferences change.
    meta: { invalidates: [alertKeys.savedSearches(), alertKeys.all] },
  });
