import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { Hono } from "hono";
import { apiRoutes, type AppType } from "../api";
import "../app";
import type { AppDeps, AppEnv } from "../lib/context";
import { defineFeature, featuresMarkdown, tasksOf, type Feature } from "../lib/feature";
import { declaredCaches } from "../lib/read-cache";
import type { ScheduledTask, Scheduler } from "../lib/scheduler";
import { declaredWriteLimits, writeDeclarations, type WriteLimit } from "../lib/write-limits";
import { registerScheduledTasks } from "../scheduled-tasks";
import { FEATURES, MAIL_SENDERS } from ".";

/**
 * Each feature declares itself once (docs/decisions/062-feature-declarations.md): every folder here has a
 * `<f>.feature.ts` listed in FEATURES, and every write limit, mail sender, read cache, scheduled task and
 * API route the app has is owned by exactly one feature.
 */
const here = import.meta.dirname;
const root = join(here, "../..");
const folders = readdirSync(here)
  .filter((d) => statSync(join(here, d)).isDirectory())
  .sort();
const features: readonly Feature[] = FEATURES;

/** The names of the features that own `x`, by `owns`. */
const owners = (owns: (f: Feature) => boolean) => features.filter(owns).map((f) => f.name);

/** Every .ts file under `dir` but tests (relative to the repository). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [relative(root, path)] : [];
  });
}

/** Each mail sender with the features that declare it. */
function sendersByFeature(list: readonly Feature[]): Map<string, string[]> {
  const bySite = new Map<string, string[]>();
  for (const f of list)
    for (const site of new Set(Object.values(f.mailKinds ?? {}).flat())) bySite.set(site, [...(bySite.get(site) ?? []), f.name]);
  return bySite;
}

describe("features declare themselves once (decision 062)", () => {
  it("every folder in server/features has a <f>.feature.ts whose feature is in FEATURES, once", async () => {
    expect(folders.length).toBeGreaterThan(20);
    const missing = folders.filter((f) => !existsSync(join(here, f, `${f}.feature.ts`)));
    expect(missing, "add server/features/<f>/<f>.feature.ts").toEqual([]);
    for (const f of folders) {
      const { feature } = (await import(`./${f}/${f}.feature.ts`)) as { feature: Feature };
      expect(feature.name, `${f}.feature.ts`).toBe(f);
      expect(features.filter((x) => x === feature).length, `${f} is listed in server/features/index.ts`).toBe(1);
    }
    expect(features.map((f) => f.name).sort()).toEqual(folders);
  });

  it("the API app is the features' routers, mounted in FEATURES order", () => {
    const expected = features.flatMap((f) => f.routes?.routes.map((r) => `${r.method} ${r.path === "/" ? "/api" : `/api${r.path}`}`) ?? []);
    expect(apiRoutes.routes.map((r) => `${r.method} ${r.path}`)).toEqual(expected);
    expect(expected).toContain("POST /api/appointments");
    // Features with no API routes of their own mount theirs in server/app.ts, and say where.
    for (const f of features.filter((x) => !x.routes)) expect(f.siteRoutes?.mounted, f.name).toMatch(/server\/app\.ts/);
  });

  it("AppType, built from FEATURES, still names each route (checked by tsc: a widened router type would fail here)", () => {
    // The schema is a union (one member per router): its paths are the keys of each member.
    type KeysOf<T> = T extends unknown ? keyof T : never;
    type ApiPaths = KeysOf<AppType extends Hono<AppEnv, infer S, "/api"> ? S : never>;
    const booking: ApiPaths = "/api/appointments";
    // @ts-expect-error -- not a route: the schema is precise, not `any`
    const none: ApiPaths = "/api/no-such-route";
    expect([booking, none]).toHaveLength(2);
  });

  it("every *.limits.ts is the limits of the feature of its folder, and every declared limit has one owner", async () => {
    const files = sources(here).filter((p) => p.endsWith(".limits.ts"));
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const folder = file.split("/")[2]!;
      const exported = Object.values(await import(join(root, file))) as Record<string, WriteLimit>[];
      for (const limits of exported)
        expect(
          owners((f) => f.limits === limits),
          file,
        ).toEqual([folder]);
    }
    for (const limit of declaredWriteLimits()) {
      const own = owners((f) => Object.values(f.limits ?? {}).includes(limit));
      expect(own, limit.bucket).toEqual([limit.bucket.split(".")[0]]);
    }
  });

  it("a feature's write routes use its own limits", () => {
    for (const f of features) {
      if (!f.routes) continue;
      const mine = new Set(Object.values(f.limits ?? {}));
      for (const [route, d] of writeDeclarations(f.routes.routes)) {
        if (d && "limit" in d) expect(mine.has(d.limit), `${f.name}: ${route} uses ${d.limit.bucket}`).toBe(true);
      }
    }
  });

  it("every mail sender is declared by exactly one feature, the one whose folder holds it", () => {
    const bySite = sendersByFeature(features);
    expect([...bySite].filter(([, fs]) => fs.length > 1)).toEqual([]);
    // Probe: a second feature declaring a sender fails the check.
    const contact = "server/features/contact/contact.service.ts#sendContactMessage";
    const probe = defineFeature({ name: "probe", mailKinds: { team_inbox: [contact] } });
    expect([...sendersByFeature([...features, probe])].filter(([, fs]) => fs.length > 1)).toEqual([[contact, ["contact", "probe"]]]);
    // Checked against the code's call sites by notifications/mail-kinds.test.ts.
    expect(Object.keys(MAIL_SENDERS).length).toBeGreaterThan(10);
    // A sender in a feature's folder is declared by that feature.
    for (const [site, [owner]] of bySite) {
      const m = /^server\/features\/([^/]+)\//.exec(site);
      if (m) expect(owner, site).toBe(m[1]);
    }
  });

  it("every read cache the app declares is named by exactly one feature, and every name is a declared cache", () => {
    const declared = declaredCaches().map((c) => c.name);
    expect(declared.length).toBeGreaterThan(8);
    for (const name of declared)
      expect(
        owners((f) => f.readCaches?.includes(name) ?? false),
        name,
      ).toHaveLength(1);
    const named = features.flatMap((f) => f.readCaches ?? []);
    expect(named.filter((n) => !declared.includes(n))).toEqual([]);
  });

  it("the scheduler runs the features' tasks, and only those; task names are unique", () => {
    const registered: ScheduledTask[] = [];
    registerScheduledTasks({ register: (t: ScheduledTask) => registered.push(t) } as unknown as Scheduler, {} as AppDeps);
    const names = tasksOf(features).map((t) => t.name);
    expect(registered.map((t) => t.name)).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["mentorship:reminders", "jobs:expiry-warnings", "notifications:catch-up"]));
    // No task registered anywhere else.
    const elsewhere = sources(join(root, "server")).filter(
      (p) =>
        !["server/lib/scheduler.ts", "server/scheduled-tasks.ts"].includes(p) &&
        /\bscheduler\.register\(/.test(readFileSync(join(root, p), "utf8")),
    );
    expect(elsewhere).toEqual([]);
  });

  it("docs/features.md is the table FEATURES makes", () => {
    const file = join(root, "docs", "features.md");
    const expected = featuresMarkdown(features);
    if (process.env.UPDATE_DOCS) writeFileSync(file, expected);
    expect(readFileSync(file, "utf8")).toBe(expected);
  });
});
