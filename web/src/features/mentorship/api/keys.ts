import { queryFamilies } from "@/lib/query-families";

const all = queryFamilies.mentorship;

export const mentorshipKeys = {
  all,
  directories: () => [...all, "mentors"] as const,
  directory: (q: string) => [...all, "mentors", q] as const,
  mentors: () => [...all, "mentor"] as const,
  mentor: (id: string) => [...all, "mentor", id] as const,
  /** The open slots of one session type (docs/decisions/084); under the mentor, so booking changes refresh them. */
  slots: (id: string, typeId: string) => [...all, "mentor", id, "slots", typeId] as const,
  mySessionTypes: () => [...all, "session-types"] as const,
  appointments: () => [...all, "appointments"] as const,
  applications: () => [...all, "applications"] as const,
  applicationList: (q: string) => [...all, "applications", q] as const,
  myAvailability: () => [...all, "availability"] as const,
  /** The signed-in mentor's meeting place and booking rules (docs/decisions/030). */
  mySettings: () => [...all, "appointments", "settings"] as const,
};
