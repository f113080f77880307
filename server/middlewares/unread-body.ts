import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/context";
import { bodyLimitFor, readRestOfBody, UNREAD_BODY_WAIT_MS } from "../lib/request-body";

/**
 * An answer given before the request's body was read — 401, 403, 429 or 503 before the handler, a page
 * form post, any refusal of a handler that never parses — goes out once the rest of that body has arrived
 * (docs/decisions/096-early-answers-and-staff-pipeline-reasons.md). Otherwise the client is still writing
 * when the answer ends: @hono/node-server drains the rest for at most 500 ms and then destroys the socket,
 * and the client sees its connection closed (`UND_ERR_SOCKET`, EPIPE) instead of the answer. Bounded: at
 * most the body limit (1 MB, multipart 6 MB) and UNREAD_BODY_WAIT_MS (lib/request-body.ts); a body declared larger is never read
 * (bodyLimits answers 413), and one that runs past either bound is left: the answer says `Connection: close`.
 * Only on a real socket (the Node bindings); `app.request` in tests has none.
 */
export const answerAfterBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD") return;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.complete || incoming.destroyed) return;
  const limit = bodyLimitFor(c.req.header("content-type"));
  const declared = Number(c.req.header("content-length") ?? Number.NaN);
  const whole = !(declared > limit) && (await drainBody(c, incoming, limit));
  if (!whole) closeAfter(c);
});

/**
 * Through the request's body stream when one was made (asking for it starts reading the socket into it);
 * straight from the socket when nothing touched it. A stream with a reader of its own (a middleware
 * stopped half-way, e.g. at the limit) is left alone.
 */
async function drainBody(c: Context<AppEnv>, incoming: IncomingMessage, limit: number): Promise<boolean> {
  if (!incoming.readableDidRead && incoming.readableFlowing === null) return readRestOfBody(incoming, limit);
  const body = c.req.raw.body;
  if (!body || body.locked || c.req.raw.bodyUsed) return false;
  return drainWebStream(body, limit);
}

async function drainWebStream(body: ReadableStream<Uint8Array>, limit: number): Promise<boolean> {
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), UNREAD_BODY_WAIT_MS)));
  let bytes = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), outOfTime]);
      if (next === "late") return false;
      if (next.done) return true;
      bytes += next.value.byteLength;
      if (bytes > limit) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    // A read still pending (out of time) is rejected by the release, not left hanging.
    reader.releaseLock();
  }
}

/** The body was not read to its end: this connection cannot carry another request. */
function closeAfter(c: Context<AppEnv>) {
  try {
    c.res.headers.set("Connection", "close");
  } catch {
    // Immutable headers (a response passed on as fetched): @hono/node-server's own bounded drain applies.
  }
}
