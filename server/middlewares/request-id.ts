import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../lib/context";

/** The header that carries a request's id, both ways. */
export const REQUEST_ID_HEADER = "X-Request-Id";
const MAX_LENGTH = 255;
const UNSAFE = /[^\w\-=]/;

/**
 * A request's id: the caller's own `X-Request-Id` when it is short and plain (letters, digits, `_`, `-`,
 * `=`: a proxy's id carries through to the log), otherwise a new UUID. As hono's `requestId` middleware
 * decides it; one function, because a kept answer replayed ahead of the router gets its id here too
 * (server/middlewares/answer-cache.ts, decision 093).
 */
export function requestIdOf(given: string | null | undefined): string {
  return !given || given.length > MAX_LENGTH || UNSAFE.test(given) ? crypto.randomUUID() : given;
}

/** Gives every request its id (`c.get("requestId")`, the error bodies, the log) and answers it in `X-Request-Id`. */
export const requestIds: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
  c.set("requestId", id);
  c.header(REQUEST_ID_HEADER, id);
  await next();
};
