import { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import type { MergePath, MergeSchemaPath } from "hono/types";
import { FEATURES, type AppFeature } from "./features";
import { withAuthOperations } from "./features/auth/auth.openapi";
import type { AppEnv } from "./lib/context";
import { escapeHtml } from "./lib/mail";
import { completeDocument } from "./lib/openapi";
import { spellOutEnumRecords } from "./lib/openapi-records";

/** The base path of the API, and what `.route("/", …)` under it merges to. */
type ApiPath = MergePath<"/api", "/">;

/**
 * The schema `new Hono().basePath("/api").route("/", a).route("/", b)…` would have: one
 * `MergeSchemaPath` per router, joined (distributed over the union of the features' routers).
 */
type MountedSchema<R> = R extends Hono<AppEnv, infer S, infer _B> ? MergeSchemaPath<S, ApiPath> : never;

/** Every feature's API router type (features without API routes give none). */
type FeatureRouters = Exclude<AppFeature["routes"], undefined>;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Hono's blank schema, as the chain starts
type ApiSchema = MountedSchema<FeatureRouters> | {};

/**
 * Every feature's API routes under /api, mounted in FEATURES order (server/features/index.ts). The type
 * is the one the chained `.route("/", …)` calls give, so `AppType` carries each route's input and output
 * types to the web app's `hc<AppType>` client (docs/decisions/020, docs/decisions/062-feature-declarations.md).
 */
export const apiRoutes = FEATURES.reduce<Hono<AppEnv, ApiSchema, "/api">>(
  (app, f) => (f.routes ? app.route("/", f.routes) : app),
  new Hono<AppEnv>().basePath("/api"),
);

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
    .then(withAuthOperations)
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
