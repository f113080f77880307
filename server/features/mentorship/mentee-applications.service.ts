/** Members who apply to be mentored: the application, a mail to the team, and the admins' list. */
import { desc } from "drizzle-orm";
import type { z } from "zod";
import type { MenteeApplicationDto, menteeApplicationSchema } from "@common/mentorship.schema";
import type { Db } from "../../db/client";
import { mentorshipApplications } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { privateUrl, storeFile } from "../files/files.service";
import { menteeApplicationMail } from "./mails/mentee-application.mail";

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;

export async function submitMenteeApplication(
  deps: Deps & Pick<AppDeps, "storage">,
  applicant: SessionUser,
  input: z.output<typeof menteeApplicationSchema>,
  resume: { buffer: Buffer; contentType: string; ext: string; filename: string } | null,
) {
  const file = resume ? await storeFile(deps, { ownerId: applicant.id, visibility: "private", folder: "resumes", ...resume }) : null;
  const { timezone, ...fields } = input;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mentorshipApplications)
      .values({ ...fields, applicantTimezone: timezone ?? null, userId: applicant.id, resumeFileId: file?.id ?? null })
      .returning();
    await deps.mailer.send(menteeApplicationMail(deps.config.baseUrl, deps.config.teamEmail, input, file !== null), tx);
    return row!;
  });
}

export async function listMenteeApplications(db: Db): Promise<MenteeApplicationDto[]> {
  const rows = await db.select().from(mentorshipApplications).orderBy(desc(mentorshipApplications.createdAt)).limit(200);
  return rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    phoneNumber: r.phoneNumber,
    currentRole: r.currentRole,
    yearsExperience: r.yearsExperience,
    areaOfInterest: r.areaOfInterest,
    preferredContactMethod: r.preferredContactMethod,
    additionalInfo: r.additionalInfo,
    goals: r.goals,
    resumeUrl: r.resumeFileId ? privateUrl(r.resumeFileId) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}
