import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/context";
import { parseQuery } from "../../lib/http";
import { escapeHtml } from "../../lib/mail";
import { notFound } from "../../lib/errors";
import { listOutbox, readAttachment } from "./dev-mail.service";

const querySchema = z.object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });

const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The dev outbox: every mail the app sent, readable without an SMTP server. Never in production (the
 * app mounts these routes only with the dev outbox on, server/app.ts: 404 otherwise).
 */
export const devMailRoutes = new Hono<AppEnv>()
  .get("/api/dev/mail", async (c) => {
    const q = parseQuery(c, querySchema);
    return c.json({ mails: await listOutbox(c.get("deps").db, q) });
  })
  // One attachment's body (an end-to-end test parses the .ics a mail carries), docs/decisions/045.
  .get("/api/dev/mail/:id/attachments/:n", async (c) => {
    const n = /^\d{1,3}$/.test(c.req.param("n")) ? Number(c.req.param("n")) : -1;
    const a = await readAttachment(c.get("deps").db, c.req.param("id"), n);
    if (!a) throw notFound("Attachment not found");
    return c.body(new Uint8Array(a.body), 200, {
      "Content-Type": a.contentType,
      "Content-Disposition": `attachment; filename="${a.filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    });
  })
  .get("/dev/mail", async (c) => {
    const q = parseQuery(c, querySchema);
    const mails = await listOutbox(c.get("deps").db, q);
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)}${m.replyTo ? ` · Reply-To ${escapeHtml(m.replyTo)}` : ""} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.status)}${
            m.attachments.length ? ` · attachments: ${m.attachments.map((a) => escapeHtml(a.filename)).join(", ")}` : ""
          }</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join("");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0}.meta{color:#475569;font-size:.85rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Dev outbox</h1><p>Every mail the app sent while no SMTP server is configured (${mails.length} shown, newest first).</p>${items || "<p>No mail yet.</p>"}</body></html>`);
  });
