import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { AppEnv } from "./context";
import { AppError } from "./errors";

export const NUL_MESSAGE = "Input must not contain NUL characters";

/** True when any string inside `value` holds a NUL character (multipart fields, parsed input). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.values(value as Record<string, unknown>).some((v) => containsNul(v, depth + 1));
}

/** Validates data with a shared schema; failures become 400 with per-field messages. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  if (containsNul(data)) throw new AppError("VALIDATION_FAILED", NUL_MESSAGE);
  const result = schema.safeParse(data);
  if (!result.success) throw AppError.validation(result.error);
  return result.data;
}

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError("BAD_REQUEST", "Request body must be JSON");
  }
}

export const parseBody = async <S extends z.ZodType>(c: Context, schema: S) => parse(schema, await readJson(c));
export const parseQuery = <S extends z.ZodType>(c: Context, schema: S) => parse(schema, c.req.query());

/** Reads one uploaded file from a multipart body, bounded in size. */
export async function readUpload(c: Context, field: string, maxBytes: number, tooLargeMessage: string) {
  const body = await c.req.parseBody().catch(() => {
    throw new AppError("BAD_REQUEST", "Request body must be multipart/form-data");
  });
  const file = body[field];
  if (!(file instanceof File)) throw new AppError("VALIDATION_FAILED", "A file is required", { [field]: "A file is required" });
  if (file.size > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage, { [field]: tooLargeMessage });
  return { file, buffer: Buffer.from(await file.arrayBuffer()), body };
}

/**
 * Names a multipart body's fields for the typed client (`$post({ param, form })`) without reading it: the
 * handler reads it with `readUpload`. Needed where the route also validates its path (an `input("param")`).
 */
export const multipartForm = <F extends Record<string, File | string>>() =>
  createMiddleware<AppEnv, string, { in: { form: F }; out: object }>(async (_c, next) => {
    await next();
  });
