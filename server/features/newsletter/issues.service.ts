import { randomUUID } from "node:crypto";
import { decodeHTML } from "entities";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { excerptOf } from "@common/blog.schema";
import {
  ISSUE_MESSAGES,
  issueInputSchema,
  type IssueDto,
  type IssueFigures,
  type IssueInput,
  type IssueListDto,
  type IssuePreview,
  type PickerItem,
  type PublicIssue,
  type PublicIssueSummary,
} from "@common/newsletter.schema";
import { paths } from "@common/paths";
import type { Db } from "../../db/client";
import { newsletterIssues, newsletterSubscribers } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { absoluteUrl, renderMail } from "../../lib/mail-layout";
import { newestPublished } from "../blog/blog.service";
import { assertImagesHaveAlt, sanitizeArticleHtml } from "../blog/sanitize";
import { listUpcoming } from "../events/events.service";
import { newestApprovedJobs } from "../jobs/jobs.service";
import { recordStaffAction } from "../moderation/staff-log";
import { unsubscribeApiUrl, unsubscribePageUrl } from "./newsletter.service";

/**
 * Newsletter issues (docs/decisions/075-newsletter-issues.md): admins write them in the blog's editor,
 * preview them, mail a test to themselves and send them. Sending marks the issue `sending`; the mails are
 * queued in batches, each batch's delivery rows and outbox rows in one transaction, and the delivery's
 * unique (issue, subscriber) pair makes each confirmed subscriber get the issue exactly once, whatever
 * instances queue side by side and whenever one is killed.
 */

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">;

/** Subscribers queued per transaction (one statement) on PostgreSQL: the issue's row lock is held well under a second. */
export const ISSUE_BATCH_SIZE = 2000;
/**
 * On the embedded database: its one connection serves every request, and a batch holds it (~0.16 s for 500
 * against ~0.5 s for 2,000 on the bench machine), so smaller batches let requests in between.
 */
export const EMBEDDED_ISSUE_BATCH_SIZE = 500;
export const issueBatchSize = (config: Pick<AppDeps["config"], "databaseUrl">) =>
  config.databaseUrl ? ISSUE_BATCH_SIZE : EMBEDDED_ISSUE_BATCH_SIZE;
const PICKER_ITEMS = 10;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const NO_FIGURES: IssueFigures = { recipients: 0, sent: 0, failed: 0, pending: 0, unsubscribedSince: 0 };

/** The figures of some issues: its deliveries, by the status of their outbox rows (failed = given up: bounced or refused). */
async function figuresOf(db: Db, issueIds: string[]): Promise<Map<string, IssueFigures>> {
  const out = new Map<string, IssueFigures>();
  if (issueIds.length === 0) return out;
  const { rows } = await db.execute<{
    issue_id: string;
    recipients: number;
    sent: number;
    failed: number;
    pending: number;
    unsubscribed: number;
  }>(sql`
    select d.issue_id,
           count(*)::int as recipients,
           count(*) filter (where o.status = 'sent')::int as sent,
           count(*) filter (where o.status = 'failed')::int as failed,
           count(*) filter (where o.status = 'pending')::int as pending,
           count(*) filter (where d.subscriber_id is null)::int as unsubscribed
      from newsletter_deliveries d
      left join mail_outbox o on o.id = d.outbox_id
     where d.issue_id in (${sql.join(
       issueIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})
     group by d.issue_id`);
  for (const r of rows)
    out.set(r.issue_id, {
      recipients: Number(r.recipients),
      sent: Number(r.sent),
      failed: Number(r.failed),
      pending: Number(r.pending),
      unsubscribedSince: Number(r.unsubscribed),
    });
  return out;
}

type IssueRow = typeof newsletterIssues.$inferSelect;
const toDto = (r: IssueRow, figures: IssueFigures): IssueDto => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  content: r.content,
  status: r.status as IssueDto["status"],
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  sendStartedAt: iso(r.sendStartedAt),
  sentAt: iso(r.sentAt),
  figures,
});

