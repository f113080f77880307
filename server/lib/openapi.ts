import { gunzipSync } from "node:zlib";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { describeRoute, resolver, uniqueSymbol, validator } from "hono-openapi";
import { z } from "zod";
import { ERROR_CODES } from "@common/errors";
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
  /**
   * Success answers by status: a zod schema for JSON, `null` for an empty body (204), or the media types the
   * body can have (each one listed: the contract walk compares the answer's Content-Type with them).
   */
  responses: Partial<Record<Status, z.ZodType | null | { media: string | readonly string[]; description?: string }>>;
  /**
   * Error statuses particular to this route (409, 415, 429, 403 for a "user" route that checks ownership...).
   * The ones every route of its kind can answer are derived, never listed here (see `completeDocument`).
   */
  errors?: number[];
  /**
   * A multipart/form-data body (read with `parseBody`, not `input(...)`): its text fields and the names of
   * its file fields, declared in the document.
   */
  multipart?: { fields: z.ZodObject; files: string[] };
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

/**
 * The one error body every /api error answer has (app.ts onError, the /api 404, the 503 of better-auth's
 * own failures): declared once as a component and referred to by every error response (decision 038).
 */
export const ERROR_COMPONENT = "ApiError";
const errorRef = { $ref: `#/components/schemas/${ERROR_COMPONENT}` };
export const errorComponentSchema = {
  type: "object",
  required: ["error"],
  additionalProperties: false,
  properties: {
    error: {
      type: "object",
      required: ["code", "message", "requestId"],
      additionalProperties: false,
      properties: {
        code: { type: "string", enum: [...ERROR_CODES] },
        message: { type: "string", description: "A sentence for people, in the interface's language" },
        fields: {
          type: "object",
          additionalProperties: { type: "string" },
          description: "Per-field messages of a 400 VALIDATION_FAILED (the field's path, dotted; `_` for the whole input)",
        },
        requestId: { type: "string", description: "The X-Request-Id of the answer, for support" },
      },
    },
  },
} as const;

const errorResponse = (status: number) => ({
  description: ERROR_TEXT[status] ?? "Error",
  content: { "application/json": { schema: errorRef } },
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
      const media = typeof schema.media === "string" ? [schema.media] : schema.media;
      responses[status] = { description: schema.description ?? "OK", content: Object.fromEntries(media.map((m) => [m, {}])) };
    }
  }
  for (const status of spec.errors ?? []) responses[String(status)] = errorResponse(status);
  const requestBody = spec.multipart && multipartBody(spec.multipart);

  const described = describeRoute({
    summary: spec.summary,
    description: spec.description,
    tags: [spec.tag],
    security: spec.auth && spec.auth !== "public" ? [{ session: [] }] : [],
    ...(requestBody ? { requestBody } : {}),
    [ACCESS]: spec.auth ?? "public",
    responses: responses as Parameters<typeof describeRoute>[0]["responses"],
  } as Parameters<typeof describeRoute>[0]) as MiddlewareHandler & { [uniqueSymbol]?: unknown };

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

/** Who may call an operation, as an extension of the operation (read by `completeDocument` and the contract test). */
export const ACCESS = "x-access";

function multipartBody({ fields, files }: { fields: z.ZodObject; files: string[] }) {
  const schema = z.toJSONSchema(fields, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
    [k: string]: unknown;
  };
  delete schema.$schema;
  for (const name of files) {
    schema.properties = { ...schema.properties, [name]: { type: "string", format: "binary", description: "A file" } };
  }
  return { required: true, content: { "multipart/form-data": { schema } } };
}

type Operation = {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  [ACCESS]?: RouteDoc["auth"];
};

const WRITES = new Set(["post", "put", "patch", "delete"]);

/**
 * Derives the error answers of every operation from what the route is, so that no route can forget one
 * ("declare, don't remember", decision 038):
 * - 400 on every operation: input validation, and a NUL character in the path or query (input-guard);
 * - 401 when it needs a session; 403 when it needs a capability (admin, mentor, recruiter, owner) and on
 *   every write (the same-origin rule refuses a cross-site one);
 * - 404 when its path has parameters (an id that names nothing);
 * - 413 on writes that carry a body (the body limits);
 * - 503 on every operation (the database briefly unavailable, decision 027);
 * plus the route's own `errors`. Public operations say `security: []`; every error response refers to the
 * one error component.
 */
export function completeDocument<D extends { paths?: Record<string, Record<string, unknown>>; components?: Record<string, unknown> }>(
  document: D,
): D {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete", "head", "options"].includes(method)) continue;
      const op = value as Operation;
      const access = op[ACCESS] ?? "public";
      const needs = new Set<number>([400, 503]);
      if (access !== "public") needs.add(401);
      if (["admin", "mentor", "recruiter", "owner"].includes(access) || WRITES.has(method)) needs.add(403);
      if (path.includes("{")) needs.add(404);
      if (WRITES.has(method) && (op.requestBody || method !== "delete")) needs.add(413);
      op.security ??= access === "public" ? [] : [{ session: [] }];
      op.responses ??= {};
      for (const status of needs) op.responses[String(status)] ??= errorResponse(status);
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400) op.responses[status] = errorResponse(Number(status));
        else if (response && typeof response === "object" && !("description" in response))
          (response as { description: string }).description = "OK";
      }
    }
  }
  const components = (document.components ??= {}) as { schemas?: Record<string, unknown> };
  components.schemas = { ...components.schemas, [ERROR_COMPONENT]: errorComponentSchema };
  return document;
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
