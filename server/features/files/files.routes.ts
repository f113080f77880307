import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/context";
import { DOCUMENT_TYPES, IMAGE_TYPES } from "../../lib/file-type";
import { notFound } from "../../lib/errors";
import { doc, input } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { readPrivateFile, readPublicFile } from "./files.service";

const idSchema = z.uuid({ error: "Invalid file id" });

export const filesRoutes = new Hono<AppEnv>()
  .get(
    "/files/public/:key{.+}",
    doc({
      summary: "A public file (avatars, article images)",
      tag: "files",
      auth: "public",
      // What the uploads store here: images, detected from their content (server/lib/file-type.ts).
      responses: { 200: { media: IMAGE_TYPES } },
      errors: [404],
    }),
    input("param", z.object({ key: z.string().min(1, "File not found").max(500, "File not found") })),
    async (c) => {
      const tail = c.req.param("key");
      if (!/^[\w\-./]+$/.test(tail) || tail.includes("..")) throw notFound("File not found");
      const { row, body } = await readPublicFile(c.get("deps"), tail);
      return c.body(new Uint8Array(body), 200, {
        "Content-Type": row.contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      });
    },
  )
  .get(
    "/files/:id/download",
    requireUser,
    doc({
      summary: "A private file (resumes): its owner and admins only",
      tag: "files",
      auth: "owner",
      // Resumes: the document types the uploads accept, detected from their content.
      responses: { 200: { media: DOCUMENT_TYPES } },
      errors: [403, 404],
    }),
    input("param", z.object({ id: idSchema })),
    async (c) => {
      const { id } = c.req.valid("param");
      const { row, body } = await readPrivateFile(c.get("deps"), currentUser(c), id);
      return c.body(new Uint8Array(body), 200, {
        "Content-Type": row.contentType,
        "Content-Disposition": `attachment; filename="${row.filename}"`,
        "Cache-Control": "private, no-store",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      });
    },
  );
