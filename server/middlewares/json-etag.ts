import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** Headers a 304 keeps (RFC 9110 §15.4.5). */
const RETAINED_304 = ["cache-control", "content-location", "date", "etag", "expires", "vary"];

/**
 * JSON responses get a Content-Length, so that `compress` (threshold 1 KB) leaves tiny bodies alone,
 * and, unless the body is built per viewer (`Cache-Control: … no-store`), a weak ETag with a 304
 * answer when the client already has it. Per-viewer bodies are never hashed: nobody can revalidate them.
 */
export const jsonEtag: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method !== "GET" || res.status !== 200 || !res.body) return;
  if (!(res.headers.get("Content-Type") ?? "").startsWith("application/json")) return;
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.set("Content-Length", String(body.byteLength));
  if (!(headers.get("Cache-Control") ?? "").includes("no-store")) {
    const tag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.set("ETag", tag);
    const ifNoneMatch = c.req.header("If-None-Match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === tag.slice(2))) {
      // Hono merges the old answer's headers into the new one; a 304 keeps only the listed ones.
      c.res = new Response(null, { status: 304 });
      for (const key of [...c.res.headers.keys()]) if (!RETAINED_304.includes(key)) c.res.headers.delete(key);
      c.res.headers.set("ETag", tag);
      return;
    }
  }
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
};
