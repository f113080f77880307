import { eq } from "drizzle-orm";
import type { ProfileDto, Role } from "@common/profiles.schema";
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
  avatarUrl: profiles.avatarUrl,
  avatarSource: profiles.avatarSource,
  isVerifiedContractor: profiles.isVerifiedContractor,
  timezone: profiles.timezone,
  createdAt: profiles.createdAt,
};

type ProfileRow = { [K in keyof typeof profileColumns]: unknown } & { createdAt: Date };

export function toProfileDto(row: ProfileRow): ProfileDto {
  return { ...(row as unknown as ProfileDto), role: ((row.role as string) || "user") as Role, createdAt: row.createdAt.toISOString() };
}

/** The full own profile (with e-mail and role) of one user. */
export async function getOwnProfile(db: Db, userId: string): Promise<ProfileDto> {
  const [row] = await db.select(profileColumns).from(profiles).innerJoin(user, eq(user.id, profiles.id)).where(eq(profiles.id, userId)).limit(1);
  if (!row) throw notFound("Profile not found");
  return toProfileDto(row as ProfileRow);
}

/** Role straight from the database (the session's copy may be up to a minute old). */
export async function getRole(db: Db, userId: string): Promise<Role | null> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId)).limit(1);
  return row ? ((row.role || "user") as Role) : null;
}
