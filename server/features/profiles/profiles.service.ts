import { eq } from "drizzle-orm";
import { availabilityIds, AVATAR_SOURCES, ROLES, type ProfileDto, type Role } from "@common/profiles.schema";
import {
  CAPABILITIES,
  MEMBER_PLANS,
  MENTOR_APPLICATION_STATES,
  type Capability,
  type MemberPlan,
  type MentorApplicationState,
} from "@common/roles";
import type { Db } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { notFound } from "../../lib/errors";

const profileColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  email: user.email,
  role: user.role,
  title: profiles.title,
  company: profiles.company,
  bio: profiles.bio,
  expertise: profiles.expertise,
  location: profiles.location,
  website: profiles.website,
  githubUrl: profiles.githubUrl,
  linkedinUrl: profiles.linkedinUrl,
  yearsExperience: profiles.yearsExperience,
  isOpenToWork: profiles.isOpenToWork,
  availableFrom: profiles.availableFrom,
  avatarUrl: profiles.avatarUrl,
  avatarSource: profiles.avatarSource,
  isVerifiedContractor: profiles.isVerifiedContractor,
  timezone: profiles.timezone,
  createdAt: profiles.createdAt,
};

const profileQuery = (db: Db) => db.select(profileColumns).from(profiles).innerJoin(user, eq(user.id, profiles.id));
type ProfileRow = Awaited<ReturnType<typeof profileQuery>>[number];

/** An empty or unknown stored role reads as Member ("user"). */
const roleOf = (stored: string | null): Role => ROLES.find((r) => r === stored) ?? "user";

const avatarSourceOf = (stored: string) => AVATAR_SOURCES.find((s) => s === stored) ?? "default";

export function toProfileDto(row: ProfileRow): ProfileDto {
  return {
    ...row,
    role: roleOf(row.role),
    avatarSource: avatarSourceOf(row.avatarSource),
    availableFrom: availabilityIds.find((a) => a === row.availableFrom) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The full own profile (with e-mail and role) of one user. */
export async function getOwnProfile(db: Db, userId: string): Promise<ProfileDto> {
  const [row] = await profileQuery(db).where(eq(profiles.id, userId)).limit(1);
  if (!row) throw notFound("Profile not found");
  return toProfileDto(row);
}

/**
 * The own profile for /api/me and /api/session, which always carry one: a row missed at sign-up is
 * made here as at sign-in (server/lib/auth.ts), so a session that outlived its profile row still gets
 * an answer its schema accepts instead of a 404.
 */
export async function getOrMakeOwnProfile(db: Db, userId: string): Promise<ProfileDto> {
  const [row] = await profileQuery(db).where(eq(profiles.id, userId)).limit(1);
  if (row) return toProfileDto(row);
  const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  if (!account) throw notFound("Profile not found");
  await db.insert(profiles).values({ id: userId, fullName: account.name }).onConflictDoNothing();
  return getOwnProfile(db, userId);
}

/** Capabilities, plan and mentor application straight from the database (docs/decisions/026). */
export async function getStanding(
  db: Db,
  userId: string,
): Promise<{ capabilities: Capability[]; plan: MemberPlan; mentorApplication: MentorApplicationState | null }> {
  const [row] = await db
    .select({ capabilities: user.capabilities, plan: user.plan, mentorApplication: user.mentorApplication })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return {
    capabilities: CAPABILITIES.filter((c) => row?.capabilities.includes(c)),
    plan: MEMBER_PLANS.find((p) => p === row?.plan) ?? "free",
    mentorApplication: MENTOR_APPLICATION_STATES.find((s) => s === row?.mentorApplication) ?? null,
  };
}

/** Role straight from the database (the session's copy may be up to a minute old). */
export async function getRole(db: Db, userId: string): Promise<Role | null> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId)).limit(1);
  return row ? roleOf(row.role) : null;
}
