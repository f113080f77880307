import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getTableName, sql } from "drizzle-orm";
import { PAGE_PATTERNS } from "@common/paths";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp, type AppOptions } from "../../app";
import { seedDemo, type DemoUsers } from "../../cli/seed";
import { queryRows } from "../../db/client";
import { currentLoad } from "../../lib/read-cache";
import { setupTestContext } from "../../test/setup";
import { PAGE_READS } from "./page-reads";
import { recordTableReads, tablesReadBy } from "./page-reads.testing";

/**
 * What a page reads is what its loaders read (docs/decisions/067-page-reads-derived.md): every page
 * pattern is requested as a visitor, rendered by the real renderer (web/src/entry-server.tsx, its API
 * answered in-process) against the demo data, and the tables its statements read — its head's and its
 * loaders' API calls' — must all be in its declaration (server/features/seo/page-reads.ts). A table
 * missing there is a table whose writes leave the cached page stale on every instance until it expires.
 * The read caches are off here (the test default): every load reaches the database, and is seen.
 */
const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;
let users: DemoUsers;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  const renderer = new URL("../../../web/src/entry-server.tsx", import.meta.url).pathname;
  const { createRenderer } = (await import(/* @vite-ignore */ renderer)) as { createRenderer: NonNullable<AppOptions["renderer"]> };
  app = createApp(ctx.deps, { webDist: dist, renderer: createRenderer, renderTimeoutMs: 20_000 });
});

/** The demo data, and an id for each kind of page parameter (a public one where a visitor may see it). */
async function demo() {
  users = await seedDemo(ctx.deps);
  const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ v: string }>(ctx.deps.db, query))[0]?.v ?? "none";
  ids.job = await one(sql`select id::text as v from jobs where is_approved order by date_posted desc limit 1`);
  ids.event = await one(sql`select id::text as v from events order by starts_at desc limit 1`);
  ids.slug = await one(sql`select slug as v from blog_posts where status = 'published' limit 1`);
  ids.post = await one(sql`select id::text as v from blog_posts where status = 'published' limit 1`);
}

/** A concrete URL of `pattern` with demo ids. */
function urlOf(pattern: string): string {
  const mentor = users.mentor.id;
  return pattern
    .replace(/^\/mentors\/:mentorId$/, `/mentors/${mentor}`)
    .replace(/^\/mentorship\/book\/:mentorId$/, `/mentorship/book/${mentor}`)
    .replace(/^\/events\/:id$/, `/events/${ids.event}`)
    .replace(/^\/admin\/events\/edit\/:id$/, `/admin/events/edit/${ids.event}`)
    .replace(/^\/blog\/edit\/:id$/, `/blog/edit/${ids.post}`)
    .replace(/:slug/, ids.slug!)
    .replace(/:jobId|:id/, ids.job!);
}

const declared = (pattern: string) => new Set((PAGE_READS[pattern]?.reads ?? []).map((t) => getTableName(t)));

describe("the tables a page reads (decision 067)", () => {
  it("are found in the statements sent: FROM and JOIN are reads, a statement's own target is not", () => {
    expect(tablesReadBy(`select "id" from "jobs" left join "user" "author" on "author"."id" = "jobs"."posted_by"`).sort()).toEqual([
      "jobs",
      "user",
    ]);
    expect(tablesReadBy(`select p.id from profiles p join mentor_settings s on s.user_id = p.id`).sort()).toEqual([
      "mentor_settings",
      "profiles",
    ]);
    expect(tablesReadBy(`delete from "sessions" where "expires_at" < now()`)).toEqual([]);
    expect(tablesReadBy(`insert into "jobs" ("title") values ($1)`)).toEqual([]);
    expect(tablesReadBy(`select * from jobs_search_terms`)).toEqual([]);
  });

  it(
    "every page pattern, rendered for a visitor on the demo data, reads only tables its declaration names",
    { timeout: 120_000 },
    async () => {
      await demo();
      const undeclared: Record<string, string[]> = {};
      const rendered: string[] = [];
      for (const pattern of PAGE_PATTERNS) {
        const url = urlOf(pattern);
        const { value: res, tables } = await recordTableReads(ctx.deps.db, async () => app.request(url));
        const html = await res.text();
        expect(res.status, url).toBeLessThan(500);
        if (html.includes('id="ssr-state"')) rendered.push(pattern);
        const want = declared(pattern);
        const missing = [...tables].filter((t) => !want.has(t)).sort();
        if (missing.length) undeclared[pattern] = missing;
      }
      // The pages this is about were rendered by the real renderer, not just given their head.
      expect(rendered).toEqual(
        expect.arrayContaining(["/mentors/:mentorId", "/events/:id", "/blog/:slug", "/jobs/:jobId", "/mentorship", "/jobs"]),
      );
      expect(undeclared).toEqual({});
    },
  );

  it(
    "a page declared to derive its freshness reads that table only in the loads of caches that judge its rows (decision 090)",
    { timeout: 60_000 },
    async () => {
      await demo();
      const derived = Object.entries(PAGE_READS).filter(([, r]) => r.derive);
      expect(derived.map(([p]) => p)).toEqual(expect.arrayContaining(["/jobs"]));
      for (const [pattern, { derive }] of derived) {
        const table = getTableName(derive!.table);
        const url = `${urlOf(pattern)}${derive!.example}`;
        const outside: string[] = [];
        let inside = 0;
        const { value: res } = await recordTableReads(
          ctx.deps.db,
          async () => app.request(url),
          (tables) => {
            if (!tables.includes(table)) return;
            const load = currentLoad();
            if (load?.judgesRowsOf === table) inside++;
            else outside.push(load?.name ?? "no cache");
          },
        );
        const html = await res.text();
        expect(html, url).toContain('id="ssr-state"');
        // Rendered from the search, and nothing of the table read elsewhere (a head, a list without row checks).
        expect(inside, url).toBeGreaterThan(0);
        expect(outside, url).toEqual([]);
      }
      // The check can fail: an opened job's head reads the job itself, outside any cache (so `job` is not derivable).
      const opened: string[] = [];
      await recordTableReads(
        ctx.deps.db,
        async () => (await app.request(`/jobs?job=${ids.job}`)).text(),
        (tables) => {
          if (tables.includes("jobs") && currentLoad()?.judgesRowsOf !== "jobs") opened.push(currentLoad()?.name ?? "no cache");
        },
      );
      expect(opened.length).toBeGreaterThan(0);
    },
  );
});
