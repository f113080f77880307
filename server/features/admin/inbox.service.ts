import { count, desc, ilike, isNotNull, or, and, type SQL } from "drizzle-orm";
import { INBOX_PAGE_SIZE, type InboxKind, type InboxPage } from "@common/admin.schema";
import type { Db } from "../../db/client";
import { contactMessages, newsletterSubscribers, sponsorInquiries } from "../../db/schema";
import { toCsv } from "../../lib/csv";
import { likeContains } from "../../lib/sql";

/** Export is bounded so one click cannot pull an unbounded table into memory. */
export const INBOX_EXPORT_MAX = 50_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function contactWhere(q?: string): SQL | undefined {
  if (!q) return undefined;
  const p = likeContains(q);
  return or(
    ilike(contactMessages.name, p),
    ilike(contactMessages.email, p),
    ilike(contactMessages.subject, p),
    ilike(contactMessages.message, p),
  );
}
function sponsorWhere(q?: string): SQL | undefined {
  if (!q) return undefined;
  const p = likeContains(q);
  return or(
    ilike(sponsorInquiries.firstName, p),
    ilike(sponsorInquiries.lastName, p),
    ilike(sponsorInquiries.companyName, p),
    ilike(sponsorInquiries.email, p),
  );
}
function subscriberWhere(q?: string): SQL | undefined {
  return q ? ilike(newsletterSubscribers.email, likeContains(q)) : undefined;
}

async function contactRows(db: Db, q: string | undefined, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(contactWhere(q))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  }));
}
async function sponsorRows(db: Db, q: string | undefined, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(sponsorInquiries)
    .where(sponsorWhere(q))
    .orderBy(desc(sponsorInquiries.createdAt), desc(sponsorInquiries.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    companyName: r.companyName,
    email: r.email,
    phone: r.phone,
    tier: r.tier,
    comments: r.comments,
    createdAt: r.createdAt.toISOString(),
  }));
}
async function subscriberRows(db: Db, q: string | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
      source: newsletterSubscribers.source,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(subscriberWhere(q))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    confirmed: r.confirmedAt !== null,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
    confirmedAt: iso(r.confirmedAt),
  }));
}

export async function inboxPage(db: Db, kind: InboxKind, q: string | undefined, page: number): Promise<InboxPage> {
  const offset = (page - 1) * INBOX_PAGE_SIZE;
  const meta = { page, pageSize: INBOX_PAGE_SIZE };
  if (kind === "contact") {
    const [items, [c]] = await Promise.all([
      contactRows(db, q, INBOX_PAGE_SIZE, offset),
      db.select({ n: count() }).from(contactMessages).where(contactWhere(q)),
    ]);
    return { kind, items, total: c!.n, ...meta };
  }
  if (kind === "sponsors") {
    const [items, [c]] = await Promise.all([
      sponsorRows(db, q, INBOX_PAGE_SIZE, offset),
      db.select({ n: count() }).from(sponsorInquiries).where(sponsorWhere(q)),
    ]);
    return { kind, items, total: c!.n, ...meta };
  }
  const [items, [c], [confirmed]] = await Promise.all([
    subscriberRows(db, q, INBOX_PAGE_SIZE, offset),
    db.select({ n: count() }).from(newsletterSubscribers).where(subscriberWhere(q)),
    db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(and(subscriberWhere(q), isNotNull(newsletterSubscribers.confirmedAt))),
  ]);
  return { kind, items, total: c!.n, confirmedTotal: confirmed!.n, ...meta };
}

/** The same search as the page, every row (up to INBOX_EXPORT_MAX), as CSV safe to open in a spreadsheet. */
export async function inboxCsv(db: Db, kind: InboxKind, q: string | undefined): Promise<string> {
  if (kind === "contact") {
    const rows = await contactRows(db, q, INBOX_EXPORT_MAX, 0);
    return toCsv(
      ["Received", "Name", "Email", "Subject", "Message"],
      rows.map((r) => [r.createdAt, r.name, r.email, r.subject, r.message]),
    );
  }
  if (kind === "sponsors") {
    const rows = await sponsorRows(db, q, INBOX_EXPORT_MAX, 0);
    return toCsv(
      ["Received", "First name", "Last name", "Company", "Email", "Phone", "Tier", "Comments"],
      rows.map((r) => [r.createdAt, r.firstName, r.lastName, r.companyName, r.email, r.phone, r.tier, r.comments]),
    );
  }
  const rows = await subscriberRows(db, q, INBOX_EXPORT_MAX, 0);
  return toCsv(
    ["Subscribed", "Email", "Status", "Confirmed at", "Source"],
    rows.map((r) => [r.createdAt, r.email, r.confirmed ? "confirmed" : "pending", r.confirmedAt, r.source]),
  );
}
