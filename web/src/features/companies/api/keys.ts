import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.companies;

/** Every query of the companies feature. */
export const companyKeys = {
  all,
  list: (page: number) => [...all, "list", page] as const,
  detail: (slug: string) => [...all, "detail", slug] as const,
  jobs: (slug: string) => [...all, "jobs", slug] as const,
  mine: () => [...all, "mine"] as const,
  members: (slug: string) => [...all, "members", slug] as const,
  /** The admins' screen (/admin/companies): a search and a page. */
  admin: (q: string, page: number) => [...all, "admin", q, page] as const,
};