export async function countConfirmedSubscribers(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt));
  return Number(row?.n ?? 0);
}

/** Every issue, the most recently edited first, with its figures (admins). */
export async function listIssues(db: Db): Promise<IssueListDto> {
  const rows = await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.updatedAt), desc(newsletterIssues.id)).limit(200);
  const figures = await figuresOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    issues: rows.map((r) => {
      const { content: _content, ...rest } = toDto(r, figures.get(r.id) ?? NO_FIGURES);
      return rest;
    }),
    confirmedSubscribers: await countConfirmedSubscribers(db),
  };
}

async function issueRow(db: Db, id: string) {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Issue not found");
  return row;
}

export async function getIssue(db: Db, id: string): Promise<IssueDto> {
  const row = await issueRow(db, id);
  return toDto(row, (await figuresOf(db, [id])).get(id) ?? NO_FIGURES);
}

/** The issue's content as stored: sanitized as an article is, every image described. */
function cleanInput(raw: IssueInput) {
  const input = issueInputSchema.parse(raw);
  const content = sanitizeArticleHtml(input.content);
  assertImagesHaveAlt(content);
  return { ...input, content };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown };
  return e?.code === "23505" || (e?.cause !== undefined && isUniqueViolation(e.cause));
};
const slugTaken = () => new AppError("CONFLICT", ISSUE_MESSAGES.slugTaken, { slug: ISSUE_MESSAGES.slugTaken });

