import { and, desc, eq, inArray } from "drizzle-orm";
import type { ContractorRequestDto } from "@common/contractors.schema";
import type { z } from "zod";
import type { contractorRequestSchema } from "@common/contractors.schema";
import type { Db } from "../../db/client";
import { account, contractorRequests, profiles, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { privateUrl, storeFile } from "../files/files.service";
import { notifyReviewers } from "../moderation/notify-reviewers";

type Row = typeof contractorRequests.$inferSelect;
const toDto = (r: Row): ContractorRequestDto => ({
  id: r.id,
  userId: r.userId,
  specialization: r.specialization,
  yearsExperience: r.yearsExperience,
  relevantProjects: r.relevantProjects,
  testimonials: r.testimonials,
  resumeUrl: r.resumeFileId ? privateUrl(r.resumeFileId) : null,
  githubConnected: r.githubConnected,
  linkedinConnected: r.linkedinConnected,
  status: r.status as ContractorRequestDto["status"],
  createdAt: r.createdAt.toISOString(),
});

/** GitHub / LinkedIn "connected" = the account has that sign-in provider linked. */
export async function linkedProviders(db: Db, userId: string) {
  const rows = await db
    .select({ provider: account.providerId })
    .from(account)
    .where(and(eq(account.userId, userId), inArray(account.providerId, ["github", "linkedin"])));
  const set = new Set(rows.map((r) => r.provider));
  return { githubConnected: set.has("github"), linkedinConnected: set.has("linkedin") };
}

export async function myContractorRequest(db: Db, userId: string) {
  const [row] = await db.select().from(contractorRequests).where(eq(contractorRequests.userId, userId)).limit(1);
  const [p] = await db
    .select({ verified: profiles.isVerifiedContractor, plan: user.plan })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return {
    request: row ? toDto(row) : null,
    verified: Boolean(p && (p.verified || p.plan === "contractor")),
    ...(await linkedProviders(db, userId)),
  };
}

/** One request per user: resubmitting updates it and sets it pending again. */
export async function submitContractorRequest(
  deps: Pick<AppDeps, "db" | "storage" | "mailer" | "config" | "scheduler">,
  viewer: SessionUser,
  input: z.output<typeof contractorRequestSchema>,
  resume: { buffer: Buffer; contentType: string; ext: string; filename: string } | null,
) {
  const providers = await linkedProviders(deps.db, viewer.id);
  const file = resume ? await storeFile(deps, { ownerId: viewer.id, visibility: "private", folder: "resumes", ...resume }) : null;
  const [existing] = await deps.db
    .select({ id: contractorRequests.id })
    .from(contractorRequests)
    .where(eq(contractorRequests.userId, viewer.id));
  const values = { ...input, ...providers, status: "pending", updatedAt: deps.scheduler.now(), ...(file ? { resumeFileId: file.id } : {}) };
  await deps.db.transaction(async (tx) => {
    if (existing) await tx.update(contractorRequests).set(values).where(eq(contractorRequests.id, existing.id));
    else await tx.insert(contractorRequests).values({ userId: viewer.id, ...values });
    await notifyReviewers(deps, tx, {
      kind: "contractor_request",
      title: `Contractor verification: ${viewer.name} (${input.specialization}, ${input.yearsExperience} years)`,
      submitter: viewer,
      resubmitted: Boolean(existing),
      subject: `Contractor verification request from ${viewer.name}`,
    });
  });
  return { updated: Boolean(existing) };
}

export async function pendingContractorRequests(db: Db): Promise<ContractorRequestDto[]> {
  const rows = await db
    .select({
      r: contractorRequests,
      fullName: profiles.fullName,
      email: user.email,
      title: profiles.title,
      company: profiles.company,
      avatarUrl: profiles.avatarUrl,
    })
    .from(contractorRequests)
    .innerJoin(user, eq(user.id, contractorRequests.userId))
    .innerJoin(profiles, eq(profiles.id, contractorRequests.userId))
    .where(eq(contractorRequests.status, "pending"))
    .orderBy(desc(contractorRequests.createdAt))
    .limit(200);
  return rows.map(({ r, ...p }) => ({ ...toDto(r), profile: p }));
}
