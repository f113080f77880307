import { and, eq, isNull } from "drizzle-orm";
import { paths } from "@common/paths";
import { moderationFlags } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import type { FlagTargetAdapter, KindAdapter } from "./types";

export type { FlagTargetAdapter };

/**
 * Items flagged by members (docs/decisions/034, 057): in the queue from the first flag, hidden only
 * once the flags' weight reaches the threshold. Approve = the item is fine: shown (again), its
 * flags closed as declined. Reject = it stays hidden (comments keep their admin `hidden_at`; an offering is
 * rejected; an article stays hidden by its flags) and the flags are closed as upheld. The flaggers are mailed
 * by the module. The features that own the items declare their targets (blog: articles, comments: comments,
 * offerings: offerings, docs/decisions/063) and register them with the other review kinds; this builds
 * the target's `flagged_<target>` kind, whose items live in moderation_flags, moderation's own table.
 */
export function flaggedKind(t: FlagTargetAdapter): KindAdapter {
  return {
    kind: t.kind,
    table: "moderation_flags",
    reviewers: [],
    link: () => paths.admin,
    async apply(tx, item, outcome, { now }) {
      if (!(await t.settle(tx, item.targetId, outcome.approve))) throw new AppError("CONFLICT", "This item no longer exists");
      await tx
        .update(moderationFlags)
        // The flaggers' record (docs/decisions/057): a removed item upholds their flags, a kept one declines them.
        .set({ resolvedAt: now, outcome: outcome.approve ? "declined" : "upheld" })
        .where(
          and(eq(moderationFlags.targetKind, t.target), eq(moderationFlags.targetId, item.targetId), isNull(moderationFlags.resolvedAt)),
        );
      return {
        before: { flags: "open" },
        after: { hidden: !outcome.approve },
        mail: outcome.approve
          ? {
              subject: `Your ${t.target} is visible again`,
              paragraphs: [`Members flagged your ${t.target} "${item.title}". A moderator reviewed it and it stays visible.`],
              action: { label: "Visit AppSec Community", path: "/" },
            }
          : {
              subject: `Your ${t.target} was removed`,
              paragraphs: [`Members flagged your ${t.target} "${item.title}". A moderator reviewed it and it stays hidden.`],
              action: { label: "Community guidelines", path: paths.terms },
            },
      };
    },
  };
}
