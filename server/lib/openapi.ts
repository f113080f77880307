import { gunzipSync } from "node:zlib";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { describeRoute, resolver, uniqueSymbol, validator } from "hono-openapi";
import { z } from "zod";
import { apiErrorSchema } from "@common/errors";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { parse } from "./http";

/**
 * The HTTP contract (docs/decisions/020). Every API route declares its input with `input(...)` (validated,
 * typed for `c.req.valid` and for the web app's `hc<AppType>` client, listed in /api/openapi.json) and its
 * responses with `doc(...)` (listed in /api/openapi.json; in tests every JSON answer is checked against
 * the declared schema, so the document cannot drift from what the handlers send).
 */

type Status = 200 | 201 | 202 | 204 | 304 | 503;

export interface RouteDoc {
  /** One line, imperative: "List approved jobs". */
  summary: string;
  /** The feature, as in the folder name: "jobs", "mentorship"... */
  tag: string;
  /** Longer text when the rules deserve it (who may call it, what it changes). */
  description?: string;
  /** Who may call it; shown in the document and used by the contract test. */
  auth?: "public" | "user" | "admin" | "mentor" | "recruiter" | "owner";
  /** Success answers by status: a zod schema for JSON, `null` for an empty body (204), or a media type. */
  responses: Partial<Record<Status, z.ZodType | null | { media: string; description?: string }>>;
  /** Error statuses this route answers besides 400 from `input(...)` (401, 403, 404, 409, 413, 429...). */
  errors?: number[];
}

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input (the common error body with per-field messages)",
  401: "Not signed in",
  403: "Signed in without permission",
  404: "Not found",
  409: "Conflict with the current state",
  413: "Body or file too large",
  415: "Unsupported file type",
  429: "Rate limited",
  503: "The database is briefly unavailable (a restart, a lock, a time limit): retry after Retry-After (decision 027)",
};

const errorResponse = (status: number) => ({
  description: ERROR_TEXT[status] ?? "Error",
  content: { "application/json": { schema: resolver(apiErrorSchema) } },
});

/** Response schemas by route middleware, for the test-time contract check. */
const checked = new WeakMap<object, Partial<Record<number, z.ZodType | null>>>();

/** Describes a route's responses for /api/openapi.json; in tests, checks every JSON answer against them. */
export function doc(spec: RouteDoc): MiddlewareHandler<AppEnv> {
  const responses: Record<string, unknown> = {};
  const schemas: Partial<Record<number, z.ZodType | null>> = {};
  for (const [status, schema] of Object.entries(spec.responses)) {
    if (schema === null) {
      responses[status] = { description: "No content" };
      schemas[Number(status)] = null;
    } else if (schema instanceof z.ZodType) {
      responses[status] = { description: "OK", content: { "application/json": { schema: resolver(schema) } } };
      schemas[Number(status)] = schema;
    } else {
      responses[status] = { description: schema.description ?? "OK", content: { [schema.media]: {} } };
    }
  }
  for (const status of spec.errors ?? []) responses[String(status)] = errorResponse(status);
  if (spec.auth && spec.auth !== "public" && !responses["401"]) responses["401"] = errorResponse(401);
  // Any route may find the database briefly unavailable (app.ts onError): declared once, here.
  if (!responses["503"]) responses["503"] = errorResponse(503);

  const described = describeRoute({
    summary: spec.summary,
    description: spec.description,
    tags: [spec.tag],
    ...(spec.auth && spec.auth !== "public" ? { security: [{ session: [] }] } : {}),
    responses: responses as Parameters<typeof describeRoute>[0]["responses"],
  }) as MiddlewareHandler & { [uniqueSymbol]?: unknown };

  const check = createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.get("deps").config.env !== "test") return;
    const res = c.res;
    if (!(res.status in schemas)) return;
    const schema = schemas[res.status];
    if (schema === null) {
      if (res.body !== null && (await res.clone().text()) !== "")
        throw new Error(`Contract: ${c.req.method} ${c.req.routePath} ${res.status} must have no body`);
      return;
    }
    if (!schema || !(res.headers.get("content-type") ?? "").includes("json")) return;
    const raw = Buffer.from(await res.clone().arrayBuffer());
    const body: unknown = JSON.parse((res.headers.get("content-encoding") === "gzip" ? gunzipSync(raw) : raw).toString("utf8"));
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new Error(
        `Contract: ${c.req.method} ${c.req.routePath} ${res.status} does not match its schema: ${z.prettifyError(result.error)}`,
      );
    }
  });
  checked.set(check, schemas);
  return Object.assign(check, { [uniqueSymbol]: described[uniqueSymbol] });
}

/**
 * Validates one part of the request with a shared schema. Failures answer 400 with the same messages
 * and `fields` as `parse` (the first issue's message, per-field messages), never the library's default body.
 * A JSON body must say so in its Content-Type and parse, or the answer is 400 "Request body must be JSON".
 * `onInvalid` may throw a route's own error first (the job form's "Missing required job fields").
 */
export function input<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S, onInvalid?: (data: unknown) => void) {
  const validate = validator(target, schema, (result) => {
    if (!result.success) {
      onInvalid?.(result.data);
      parse(schema, result.data);
      throw new AppError("VALIDATION_FAILED", "Invalid input");
    }
  });
  if (target !== "json") return validate;
  const guarded: typeof validate = async (c, next) => {
    if (!/^application\/([\w.-]+\+)?json$/i.test((c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "")) {
      throw new AppError("BAD_REQUEST", "Request body must be JSON");
    }
    try {
      return await validate(c, next);
    } catch (err) {
      if (err instanceof HTTPException && err.status === 400) throw new AppError("BAD_REQUEST", "Request body must be JSON");
      throw err;
    }
  };
  return Object.assign(guarded, { [uniqueSymbol]: (validate as typeof validate & { [uniqueSymbol]?: unknown })[uniqueSymbol] });
}

/** For routes whose JSON body may be left out: an absent or empty body reads as `{}`. */
export const emptyBodyAsJson = createMiddleware<AppEnv>(async (c, next) => {
  const text = await c.req.raw.clone().text();
  if (!text.trim()) {
    const headers = new Headers(c.req.raw.headers);
    headers.set("content-type", "application/json");
    c.req.raw = new Request(c.req.raw, { body: "{}", headers });
  } else if (!(c.req.header("content-type") ?? "").includes("json")) {
    throw new AppError("BAD_REQUEST", "Request body must be JSON");
  }
  await next();
});

/** Schemas shared by many routes' declarations. */
export const okSchema = z.object({ ok: z.literal(true) });
export const idParamSchema = (message: string) => z.object({ id: z.uuid({ error: message }) });
