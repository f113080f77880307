import type { Hono } from "hono";
import type { MailKind } from "@common/notifications.schema";
import type { AppDeps, AppEnv } from "./context";
import type { TaskContext } from "./scheduler";
import type { WriteLimit } from "./write-limits";

/**
 * What a server feature owns, declared once in `server/features/<f>/<f>.feature.ts` and listed in
 * `server/features/index.ts` (`FEATURES`), from which the app, the scheduler, the registries and their
 * tests are derived (docs/decisions/062-feature-declarations.md).
 */

/** A periodic task: its body lives in the feature's service and takes `now` from the context. */
export interface FeatureTask {
  /** `<area>:<what>`, unique and stable: it is the row key in scheduled_tasks (never rename one lightly). */
  name: string;
  everyMs: number;
  run(deps: AppDeps, ctx: TaskContext): Promise<unknown>;
}

/** Any Hono router of the app (the type parameters are kept by `defineFeature` for `AppType`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a router of any schema and path
export type AnyRouter = Hono<AppEnv, any, any>;

export interface FeatureSpec<R extends AnyRouter | undefined = AnyRouter | undefined> {
  /** The folder's name under server/features. */
  name: string;
  /** Its API routes, mounted under /api in FEATURES order; their types reach the web's `hc<AppType>` client (decision 020). */
  routes?: R;
  /**
   * Routes server/app.ts mounts itself, outside the typed /api chain and under their own condition
   * (server-rendered pages, development tools), with where and when.
   */
  siteRoutes?: { routes: AnyRouter; mounted: string };
  /** Its write limits: the object its `<f>.limits.ts` exports (`defineWriteLimits`, decision 056). */
  limits?: Readonly<Record<string, WriteLimit>>;
  /** The mails it sends, by kind: each sender as "path#function" (the kinds are in common/notifications.schema.ts). */
  mailKinds?: Partial<Record<MailKind, readonly string[]>>;
  /** The names of the read caches it declares (`defineReadCache`, decision 027). */
  readCaches?: readonly string[];
  tasks?: readonly FeatureTask[];
  /** Optional hook: the moderation review kinds it brings (their registry: server/features/moderation/kinds). */
  reviewKinds?: readonly unknown[];
  /** Optional hook: the page patterns whose reads it declares (their registry: server/features/seo/page-reads.ts). */
  pageReads?: readonly string[];
}

export type Feature<R extends AnyRouter | undefined = AnyRouter | undefined> = Readonly<FeatureSpec<R>>;

/** Declares a feature; keeps the exact type of its routes (for `AppType`). */
export function defineFeature<R extends AnyRouter | undefined = undefined>(spec: FeatureSpec<R>): Feature<R> {
  if (!/^[a-z][a-z-]*$/.test(spec.name)) throw new Error(`feature name "${spec.name}" is not a folder name`);
  return Object.freeze({ ...spec });
}

/** Every sender of every kind, gathered from the features (MAIL_SENDERS, server/features/index.ts). */
export function mailSendersOf(features: readonly Feature[]): Partial<Record<MailKind, string[]>> {
  const out: Partial<Record<MailKind, string[]>> = {};
  for (const f of features)
    for (const [kind, sites] of Object.entries(f.mailKinds ?? {}) as [MailKind, readonly string[]][])
      out[kind] = [...(out[kind] ?? []), ...sites];
  return out;
}

/** Every feature's tasks, in FEATURES order. */
export const tasksOf = (features: readonly Feature[]): FeatureTask[] => features.flatMap((f) => f.tasks ?? []);

const every = (ms: number) =>
  ms % 86_400_000 === 0 ? `${ms / 86_400_000} d` : ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${Math.round(ms / 60_000)} min`;

/** docs/features.md: what each feature owns, generated from FEATURES (checked by server/features/features.registry.test.ts). */
export function featuresMarkdown(features: readonly Feature[]): string {
  const list = (xs: readonly string[]) => (xs.length ? xs.map((x) => `\`${x}\``).join("<br>") : "");
  const rows = features.map((f) => {
    const routes = f.routes ? `${new Set(f.routes.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`)).size}` : "";
    const site = f.siteRoutes ? `${f.routes ? "<br>" : ""}own: ${f.siteRoutes.mounted}` : "";
    const limits = Object.values(f.limits ?? {}).map((l) => l.bucket);
    const mails = Object.keys(f.mailKinds ?? {}).sort();
    // The page caches (one per page pattern, server/features/seo/pages.ts) as one entry: page reads change often.
    const pages = (f.readCaches ?? []).filter((n) => n.startsWith("page "));
    const caches = [...(f.readCaches ?? []).filter((n) => !n.startsWith("page ")), ...(pages.length ? ["page <pattern>"] : [])];
    const tasks = (f.tasks ?? []).map((t) => `\`${t.name}\` every ${every(t.everyMs)}`).join("<br>");
    return `| [${f.name}](../server/features/${f.name}/${f.name}.feature.ts) | ${routes}${site} | ${list(limits)} | ${list(mails)} | ${list(caches)}${pages.length ? " (one per page)" : ""} | ${tasks} |`;
  });
  return [
    "# Features",
    "",
    "Generated from `server/features/index.ts` (FEATURES) and each feature's `<f>.feature.ts`",
    "(docs/decisions/062-feature-declarations.md) by `server/features/features.registry.test.ts` (`UPDATE_DOCS=1`",
    "rewrites it). API routes are mounted under /api in this order. Limits: docs/write-limits.md; mail kinds:",
    "common/notifications.schema.ts; read caches: docs/caching.md.",
    "",
    "| Feature | API routes | Write limits | Mail kinds | Read caches | Scheduled tasks |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
