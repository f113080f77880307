import { and, eq, isNull, sql } from "drizzle-orm";
import { FLAG_REASON_LABELS, type flagInputSchema } from "@common/moderation.schema";
import type { z } from "zod";
import { moderationFlags, moderationItems, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { trustLevels } from "../../lib/trust";
import { flagRecords, flagWeight, hasStanding } from "./flag-weight";
import { flagTargets } from "./kinds";
import { hiddenToAuthorMail } from "./mails/hidden-to-author";
import { notifyReviewers } from "./notify-reviewers";

/**
 * A member flags a comment, an article or an offering (docs/decisions/057, refining 034): once per
 * member and item (unique index), never their own. The first open flag puts the item in the review
 * queue and tells the reviewers (once per item, not per flag); the item stays up. It is hidden only
 * when the summed weight of its open flags (flag-weight.ts: trust level and the flagger's record)
 * reaches `config.flagHideThreshold`, at least one flagger has standing (not a new account), and its
 * author is not staff. Hidden → the author is mailed why and how to edit or appeal. One transaction.
 */
export async function flagItem(
  deps: Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">,
  viewer: SessionUser,
  input: z.output<typeof flagInputSchema>,
) {
  const target = flagTargets[input.targetKind];
  const now = deps.scheduler.now();
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
    // Serialises concurrent flags of one item so the queue item opens and the item hides exactly once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`flag:${input.targetKind}:${input.targetId}`}))`);
    const open = await tx
      .select({ userId: moderationFlags.userId, reason: moderationFlags.reason, note: moderationFlags.note })
      .from(moderationFlags)
      .where(
        and(
          eq(moderationFlags.targetKind, input.targetKind),
          eq(moderationFlags.targetId, input.targetId),
          isNull(moderationFlags.resolvedAt),
        ),
      );

    // The first open flag puts the item in the queue (or back in it after an earlier decision).
    const [item] = await tx
      .select({ status: moderationItems.status })
      .from(moderationItems)
      .where(and(eq(moderationItems.kind, target.kind), eq(moderationItems.targetId, input.targetId)));
    if (item?.status !== "pending") {
      await tx.execute(sql`select moderation_item_open(${target.kind}, ${input.targetId}, ${found.title}, ${found.authorId})`);
      const label = FLAG_REASON_LABELS[input.reason];
      await notifyReviewers(deps, tx, {
        kind: target.kind,
        title: found.title,
        submitter: { id: found.authorId ?? "", name: `A member's flag (${label}) on a ${input.targetKind}` },
        resubmitted: Boolean(item),
        subject: `Flagged ${input.targetKind} to review (${label}): ${found.title}`,
      });
    }

    const ids = open.map((f) => f.userId);
    const [levels, records, author] = await Promise.all([
      trustLevels(tx, found.authorId ? [...ids, found.authorId] : ids, now),
      flagRecords(tx, ids),
      found.authorId
        ? tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, found.authorId)).limit(1)
        : Promise.resolve([]),
    ]);
    const authorIsStaff = found.authorId ? levels.get(found.authorId) === "staff" : false;
    const weight = ids.reduce(
      (sum, id) => sum + flagWeight(levels.get(id) ?? "new", records.get(id) ?? { upheld: 0, declined: 0 }, deps.config.flagHideThreshold),
      0,
    );
    const standing = ids.some((id) => hasStanding(levels.get(id) ?? "new"));
    const reachesThreshold = !authorIsStaff && standing && weight >= deps.config.flagHideThreshold;
    let hidden = false;
    if (reachesThreshold && (await target.hide(tx, input.targetId, now))) {
      hidden = true;
      const to = author[0];
      if (to)
        await deps.mailer.send(
          hiddenToAuthorMail(deps.config.baseUrl, {
            to: to.email,
            name: to.name,
            target: input.targetKind,
            title: found.title,
            link: found.link,
            replyTo: deps.config.teamEmail,
            reasons: open,
          }),
          tx,
        );
    }
    // Hidden now, or already by earlier flags.
    return { flagged: true as const, hidden: hidden || reachesThreshold };
  });
}
