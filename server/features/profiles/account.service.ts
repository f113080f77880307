import { createHash } from "node:crypto";
import { and, arrayContains, eq, inArray, ne } from "drizzle-orm";
import sharp from "sharp";
import type { z } from "zod";
import type { profileUpdateSchema } from "@common/profiles.schema";
import { isValidTimeZone } from "@common/time";
import type { Db } from "../../db/client";
import { files, profiles, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { detectFileType, IMAGE_TYPES } from "../../lib/file-type";
import { deleteFile, deleteStoredObjects, storeAndReference } from "../files/files.service";
import { eraseAccount } from "./account-deletion.service";
import { getOwnProfile } from "./profiles.service";

export async function updateProfile(db: Db, userId: string, input: z.output<typeof profileUpdateSchema>, now: Date) {
  if (!isValidTimeZone(input.timezone))
    throw new AppError("VALIDATION_FAILED", "Please choose a valid time zone", { timezone: "Please choose a valid time zone" });
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...input, updatedAt: now })
      .where(eq(profiles.id, userId));
    // The account's name follows the profile's; left alone when it is the same, so that saving a profile
    // writes no `user` row (a write there drops every cached directory and search that reads accounts).
    const [account] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
    if (account && account.name !== input.fullName) {
      await tx.update(user).set({ name: input.fullName, updatedAt: now }).where(eq(user.id, userId));
    }
  });
  return getOwnProfile(db, userId);
}

/** Gravatar URL: MD5 of the trimmed, lowercased e-mail, size 200, identicon default. */
export const gravatarUrl = (email: string) =>
  `https://www.gravatar.com/avatar/${createHash("md5").update(email.trim().toLowerCase()).digest("hex")}?s=200&d=identicon`;

async function removeUploadedAvatars(deps: Pick<AppDeps, "db" | "storage">, userId: string) {
  const rows = await deps.db
    .select({ id: files.id, key: files.key })
    .from(files)
    .where(and(eq(files.ownerId, userId), eq(files.visibility, "public")));
  for (const r of rows.filter((r) => r.key.startsWith("public/avatars/"))) await deleteFile(deps, r.id);
}

/** Checks the bytes are an image, strips metadata, resizes to 256 px and stores it publicly. */
export async function uploadAvatar(
  deps: Pick<AppDeps, "db" | "storage" | "scheduler">,
  viewer: SessionUser,
  buffer: Buffer,
  filename: string,
) {
  const type = await detectFileType(buffer);
  if (!type || !IMAGE_TYPES.includes(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Please upload an image file", { avatar: "Please upload an image file" });
  }
  let processed: Buffer;
  try {
    // Re-encoding drops EXIF/GPS metadata (sharp keeps none unless asked).
    processed = await sharp(buffer, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(256, 256, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError("VALIDATION_FAILED", "Failed to process avatar image", { avatar: "Failed to process avatar image" });
  }
  // The new file is whole on disk before anything references it; the profile moves to it and the
  // old avatars' rows go in one transaction; the old bytes are removed only after that commits. A
  // kill at any point leaves the profile pointing at a file that exists.
  const { url, oldKeys } = await storeAndReference(
    deps,
    {
      ownerId: viewer.id,
      visibility: "public",
      buffer: processed,
      contentType: "image/webp",
      filename,
      ext: "webp",
      folder: "avatars",
      name: `${viewer.id}-${deps.scheduler.now().getTime()}`,
    },
    async (tx, stored) => {
      const old = (
        await tx
          .select({ id: files.id, key: files.key })
          .from(files)
          .where(and(eq(files.ownerId, viewer.id), eq(files.visibility, "public"), ne(files.id, stored.id)))
      ).filter((r) => r.key.startsWith("public/avatars/"));
      await tx
        .update(profiles)
        .set({ avatarUrl: stored.url, avatarSource: "upload", updatedAt: deps.scheduler.now() })
        .where(eq(profiles.id, viewer.id));
      if (old.length)
        await tx.delete(files).where(
          inArray(
            files.id,
            old.map((r) => r.id),
          ),
        );
      return { url: stored.url!, oldKeys: old.map((r) => r.key) };
    },
  );
  await deleteStoredObjects(deps, oldKeys);
  return url;
}

export async function setAvatarSource(
  deps: Pick<AppDeps, "db" | "storage" | "scheduler">,
  viewer: SessionUser,
  source: "gravatar" | "default",
) {
  const avatarUrl = source === "gravatar" ? gravatarUrl(viewer.email) : null;
  await deps.db
    .update(profiles)
    .set({ avatarUrl, avatarSource: source, updatedAt: deps.scheduler.now() })
    .where(eq(profiles.id, viewer.id));
  // Only once nothing references them.
  await removeUploadedAvatars(deps, viewer.id);
  return avatarUrl;
}

/**
 * Deletes the account (DESIGN §3.18, docs/decisions/058): eraseAccount cancels the member's coming
 * sessions, releases their seats and withdraws their pending submissions before the user row goes;
 * past sessions, ratings, published articles and comments stay as "Deleted member".
 */
export async function deleteAccount(
  deps: Pick<AppDeps, "db" | "storage" | "sessions" | "mailer" | "config" | "scheduler">,
  viewer: SessionUser,
) {
  // The last-admin rule under row locks (decision 006): two admins deleting themselves at once are
  // serialized on the admin rows, so the second sees that it is now the last one.
  const keys = await deps.db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(arrayContains(user.capabilities, ["admin"]))
      .for("update");
    if (admins.some((a) => a.id === viewer.id) && admins.length === 1) {
      throw new AppError("CONFLICT", "You are the last admin. Make another user an admin before deleting your account.");
    }
    return eraseAccount(deps, tx, viewer.id);
  });
  deps.sessions.forget(viewer.id);
  // Stored bytes go once the rows are committed away (their rows went with the user); a storage
  // failure leaves an unreachable object, never a half-deleted account.
  await deleteStoredObjects(deps, keys);
}
