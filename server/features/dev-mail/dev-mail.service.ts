import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";

export async function listOutbox(db: Db, opts: { to?: string; limit: number }) {
  const q = db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      replyTo: mailOutbox.replyTo,
      headers: mailOutbox.headers,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      attachments: mailOutbox.attachments,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(opts.limit);
  const rows = opts.to ? await q.where(eq(mailOutbox.to, opts.to)) : await q;
  return rows.map((r) => ({
    ...r,
    attachments: (r.attachments ?? []).map((a, n) => ({
      filename: a.filename,
      contentType: a.contentType,
      url: attachmentPath(r.id, n),
    })),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Where one attachment's body is read (GET /api/dev/mail/:id/attachments/:n, n from 0). */
export const attachmentPath = (mailId: string, n: number) => `/api/dev/mail/${mailId}/attachments/${n}`;

const idSchema = z.uuid();

/** One attachment of one outbox mail (its bytes, type and name), or null when there is none such. */
export async function readAttachment(db: Db, mailId: string, n: number) {
  if (!idSchema.safeParse(mailId).success || !Number.isSafeInteger(n) || n < 0) return null;
  const [row] = await db.select({ attachments: mailOutbox.attachments }).from(mailOutbox).where(eq(mailOutbox.id, mailId)).limit(1);
  const a = row?.attachments?.[n];
  return a ? { filename: a.filename, contentType: a.contentType, body: Buffer.from(a.content, "base64") } : null;
}
