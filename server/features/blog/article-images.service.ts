import sharp from "sharp";
import { sql } from "drizzle-orm";
import { ARTICLE_IMAGE_MAX_WIDTH } from "@common/blog.schema";
import { DAY_MS } from "@common/time";
import { queryRows } from "../../db/client";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { detectFileType, IMAGE_TYPES } from "../../lib/file-type";
import { storeAndReference } from "../files/files.service";

/**
 * An image for an article body or its cover (docs/decisions/035), handled like an avatar: the type
 * is sniffed from the bytes (never the name or the declared type), the picture is re-encoded with
 * sharp (metadata such as GPS dropped, at most ARTICLE_IMAGE_MAX_WIDTH wide, WebP) and stored
 * publicly through the storage abstraction with a `files` row owned by the uploader. Served from
 * /api/files/public/articles/… (our own origin, allowed by the CSP's img-src 'self').
 */
export async function uploadArticleImage(deps: Pick<AppDeps, "db" | "storage">, viewer: SessionUser, buffer: Buffer, filename: string) {
  return storeArticleImage(deps, viewer.id, buffer, filename);
}

/** Sniffs, re-encodes and stores an article image owned by `ownerId` (an upload, or an imported external image). */
export async function storeArticleImage(deps: Pick<AppDeps, "db" | "storage">, ownerId: string, buffer: Buffer, filename: string) {
  const type = await detectFileType(buffer);
  if (!type || !IMAGE_TYPES.includes(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Please upload an image file (PNG, JPEG, GIF or WebP)", {
      image: "Please upload an image file (PNG, JPEG, GIF or WebP)",
    });
  }
  let processed: { data: Buffer; info: { width: number; height: number } };
  try {
    processed = await sharp(buffer, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: ARTICLE_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError("VALIDATION_FAILED", "Failed to process the image", { image: "Failed to process the image" });
  }
  const stored = await storeAndReference(
    deps,
    {
      ownerId,
      visibility: "public",
      buffer: processed.data,
      contentType: "image/webp",
      filename,
      ext: "webp",
      folder: "articles",
    },
    // Nothing points at it yet: the article that shows it is saved afterwards.
    async (_tx, file) => file,
  );
  return { url: stored.url!, width: processed.info.width, height: processed.info.height };
}

/** An uploaded image nothing uses is kept this long: the article that shows it may still be in the editor. */
export const UNUSED_IMAGE_AGE_MS = DAY_MS;
/** Images looked at per run; the rest wait for the next run. */
const SWEEP_BATCH = 200;

/**
 * Deletes article images older than UNUSED_IMAGE_AGE_MS that no article (published, pending, rejected or
 * draft) and no revision shows, in its body or as its cover (docs/decisions/045). Run by the scheduler
 * (server/scheduled-tasks.ts), which runs it on one instance per period; even two runs at once are safe:
 * the rows are taken with FOR UPDATE SKIP LOCKED in the one DELETE … RETURNING that checks the
 * references, so each row is deleted (and its bytes removed) by one run only. The bytes go after the
 * row; if removing them fails, the housekeeping orphan sweep (server/lib/housekeeping.ts) takes them.
 * Returns how many images were deleted.
 */
export async function sweepUnusedArticleImages(deps: Pick<AppDeps, "db" | "storage">, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_AGE_MS).toISOString();
  // The key's tail ("articles/<hex>.webp") is in every URL of the image, relative or absolute.
  const unreferenced = sql`not exists (select 1 from blog_posts p
        where strpos(p.content, substr(f.key, 8)) > 0 or strpos(coalesce(p.image_url, ''), substr(f.key, 8)) > 0)
      and not exists (select 1 from blog_post_revisions r
        where strpos(r.content, substr(f.key, 8)) > 0 or strpos(coalesce(r.image_url, ''), substr(f.key, 8)) > 0)`;
  const gone = await queryRows<{ key: string }>(
    deps.db,
    sql`delete from files where id in (
      select f.id from files f
      where f.key like 'public/articles/%' and f.created_at < ${cutoff}::timestamptz and ${unreferenced}
      order by f.created_at
      limit ${SWEEP_BATCH}
      for update skip locked
    )
    returning key`,
  );
  for (const { key } of gone) await deps.storage.delete(key).catch(() => {});
  return gone.length;
}
