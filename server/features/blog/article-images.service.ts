import sharp from "sharp";
import { ARTICLE_IMAGE_MAX_WIDTH } from "@common/blog.schema";
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
      ownerId: viewer.id,
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
