import { Agent, createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDrain, isDraining } from "./drain";

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

/** Resolves once the server has received `n` requests. */
const receivedAll = (received: () => number, n: number) => vi.waitFor(() => expect(received()).toBe(n), { timeout: 3000, interval: 5 });

describe("drain", () => {
  it("every request already received finishes, keep-alive ones included, none reset", async () => {
    const { server, port, received } = await slowServer();
    // A budget no test waits out: the drain ends when the last request does, not at the budget.
    const drain = createDrain(server, { budgetMs: 600_000 });
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    // Warm keep-alive sockets, then 20 slow requests on them and 10 on fresh connections.
    await Promise.all(Array.from({ length: 20 }, (_, i) => get(port, `/warm/${i}`, agent)));
    const inFlight = [
      ...Array.from({ length: 20 }, (_, i) => get(port, `/ka/${i}?ms=${300 + i * 20}`, agent)),
      ...Array.from({ length: 10 }, (_, i) => get(port, `/fresh/${i}?ms=${200 + i * 30}`)),
    ];
    await receivedAll(received, 50);
    const result = await drain.drain();
    // It ended because the last request did (the budget is beyond the test's timeout).
    expect(drain.inFlight).toBe(0);
    const answers = await Promise.all(inFlight);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.every((a) => a.body.startsWith("done"))).toBe(true);
    // The responses told the clients not to reuse their connections.
    expect(answers.every((a) => a.connection === "close")).toBe(true);
    expect(result.cut).toBe(0);
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
    // Its server no longer listens: nothing is draining (a test worker's next file starts from this).
    expect(isDraining()).toBe(false);
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
    await receivedAll(received, 2);
    // It waits while a request is unfinished (the quick one is answered first), then cuts the stuck one.
    const order: string[] = [];
    void quick.then(() => order.push("quick answered"));
    void stuck.then(() => order.push("stuck cut"));
    const result = await drain.drain().then((r) => (order.push("drain done"), r));
    expect(result.cut).toBe(1);
    expect(await quick).toMatchObject({ status: 200 });
    expect((await stuck).status).toBe(0);
    expect(order.indexOf("quick answered")).toBe(0);
    expect(order).toContain("stuck cut");
  });
});
