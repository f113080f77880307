import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.events;

export const eventKeys = {
  all,
  list: (filter: "all" | "featured" | "mine") => [...all, "list", filter] as const,
  admin: () => [...all, "admin"] as const,
  adminList: (q: string) => [...all, "admin", "list", q] as const,
  adminDetail: (id: string) => [...all, "admin", "detail", id] as const,
  people: (id: string) => [...all, "admin", "people", id] as const,
  checkIn: (id: string) => [...all, "admin", "check-in", id] as const,
  myCheckIn: (id: string) => [...all, "check-in", id] as const,
  detail: (id: string) => [...all, "detail", id] as const,
};
