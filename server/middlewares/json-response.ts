import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Headers a 304 keeps (RFC 9110 §15.4.5). */
const RETAINED_304 = ["cache-control", "content-location", "date", "etag", "expires", "vary"];
/** Bodies under 1 KB go uncompressed: gzip would not pay for its header. */
const GZIP_THRESHOLD = 1024;

/**
 * Gzipped bodies by the hash of their text. Public lists are the same for every visitor, so each
 * distinct answer is compressed once (gzip of a 10 KB page costs ~120 µs, more than the rest of the
 * request); least recently used first out, bounded in entries and bytes.
 */
class GzipCache {
  private readonly entries = new Map<string, Uint8Array<ArrayBuffer>>();
  private bytes = 0;
  constructor(
    private readonly maxEntries = 512,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {}
  get(hash: string, text: string): Uint8Array<ArrayBuffer> {
    const hit = this.entries.get(hash);
    if (hit) {
      this.entries.delete(hash);
      this.entries.set(hash, hit);
      return hit;
    }
    const gz = new Uint8Array(gzipSync(text, { level: 6 }));
    this.entries.set(hash, gz);
    this.bytes += gz.byteLength;
    for (const [key, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= value.byteLength;
    }
    return gz;
  }
}
const gzipCache = new GzipCache();

/**
 * The text and hash of frozen answers (cached list pages are frozen, decision 023): the same page
 * object sent again is not serialized and hashed again. Gone with the object.
 */
const serialized = new WeakMap<object, { text: string; hash: string }>();
function serialize(object: unknown): { text: string; hash: string } {
  const frozen = typeof object === "object" && object !== null && Object.isFrozen(object);
  const known = frozen ? serialized.get(object) : undefined;
  if (known) return known;
  const text = JSON.stringify(object);
  const result = { text, hash: createHash("sha1").update(text).digest("base64url") };
  if (frozen) serialized.set(object, result);
  return result;
}

/** The body each answer made by `json` below was sent with (the answer cache keeps it: decision 090). */
const bodies = new WeakMap<Response, string | Uint8Array<ArrayBuffer>>();
export const sentBody = (res: Response) => bodies.get(res);

type JsonArgs = [object: unknown, arg?: ContentfulStatusCode | ResponseInit, headers?: Record<string, string | string[]>];

/**
 * Every JSON answer is serialized once, by this middleware's `c.json`, straight into its final form:
 * a Content-Length, gzip when the client takes it and the body is 1 KB or more (the compressed form
 * cached by content hash), and, unless the body is built per viewer (`Cache-Control: … no-store`), a
 * weak ETag with a 304 when the client already has it. Nothing re-reads the response afterwards: on
 * @hono/node-server the answer stays a plain string or buffer written straight to the socket, instead
 * of being turned into web streams by a later middleware (that round trip was ~40 % of a request).
 */
export const jsonResponses: MiddlewareHandler = async (c, next) => {
  let made: Response | undefined;
  let hash = "";
  let compressible = false;
  const gzipOk = c.req.method !== "HEAD" && /\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "");
  const json = (...[object, arg, headers]: JsonArgs): Response => {
    const { text, hash: digest } = serialize(object);
    hash = digest;
    compressible = text.length >= GZIP_THRESHOLD;
    const out: Record<string, string | string[]> = { "Content-Type": "application/json", ...headers };
    let status: ContentfulStatusCode | undefined;
    if (typeof arg === "object") {
      status = arg.status === undefined ? undefined : (arg.status as ContentfulStatusCode);
      for (const [key, value] of new Headers(arg.headers)) out[key] = value;
    } else status = arg;
    if (gzipOk && compressible) {
      const gz = gzipCache.get(hash, text);
      out["Content-Encoding"] = "gzip";
      out["Content-Length"] = String(gz.byteLength);
      made = c.body(gz, status, out);
      bodies.set(made, gz);
    } else {
      out["Content-Length"] = String(Buffer.byteLength(text));
      made = c.body(text, status, out);
      bodies.set(made, text);
    }
    return made;
  };
  setJson(c, json);
  await next();
  const res = c.res;
  if (!made || res !== made) return;
  // Added to what the handler said (candidates vary by Cookie too).
  if (compressible) res.headers.append("Vary", "Accept-Encoding");
  if (c.req.method !== "GET" || res.status !== 200) return;
  if ((res.headers.get("Cache-Control") ?? "").includes("no-store")) return;
  const tag = `W/"${hash}"`;
  res.headers.set("ETag", tag);
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === tag.slice(2))) {
    // Hono merges the old answer's headers into the new one; a 304 keeps only the listed ones.
    c.res = new Response(null, { status: 304 });
    for (const key of [...c.res.headers.keys()]) if (!RETAINED_304.includes(key)) c.res.headers.delete(key);
    c.res.headers.set("ETag", tag);
  }
};

/** Hono's `c.json` is an own, writable property of each context: this request's answers go through ours. */
function setJson(c: Context, json: (...args: JsonArgs) => Response) {
  Object.defineProperty(c, "json", { value: json, writable: true, configurable: true });
}
