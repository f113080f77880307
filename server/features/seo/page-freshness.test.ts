import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, todayIn } from "@common/time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { createDeps } from "../../bootstrap";
import { loadConfig } from "../../config";
import type { AppDeps } from "../../lib/context";
import { createLogger } from "../../lib/logger";
import { eventually } from "../../test/eventually";
import { setProfile, signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import type { PageRenderer } from "./pages";

/**
 * A server-rendered page is as fresh as its data on every instance (docs/decisions/027, 067): two apps on
 * one database, both with the page cache on (60 s: only notifications drop a page here). The renderer is
 * a stand-in that, as the real one, asks its own instance's API in-process and shows what it answered:
 * here the mentor page's open days.
 */
const ctx = setupTestContext({ env: { LIST_CACHE_MS: "60000" } });
const TZ = "America/New_York";

const mentorPageRenderer =
  (api: (request: Request) => Promise<Response>): PageRenderer =>
  async (url) => {
    const id = /^\/mentors\/([^/]+)$/.exec(new URL(url).pathname)?.[1];
    if (!id) return { html: "<main></main>", state: {} };
    const res = await api(new Request(`http://localhost/api/mentors/${id}`));
    const open = res.ok ? Object.keys(((await res.json()) as { open: Record<string, string[]> }).open) : [];
    return { html: `<main><ul id="open-days">${open.map((d) => `<li>${d}</li>`).join("")}</ul></main>`, state: {} };
  };

let here: ReturnType<typeof createApp>;
let other: { deps: AppDeps; app: ReturnType<typeof createApp> };

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  // This instance: the test context's deps (its API writes go through them, and fence on them).
  here = createApp(ctx.deps, { webDist: dist, renderer: mentorPageRenderer });
  // Another instance on the same database: its own caches and change listener (another process, in effect).
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: ctx.deps.config.dataDir,
    BASE_URL,
    AUTH_SECRET: "test-secret-test-secret-test-secret-123",
    LOG_LEVEL: "silent",
    LIST_CACHE_MS: "60000",
  } as NodeJS.ProcessEnv);
  const { deps } = await createDeps(config, {
    database: ctx.database,
    logger: createLogger("silent"),
    storage: ctx.deps.storage,
    deliverOnSend: false,
  });
  other = { deps, app: createApp(deps, { webDist: dist, renderer: mentorPageRenderer }) };
});
afterAll(async () => {
  await other?.deps.sessions.stop();
  await other?.deps.changes.stop();
});

const openDays = async (app: ReturnType<typeof createApp>, path: string) => {
  const html = await (await app.request(path)).text();
  const list = /<ul id="open-days">(.*?)<\/ul>/.exec(html)?.[1];
  expect(list, `${path} rendered`).toBeDefined();
  return [...list!.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]!);
};

describe("the server-rendered mentor page (decision 067)", () => {
  it("no longer offers a day the mentor took off, at the next request, on this instance and on another", async () => {
    const mentor = await signedIn(ctx, "mentor");
    await setProfile(ctx, mentor.id, { expertise: ["AppSec"], bio: "I help people into AppSec.", timezone: TZ });
    const path = `/mentors/${mentor.id}`;
    // A weekday a few days ahead with open hours, as both instances render it (and keep it).
    const days = await openDays(here, path);
    const day = [3, 4, 5, 6, 7].map((n) => addDays(todayIn(TZ), n)).find((d) => days.includes(d));
    expect(day, `an open day among ${days.join(", ")}`).toBeDefined();
    expect(await openDays(other.app, path)).toContain(day);
    expect(await openDays(here, path)).toContain(day);

    const res = await mentor.request("/api/mentors/me/settings", {
      method: "PUT",
      json: { meetingLocation: null, minNoticeHours: 0, bufferMinutes: 0, datesOff: [day] },
    });
    expect(res.status).toBe(200);

    // This instance: the write answered after its notifications were handled, so the very next request.
    expect(await openDays(here, path)).not.toContain(day);
    // Another instance: as soon as the notification reaches it (PostgreSQL delivers it a moment later).
    expect(await eventually(async () => !(await openDays(other.app, path)).includes(day!))).toBe(true);
    // And it stays so (no stale copy kept by a render that started before the write).
    expect(await openDays(other.app, path)).not.toContain(day);
  });
});