export async function createIssue(deps: Pick<Deps, "db" | "scheduler">, admin: SessionUser, raw: IssueInput): Promise<IssueDto> {
  const input = cleanInput(raw);
  const now = deps.scheduler.now();
  try {
    const [row] = await deps.db
      .insert(newsletterIssues)
      .values({ ...input, createdBy: admin.id, createdAt: now, updatedAt: now })
      .returning();
    return toDto(row!, NO_FIGURES);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** Saves a draft; an issue being sent or sent is no longer edited (409). */
export async function updateIssue(deps: Pick<Deps, "db" | "scheduler">, id: string, raw: IssueInput): Promise<IssueDto> {
  const input = cleanInput(raw);
  await issueRow(deps.db, id);
  try {
    const [row] = await deps.db
      .update(newsletterIssues)
      .set({ ...input, updatedAt: deps.scheduler.now() })
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
      .returning();
    if (!row) throw new AppError("CONFLICT", ISSUE_MESSAGES.notEditable);
    return toDto(row, NO_FIGURES);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** What the editor's picker inserts: recent published articles, upcoming events (not cancelled), open jobs. */
export async function pickerItems(deps: Pick<Deps, "db" | "scheduler">): Promise<PickerItem[]> {
  const [articles, events, jobs] = await Promise.all([
    newestPublished(deps.db, PICKER_ITEMS),
    listUpcoming(deps.db, null, "all", undefined, PICKER_ITEMS * 2),
    newestApprovedJobs(deps.db, PICKER_ITEMS, deps.scheduler.now()),
  ]);
  return [
    ...articles.map((a) => ({ kind: "article" as const, title: a.title, path: paths.blogPost(a.slug), detail: a.excerpt })),
    ...events.events
      .filter((e) => e.status !== "cancelled")
      .slice(0, PICKER_ITEMS)
      .map((e) => ({ kind: "event" as const, title: e.title, path: paths.event(e.id), detail: `${e.eventDate} · ${e.location}` })),
    ...jobs.map((j) => ({ kind: "job" as const, title: j.title, path: paths.job(j.id), detail: j.skills.join(", ") })),
  ];
}

/** Links and images of the stored HTML made absolute: a mail has no site to be relative to. */
export function absoluteLinks(baseUrl: string, html: string) {
  return html.replace(/(\s(?:href|src)=")(\/(?!\/)[^"]*)"/g, (_, attr: string, path: string) => `${attr}${absoluteUrl(baseUrl, path)}"`);
}

/** The text part: blocks on their own lines, links followed by their URL. */
export function issueText(baseUrl: string, html: string): string[] {
  const text = absoluteLinks(baseUrl, html)
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => `${label} (${href})`)
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|ul|ol)>/gi, "\n\n")
    .replace(/<[^>]*>/g, "");
  return decodeHTML(text)
    .split(/\n{2,}/)
    .map((p) => p.replace(/[ \t]+/g, " ").trim())
    .filter(Boolean);
}

const FOOTER = "You receive this because you subscribed to the AppSec Community newsletter.";

/** The mail of an issue for one recipient (their own unsubscribe links). */
export function renderIssueMail(baseUrl: string, issue: Pick<IssueRow, "title" | "slug" | "content">, unsubscribeToken: string | null) {
  return renderMail(baseUrl, {
    subject: issue.title,
    paragraphs: issueText(baseUrl, issue.content),
    bodyHtml: absoluteLinks(baseUrl, issue.content),
    action: { label: "Read it on the web", path: paths.newsletterIssue(issue.slug) },
    footer: FOOTER,
    unsubscribeUrl: unsubscribeToken ? unsubscribePageUrl(baseUrl, unsubscribeToken) : undefined,
  });
}

/** The issue as a subscriber will get it (the unsubscribe link is an example). */
export async function previewIssue(deps: Pick<Deps, "db" | "config">, id: string): Promise<IssuePreview> {
  const row = await issueRow(deps.db, id);
  return renderIssueMail(deps.config.baseUrl, row, "00000000-0000-4000-8000-000000000000");
}

/** "Send a test to me": the issue to the admin's own address only, marked as a test. */
export async function sendTestIssue(deps: Deps, admin: SessionUser, id: string) {
  const row = await issueRow(deps.db, id);
  const mail = renderIssueMail(deps.config.baseUrl, row, null);
  await deps.mailer.send({ to: admin.email, ...mail, subject: `[Test] ${mail.subject}` });
}

/**
 * Sends the issue: a draft becomes `sending` (a guarded update, so two clicks or two admins send it once),
 * with the staff log's row, in one transaction; then the first batch is queued at once (the task queues
 * the rest). Already sending or sent: 409. No confirmed subscriber: 409, and nothing is written.
 */
export async function sendIssue(deps: Deps, admin: SessionUser, id: string) {
  const now = deps.scheduler.now();
  const issue = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
    if (!row) throw new AppError("NOT_FOUND", "Issue not found");
    if (row.status !== "draft") throw new AppError("CONFLICT", ISSUE_MESSAGES.alreadySent);
    const subscribers = await countConfirmedSubscribers(tx);
    if (subscribers === 0) throw new AppError("CONFLICT", ISSUE_MESSAGES.noSubscribers);
    await tx.update(newsletterIssues).set({ status: "sending", sendStartedAt: now, sentBy: admin.id }).where(eq(newsletterIssues.id, id));
    await recordStaffAction(tx, {
      actor: { id: admin.id, name: admin.name },
      action: "newsletter.send",
      targetType: "newsletter_issue",
      targetId: id,
      before: { status: "draft" },
      after: { status: "sending", confirmedSubscribers: subscribers },
      targetName: row.title,
      targetLink: paths.newsletterIssue(row.slug),
    });
    return row;
  });
  await queueIssueBatch(deps, issue.id, now);
  return getIssue(deps.db, id);
}

/**
 * Queues one batch of an issue being sent, set-based: under the issue's row lock (instances queue one batch
 * of an issue at a time), one statement picks up to `batchSize` confirmed subscribers of the moment of
 * sending without a delivery row, inserts their delivery rows `ON CONFLICT DO NOTHING` on (issue,
 * subscriber) — even a racing writer cannot queue a second mail — and an outbox row for each delivery row
 * actually inserted, with the delivery's `outbox_id`. The mail is rendered once, with a marker the database
 * replaces by each subscriber's unsubscribe token. A batch that leaves nobody to queue marks the issue sent.
 * Returns how many mails it queued, or null when the issue is not being sent.
 */
export async function queueIssueBatch(
  deps: Deps,
  issueId: string,
  now: Date,
  batchSize = issueBatchSize(deps.config),
): Promise<number | null> {
  const base = deps.config.baseUrl;
  return deps.db.transaction(async (tx) => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).for("update");
    if (!issue || issue.status !== "sending") return null;
    const waiting = sql`s.confirmed_at is not null and s.confirmed_at <= ${issue.sendStartedAt!}::timestamptz
      and not exists (select 1 from newsletter_deliveries d where d.issue_id = ${issueId}::uuid and d.subscriber_id = s.id)`;
    // Random per batch: no issue's text can contain it by chance.
    const marker = randomUUID();
    const queued = await deps.mailer.sendEach(
      { ...renderIssueMail(base, issue, marker), listUnsubscribe: unsubscribeApiUrl(base, marker) },
      {
        marker,
        with: sql`due as (
            select s.id, s.email, s.unsubscribe_token from newsletter_subscribers s
             where ${waiting}
             order by s.id
             limit ${batchSize}),
          delivered as (
            insert into newsletter_deliveries (issue_id, subscriber_id, email, outbox_id, created_at)
            select ${issueId}::uuid, due.id, due.email, gen_random_uuid(), ${now}::timestamptz from due
            on conflict (issue_id, subscriber_id) do nothing
            returning subscriber_id, email, outbox_id),
          recipients as (
            select delivered.outbox_id as id, delivered.email as "to", due.unsubscribe_token::text as token
              from delivered join due on due.id = delivered.subscriber_id)`,
      },
      tx,
    );
    // Sent once nobody is left; asked of the database rather than inferred from the count, so a batch
    // whose rows a racing writer took does not end the issue early.
    if (queued < batchSize)
      await tx
        .update(newsletterIssues)
        .set({ status: "sent", sentAt: now })
        .where(and(eq(newsletterIssues.id, issueId), sql`not exists (select 1 from newsletter_subscribers s where ${waiting})`));
    return queued;
  });
}

/** The scheduled task: queues every issue being sent to the end, batch by batch. Returns the mails queued. */
export async function queueSendingIssues(deps: Deps, now: Date, batchSize = issueBatchSize(deps.config)): Promise<number> {
  const sending = await deps.db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(inArray(newsletterIssues.status, ["sending"]));
  let queued = 0;
  for (const { id } of sending) {
    for (;;) {
      const n = await queueIssueBatch(deps, id, now, batchSize);
      if (n === null) break;
      queued += n;
      if (n === 0) {
        // Either the issue is now sent, or another instance queued this batch first: look again.
        const [row] = await deps.db.select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, id));
        if (row?.status !== "sending") break;
      }
    }
  }
  return queued;
}

/** The public archive: sent issues, newest first. */
export async function listSentIssues(db: Db, limit = 100): Promise<PublicIssueSummary[]> {
  const rows = await db
    .select()
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, "sent"))
    .orderBy(desc(newsletterIssues.sentAt), desc(newsletterIssues.id))
    .limit(limit);
  return rows.map((r) => ({ slug: r.slug, title: r.title, excerpt: excerptOf(r.content, 200), sentAt: r.sentAt!.toISOString() }));
}

/** A sent issue by its slug (a draft, or one still being sent, is not public: 404). */
export async function getSentIssue(db: Db, slug: string): Promise<PublicIssue> {
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.slug, slug), eq(newsletterIssues.status, "sent")));
  if (!row) throw new AppError("NOT_FOUND", "Issue not found");
  return { slug: row.slug, title: row.title, content: row.content, sentAt: row.sentAt!.toISOString() };
}

export async function countSentIssues(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, "sent"));
  return Number(row?.n ?? 0);
}

/** Sitemap entries of sent issues. */
export async function sentIssueSlugs(db: Db, offset: number, limit: number) {
  return db
    .select({ slug: newsletterIssues.slug, updatedAt: newsletterIssues.updatedAt })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, "sent"))
    .orderBy(desc(newsletterIssues.sentAt), desc(newsletterIssues.id))
    .offset(offset)
    .limit(limit);
}
