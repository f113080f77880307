import { queryFamilies } from "@/lib/query-families";

/** The directory's search and filters, as the URL holds them ("" for none). */
export interface MentorFilter {
  q: string;
  expertise: string;
  overlap: string;
}

const all = queryFamilies.mentorship;

export const mentorshipKeys = {
  all,
  directories: () => [...all, "mentors"] as const,
  directory: (f: MentorFilter) => [...all, "mentors", f.q, f.expertise, f.overlap] as const,
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
  /** The session a mail's link names (docs/decisions/085), under appointments so every session change refreshes it. */
  sessionLink: (id: string, token: string) => [...all, "appointments", "link", id, token] as const,
};
