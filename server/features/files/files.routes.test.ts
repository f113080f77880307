import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "../../lib/storage";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { storeFile } from "./files.service";

const ctx = setupTestContext();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function privateFileOf(ownerId: string) {
  return storeFile(ctx.deps, {
    ownerId,
    visibility: "private",
    buffer: PDF,
    contentType: "application/pdf",
    filename: "my resume.pdf",
    ext: "pdf",
    folder: "resumes",
  });
}

describe("private files", () => {
  it("the owner downloads it as an attachment with a fixed content type", async () => {
    const owner = await signedIn(ctx);
    const file = await privateFileOf(owner.id);
    const res = await owner.request(file.url!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="my resume.pdf"');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("an admin may download it", async () => {
    const owner = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const file = await privateFileOf(owner.id);
    expect((await admin.request(file.url!)).status).toBe(200);
  });

  it("a signed-in stranger gets 403, a visitor 401, an unknown id 404, a bad id 400", async () => {
    const owner = await signedIn(ctx);
    const stranger = await signedIn(ctx, "recruiter");
    const file = await privateFileOf(owner.id);
    expect((await stranger.request(file.url!)).status).toBe(403);
    expect((await ctx.request(file.url!)).status).toBe(401);
    expect((await owner.request("/api/files/00000000-0000-4000-8000-000000000000/download")).status).toBe(404);
    expect((await owner.request("/api/files/not-a-uuid/download")).status).toBe(400);
  });

  it("private files are never served by the public route", async () => {
    const owner = await signedIn(ctx);
    const file = await privateFileOf(owner.id);
    const tail = file.key.replace(/^private\//, "");
    expect((await ctx.request(`/api/files/public/${tail}`)).status).toBe(404);
  });

  it("public files are served to anyone with a long cache", async () => {
    const owner = await signedIn(ctx);
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const file = await storeFile(ctx.deps, {
      ownerId: owner.id,
      visibility: "public",
      buffer: png,
      contentType: "image/png",
      filename: "a.png",
      ext: "png",
      folder: "avatars",
      name: `${owner.id}-1`,
    });
    const res = await ctx.request(file.url!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
});

describe("S3 storage driver (against s3rver)", () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "s3rver-"));
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "uploads", configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("puts, gets and deletes objects", async () => {
    const s3 = createS3Storage({
      endpoint,
      region: "us-east-1",
      bucket: "uploads",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    await s3.put("private/resumes/a.pdf", PDF, "application/pdf");
    expect((await s3.get("private/resumes/a.pdf"))?.equals(PDF)).toBe(true);
    await s3.delete("private/resumes/a.pdf");
    expect(await s3.get("private/resumes/a.pdf")).toBeNull();
  });
});
