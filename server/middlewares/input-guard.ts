import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/context";
import { AppError } from "../lib/errors";
import { NUL_MESSAGE } from "../lib/http";
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from "../lib/request-body";

/**
 * The body is refused unread, so the connection cannot carry another request: the answer says
 * `Connection: close` (Node then ends the socket after it) rather than keep-alive, which left a client's
 * next request on that socket failing with "other side closed" (docs/decisions/038).
 */
const tooLarge = (limit: number) => (c: Context) => {
  c.header("Connection", "close");
  throw new AppError("PAYLOAD_TOO_LARGE", `The request body is too large (at most ${Math.round(limit / 1024 / 1024)} MB)`);
};
const small = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge(MAX_BODY_BYTES) });
const large = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: tooLarge(MAX_UPLOAD_BYTES) });

const isMultipart = (c: Context) => (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * Bounds every /api body before anything reads it: multipart uploads 6 MB, everything else 1 MB.
 * (Each upload route still checks its own, smaller, file limit with the spec's message.)
 */
export const bodyLimits = createMiddleware<AppEnv>(async (c, next) =>
  hasNoBody(c) ? next() : isMultipart(c) ? large(c, next) : small(c, next),
);

/**
 * GET and HEAD carry no body (the server never reads one): asking for `c.req.raw.body` would build a
 * full web Request with a stream for nothing, a large part of a small request's cost.
 */
const hasNoBody = (c: Context) => c.req.method === "GET" || c.req.method === "HEAD";

// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const NUL = /\u0000|%00|\\u0000/i;

const nulError = () => new AppError("VALIDATION_FAILED", NUL_MESSAGE);

/**
 * A NUL character can never be stored in PostgreSQL text: refuse it in the path, the query and JSON
 * bodies with a 400 instead of letting the database fail. JSON bodies are read once here
 * and handed on from memory, so nothing downstream reads the stream again.
 */
export const rejectNul = createMiddleware<AppEnv>(async (c, next) => {
  const url = c.req.url;
  const q = url.indexOf("?");
  if (NUL.test(c.req.path) || (q >= 0 && NUL.test(url.slice(q)))) throw nulError();
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!hasNoBody(c) && c.req.raw.body && (type.includes("json") || type.startsWith("text/") || type.includes("x-www-form-urlencoded"))) {
    const text = await c.req.raw.text();
    if (NUL.test(text)) throw nulError();
    c.req.raw = new Request(c.req.raw, { body: text });
  }
  await next();
});
