import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type {
  AdminCompanyListDto,
  AdminUpdateCompanyInput,
  CompanyDetailDto,
  CompanyListDto,
  CreateCompanyInput,
  MyCompaniesDto,
} from "@common/companies.schema";
import type { JobDto } from "@common/jobs.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { companyKeys } from "./keys";

export { companyKeys };

const all = companyKeys.all;

/** The directory's page number as the URL carries it (`?page=n`; anything else is page 1). */
export const companiesPage = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get("page") ?? 1)) || 1);

export const companiesQuery = (page = 1) =>
  queryOptions({
    queryKey: companyKeys.list(page),
    queryFn: (): Promise<CompanyListDto> => call(client.api.companies.$get({ query: page > 1 ? { page: String(page) } : {} })),
  });

export const companyQuery = (slug: string) =>
  queryOptions({
    queryKey: companyKeys.detail(slug),
    queryFn: (): Promise<CompanyDetailDto> => call(client.api.companies[":slug"].$get({ param: { slug } })),
    retry: false,
  });

export const companyJobsQuery = (slug: string) =>
  queryOptions({
    queryKey: companyKeys.jobs(slug),
    queryFn: (): Promise<{ jobs: JobDto[] }> => call(client.api.companies[":slug"].jobs.$get({ param: { slug } })),
    retry: false,
  });

export const myCompaniesQuery = () =>
  queryOptions({ queryKey: companyKeys.mine(), queryFn: (): Promise<MyCompaniesDto> => call(client.api.me.companies.$get()) });

/** The companies the signed-in member may post jobs as (approved). */
export function useMyApprovedCompanies(enabled: boolean) {
  const q = useQuery({ ...myCompaniesQuery(), enabled });
  return (q.data?.companies ?? []).filter((c) => c.status === "approved").map((c) => ({ id: c.id, name: c.name }));
}

export function useCompanyMembers(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.members(slug),
    queryFn: () => call(client.api.companies[":slug"].members.$get({ param: { slug } })),
    enabled,
  });
}

export function useCreateCompany() {
  return useMutation({
    mutationFn: (input: CreateCompanyInput) => call(client.api.companies.$post({ json: input })),
    meta: { invalidates: [all] },
  });
}

export function useUploadLogo() {
  return useMutation({
    mutationFn: ({ slug, file }: { slug: string; file: File }) =>
      call(client.api.companies[":slug"].logo.$post({ param: { slug }, form: { logo: file } })),
    meta: { invalidates: [all, queryFamilies.jobs] },
  });
}

export function useJoinCompany() {
  return useMutation({
    mutationFn: (slug: string) => call(client.api.companies[":slug"].join.$post({ param: { slug } })),
    meta: { invalidates: [all] },
  });
}

export function useDecideJoin() {
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      approve
        ? call(client.api["company-members"][":id"].approve.$post({ param: { id } }))
        : call(client.api["company-members"][":id"].decline.$post({ param: { id } })),
    meta: { invalidates: [all] },
  });
}

/** The admins' screen: companies whose name or address contains `q`, a page at a time (server-side). */
export const useAdminCompanies = (q: string, page: number) =>
  useQuery({
    queryKey: companyKeys.admin(q, page),
    queryFn: (): Promise<AdminCompanyListDto> =>
      call(client.api.admin.companies.$get({ query: { ...(page > 1 ? { page: String(page) } : {}), ...(q ? { q } : {}) } })),
    placeholderData: keepPreviousData,
  });

/** An admin edits a company with a reason (staff log; the owner is mailed). Jobs show the company's name. */
export function useAdminUpdateCompany() {
  return useMutation({
    mutationFn: ({ slug, input }: { slug: string; input: AdminUpdateCompanyInput }) =>
      call(client.api.admin.companies[":slug"].$put({ param: { slug }, json: input })),
    meta: { invalidates: [all, queryFamilies.jobs, queryFamilies.admin] },
  });
}

/** An admin deletes a company with a reason (staff log); its jobs stay without it. */
export function useAdminDeleteCompany() {
  return useMutation({
    mutationFn: ({ slug, reason }: { slug: string; reason: string }) =>
      call(client.api.admin.companies[":slug"].$delete({ param: { slug }, json: { reason } })),
    meta: { invalidates: [all, queryFamilies.jobs, queryFamilies.admin] },
  });
}
