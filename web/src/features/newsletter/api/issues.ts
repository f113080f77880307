import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type {
  IssueDto,
  IssueInput,
  IssueListDto,
  IssuePreview,
  PickerItem,
  PublicIssue,
  PublicIssueSummary,
} from "@common/newsletter.schema";
import { call, client } from "@/lib/api-client";
import { newsletterKeys } from "./keys";

/** The public archive: sent issues, newest first. */
export const archiveQuery = () =>
  queryOptions({
    queryKey: newsletterKeys.archive(),
    queryFn: (): Promise<{ issues: PublicIssueSummary[] }> => call(client.api.newsletter.issues.$get()),
  });
export const useArchive = () => useQuery(archiveQuery());

export const publicIssueQuery = (slug: string) =>
  queryOptions({
    queryKey: newsletterKeys.issue(slug),
    queryFn: (): Promise<PublicIssue> => call(client.api.newsletter.issues[":slug"].$get({ param: { slug } })),
    retry: false,
  });
export const usePublicIssue = (slug: string) => useQuery(publicIssueQuery(slug));

export const useAdminIssues = () =>
  useQuery({ queryKey: newsletterKeys.adminList(), queryFn: (): Promise<IssueListDto> => call(client.api.admin.newsletter.issues.$get()) });

export const useAdminIssue = (id: string | undefined) =>
  useQuery({
    queryKey: newsletterKeys.adminIssue(id ?? ""),
    queryFn: (): Promise<IssueDto> => call(client.api.admin.newsletter.issues[":id"].$get({ param: { id: id! } })),
    enabled: Boolean(id),
    retry: false,
    staleTime: 0,
  });

export const useIssuePreview = (id: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: newsletterKeys.preview(id ?? ""),
    queryFn: (): Promise<IssuePreview> => call(client.api.admin.newsletter.issues[":id"].preview.$get({ param: { id: id! } })),
    enabled: Boolean(id) && enabled,
    staleTime: 0,
  });

export const usePicker = (enabled: boolean) =>
  useQuery({
    queryKey: newsletterKeys.picker(),
    queryFn: (): Promise<{ items: PickerItem[] }> => call(client.api.admin.newsletter.picker.$get()),
    enabled,
  });

export function useIssueMutations() {
  // Every newsletter query: the admin's list and figures, the preview and the public archive.
  const meta = { invalidates: [newsletterKeys.all] };
  return {
    create: useMutation({
      mutationFn: (input: IssueInput): Promise<IssueDto> => call(client.api.admin.newsletter.issues.$post({ json: input })),
      meta,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: IssueInput }): Promise<IssueDto> =>
        call(client.api.admin.newsletter.issues[":id"].$put({ param: { id }, json: input })),
      meta,
    }),
    // Mails the admin only: nothing on screen changes.
    test: useMutation({
      mutationFn: (id: string) => call(client.api.admin.newsletter.issues[":id"].test.$post({ param: { id } })),
      meta: { invalidates: [] },
    }),
    send: useMutation({
      mutationFn: (id: string): Promise<IssueDto> => call(client.api.admin.newsletter.issues[":id"].send.$post({ param: { id } })),
      meta,
    }),
  };
}
