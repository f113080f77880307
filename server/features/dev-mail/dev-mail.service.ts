import { desc, eq } from "drizzle-orm";
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
    attachments: (r.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType })),
    createdAt: r.createdAt.toISOString(),
  }));
}
