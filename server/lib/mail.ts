import { and, asc, eq, lte, sql } from "drizzle-orm";
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
}

export interface Mailer {
  /** Queues the message in the outbox (inside the caller's transaction when given one). */
  send(message: MailMessage, tx?: Db): Promise<void>;
  /** Delivers due messages; returns how many were sent. */
  deliverDue(): Promise<number>;
  /** Starts the background delivery loop. */
  start(intervalMs?: number): void;
  stop(): void;
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

  async function deliverBatch(): Promise<number> {
    let sent = 0;
    // Claim a batch; SKIP LOCKED lets several instances share the outbox.
    const due = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(20)
        .for("update", { skipLocked: true });
      // Push the claimed rows forward so another instance does not pick them up mid-send.
      for (const r of rows) {
        await tx
          .update(mailOutbox)
          .set({ nextAttemptAt: sql`now() + interval '2 minutes'` })
          .where(eq(mailOutbox.id, r.id));
      }
      return rows;
    });
    for (const row of due) {
      try {
        if (transport) {
          await transport.sendMail({
            from: opts.from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
            attachments: (row.attachments ?? []).map((a) => ({
              filename: a.filename,
              content: Buffer.from(a.content, "base64"),
              contentType: a.contentType,
            })),
          });
        }
        // Without SMTP the outbox row itself is the delivered mail (readable at /dev/mail).
        await db.update(mailOutbox).set({ status: "sent", sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (err) {
        const attempts = row.attempts + 1;
        const message = err instanceof Error ? err.message : String(err);
        logger.warn("mail delivery failed", { mailId: row.id, attempts, error: message });
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
        attachments: message.attachments ?? null,
      });
      if (opts.deliverOnSend) {
        setImmediate(() => void deliverDue().catch((err) => logger.error("mail delivery loop failed", { error: String(err) })));
      }
    },
    deliverDue,
    start(intervalMs = 5000) {
      if (timer) return;
      timer = setInterval(() => void deliverDue().catch((err) => logger.error("mail delivery loop failed", { error: String(err) })), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}
