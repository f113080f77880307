import type { FlagTarget, ModerationKind } from "@common/moderation.schema";
import type { Db } from "../../../db/client";
import type { moderationItems } from "../../../db/schema";
import type { AppDeps, Capability, SessionUser } from "../../../lib/context";
import type { MailContent } from "../../../lib/mail-layout";

export type ModerationItem = typeof moderationItems.$inferSelect;
export type Outcome = { approve: boolean; reason: string | null };
export type KindDeps = Pick<AppDeps, "db" | "mailer" | "config" | "sessions">;

/** What the submitter's decision mail says for a kind; the module adds the reason and sends it. */
export type DecisionMail = Omit<MailContent, "footer"> & { footer?: string };

/**
 * One kind of reviewed submission (docs/decisions/034): the module owns the status, the version, the
 * mails and the staff log; the kind applies the outcome to its own table.
 */
export interface KindAdapter {
  kind: ModerationKind;
  /** The table whose rows are reviewed (a test checks every reviewed table has a kind). */
  table: string;
  /** Who may decide it, besides admins (decision 017: mentors review jobs). */
  reviewers: Capability[];
  /** Where a reviewer reads the item. */
  link(item: ModerationItem): string;
  /** Whether `actor` may decide this item (e.g. not one's own job). Throws 403 otherwise. */
  assertMayDecide?(actor: SessionUser, item: ModerationItem): void;
  /**
   * Applies the outcome to the source row inside the decision's transaction; throws CONFLICT when the
   * row is no longer waiting. Answers the before/after for the staff log, the submitter's mail and
   * the member whose session must be refreshed.
   */
  apply(
    tx: Db,
    item: ModerationItem,
    outcome: Outcome,
    ctx: { now: Date; deps: KindDeps },
  ): Promise<{ before: unknown; after: unknown; mail: DecisionMail | null; forgetSession?: string }>;
  /**
   * Edits of published articles only (docs/decisions/041): the published and the proposed text of the
   * given items' targets, for the queue to show side by side.
   */
  revisionsForReview?(db: Db, targetIds: string[]): Promise<ReviewRevision[]>;
}

/** An edit of a published article as the queue shows it (the blog answers it, moderation shows it). */
export interface ReviewRevision {
  id: string;
  articleId: string;
  slug: string;
  publishedTitle: string;
  publishedContent: string;
  proposedTitle: string;
  proposedContent: string;
}

/** A kind of item members may flag (docs/decisions/034, 057); the feature that owns the item declares it. */
export interface FlagTargetAdapter {
  target: FlagTarget;
  kind: ModerationKind;
  /** The item as a flagger and a reviewer see it: title, author, link; null when gone or not public. */
  find(db: Db, id: string): Promise<{ title: string; authorId: string | null; link: string } | null>;
  /** Hide it from public reads (threshold reached); true when it was visible until now. */
  hide(tx: Db, id: string, now: Date): Promise<boolean>;
  /** Decision: show it again, or keep it off the public pages for good. */
  settle(tx: Db, id: string, keep: boolean): Promise<boolean>;
}
