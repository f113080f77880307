import { and, eq } from "drizzle-orm";
import { paths } from "@common/paths";
import { contractorRequests, profiles, user } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { KindAdapter } from "../moderation/kinds/types";

/**
 * Contractor requests: approve → verified contractor; reject → the flag off and a contractor plan back
 * to free (spec part 2 §4). Nothing else on the account changes (docs/decisions/026).
 */
export const contractorRequestKind: KindAdapter = {
  kind: "contractor_request",
  table: "contractor_requests",
  reviewers: [],
  link: () => paths.adminContractorRequests,
  async apply(tx, item, outcome, { now }) {
    const [row] = await tx
      .update(contractorRequests)
      .set({ status: outcome.approve ? "approved" : "rejected", updatedAt: now })
      .where(and(eq(contractorRequests.id, item.targetId), eq(contractorRequests.status, "pending")))
      .returning();
    if (!row) throw new AppError("CONFLICT", "This contractor request is no longer waiting for review");
    const [before] = await tx.select({ plan: user.plan }).from(user).where(eq(user.id, row.userId));
    await tx.update(profiles).set({ isVerifiedContractor: outcome.approve, updatedAt: now }).where(eq(profiles.id, row.userId));
    if (!outcome.approve)
      await tx
        .update(user)
        .set({ plan: "free", updatedAt: now })
        .where(and(eq(user.id, row.userId), eq(user.plan, "contractor")));
    const planAfter = !outcome.approve && before?.plan === "contractor" ? "free" : (before?.plan ?? null);
    return {
      before: { status: "pending", plan: before?.plan ?? null },
      after: { status: outcome.approve ? "approved" : "rejected", verifiedContractor: outcome.approve, plan: planAfter },
      forgetSession: row.userId,
      mail: outcome.approve
        ? {
            subject: "You are now a verified contractor",
            paragraphs: ["Your contractor verification was approved. You can now filter the job board for contractor jobs."],
            action: { label: "Browse contractor jobs", path: paths.jobs },
          }
        : {
            subject: "About your contractor verification",
            paragraphs: ["We could not verify your contractor request this time. You can update it and submit again from your profile."],
            action: { label: "Update your request", path: "/profile?tab=contractor" },
          },
    };
  },
};

/** What the moderation module reviews of contractors (docs/decisions/063): registered by the app. */
export const reviewKinds = [contractorRequestKind] as const;
