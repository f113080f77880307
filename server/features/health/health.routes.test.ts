import { createServer } from "node:http";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../lib/context";
import { createDrain, isDraining } from "../../lib/drain";
import { healthRoutes } from "./health.routes";

// The route alone: what it answers depends only on whether the process drains.
const deps = { config: { env: "test" } } as unknown as AppEnv["Variables"]["deps"];
const app = new Hono<AppEnv>()
  .use((c, next) => {
    c.set("deps", deps);
    return next();
  })
  .route("/api", healthRoutes);

describe("readiness", () => {
  it("answers 503 from the moment the process drains; liveness stays 200", async () => {
    expect(isDraining()).toBe(false);
    const before = await app.request("/api/health/ready");
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ status: "ready" });

    const server = createServer((_req, res) => res.end());
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const drained = createDrain(server, { budgetMs: 1000 }).drain();
    const during = await app.request("/api/health/ready");
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({ status: "draining" });
    expect((await app.request("/api/health")).status).toBe(200);
    await drained;
  });
});
