import { and, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { OFFERING_CATEGORIES, OfferingDto, OfferingInput, OfferingListDto, OfferingStatus } from "@common/offerings.schema";
import { ADMIN_OFFERINGS_PAGE_SIZE, OFFERINGS_PAGE_SIZE } from "@common/offerings.schema";
import type { Db } from "../../db/client";
import { offerings, profiles } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { forbidden, notFound } from "../../lib/errors";
import { boundedOffset, cappedCount, decodeOffsetCursor, nextOffsetCursor, takePage } from "../../lib/paging";
import { likeContains } from "../../lib/sql";
import { notifyReviewers } from "../moderation/notify-reviewers";
import { isOwnerOrAdmin } from "../../lib/authz";
import { paths } from "@common/paths";
import { recordStaffChange, requireStaffReason } from "../moderation/staff-action";

const columns = { o: offerings, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl };
type Row = { o: typeof offerings.$inferSelect; fullName: string | null; avatarUrl: string | null };

function toDto({ o, fullName, avatarUrl }: Row, viewer: SessionUser | null): OfferingDto {
  return {
    id: o.id,
    title: o.title,
    description: o.description,
    category: o.category as OfferingDto["category"],
    price: o.price,
    contactInfo: o.contactInfo,
    imageUrl: o.imageUrl,
    status: o.status as OfferingStatus,
    createdAt: o.createdAt.toISOString(),
    author: { id: o.userId, fullName: fullName || "Community Member", avatarUrl: avatarUrl ?? null },
    canDelete: isOwnerOrAdmin(viewer, o.userId),
  };
}

/**
 * Public list: approved offerings, plus the viewer's own ones still in review (marked by status), newest
 * first, OFFERINGS_PAGE_SIZE a page by a bounded offset cursor (offerings_status_created_idx and
 * offerings_category_created_idx give the order; the page reads one row more to know if there is more).
 */
export async function listOfferings(
  db: Db,
  viewer: SessionUser | null,
  q: { q?: string; category?: (typeof OFFERING_CATEGORIES)[number]; cursor?: string },
): Promise<OfferingListDto> {
  const offset = q.cursor ? decodeOffsetCursor(q.cursor) : 0;
  // Hidden by members' flags until reviewed (docs/decisions/034), except to its author.
  const listed = and(eq(offerings.status, "approved"), isNull(offerings.flagHiddenAt));
  const visible = viewer ? or(listed, eq(offerings.userId, viewer.id)) : listed;
  const rows = await db
    .select(columns)
    .from(offerings)
    .leftJoin(profiles, eq(profiles.id, offerings.userId))
    .where(
      and(
        visible,
        q.category ? eq(offerings.category, q.category) : undefined,
        q.q ? ilike(offerings.title, likeContains(q.q)) : undefined,
      ),
    )
    .orderBy(desc(offerings.createdAt), desc(offerings.id))
    .limit(OFFERINGS_PAGE_SIZE + 1)
    .offset(offset);
  const { rows: page, hasMore } = takePage(rows, OFFERINGS_PAGE_SIZE);
  return { offerings: page.map((r) => toDto(r, viewer)), nextCursor: hasMore ? nextOffsetCursor(offset, OFFERINGS_PAGE_SIZE) : null };
}

/** A new offering waits for review; the team is told with an absolute link to the review page. */
export async function createOffering(
  deps: Pick<AppDeps, "db" | "mailer" | "config">,
  viewer: SessionUser,
  input: OfferingInput & { category: (typeof OFFERING_CATEGORIES)[number] },
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offerings)
      .values({ ...input, userId: viewer.id, status: "pending" })
      .returning({ id: offerings.id, status: offerings.status });
    await notifyReviewers(deps, tx, {
      kind: "offering",
      title: input.title,
      submitter: viewer,
      resubmitted: false,
      subject: `New offering to review: ${input.title}`,
    });
    return row!;
  });
}

/**
 * The author deletes their offering; an admin deletes anyone's with a reason, through the one staff flow
 * (docs/decisions/057): the staff-log row and the author's mail commit with the deletion.
 */
export async function deleteOffering(deps: Pick<AppDeps, "db" | "mailer" | "config">, viewer: SessionUser, id: string, reason?: string) {
  const [row] = await deps.db
    .select({ userId: offerings.userId, title: offerings.title, status: offerings.status })
    .from(offerings)
    .where(eq(offerings.id, id));
  if (!row) throw notFound("Offering not found");
  if (!isOwnerOrAdmin(viewer, row.userId)) throw forbidden("You can only delete your own offerings");
  await deps.db.transaction(async (tx) => {
    if (row.userId !== viewer.id) {
      await recordStaffChange(deps, tx, {
        actor: viewer,
        action: "offering.delete",
        targetType: "offering",
        targetId: id,
        targetName: row.title,
        targetLink: paths.offerings,
        before: { title: row.title, status: row.status },
        after: null,
        reason: requireStaffReason(reason),
        memberId: row.userId,
        mail: {
          subject: `A moderator deleted your offering "${row.title}"`,
          paragraphs: [`A moderator deleted your offering "${row.title}".`],
        },
      });
    }
    await tx.delete(offerings).where(eq(offerings.id, id));
  });
}

export async function adminListOfferings(db: Db, viewer: SessionUser, status: OfferingStatus, page: number) {
  const where = eq(offerings.status, status);
  // A bounded offset and a count that stops at 1000 (docs/decisions/011).
  const offset = boundedOffset(page, ADMIN_OFFERINGS_PAGE_SIZE);
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(offerings)
      .leftJoin(profiles, eq(profiles.id, offerings.userId))
      .where(where)
      .orderBy(desc(offerings.createdAt))
      .limit(ADMIN_OFFERINGS_PAGE_SIZE)
      .offset(offset),
    cappedCount(db, sql`select 1 from ${offerings} where ${where}`),
  ]);
  return {
    offerings: rows.map((r) => toDto(r, viewer)),
    total: counted.total,
    totalCapped: counted.totalCapped,
    page,
    pageSize: ADMIN_OFFERINGS_PAGE_SIZE,
  };
}
