import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Logger } from "./logger";

export interface MailAttachment {
  filename: string;
  content: string; // base64
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Where a reply goes (e.g. the other member of a mentorship session, or the team). */
  replyTo?: string;
  /**
   * Absolute one-click unsubscribe URL for bulk mail: sent as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). The URL must accept a POST.
   */
  listUnsubscribe?: string;
  /** Any other headers. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Queues the message in the outbox (inside the caller's transaction when given one). */
  send(message: MailMessage, tx?: Db): Promise<void>;
  /** Delivers due messages; returns how many were sent. */
  deliverDue(): Promise<number>;
  /** Starts the background delivery loop. */
  start(intervalMs?: number): void;
  /** Stops the loop and waits for the batch being sent (graceful shutdown). */
  stop(): Promise<void>;
  readonly mode: "smtp" | "dev-outbox";
}

const MAX_ATTEMPTS = 10;
/** 30 s, 1 min, 2 min, … capped at 1 h. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export function createMailer(opts: {
  db: Db;
  logger: Logger;
  from: string;
  smtpUrl?: string;
  /** Deliver right after queueing (off in tests, which call deliverDue themselves). */
  deliverOnSend?: boolean;
}): Mailer {
  const { db, logger } = opts;
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function deliverBatch(): Promise<number> {
    let sent = 0;
    // Claim a batch in one statement: SKIP LOCKED lets several instances share the outbox, and the
    // claimed rows move 2 minutes ahead so no other instance picks them up mid-send.
    const due = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '2 minutes'` })
      .where(
        inArray(
          mailOutbox.id,
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
            .orderBy(asc(mailOutbox.nextAttemptAt))
            .limit(20)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning();
    for (const row of due) {
      try {
        if (transport) {
          await transport.sendMail({
            from: opts.from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
            replyTo: row.replyTo ?? undefined,
            headers: row.headers ?? undefined,
            attachments: (row.attachments ?? []).map((a) => ({
              filename: a.filename,
              content: Buffer.from(a.content, "base64"),
              contentType: a.contentType,
            })),
          });
        }
        // Without SMTP the outbox row itself is the delivered mail (readable at /dev/mail).
        await db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: sql`now()`, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (err) {
        const attempts = row.attempts + 1;
        const message = err instanceof Error ? err.message : String(err);
        // SMTP errors quote the recipient; the log keeps the mail id instead (the row has the rest).
        logger.warn("mail delivery failed", {
          mailId: row.id,
          attempts,
          error: message.replace(/[^\s<>"'@]+@[^\s<>"']+/g, "<email>").slice(0, 300),
        });
        await db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: message.slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
            nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return sent;
  }

  async function deliverDue(): Promise<number> {
    // One delivery run at a time per process.
    if (running) await running.catch(() => 0);
    running = deliverBatch();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  return {
    mode: transport ? "smtp" : "dev-outbox",
    async send(message, tx) {
      await (tx ?? db).insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo ?? null,
        headers: mailHeaders(message),
        attachments: message.attachments ?? null,
      });
      if (opts.deliverOnSend && !stopped) {
        setImmediate(() => void deliverDue().catch((err) => logger.error("mail delivery loop failed", { error: String(err) })));
      }
    },
    deliverDue,
    start(intervalMs = 5000) {
      if (timer) return;
      stopped = false;
      timer = setInterval(
        () => void deliverDue().catch((err) => logger.error("mail delivery loop failed", { error: String(err) })),
        intervalMs,
      );
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      // The batch in flight finishes and is marked sent, so a restart does not send it again.
      await running?.catch(() => 0);
    },
  };
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** Headers stored with an outbox row: the caller's plus the List-Unsubscribe pair. */
export function mailHeaders(message: Pick<MailMessage, "headers" | "listUnsubscribe">): Record<string, string> | null {
  const headers: Record<string, string> = { ...(message.headers ?? {}) };
  if (message.listUnsubscribe) {
    headers["List-Unsubscribe"] = `<${message.listUnsubscribe}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  for (const [k, v] of Object.entries(headers)) {
    // Header injection: no CR/LF in names or values.
    if (/[\r\n]/.test(k) || /[\r\n]/.test(v)) throw new Error(`Invalid mail header ${k}`);
  }
  return Object.keys(headers).length ? headers : null;
}
