import { Agent, createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createDrain, isDraining } from "./drain";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let servers: Server[] = [];
afterEach(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r(null)))));
  servers = [];
});

/** A server whose handler answers after ?ms=… milliseconds (or never, with ?ms=never). */
async function slowServer(): Promise<{ server: Server; port: number; received: () => number }> {
  let received = 0;
  const server = createServer((req, res) => {
    received++;
    const ms = new URL(req.url!, "http://x").searchParams.get("ms") ?? "0";
    if (ms === "never") return;
    setTimeout(() => res.end(`done ${req.url}`), Number(ms));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, port: (server.address() as AddressInfo).port, received: () => received };
}

function get(port: number, path: string, agent?: Agent): Promise<{ status: number; body: string; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, agent }, (res: IncomingMessage) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      res.on("error", (err) => resolve({ status: 0, body, error: (err as NodeJS.ErrnoException).code ?? err.message }));
    });
    req.on("error", (err) => resolve({ status: 0, body: "", error: (err as NodeJS.ErrnoException).code ?? err.message }));
    req.end();
  });
}

async function until(cond: () => boolean, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!cond() && Date.now() < deadline) await sleep(5);
}

describe("drain", () => {
  it("every request already received finishes, keep-alive ones included, none reset", async () => {
    const { server, port, received } = await slowServer();
    const drain = createDrain(server, { budgetMs: 5000 });
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    // Warm keep-alive sockets, then 20 slow requests on them and 10 on fresh connections.
    await Promise.all(Array.from({ length: 20 }, (_, i) => get(port, `/warm/${i}`, agent)));
    const inFlight = [
      ...Array.from({ length: 20 }, (_, i) => get(port, `/ka/${i}?ms=${300 + i * 20}`, agent)),
      ...Array.from({ length: 10 }, (_, i) => get(port, `/fresh/${i}?ms=${200 + i * 30}`)),
    ];
    await until(() => received() === 50);
    const started = Date.now();
    const result = await drain.drain();
    const answers = await Promise.all(inFlight);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.every((a) => a.body.startsWith("done"))).toBe(true);
    // The responses told the clients not to reuse their connections.
    expect(answers.every((a) => a.connection === "close")).toBe(true);
    expect(result.cut).toBe(0);
    // Done when the last request is, not at the budget.
    expect(Date.now() - started).toBeLessThan(2500);
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it("a keep-alive client's next request during the lame-duck period is answered, with Connection: close", async () => {
    const { server, port } = await slowServer();
    const drain = createDrain(server, { budgetMs: 3000, lameDuckMs: 400 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(port, "/one", agent);
    expect(first.connection).toBe("keep-alive");
    const draining = drain.drain();
    expect(drain.draining).toBe(true);
    expect(isDraining()).toBe(true);
    const next = await get(port, "/two?ms=50", agent);
    expect(next).toMatchObject({ status: 200, connection: "close" });
    await draining;
    agent.destroy();
  });

  it("connections waiting to be accepted or read when the drain begins are answered, not reset", async () => {
    const { server, port } = await slowServer();
    const drain = createDrain(server, { budgetMs: 3000 });
    const answers = Array.from({ length: 20 }, (_, i) => get(port, `/queued/${i}?ms=50`));
    // A busy event loop (password hashing under a burst of sign-ups): connections wait in the accept
    // queue, their requests unread, when the drain begins.
    const busyUntil = Date.now() + 200;
    while (Date.now() < busyUntil);
    const result = await drain.drain();
    const done = await Promise.all(answers);
    expect(done.filter((a) => a.status !== 200)).toEqual([]);
    expect(result.cut).toBe(0);
  });

  it("cuts what is left when the budget runs out, and says how many", async () => {
    const { server, port, received } = await slowServer();
    const drain = createDrain(server, { budgetMs: 300 });
    const stuck = get(port, "/stuck?ms=never");
    const quick = get(port, "/quick?ms=100");
    await until(() => received() === 2);
    const started = Date.now();
    const result = await drain.drain();
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.cut).toBe(1);
    expect(await quick).toMatchObject({ status: 200 });
    expect((await stuck).status).toBe(0);
  });
});
