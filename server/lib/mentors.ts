import { and, arrayContains, or, sql } from "drizzle-orm";
import type { Capability } from "@common/roles";
import { profiles, user } from "../db/schema";

/**
 * Who is a mentor, in one place (docs/decisions/026, 064). Three facets of one rule:
 *
 * - MENTORING: the capabilities that make a member "already a mentor" (they may mentor, may not apply
 *   to become one): the mentor capability, or admin.
 * - hasMentorCapability: the members holding the mentor capability itself (who review jobs, who are
 *   counted as mentors on the dashboard). SQL on `user`.
 * - isListedMentor: the mentors listed in the directory, matched and bookable: the mentor capability,
 *   or an admin who filled in a mentor profile (bio and expertise). SQL on `user` joined to `profiles`.
 */
export const MENTORING: Capability[] = ["mentor", "admin"];

export const hasMentorCapability = arrayContains(user.capabilities, ["mentor"]);

export const isListedMentor = or(
  hasMentorCapability,
  and(
    arrayContains(user.capabilities, ["admin"]),
    sql`coalesce(btrim(${profiles.bio}), '') <> ''`,
    sql`cardinality(${profiles.expertise}) > 0`,
  ),
)!;
