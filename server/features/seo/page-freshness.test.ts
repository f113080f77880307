import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, todayIn } from "@common/time";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { createDeps } from "../../bootstrap";
import { loadConfig } from "../../config";
import type { AppDeps } from "../../lib/context";
import { createLogger } from "../../lib/logger";
import { eventually } from "../../test/eventually";
import { setProfile, signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
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

/** Renders done by the stand-in, per instance (a kept page is sent without one). */
const renders = new Map<unknown, number>();

const mentorPageRenderer =
  (api: (request: Request) => Promise<Response>): PageRenderer =>
  async (url) => {
    renders.set(api, (renders.get(api) ?? 0) + 1);
    const { pathname, searchParams } = new URL(url);
    // The board, as the real page reads it: the search's first page and the filter options.
    if (pathname === "/jobs") {
      const search = searchParams.get("search") ?? "";
      const [board, filters] = await Promise.all([
        api(new Request(`http://localhost/api/jobs?search=${encodeURIComponent(search)}`)).then(
          (r) => r.json() as Promise<{ jobs: { title: string }[] }>,
        ),
        api(new Request("http://localhost/api/jobs/filters")).then((r) => r.json() as Promise<{ skills: string[] }>),
      ]);
      const items = board.jobs.map((j) => `<li>${j.title}</li>`).join("");
      return { html: `<main><ul id="jobs">${items}</ul><p id="skills">${filters.skills.join(",")}</p></main>`, state: {} };
    }
    const id = /^\/mentors\/([^/]+)$/.exec(pathname)?.[1];
    if (!id) return { html: "<main></main>", state: {} };
    const res = await api(new Request(`http://localhost/api/mentors/${id}`));
    const open = res.ok ? Object.keys(((await res.json()) as { open: Record<string, string[]> }).open) : [];
    return { html: `<main><ul id="open-days">${open.map((d) => `<li>${d}</li>`).join("")}</ul></main>`, state: {} };
  };

let here: ReturnType<typeof createApp>;
let hereApi: unknown;
let otherApi: unknown;
let other: { deps: AppDeps; app: ReturnType<typeof createApp> };

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  // This instance: the test context's deps (its API writes go through them, and fence on them).
  here = createApp(ctx.deps, { webDist: dist, renderer: (api) => ((hereApi = api), mentorPageRenderer(api)) });
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
  other = { deps, app: createApp(deps, { webDist: dist, renderer: (api) => ((otherApi = api), mentorPageRenderer(api)) }) };
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

describe("a searched board page (decision 090)", () => {
  const jobTitles = async (app: ReturnType<typeof createApp>, path: string) => {
    const html = await (await app.request(path)).text();
    const list = /<ul id="jobs">(.*?)<\/ul>/.exec(html)?.[1];
    expect(list, `${path} rendered`).toBeDefined();
    return [...list!.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]!).sort();
  };
  const rendersOf = () => [renders.get(hereApi) ?? 0, renders.get(otherApi) ?? 0];

  it("is kept through writes its search cannot show, and shows a job its search finds at the next request, on every instance", async () => {
    const path = "/jobs?search=fuzzing";
    await createJob(ctx, { title: "Fuzzing Engineer", skills: ["Fuzzing", "OWASP"] });
    // Its notification handled on both instances first (PostgreSQL delivers it a moment later): else it
    // would arrive after the first render and drop what that render kept, as it should.
    await ctx.deps.caches.fence();
    await other.deps.caches.fence();
    expect(await jobTitles(here, path)).toEqual(["Fuzzing Engineer"]);
    expect(await jobTitles(other.app, path)).toEqual(["Fuzzing Engineer"]);
    const rendered = rendersOf();
    expect(await jobTitles(here, path)).toEqual(["Fuzzing Engineer"]);
    expect(rendersOf()).toEqual(rendered);

    // A job the search does not find, with no new filter option: neither instance renders the page again.
    await ctx.database.db.execute(
      sql`insert into jobs (title, company, location, job_board_url, description, skills, is_approved, is_admin_reviewed)
          values ('Cloud Engineer', 'Acme', 'Berlin, Germany', 'https://jobs.example.com/c', 'Cloud work.', array['OWASP'], true, true)`,
    );
    await ctx.deps.caches.fence();
    await other.deps.caches.fence();
    expect(await jobTitles(here, path)).toEqual(["Fuzzing Engineer"]);
    expect(await jobTitles(other.app, path)).toEqual(["Fuzzing Engineer"]);
    expect(rendersOf()).toEqual(rendered);

    // One it finds: the next request on each instance shows it.
    await createJob(ctx, { title: "Fuzzing Lead", skills: ["Fuzzing"] });
    expect(await eventually(async () => (await jobTitles(here, path)).includes("Fuzzing Lead"))).toBe(true);
    expect(await eventually(async () => (await jobTitles(other.app, path)).includes("Fuzzing Lead"))).toBe(true);
  });
});
