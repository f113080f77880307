import { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import { adminRoutes } from "./features/admin/admin.routes";
import { billingRoutes } from "./features/billing/billing.routes";
import { blogRoutes } from "./features/blog/blog.routes";
import { calendarRoutes } from "./features/calendar/calendar.routes";
import { matchingRoutes } from "./features/matching/matching.routes";
import { candidatesRoutes } from "./features/candidates/candidates.routes";
import { commentsRoutes } from "./features/comments/comments.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { contractorsRoutes } from "./features/contractors/contractors.routes";
import { eventsRoutes } from "./features/events/events.routes";
import { filesRoutes } from "./features/files/files.routes";
import { healthRoutes } from "./features/health/health.routes";
import { jobsRoutes } from "./features/jobs/jobs.routes";
import { mentorshipRoutes } from "./features/mentorship/mentorship.routes";
import { moderationRoutes } from "./features/moderation/moderation.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { alertsRoutes } from "./features/alerts/alerts.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { offeringsRoutes } from "./features/offerings/offerings.routes";
import { profilesRoutes } from "./features/profiles/profiles.routes";
import { recruiterRoutes } from "./features/recruiter/recruiter.routes";
import { signInRoutes } from "./features/auth/sign-in.routes";
import { sponsorsRoutes } from "./features/sponsors/sponsors.routes";
import type { AppEnv } from "./lib/context";
import { escapeHtml } from "./lib/mail";
import { completeDocument } from "./lib/openapi";
import { spellOutEnumRecords } from "./lib/openapi-records";

/**
 * Every feature's API routes under /api, chained so that `AppType` carries each route's input and
 * output types to the web app's `hc<AppType>` client (docs/decisions/020).
 */
export const apiRoutes = new Hono<AppEnv>()
  .basePath("/api")
  .route("/", healthRoutes)
  .route("/", signInRoutes)
  .route("/", profilesRoutes)
  .route("/", newsletterRoutes)
  .route("/", filesRoutes)
  .route("/", mentorshipRoutes)
  .route("/", jobsRoutes)
  .route("/", recruiterRoutes)
  .route("/", candidatesRoutes)
  .route("/", billingRoutes)
  .route("/", contractorsRoutes)
  .route("/", adminRoutes)
  .route("/", moderationRoutes)
  .route("/", blogRoutes)
  .route("/", commentsRoutes)
  .route("/", notificationsRoutes)
  .route("/", alertsRoutes)
  .route("/", eventsRoutes)
  .route("/", calendarRoutes)
  .route("/", matchingRoutes)
  .route("/", offeringsRoutes)
  .route("/", contactRoutes)
  .route("/", sponsorsRoutes);

export type AppType = typeof apiRoutes;

let document: Promise<unknown> | undefined;

/** The OpenAPI 3.1 document of every route above, built once from the routes' declarations. */
export function openApiDocument(): Promise<unknown> {
  document ??= generateSpecs(apiRoutes, {
    documentation: {
      info: {
        title: "AppSec Community API",
        version: "1",
        description:
          "JSON over HTTPS with a cookie session (better-auth, under /api/auth). Errors share one body: " +
          "{ error: { code, message, fields?, requestId } }. Writes need a same-origin request.",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" } },
      },
    },
  })
    .then(completeDocument)
    .then(spellOutEnumRecords);
  return document;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

/**
 * A reference page of the API for developers (served outside production): every operation by feature,
 * with who may call it, its parameters and statuses; the schemas are in /api/openapi.json.
 */
export async function apiReferencePage(): Promise<string> {
  const doc = (await openApiDocument()) as { paths: Record<string, Record<string, Operation>> };
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? "other";
      const params = (op.parameters ?? []).map((p) => `${p.name} (${p.in}${p.required ? ", required" : ""})`).join(", ");
      const statuses = Object.keys(op.responses ?? {}).join(", ");
      const row =
        `<tr><td><code>${escapeHtml(method.toUpperCase())}</code></td><td><code>${escapeHtml(path)}</code></td>` +
        `<td>${escapeHtml(op.summary ?? "")}${op.description ? `<br><small>${escapeHtml(op.description)}</small>` : ""}</td>` +
        `<td>${op.security?.length ? "session" : "anyone"}</td><td>${escapeHtml(params)}${op.requestBody ? `${params ? "; " : ""}JSON body` : ""}</td>` +
        `<td>${escapeHtml(statuses)}</td></tr>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, rows]) =>
        `<section><h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Who</th><th>Input</th><th>Statuses</th></tr></thead><tbody>${rows.join("")}</tbody></table></section>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>AppSec Community API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#0f172a}table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border:1px solid #cbd5e1;padding:.4rem .6rem;text-align:left;vertical-align:top}th{background:#f1f5f9}code{font-size:.9em}</style></head>
<body><h1>AppSec Community API reference</h1><p>Generated from the routes' declarations (docs/decisions/020). Schemas: <a href="/api/openapi.json">/api/openapi.json</a>. Errors share one body: <code>{ error: { code, message, fields?, requestId } }</code>.</p>${sections}</body></html>`;
}
