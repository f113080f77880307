import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Logger } from "./logger";
import {
  countNotificationMail,
  deferNotification,
  notificationUnsubscribeUrl,
  unsubscribeMailto,
  type NotificationMailOptions,
  type NotificationMeta,
} from "./notification-mail";

export interface MailAttachment {
  filename: string;
  content: string; // base64
  contentType: string;
  /** Content-ID of an inline image, shown by the html part as `<img src="cid:…">`. */
  cid?: string;
}

export interface MailMessage {
  /** The outbox row's id, when the caller keeps a reference to it (a newsletter delivery); default: a random one. */
  id?: string;
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
  /**
   * A notification (non-transactional) mail: its kind and member. The mailer then adds List-Unsubscribe
   * (this kind's one-click URL unless `listUnsubscribe` names a narrower one, plus a mailto:) and applies
   * the daily cap: past it the mail is held for the catch-up mail (docs/decisions/059).
   */
  notification?: NotificationMeta;
}

/**
 * The recipients of a bulk mail (`Mailer.sendEach`): `with` is the body of a WITH clause (one or more
 * CTEs, which may write) whose last CTE is `recipients (id uuid, "to" text, token text)`: one outbox row
 * each, with `id` as its id. `marker` stands in the message for each recipient's token (their own
 * unsubscribe token): it must be unique to this call (a random UUID), and the tokens URL- and JSON-safe.
 */
export interface BulkRecipients {
  with: SQL;
  marker: string;
}

/** A bulk mail's message: the recipients come from the rows (no notification: no daily cap applies). */
export type BulkMessage = Omit<MailMessage, "id" | "to" | "notification">;

export interface Mailer {
  /** Queues the message in the outbox (inside the caller's transaction when given one). */
  send(message: MailMessage, tx?: Db): Promise<void>;
  /**
   * Queues one copy of a message rendered once per recipient row, in one INSERT … SELECT (bulk mail:
   * a newsletter issue): each row's token replaces the marker in the text, html and headers. Not for
   * notification mails (no daily cap here). Returns how many were queued.
   */
  sendEach(message: BulkMessage, recipients: BulkRecipients, tx?: Db): Promise<number>;
  /** Delivers due messages; returns how many were sent. */
  deliverDue(): Promise<number>;
  /** Starts the background delivery loop. */
  start(intervalMs?: number): void;
  /**
   * Delivery gives way to requests: while `busy()` answers true (this process is saturated with requests:
   * `servingIsSaturated`), one message at a time goes out, one per YIELD_PAUSE_MS, instead of
   * `concurrency` at the relay's pace.
   */
  yieldTo(busy: () => boolean): void;
  /**
   * Stops the loop (no new claims) and waits for the messages being sent: `waitMs` (the shutdown's drain
   * budget), then, while a relay is still in the middle of a message, up to `holdMs` more with the lease
   * kept, so the transaction finishes here and is marked sent instead of being sent again by another
   * instance once the lease lapses. A relay silent for SMTP_SILENCE_MS fails the send (retried later).
   * Past `holdMs` the lease is no longer renewed and another instance takes the row over (same Message-ID).
   */
  stop(waitMs?: number, holdMs?: number): Promise<void>;
  readonly mode: "smtp" | "dev-outbox";
}

const MAX_ATTEMPTS = 10;
/** While requests saturate the process, delivery sends one message per this many milliseconds. */
export const YIELD_PAUSE_MS = 50;
/** Messages one pooled SMTP connection carries before it is closed and another opened. */
export const SMTP_MESSAGES_PER_CONNECTION = 100;
/**
 * nodemailer's codes of failures of one message, the connection being fine (a refused recipient or
 * message); anything else (refused connection, timeout, dropped socket, failed login, 421) is the relay's.
 */
const MESSAGE_ERRORS = new Set(["EENVELOPE", "EMESSAGE"]);
const isRelayFailure = (err: unknown) => {
  const e = err as { code?: string; responseCode?: number } | null;
  return !MESSAGE_ERRORS.has(e?.code ?? "") || e?.responseCode === 421;
};
/** A relay silent this long in a transaction fails the send; also how long a stopping instance holds a send. */
export const SMTP_SILENCE_MS = 60_000;
/** 30 s, 1 min, 2 min, … capped at 1 h. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * The Message-ID of an outbox row: the same on every attempt and every instance, so a receiver can drop
 * the duplicate that a crash between "accepted by SMTP" and "marked sent" causes.
 */
export function outboxMessageId(id: string, host: string): string {
  return `<outbox-${id}@${host}>`;
}

