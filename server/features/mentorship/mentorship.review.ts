import { and, eq, sql } from "drizzle-orm";
import { paths } from "@common/paths";
import { user } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { KindAdapter } from "../moderation/kinds/types";

/**
 * Mentor applications (the state on the account, docs/decisions/026): approve adds the mentor
 * capability, reject records the reason; nothing else changes.
 */
export const mentorApplicationKind: KindAdapter = {
  kind: "mentor_application",
  table: "user",
  reviewers: [],
  link: () => paths.adminMentorApplications,
  async apply(tx, item, outcome, { now }) {
    const [row] = await tx
      .update(user)
      .set({
        mentorApplication: outcome.approve ? "approved" : "rejected",
        mentorApplicationDecidedAt: now,
        mentorApplicationReason: outcome.approve ? null : outcome.reason,
        ...(outcome.approve ? { capabilities: sql`array_append(array_remove(${user.capabilities}, 'mentor'), 'mentor')` } : {}),
        updatedAt: now,
      })
      .where(and(eq(user.id, item.targetId), eq(user.mentorApplication, "pending")))
      .returning({ id: user.id, capabilities: user.capabilities });
    if (!row) throw new AppError("CONFLICT", "This mentor application is no longer waiting for review");
    return {
      before: { application: "pending" },
      after: { application: outcome.approve ? "approved" : "rejected", capabilities: row.capabilities },
      forgetSession: row.id,
      mail: outcome.approve
        ? {
            subject: "Welcome aboard, mentor!",
            paragraphs: [
              "Your application to become a mentor was approved. Members can now find you in the mentor directory and book sessions with you.",
              "Set the weekly hours you can offer on your profile; until then the default slots apply.",
            ],
            action: { label: "Set your availability", path: "/profile?tab=appointments" },
          }
        : {
            subject: "About your mentor application",
            paragraphs: [
              "Thank you for applying to become a mentor. We cannot accept your application right now; you are welcome to apply again later.",
            ],
            action: { label: "Mentorship", path: paths.mentorship },
          },
    };
  },
};

/** What the moderation module reviews of mentorship (docs/decisions/063): registered by the app. */
export const reviewKinds = [mentorApplicationKind] as const;
