import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDeps, SessionUser } from "../../lib/context";
import { files } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { isOutOfSpace } from "../../lib/storage";
import type { Db } from "../../db/client";
import { isOwnerOrAdmin } from "../../lib/authz";

type Deps = Pick<AppDeps, "db" | "storage">;

export interface StoredFile {
  id: string;
  key: string;
  url: string | null;
  contentType: string;
  filename: string;
  size: number;
}

export const publicUrl = (key: string) => `/api/files/public/${key.replace(/^public\//, "")}`;
export const privateUrl = (id: string) => `/api/files/${id}/download`;

/**
 * Safe download name: no path, no quotes or control characters, and the extension of the type we
 * detected from the content (never the uploader's: `cv.pdf.html` stored as a PDF is served as `cv.pdf.pdf`).
 */
export const safeName = (name: string, ext: string) => {
  const base =
    name
      .replace(/^.*[\\/]/, "")
      .replace(/[^\w.\- ]+/g, "_")
      .replace(/\.[A-Za-z0-9]{1,8}$/, "")
      .slice(0, 100) || "file";
  return `${base}.${ext}`;
};

export const OUT_OF_SPACE_MESSAGE = "Not enough storage space to save the file. Please try again later.";

/**
 * Writes the bytes (the driver writes whole files or nothing). A full disk is the client's 507 with
 * a message, not a 500; the driver has left nothing behind.
 */
async function putBytes(deps: Deps, key: string, body: Buffer, contentType: string) {
  try {
    await deps.storage.put(key, body, contentType);
  } catch (err) {
    if (isOutOfSpace(err)) throw new AppError("INSUFFICIENT_STORAGE", OUT_OF_SPACE_MESSAGE);
    throw err;
  }
}

type FileInput = {
  ownerId: string | null;
  visibility: "public" | "private";
  buffer: Buffer;
  contentType: string;
  filename: string;
  ext: string;
  folder: string;
  name?: string;
};

const keyOf = (input: FileInput) => `${input.visibility}/${input.folder}/${input.name ?? randomBytes(16).toString("hex")}.${input.ext}`;

async function recordFile(db: Db, key: string, input: FileInput): Promise<StoredFile> {
  const [row] = await db
    .insert(files)
    .values({
      ownerId: input.ownerId,
      key,
      visibility: input.visibility,
      contentType: input.contentType,
      filename: safeName(input.filename, input.ext),
      size: input.buffer.length,
    })
    .returning();
  return {
    id: row!.id,
    key,
    url: input.visibility === "public" ? publicUrl(key) : privateUrl(row!.id),
    contentType: row!.contentType,
    filename: row!.filename,
    size: row!.size,
  };
}

/**
 * Stores bytes and records them: the bytes are in place (whole, see the storage driver) before the
 * row that references them exists. Private files get a random key; public ones may pass their
 * key (avatars: `{userId}-{timestamp}.{ext}`).
 */
export async function storeFile(deps: Deps, input: FileInput, tx?: Db): Promise<StoredFile> {
  const key = keyOf(input);
  await putBytes(deps, key, input.buffer, input.contentType);
  try {
    return await recordFile(tx ?? deps.db, key, input);
  } catch (err) {
    // Never referenced: the bytes go at once (inside a caller's transaction they may still be
    // referenced later, so they stay; housekeeping sweeps whatever a crash leaves).
    if (!tx) await deps.storage.delete(key).catch(() => {});
    throw err;
  }
}

/**
 * Stores bytes, then in one transaction records them and runs `reference` (what points at the new
 * file, and what stops pointing at an old one). If that transaction fails the new bytes go; the
 * caller removes replaced bytes only after it returns.
 */
export async function storeAndReference<T>(
  deps: Deps,
  input: FileInput,
  reference: (tx: Db, stored: StoredFile) => Promise<T>,
): Promise<T> {
  const key = keyOf(input);
  await putBytes(deps, key, input.buffer, input.contentType);
  try {
    return await deps.db.transaction(async (tx) => reference(tx, await recordFile(tx, key, input)));
  } catch (err) {
    await deps.storage.delete(key).catch(() => {});
    throw err;
  }
}

export async function readPublicFile(deps: Deps, keyTail: string) {
  const key = `public/${keyTail}`;
  const [row] = await deps.db.select().from(files).where(eq(files.key, key)).limit(1);
  if (!row || row.visibility !== "public") throw notFound("File not found");
  const body = await deps.storage.get(key);
  if (!body) throw notFound("File not found");
  return { row, body };
}

/** Private files: only the owner and admins. */
export async function readPrivateFile(deps: Deps, user: SessionUser, id: string) {
  const [row] = await deps.db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!row) throw notFound("File not found");
  if (row.visibility === "private" && !isOwnerOrAdmin(user, row.ownerId)) {
    throw forbidden("You do not have access to this file");
  }
  const body = await deps.storage.get(row.key);
  if (!body) throw notFound("File not found");
  return { row, body };
}

export async function deleteFile(deps: Deps, id: string) {
  const [row] = await deps.db.delete(files).where(eq(files.id, id)).returning();
  if (row) await deps.storage.delete(row.key);
}

/** Removes every stored object of a user (account deletion). */
/** Storage keys of everything a user owns (read before the account's rows go). */
export async function fileKeysOfOwner(db: Db, ownerId: string) {
  return (await db.select({ key: files.key }).from(files).where(eq(files.ownerId, ownerId))).map((f) => f.key);
}

/** Removes stored bytes whose rows are already gone; a storage failure leaves an unreachable object. */
export async function deleteStoredObjects(deps: Pick<AppDeps, "storage">, keys: string[]) {
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => {})));
}
