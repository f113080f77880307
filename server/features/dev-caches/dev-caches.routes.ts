import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

/**
 * The read caches of this instance (docs/caching.md): name, tables read, TTL, entries, hits and
 * misses, and whether the change listener is up (while it is down nothing is served from memory).
 * Development only: never mounted in production.
 */
export const devCachesRoutes = new Hono<AppEnv>().get("/api/dev/caches", (c) => {
  const { caches, changes } = c.get("deps");
  c.header("Cache-Control", "no-store");
  return c.json({ enabled: caches.enabled, listener: changes.up ? "up" : "down", caches: caches.listing() });
});
