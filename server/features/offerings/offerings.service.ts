import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type {
  AdminOfferingDto,
  OFFERING_CATEGORIES,
  OfferingChange,
  OfferingDto,
  OfferingInput,
  OfferingListDto,
  OfferingStatus,
  OwnOfferingDto,
} from "@common/offerings.schema";
import { ADMIN_OFFERINGS_PAGE_SIZE, OFFERING_REVIEWED_FIELDS, OFFERINGS_PAGE_SIZE } from "@common/offerings.schema";
import type { Db } from "../../db/client";
import { offeringReviews, offerings, profiles } from "../../db/schema";
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

type Review = typeof offeringReviews.$inferSelect;

/** The reviewed fields of an offering as the reviewer saw them (kept with each decision). */
export function snapshotOf(o: typeof offerings.$inferSelect): Record<string, string | null> {
  return Object.fromEntries(OFFERING_REVIEWED_FIELDS.map((f) => [f, o[f] ?? null]));
}

/** Every decision on these offerings, oldest first (offering_reviews_offering_idx). */
async function reviewsOf(db: Db, ids: string[]): Promise<Map<string, Review[]>> {
  const out = new Map<string, Review[]>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(offeringReviews)
    .where(inArray(offeringReviews.offeringId, ids))
    .orderBy(asc(offeringReviews.offeringId), asc(offeringReviews.decidedAt), asc(offeringReviews.id));
  for (const r of rows) out.set(r.offeringId, [...(out.get(r.offeringId) ?? []), r]);
  return out;
}

const historyOf = (reviews: Review[]) =>
  reviews.map((r) => ({ decision: r.decision as "approved" | "rejected", reason: r.reason, decidedAt: r.decidedAt.toISOString() }));

/** What changed since the last decision, field by field (nothing when never decided). */
export function changesSince(last: Review | undefined, o: typeof offerings.$inferSelect): OfferingChange[] {
  if (!last) return [];
  const now = snapshotOf(o);
  return OFFERING_REVIEWED_FIELDS.filter((f) => (last.snapshot[f] ?? null) !== now[f]).map((f) => ({
    field: f,
    before: last.snapshot[f] ?? null,
    after: now[f] ?? null,
  }));
}

/** The reason of the last decision while the offering stays rejected, to its owner and admins only. */
function reasonFor(o: typeof offerings.$inferSelect, reviews: Review[] | undefined, viewer: SessionUser | null) {
  if (o.status !== "rejected" || !isOwnerOrAdmin(viewer, o.userId)) return null;
  const last = reviews?.at(-1);
  return last?.decision === "rejected" ? last.reason : null;
}

function toDto({ o, fullName, avatarUrl }: Row, viewer: SessionUser | null, reviews?: Review[]): OfferingDto {
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
    canEdit: viewer !== null && o.userId === viewer.id,
    rejectionReason: reasonFor(o, reviews, viewer),
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
  // The owner's rejected ones carry the reason (docs/decisions/083): only those are read.
  const reviews = await reviewsOf(
    db,
    page.filter((r) => r.o.status === "rejected" && viewer && r.o.userId === viewer.id).map((r) => r.o.id),
  );
  return {
    offerings: page.map((r) => toDto(r, viewer, reviews.get(r.o.id))),
    nextCursor: hasMore ? nextOffsetCursor(offset, OFFERINGS_PAGE_SIZE) : null,
  };
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
  const reviews = await reviewsOf(
    db,
    rows.map((r) => r.o.id),
  );
  // A reviewer sees the earlier decisions and what changed since the last one (docs/decisions/083).
  const list: AdminOfferingDto[] = rows.map((r) => {
    const mine = reviews.get(r.o.id) ?? [];
    return {
      ...toDto(r, viewer, mine),
      history: historyOf(mine),
      changes: r.o.status === "pending" ? changesSince(mine.at(-1), r.o) : [],
    };
  });
  return {
    offerings: list,
    total: counted.total,
    totalCapped: counted.totalCapped,
    page,
    pageSize: ADMIN_OFFERINGS_PAGE_SIZE,
  };
}

/** The owner's own offering with its earlier decisions (anyone else: 404, as if it did not exist). */
export async function getOwnOffering(db: Db, viewer: SessionUser, id: string): Promise<OwnOfferingDto> {
  const [row] = await db
    .select(columns)
    .from(offerings)
    .leftJoin(profiles, eq(profiles.id, offerings.userId))
    .where(and(eq(offerings.id, id), eq(offerings.userId, viewer.id)))
    .limit(1);
  if (!row) throw notFound("Offering not found");
  const reviews = (await reviewsOf(db, [id])).get(id) ?? [];
  return { ...toDto(row, viewer, reviews), history: historyOf(reviews) };
}

/**
 * The owner edits their offering (docs/decisions/083): whatever its status, the edit goes back to review,
 * as a job's does: a rejected one is resubmitted, an approved one leaves the list until approved again, a
 * pending one moves its review item's version (a reviewer deciding on what they saw before gets 409). The
 * review item is the same row, re-opened by the table's trigger (migration 0020); its earlier decisions
 * stay in offering_reviews. One guarded statement: the owner check is in the WHERE. Anyone else: 403.
 */
export async function updateOffering(
  deps: Pick<AppDeps, "db" | "mailer" | "config">,
  viewer: SessionUser,
  id: string,
  input: OfferingInput & { category: (typeof OFFERING_CATEGORIES)[number] },
) {
  const [current] = await deps.db
    .select({ userId: offerings.userId, status: offerings.status })
    .from(offerings)
    .where(eq(offerings.id, id));
  if (!current) throw notFound("Offering not found");
  if (current.userId !== viewer.id) throw forbidden("You can only edit your own offerings");
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(offerings)
      .set({ ...input, price: input.price ?? null, imageUrl: input.imageUrl ?? null, status: "pending" })
      .where(and(eq(offerings.id, id), eq(offerings.userId, viewer.id)))
      .returning({ id: offerings.id, status: offerings.status, title: offerings.title });
    if (!row) throw notFound("Offering not found");
    const resubmitted = current.status !== "pending";
    await notifyReviewers(deps, tx, {
      kind: "offering",
      title: row.title,
      submitter: viewer,
      resubmitted,
      subject: `${resubmitted ? "Offering resubmitted" : "Offering changed"} for review: ${row.title}`,
    });
    return { id: row.id, status: row.status as OfferingStatus };
  });
}
