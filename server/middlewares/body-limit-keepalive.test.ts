import { request as httpRequest, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestContext } from "../test/setup";

/**
 * A 413 answered before the body was read must not leave the connection unusable (docs/decisions/038):
 * on a keep-alive socket the next request used to fail with "other side closed".
 */
const ctx = setupTestContext();
let server: ServerType;
let base: string;

beforeAll(async () => {
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((ok) => server.once("listening", ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

function send(agent: Agent, method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; connection?: string }>((ok, fail) => {
    const req = httpRequest(`${base}${path}`, { method, agent, headers: { origin: "http://localhost:3000", ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => ok({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
      res.on("error", fail);
    });
    req.on("error", fail);
    if (body) req.write(body);
    req.end();
  });
}

describe("a 413 on a keep-alive connection", () => {
  for (const [label, headers] of [
    ["with Content-Length", { "content-type": "application/json" }],
    ["chunked", { "content-type": "application/json", "transfer-encoding": "chunked" }],
  ] as const) {
    it(`answers the error body, and the next request on the same agent is answered (${label})`, { timeout: 60_000 }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const big = Buffer.alloc(3 * 1024 * 1024, "a");
        const refused = await send(agent, "POST", "/api/contact", big, headers);
        expect(refused.status).toBe(413);
        expect(refused.connection).toBe("close");
        expect(JSON.parse(refused.body)).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
        const next = await send(agent, "GET", "/api/health");
        expect(next.status).toBe(200);
        const after = await send(agent, "GET", "/api/health");
        expect(after.status).toBe(200);
      } finally {
        agent.destroy();
      }
    });
  }
});
