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

/** Every sender of every kind, gathered from the features (server/features/notifications/mail-kinds.ts). */
export function mailSendersOf(features: readonly Feature[]): Partial<Record<MailKind, string[]>> {
  const out: Partial<Record<MailKind, string[]>> = {};
  for (const f of features)
    for (const [kind, sites] of Object.entries(f.mailKinds ?? {}) as [MailKind, readonly string[]][])
      out[kind] = [...(out[kind] ?? []), ...sites];
  return out;
}

/** Every feature's tasks, in FEATURES order. */
export const tasksOf = (features: readonly Feature[]): FeatureTask[] => features.flatMap((f) => f.tasks ?? []);
