import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { flagInputSchema } from "@common/moderation.schema";
import type { z } from "zod";
import { moderationFlags, moderationItems } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { flagTargets } from "./kinds/flagged";
import { notifyReviewers } from "./moderation.service";

/**
 * A member flags a comment, an article or an offering (docs/decisions/034): once per member and item
 * (unique index), never their own. When the item's open flags reach `config.flagHideThreshold`
 * distinct members, it is hidden from public reads and enters the review queue (reviewers mailed);
 * it stays hidden until decided. All in one transaction.
 */
export async function flagItem(
  deps: Pick<AppDeps, "db" | "mailer" | "config">,
  viewer: SessionUser,
  input: z.output<typeof flagInputSchema>,
) {
  const target = flagTargets[input.targetKind];
  return deps.db.transaction(async (tx) => {
    const found = await target.find(tx, input.targetId);
    if (!found) throw notFound("Not found");
    if (found.authorId === viewer.id) throw new AppError("FORBIDDEN", "You cannot flag what you wrote");
    const inserted = await tx
      .insert(moderationFlags)
      .values({ targetKind: input.targetKind, targetId: input.targetId, userId: viewer.id, reason: input.reason, note: input.note || null })
      .onConflictDoNothing()
      .returning({ id: moderationFlags.id });
    if (!inserted.length) throw new AppError("CONFLICT", "You already flagged this");
    // Serialises concurrent flags of one item so the threshold is crossed exactly once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`flag:${input.targetKind}:${input.targetId}`}))`);
    const [open] = await tx
      .select({ n: count() })
      .from(moderationFlags)
      .where(
        and(
          eq(moderationFlags.targetKind, input.targetKind),
          eq(moderationFlags.targetId, input.targetId),
          isNull(moderationFlags.resolvedAt),
        ),
      );
    const hidden = (open?.n ?? 0) >= deps.config.flagHideThreshold;
    if (hidden) {
      const [item] = await tx
        .select({ status: moderationItems.status })
        .from(moderationItems)
        .where(and(eq(moderationItems.kind, target.kind), eq(moderationItems.targetId, input.targetId)));
      if (item?.status !== "pending") {
        await target.hide(tx, input.targetId, new Date());
        await tx.execute(sql`select moderation_item_open(${target.kind}, ${input.targetId}, ${found.title}, ${found.authorId})`);
        await notifyReviewers(deps, tx, {
          kind: target.kind,
          title: found.title,
          submitter: { id: found.authorId ?? "", name: `${open!.n} members' flags on a ${input.targetKind}` },
          resubmitted: Boolean(item),
        });
      }
    }
    return { flagged: true as const, hidden };
  });
}
