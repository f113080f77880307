import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDeps, SessionUser } from "../../lib/context";
import { files } from "../../db/schema";
import { forbidden, notFound } from "../../lib/errors";
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

/**
 * Stores bytes and records them. Private files get a random key; public ones may pass their
 * key (avatars: `{userId}-{timestamp}.{ext}`).
 */
export async function storeFile(
  deps: Deps,
  input: {
    ownerId: string | null;
    visibility: "public" | "private";
    buffer: Buffer;
    contentType: string;
    filename: string;
    ext: string;
    folder: string;
    name?: string;
  },
  tx?: Db,
): Promise<StoredFile> {
  const base = input.name ?? randomBytes(16).toString("hex");
  const key = `${input.visibility}/${input.folder}/${base}.${input.ext}`;
  await deps.storage.put(key, input.buffer, input.contentType);
  const [row] = await (tx ?? deps.db)
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
