import { ARTICLE_IMAGE_PATH } from "@common/blog.schema";
import type { AppDeps } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { detectFileType, IMAGE_TYPES } from "../../lib/file-type";
import { FetchRefused, safeFetch } from "../../lib/safe-fetch";
import { storeArticleImage } from "./article-images.service";

/** An external image larger than this is refused. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const IMPORT_TIMEOUT_MS = 10_000;
/** External images imported per save: each is a download, so a body cannot make us fetch hundreds. */
export const IMPORT_MAX_IMAGES = 20;

type Deps = Pick<AppDeps, "db" | "storage" | "config">;

const decodeAttr = (v: string) =>
  v.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) => ({ amp: "&", quot: '"', "#39": "'", lt: "<", gt: ">" })[e]!);

/**
 * Whether a picture at `src` is already served by us (the CSP's img-src 'self' or our storage host): a
 * relative path, our own base URL or the configured storage origin. Anything else is a third party.
 */
export function isOwnImage(config: Deps["config"], src: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith("//")) return true;
  let origin: string;
  try {
    origin = new URL(src).origin;
  } catch {
    return false;
  }
  if (origin === new URL(config.baseUrl).origin) return true;
  return Boolean(config.s3?.endpoint && origin === new URL(config.s3.endpoint).origin);
}

export const importRefusal = (src: string, reason: string) => `The image at ${src} could not be imported: ${reason}`;

/** Fetches one external image (lib/safe-fetch.ts rules) and stores it re-encoded like an upload; returns our path. */
async function importOne(deps: Deps, ownerId: string, src: string, field: string): Promise<string> {
  const refuse = (reason: string): never => {
    const message = importRefusal(src, reason);
    throw new AppError("VALIDATION_FAILED", message, { [field]: message });
  };
  let body: Buffer;
  try {
    ({ body } = await safeFetch(src, {
      maxBytes: IMPORT_MAX_BYTES,
      timeoutMs: IMPORT_TIMEOUT_MS,
      allowLoopback: deps.config.imageImportAllowLoopback,
    }));
  } catch (err) {
    if (err instanceof FetchRefused) return refuse(err.message);
    throw err;
  }
  const type = await detectFileType(body);
  if (!type || !IMAGE_TYPES.includes(type)) return refuse("it is not a PNG, JPEG, GIF or WebP image");
  try {
    const stored = await storeArticleImage(deps, ownerId, body, "imported");
    return stored.url;
  } catch (err) {
    if (err instanceof AppError) return refuse("the picture could not be read");
    throw err;
  }
}

/**
 * Every `<img src>` of sanitized article HTML that is not ours is imported into our storage and the src
 * rewritten (docs/decisions/059), so the stored HTML never points at a host the CSP blocks (and no third
 * party learns who reads the article). An image that cannot be imported refuses the save: 400 with the
 * field message "The image at <url> could not be imported: <why>", nothing written. Images are stored
 * before the article's transaction; if the save fails afterwards they are unused uploads, which the
 * hourly sweep removes (docs/decisions/045).
 */
export async function importExternalImages(deps: Deps, ownerId: string, html: string): Promise<string> {
  const external = new Map<string, string>(); // the attribute as written → the decoded URL
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)) {
    const raw = m[1]!;
    if (!isOwnImage(deps.config, decodeAttr(raw))) external.set(raw, decodeAttr(raw));
  }
  if (external.size > IMPORT_MAX_IMAGES) {
    const message = `An article can bring at most ${IMPORT_MAX_IMAGES} images from other sites at once; upload the others`;
    throw new AppError("VALIDATION_FAILED", message, { content: message });
  }
  let out = html;
  for (const [raw, src] of external) {
    const ours = await importOne(deps, ownerId, src, "content");
    out = out.split(`src="${raw}"`).join(`src="${ours}"`);
  }
  return out;
}

/** The cover: kept when it is one of our uploads, imported when it is an external https URL. */
export async function importCoverImage(deps: Deps, ownerId: string, imageUrl: string | null): Promise<string | null> {
  if (imageUrl === null || ARTICLE_IMAGE_PATH.test(imageUrl) || isOwnImage(deps.config, imageUrl)) return imageUrl;
  return importOne(deps, ownerId, imageUrl, "imageUrl");
}