/** The domain of a From address ("Name <a@b.example>" → "b.example"), for Message-IDs. */
function fromDomain(from: string): string | null {
  const m = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return m?.[1]?.toLowerCase() ?? null;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

export function createMailer(opts: {
  db: Db;
  logger: Logger;
  from: string;
  smtpUrl?: string;
  /** Deliver right after queueing (off in tests, which call deliverDue themselves). */
  deliverOnSend?: boolean;
  /**
   * How long a claim on a message lasts unless renewed (default 30 s). The sender renews it every third
   * of that while SMTP is in progress; a killed sender's message is free again within one lease.
   */
  leaseMs?: number;
  /**
   * Messages sent at once by this instance, each claimed and leased on its own, over as many pooled SMTP
   * connections (default 1: a crash then leaves at most one message accepted by SMTP and not yet marked
   * sent, i.e. one possible duplicate; n: at most n, each with its stable Message-ID).
   */
  concurrency?: number;
  /** The host part of Message-IDs (default: the domain of `from`). */
  messageIdHost?: string;
  /** List-Unsubscribe and the daily cap of notification mails (lib/notification-mail.ts). */
  notifications?: NotificationMailOptions;
}): Mailer {
  const { db, logger } = opts;
  const smtpUrl = opts.smtpUrl;
  const leaseMs = Math.max(1000, Math.round(opts.leaseMs ?? 30_000));
  const concurrency = Math.max(1, opts.concurrency ?? 1);
  /**
   * The pooled SMTP transport of the current delivery run: opened at its first message, reused by its
   * workers (one connection each at most, SMTP_MESSAGES_PER_CONNECTION messages per connection), closed
   * when the run ends or the relay fails, so no idle connection outlives a run and a broken one is never
   * reused; the next run opens a new one. A silent relay fails the message after SMTP_SILENCE_MS.
   */
  let pool: Transporter | null = null;
  const transport = () =>
    (pool ??= nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: concurrency,
      maxMessages: SMTP_MESSAGES_PER_CONNECTION,
      socketTimeout: SMTP_SILENCE_MS,
    }));
  /** Closes the pool: idle connections at once, one still in a transaction once it is answered. */
  const closePool = () => {
    const p = pool;
    pool = null;
    p?.close();
  };
  const messageIdHost = opts.messageIdHost ?? fromDomain(opts.from) ?? "localhost";
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  let stopped = false;
  let busy: () => boolean = () => false;
  /** Renewal timers of the messages being sent, cleared when stop() gives up waiting. */
  const renewals = new Set<NodeJS.Timeout>();

  const leaseEnd = sql`now() + ${leaseMs}::int * interval '1 millisecond'`;

  /**
   * Claims up to `n` due messages, each for one attempt. SKIP LOCKED lets instances claim side by side;
   * the claim moves next_attempt_at to the end of the lease, so a row is not due for anyone else (the
   * previous release included) until the lease runs out — then it is due again and taken over.
   * `id = any(array(subquery))`, not `id IN (subquery)`: the array is evaluated once (an InitPlan), whereas
   * under a nested-loop plan an IN subquery runs again for each row, skips the rows this statement has
   * just locked, and one claim would lease more messages than it returns to send.
   */
  async function claimDue(n: number): Promise<Array<{ row: OutboxRow; claimId: string }>> {
    const claimId = randomUUID();
    const next = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(n)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({ claimId, nextAttemptAt: leaseEnd })
      .where(sql`${mailOutbox.id} = any(array(${next}))`)
      .returning();
    return rows.map((row) => ({ row, claimId }));
  }

  /**
   * A worker's claim of its next message. The workers that ask while a claim statement runs are served
   * by the next one, together (one commit for several claims: the outbox is otherwise bound by the
   * database's commit flushes); a worker alone claims one message at a time, as before.
   */
  const claimOne = together<void, { row: OutboxRow; claimId: string } | null>(async (asking) => {
    const claims = await claimDue(asking);
    return Array.from({ length: asking }, (_, i) => claims[i] ?? null);
  });

  /**
   * Marks an accepted message sent, whoever holds the claim now (the relay has it). Marks asked for while
   * one is being written go in the next statement together; each worker waits for its own before it
   * claims again, so a crash leaves no more accepted-unmarked messages than are on the wire.
   */
  const markSent = together<string, void>(async (_asking, ids) => {
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, lastError: null, claimId: null })
      .where(inArray(mailOutbox.id, ids));
    return ids.map(() => undefined);
  });

  const ours = (id: string, claimId: string) => and(eq(mailOutbox.id, id), eq(mailOutbox.claimId, claimId));

  /** Keeps the lease while the message is on the wire; says so when another instance took it over. */
  function keepLease(id: string, claimId: string): () => void {
    const renew = async () => {
      try {
        const kept = await db
          .update(mailOutbox)
          .set({ nextAttemptAt: leaseEnd })
          .where(and(ours(id, claimId), eq(mailOutbox.status, "pending")))
          .returning({ id: mailOutbox.id });
        if (kept.length === 0) logger.warn("mail lease lost while sending", { mailId: id });
      } catch (err) {
        logger.warn("mail lease renewal failed", { mailId: id, error: String(err).slice(0, 300) });
      }
    };
    const t = setInterval(() => void renew(), Math.max(200, Math.floor(leaseMs / 3)));
    t.unref();
    renewals.add(t);
    return () => {
      clearInterval(t);
      renewals.delete(t);
    };
  }

  /** Sends one claimed message: "sent", "failed" (retried later), or "relay" (failed; so will the rest of this run). */
  async function deliverOne(row: OutboxRow, claimId: string): Promise<"sent" | "failed" | "relay"> {
    const release = keepLease(row.id, claimId);
    try {
      if (smtpUrl) {
        await transport().sendMail({
          from: opts.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.replyTo ?? undefined,
          headers: row.headers ?? undefined,
          messageId: outboxMessageId(row.id, messageIdHost),
          attachments: (row.attachments ?? []).map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.content, "base64"),
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid } : {}),
          })),
        });
      }
      release();
      // Without SMTP the outbox row itself is the delivered mail (readable at /dev/mail).
      await markSent(row.id);
      return "sent";
    } catch (err) {
      release();
      const attempts = row.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      // SMTP errors quote the recipient; the log keeps the mail id instead (the row has the rest).
      logger.warn("mail delivery failed", {
        mailId: row.id,
        attempts,
        error: message.replace(/[^\s<>"'@]+@[^\s<>"']+/g, "<email>").slice(0, 300),
      });
      // Only while the claim is still ours: a row taken over belongs to the attempt that took it.
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: message.slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          // The outbox runs on the database's clock, as its lease does (docs/decisions/065-one-clock.md).
          nextAttemptAt: sql`now() + ${backoffMs(attempts)}::int * interval '1 millisecond'`,
          claimId: null,
        })
        .where(ours(row.id, claimId));
      return isRelayFailure(err) ? "relay" : "failed";
    }
  }

  /**
   * `concurrency` workers, each claiming one message at a time until none is due or the mailer stops.
   * A failure of the relay itself (down, timed out, dropped the connection) ends the run: the pool is
   * closed at once (a busy connection finishes its message first) and no worker claims another message,
   * so a dead relay costs each queued message no attempt; the next run (the poll) opens a new pool.
   * While requests saturate the process (`yieldTo`), only the first worker sends, after a pause each time.
   */
  async function deliverAll(): Promise<number> {
    let sent = 0;
    let relayFailed = false;
    let nothingDue = false;
    const going = () => !stopped && !relayFailed && !nothingDue;
    const worker = async (index: number) => {
      while (going()) {
        if (busy()) {
          await new Promise((resolve) => setTimeout(resolve, YIELD_PAUSE_MS));
          if (index > 0 || !going()) continue;
        }
        const claim = await claimOne();
        if (!claim) {
          nothingDue = true;
          return;
        }
        const outcome = await deliverOne(claim.row, claim.claimId);
        if (outcome === "sent") sent++;
        else if (outcome === "relay" && !relayFailed) {
          relayFailed = true;
          closePool();
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)));
    } finally {
      closePool();
    }
    return sent;
  }

  /** One run at a time per process; calls during a run share the single run queued after it. */
  function deliverDue(): Promise<number> {
    if (!current) {
      current = deliverAll().finally(() => (current = null));
      return current;
    }
    queued ??= current
      .catch(() => 0)
      .then(() => {
        queued = null;
        return deliverDue();
      });
    return queued;
  }

  const nudge = () => {
    if (opts.deliverOnSend && !stopped) {
      setImmediate(() => void deliverDue().catch((err) => logger.error("mail delivery loop failed", { error: String(err) })));
    }
  };

  return {
    mode: smtpUrl ? "smtp" : "dev-outbox",
    async send(message, tx) {
      const n = message.notification;
      const notices = opts.notifications;
      let listUnsubscribe = message.listUnsubscribe;
      let mailto: string | undefined;
      if (n && notices) {
        if (!(await countNotificationMail(tx ?? db, message.to, notices.dailyCap, n.capExempt))) {
          await deferNotification(tx ?? db, message.to, message.subject, n);
          return;
        }
        listUnsubscribe ??= notificationUnsubscribeUrl(notices.baseUrl, notices.secret, n.kind, n.userId);
        mailto = unsubscribeMailto(notices.mailto, n.kind);
      }
      await (tx ?? db).insert(mailOutbox).values({
        ...(message.id ? { id: message.id } : {}),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo ?? null,
        headers: mailHeaders({ headers: message.headers, listUnsubscribe }, mailto),
        attachments: message.attachments ?? null,
      });
      nudge();
    },
    async sendEach(message, recipients, tx) {
      const { marker } = recipients;
      if (!/^[A-Za-z0-9-]{16,}$/.test(marker)) throw new Error("sendEach needs a random, URL-safe marker");
      const headers = mailHeaders(message);
      const each = (value: string | null | undefined) => (value == null ? sql`null` : sql`replace(${value}, ${marker}, r.token)`);
      const { rows } = await (tx ?? db).execute<{ n: number }>(sql`
        with ${recipients.with},
        queued as (
          insert into mail_outbox (id, "to", subject, text, html, reply_to, headers, attachments)
          select r.id, r."to", ${message.subject}, ${each(message.text)}, ${each(message.html)}, ${message.replyTo ?? null},
                 ${headers ? sql`${each(JSON.stringify(headers))}::jsonb` : sql`null`},
                 ${message.attachments ? sql`${JSON.stringify(message.attachments)}::jsonb` : sql`null`}
            from recipients r
          returning 1
        )
        select count(*)::int as n from queued`);
      nudge();
      return Number(rows[0]?.n ?? 0);
    },
    deliverDue,
    yieldTo(fn) {
      busy = fn;
    },
    start(intervalMs = 5000) {
      if (timer) return;
      stopped = false;
      timer = setInterval(
        () => void deliverDue().catch((err) => logger.error("mail delivery loop failed", { error: String(err) })),
        intervalMs,
      );
      timer.unref();
    },
    async stop(waitMs = Number.POSITIVE_INFINITY, holdMs = SMTP_SILENCE_MS) {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      // The messages on the wire finish and are marked sent, so a restart does not send them again.
      const inFlight = Promise.all([current, queued].map((p) => p?.catch(() => 0))).then(() => true);
      const within = async (ms: number) => {
        if (!Number.isFinite(ms)) return inFlight;
        let t: NodeJS.Timeout | undefined;
        const done = await Promise.race([inFlight, new Promise<false>((r) => (t = setTimeout(() => r(false), Math.max(0, ms))))]);
        clearTimeout(t);
        return done;
      };
      if (await within(waitMs)) return;
      if (renewals.size > 0 && holdMs > 0) {
        // Past the drain budget with a relay in the middle of a message: giving the lease back now would
        // make another instance send it again while this one may still complete it. Wait for the relay
        // (the lease kept), for at most holdMs; a relay that goes silent fails the send on its own.
        logger.warn("mail still sending at shutdown; waiting for the relay", { messages: renewals.size, holdMs });
        if (await within(holdMs)) return;
      }
      logger.warn("mail still sending at shutdown; left to its lease", { messages: renewals.size });
      for (const t of renewals) clearInterval(t);
      renewals.clear();
    },
  };
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** Headers stored with an outbox row: the caller's plus the List-Unsubscribe pair (with a mailto: when given). */
export function mailHeaders(message: Pick<MailMessage, "headers" | "listUnsubscribe">, mailto?: string): Record<string, string> | null {
  const headers: Record<string, string> = { ...(message.headers ?? {}) };
  if (message.listUnsubscribe) {
    headers["List-Unsubscribe"] = `<${message.listUnsubscribe}>${mailto ? `, <${mailto}>` : ""}`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  for (const [k, v] of Object.entries(headers)) {
    // Header injection: no CR/LF in names or values.
    if (/[\r\n]/.test(k) || /[\r\n]/.test(v)) throw new Error(`Invalid mail header ${k}`);
  }
  return Object.keys(headers).length ? headers : null;
}

/**
 * Group commit for callers that each want one result: the calls made while `run` is busy are gathered
 * and handed to the next `run` together (`run(count, items)` returns one result per item, in order);
 * a call made while nothing runs starts a run of its own at once. Every caller waits for its own result
 * (or its batch's error).
 */
function together<T, R>(run: (count: number, items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  let waiting: Array<{ item: T; resolve: (r: R) => void; reject: (e: unknown) => void }> = [];
  let running = false;
  const drain = async () => {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const results = await run(
          batch.length,
          batch.map((b) => b.item),
        );
        batch.forEach((b, i) => b.resolve(results[i]!));
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    }
    running = false;
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}

/**
 * Whether this process is saturated with requests: it received some in the last `windowMs` (`received`
 * counts them) and its event loop was busy more than `threshold` of that window (delivery alone stays
 * below it, and has no request to give way to otherwise). Sampled at most once per window.
 */
export function servingIsSaturated(received: () => number, threshold = 0.8, windowMs = 250): () => boolean {
  let last = performance.eventLoopUtilization();
  let lastAt = performance.now();
  let lastReceived = received();
  let saturated = false;
  return () => {
    const now = performance.now();
    if (now - lastAt >= windowMs) {
      const current = performance.eventLoopUtilization();
      const count = received();
      saturated = count > lastReceived && performance.eventLoopUtilization(current, last).utilization > threshold;
      last = current;
      lastAt = now;
      lastReceived = count;
    }
    return saturated;
  };
}
