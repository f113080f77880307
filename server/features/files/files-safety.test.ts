import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { files, profiles } from "../../db/schema";
import { createHousekeeping } from "../../lib/housekeeping";
import { createLocalStorage, type StorageDriver } from "../../lib/storage";
import { errorOf, signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { storeFile } from "./files.service";

const ctx = setupTestContext();
const uploads = () => join(ctx.deps.config.dataDir, "uploads");

/** Every file under a directory, as paths relative to it. */
function tree(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
      .sort();
  } catch {
    return [];
  }
}

const outOfSpace = () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });

let realStorage: StorageDriver | undefined;
beforeEach(() => rmSync(uploads(), { recursive: true, force: true }));
afterEach(() => {
  if (realStorage) ctx.deps.storage = realStorage;
  realStorage = undefined;
  vi.restoreAllMocks();
});

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
const upload = async (u: { request: (p: string, o?: object) => Promise<Response> }) => {
  const form = new FormData();
  form.append("avatar", new File([new Uint8Array(await png())], "me.png"));
  return u.request("/api/profile/avatar", { method: "POST", body: form });
};

describe("files are written safely", () => {
  it("a full disk answers 507 with a clear message, leaves nothing behind and keeps the current avatar", async () => {
    const u = await signedIn(ctx);
    const first = await upload(u);
    expect(first.status).toBe(200);
    const { avatarUrl } = (await first.json()) as { avatarUrl: string };
    const before = tree(uploads());

    // A driver that writes half a file, then finds the disk full.
    realStorage = ctx.deps.storage;
    const local = realStorage;
    ctx.deps.storage = {
      ...local,
      list: () => local.list(),
      async put() {
        throw outOfSpace();
      },
    };
    const res = await upload(u);
    expect(res.status).toBe(507);
    expect(await errorOf(res)).toMatchObject({
      code: "INSUFFICIENT_STORAGE",
      message: "Not enough storage space to save the file. Please try again later.",
    });
    ctx.deps.storage = local;
    expect(tree(uploads())).toEqual(before);
    expect(await ctx.deps.db.select().from(files).where(eq(files.ownerId, u.id))).toHaveLength(1);
    const [p] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(p!.avatarUrl).toBe(avatarUrl);
    expect((await ctx.request(avatarUrl)).status).toBe(200);
  });

  it("the local driver removes its temporary file when the disk fills mid-write, and never exposes a partial file", async () => {
    const root = mkdtempSync(join(tmpdir(), "appsec-storage-"));
    try {
      const storage = createLocalStorage(root);
      const probe = await open(join(root, "probe"), "w");
      const handleProto = Object.getPrototypeOf(probe) as { writeFile: (data: Buffer) => Promise<void> };
      await probe.close();
      rmSync(join(root, "probe"));
      const realWrite = handleProto.writeFile;
      vi.spyOn(handleProto, "writeFile").mockImplementation(async function (this: unknown, data: Buffer) {
        await realWrite.call(this, data.subarray(0, 3));
        throw outOfSpace();
      });
      await expect(storage.put("public/avatars/a.webp", Buffer.from("whole file"), "image/webp")).rejects.toMatchObject({
        code: "ENOSPC",
      });
      expect(tree(root)).toEqual([]);
      vi.restoreAllMocks();
      await storage.put("public/avatars/a.webp", Buffer.from("whole file"), "image/webp");
      expect(tree(root)).toEqual(["public/avatars/a.webp"]);
      expect((await storage.get("public/avatars/a.webp"))!.toString()).toBe("whole file");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("the bytes are in place before the row references them, and the old avatar goes only after the profile moved", async () => {
    const u = await signedIn(ctx);
    const seen: string[] = [];
    realStorage = ctx.deps.storage;
    const local = realStorage;
    const referenced = async (key: string) => (await ctx.deps.db.select().from(files).where(eq(files.key, key))).length > 0;
    const avatarOf = async () => (await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id)))[0]!.avatarUrl;
    ctx.deps.storage = {
      ...local,
      async put(key, body, type) {
        seen.push(`put ${key} referenced=${await referenced(key)}`);
        await local.put(key, body, type);
      },
      async delete(key) {
        seen.push(`delete ${key} profile=${(await avatarOf())?.endsWith(key.replace(/^public\//, "")) ? "still" : "moved"}`);
        await local.delete(key);
      },
    };
    const first = (await (await upload(u)).json()) as { avatarUrl: string };
    // Avatar keys are `{userId}-{timestamp}`: the second upload's key differs once the clock has moved on.
    const firstAt = Number(/-(\d+)\.\w+$/.exec(first.avatarUrl)![1]);
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(firstAt), { interval: 1 });
    const second = (await (await upload(u)).json()) as { avatarUrl: string };
    const firstKey = `public/${first.avatarUrl.split("/api/files/public/")[1]}`;
    const secondKey = `public/${second.avatarUrl.split("/api/files/public/")[1]}`;
    expect(seen).toEqual([`put ${firstKey} referenced=false`, `put ${secondKey} referenced=false`, `delete ${firstKey} profile=moved`]);
    expect((await ctx.request(second.avatarUrl)).status).toBe(200);
    expect((await ctx.request(first.avatarUrl)).status).toBe(404);
    expect(tree(uploads()).filter((f) => f.startsWith(`public/avatars/${u.id}`))).toEqual([secondKey]);

    // Back to the default avatar: the profile moves first, then the file goes.
    seen.length = 0;
    expect((await u.request("/api/profile/avatar-source", { method: "PUT", json: { source: "default" } })).status).toBe(200);
    expect(seen).toEqual([`delete ${secondKey} profile=moved`]);
  });

  it("housekeeping sweeps unreferenced files and unfinished writes older than an hour, and keeps the rest", async () => {
    const owner = await signedIn(ctx);
    const kept = await storeFile(ctx.deps, {
      ownerId: owner.id,
      visibility: "private",
      buffer: Buffer.from("%PDF-1.4\n"),
      contentType: "application/pdf",
      filename: "cv.pdf",
      ext: "pdf",
      folder: "resumes",
    });
    const dir = join(uploads(), "public", "avatars");
    mkdirSync(dir, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const put = (name: string, old: boolean) => {
      writeFileSync(join(dir, name), "x");
      if (old) utimesSync(join(dir, name), twoHoursAgo, twoHoursAgo);
    };
    put("orphan.webp", true);
    put("unfinished.webp.tmp-0a1b2c", true);
    put("just-written.webp", false);
    utimesSync(join(uploads(), kept.key), twoHoursAgo, twoHoursAgo);

    const removed = await createHousekeeping(ctx.deps).sweepOrphanFiles();
    expect(removed).toBe(2);
    expect(tree(uploads())).toEqual(["public/avatars/just-written.webp", kept.key].sort());
    expect((await owner.request(kept.url!)).status).toBe(200);
  });
});
