import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.profiles;

/** The signed-in user's own record is `queryFamilies.me` (lib/me.ts); these are the rest of the profile page. */
export const profileKeys = {
  all,
  notificationPreferences: () => [...all, "notification-preferences"] as const,
};
