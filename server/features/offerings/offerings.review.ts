import { and, eq, isNull } from "drizzle-orm";
import { paths } from "@common/paths";
import { offeringReviews, offerings } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { FlagTargetAdapter, KindAdapter } from "../moderation/kinds/types";
import { snapshotOf } from "./offerings.service";

/**
 * Offerings: admins only; decided from pending (no more approved ↔ rejected flips). Each decision is kept
 * with its reason and the fields decided on (offering_reviews, docs/decisions/083): the owner edits a
 * rejected offering and resubmits it as the same review item, and the reviewer sees the earlier decisions
 * and what changed since.
 */
export const offeringKind: KindAdapter = {
  kind: "offering",
  table: "offerings",
  reviewers: [],
  link: () => paths.offerings,
  async apply(tx, item, outcome, { now }) {
    const [row] = await tx
      .update(offerings)
      .set({ status: outcome.approve ? "approved" : "rejected" })
      .where(and(eq(offerings.id, item.targetId), eq(offerings.status, "pending")))
      .returning();
    if (!row) throw new AppError("CONFLICT", "This offering is no longer waiting for review");
    await tx.insert(offeringReviews).values({
      offeringId: row.id,
      decision: outcome.approve ? "approved" : "rejected",
      reason: outcome.reason,
      snapshot: snapshotOf(row),
      decidedBy: item.decidedBy,
      decidedAt: now,
    });
    return {
      before: { status: "pending" },
      after: { status: outcome.approve ? "approved" : "rejected" },
      mail: outcome.approve
        ? {
            subject: `Your offering "${row.title}" is listed`,
            paragraphs: [`Your offering "${row.title}" was approved and is now listed on AppSec Community.`],
            action: { label: "See the offerings", path: paths.offerings },
          }
        : {
            subject: `Your offering "${row.title}" was not approved`,
            paragraphs: [
              `After review, your offering "${row.title}" was not approved. It stays visible to you only; you can edit it and submit it again.`,
            ],
            action: { label: "Edit your offering", path: paths.offeringEdit(row.id) },
          },
    };
  },
};

/** Approved offerings members flag (docs/decisions/057); a rejected flag keeps it off as rejected. */
export const offeringFlagTarget: FlagTargetAdapter = {
  target: "offering",
  kind: "flagged_offering",
  async find(db, id) {
    const [row] = await db
      .select({ title: offerings.title, authorId: offerings.userId, status: offerings.status })
      .from(offerings)
      .where(eq(offerings.id, id))
      .limit(1);
    if (!row || row.status !== "approved") return null;
    return { title: row.title, authorId: row.authorId, link: paths.offerings };
  },
  async hide(tx, id, now) {
    const rows = await tx
      .update(offerings)
      .set({ flagHiddenAt: now })
      .where(and(eq(offerings.id, id), isNull(offerings.flagHiddenAt)))
      .returning({ id: offerings.id });
    return rows.length > 0;
  },
  async settle(tx, id, keep) {
    const rows = await tx
      .update(offerings)
      .set(keep ? { flagHiddenAt: null } : { status: "rejected" })
      .where(eq(offerings.id, id))
      .returning({ id: offerings.id });
    return rows.length > 0;
  },
};

/** What the moderation module reviews of offerings (docs/decisions/063): registered by the app. */
export const reviewKinds = [offeringKind, offeringFlagTarget] as const;
