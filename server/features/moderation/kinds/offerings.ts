import { and, eq } from "drizzle-orm";
import { paths } from "@common/paths";
import { offerings } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import type { KindAdapter } from "./types";

/** Offerings: admins only; decided once, from pending (no more approved ↔ rejected flips). */
export const offeringKind: KindAdapter = {
  kind: "offering",
  table: "offerings",
  reviewers: [],
  link: () => paths.offerings,
  async apply(tx, item, outcome) {
    const [row] = await tx
      .update(offerings)
      .set({ status: outcome.approve ? "approved" : "rejected" })
      .where(and(eq(offerings.id, item.targetId), eq(offerings.status, "pending")))
      .returning({ id: offerings.id, title: offerings.title });
    if (!row) throw new AppError("CONFLICT", "This offering is no longer waiting for review");
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
            paragraphs: [`After review, your offering "${row.title}" was not approved. It stays visible to you only.`],
            action: { label: "Offer something again", path: paths.offeringsSubmit },
          },
    };
  },
};
