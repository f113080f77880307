import type { OfferingStatus } from "@common/offerings.schema";
import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.offerings;

export const offeringKeys = {
  all,
  list: (q: string, category: string) => [...all, "list", q, category] as const,
  own: (id: string) => [...all, "own", id] as const,
  adminList: (status: OfferingStatus, page: number) => [...all, "admin", status, page] as const,
};
