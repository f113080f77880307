/**
 * The one place "who may do this" is spelled. Services call these and throw their own
 * AppError (404 where existence must not leak, 403 otherwise):
 *
 *   if (!isOwnerOrAdmin(viewer, row.userId)) throw forbidden("You can only delete your own offerings");
 *   const where = ownedUnlessAdmin(viewer, jobs.recruiterId);   // admin: no filter; others: their rows
 */
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SessionUser } from "./context";
import { MENTORING } from "./mentors";

/** Permissions read the capability set, never the display role (docs/decisions/026). */
type Viewer = Pick<SessionUser, "id" | "capabilities"> | null | undefined;

export const isAdmin = (viewer: Viewer): boolean => Boolean(viewer?.capabilities.includes("admin"));

/** The owner of the row, or an admin. A missing owner (deleted account) is owned by nobody. */
export const isOwnerOrAdmin = (viewer: Viewer, ownerId: string | null | undefined): boolean =>
  Boolean(viewer && (isAdmin(viewer) || (ownerId != null && viewer.id === ownerId)));

/** Who may mentor: mentors, and admins (who mentor when they fill in a mentor profile). */
export const canMentor = (viewer: Viewer): boolean => Boolean(viewer && MENTORING.some((c) => viewer.capabilities.includes(c)));

/** A WHERE part for lists and guarded writes: an admin sees every row, anyone else only their own. */
export const ownedUnlessAdmin = (viewer: Pick<SessionUser, "id" | "capabilities">, ownerColumn: PgColumn): SQL | undefined =>
  isAdmin(viewer) ? undefined : eq(ownerColumn, viewer.id);
