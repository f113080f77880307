import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { mailOutbox } from "../db/schema";
import { clientAddress, parseTrustProxy, rateLimitKeyOf } from "../lib/client-address";
import { createUser, TEST_PASSWORD } from "../test/factories";
import { BASE_URL, setupTestContext } from "../test/setup";

describe("the client address behind a proxy", () => {
  it("TRUST_PROXY: off, true = 1 hop, a number of hops, or proxy addresses and CIDRs", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("true")).toEqual({ hops: 1 });
    expect(parseTrustProxy("2")).toEqual({ hops: 2 });
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.7,fd00::/8")).toEqual({ proxies: ["10.0.0.0/8", "192.168.1.7", "fd00::/8"] });
    expect(() => parseTrustProxy("yes")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ NODE_ENV: "test", AUTH_SECRET: "x", TRUST_PROXY: "1" } as NodeJS.ProcessEnv).trustProxy).toEqual({ hops: 1 });
    expect(() => loadConfig({ NODE_ENV: "test", AUTH_SECRET: "x", TRUST_PROXY: "proxy.local" } as NodeJS.ProcessEnv)).toThrow(
      /TRUST_PROXY/,
    );
  });

  it("takes the rightmost untrusted entry, never the client-written leftmost one", () => {
    // The client wrote "6.6.6.6"; our proxy (10.0.0.2) appended the address it saw, 203.0.113.9.
    const xff = "6.6.6.6, 203.0.113.9";
    expect(clientAddress("10.0.0.2", xff, false)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", xff, { hops: 1 })).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.1", { hops: 2 })).toBe("203.0.113.9");
    // More hops than entries: the farthest one there is.
    expect(clientAddress("10.0.0.2", "203.0.113.9", { hops: 3 })).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.1", { proxies: ["10.0.0.0/8"] })).toBe("203.0.113.9");
    // A peer that is not a trusted proxy is the client, whatever it claims.
    expect(clientAddress("198.51.100.4", xff, { proxies: ["10.0.0.0/8"] })).toBe("198.51.100.4");
    expect(clientAddress("::ffff:10.0.0.2", "[2001:db8::1]:4711", { proxies: ["10.0.0.2"] })).toBe("2001:db8::1");
    // No X-Forwarded-For: the peer.
    expect(clientAddress("::ffff:127.0.0.1", undefined, { hops: 1 })).toBe("127.0.0.1");
  });

  it("keys IPv6 by its /64 and IPv4 by the address", () => {
    expect(rateLimitKeyOf("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKeyOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKeyOf("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKeyOf("unknown")).toBe("unknown");
  });
});

describe("sign-in limits behind a proxy (TRUST_PROXY=true)", () => {
  const ctx = setupTestContext({ env: { TRUST_PROXY: "true" } });
  const signIn = (email: string, password: string, xff: string) =>
    ctx.request("/api/auth/sign-in/email", { json: { email, password }, headers: { "x-forwarded-for": xff } });

  it("15 wrong passwords, each with its own client-written first entry, are limited as one client", async () => {
    const u = await createUser(ctx, { email: "target@example.test" });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await signIn(u.email, "wrong-password-guess", `10.66.0.${i}, 203.0.113.9`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it("addresses of one IPv6 /64 share a bucket", async () => {
    const u = await createUser(ctx, { email: "v6@example.test" });
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await signIn(u.email, "wrong-password-guess", `2001:db8:7:7::${i.toString(16)}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("20 failures on one account from many addresses soft-lock it and mail its owner once", async () => {
    const u = await createUser(ctx, { email: "owner@example.test" });
    const statuses: number[] = [];
    // 5 addresses × 5 wrong passwords: each address stays under its own limit.
    for (let a = 0; a < 5; a++)
      for (let i = 0; i < 5; i++) statuses.push((await signIn(u.email, "wrong-password-guess", `198.51.100.${a}`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    // The lock holds for the right password too, from a fresh address, with the usual message.
    const locked = await signIn(u.email, TEST_PASSWORD, "198.51.100.99");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await locked.json()).toMatchObject({
      error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a moment and try again." },
    });
    const mails = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, u.email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Sign-in to your AppSec Community account paused");
    // Another account is not affected.
    const other = await createUser(ctx, { email: "other@example.test" });
    expect((await signIn(other.email, TEST_PASSWORD, "198.51.100.98")).status).toBe(200);
  });

  it("through a real socket, a single client-written entry (what e2e and the fault script send) is the client", async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const attempt = (email: string, xff: string) =>
        fetch(`${base}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: BASE_URL, "x-forwarded-for": xff },
          body: JSON.stringify({ email, password: "wrong-password-guess" }),
        }).then(async (r) => (await r.arrayBuffer(), r.status));
      const a = await createUser(ctx, { email: "e2e-a@example.test" });
      const b = await createUser(ctx, { email: "e2e-b@example.test" });
      // Eleven clients, one wrong password each: nobody reaches the 10-per-client limit.
      const distinct: number[] = [];
      for (let i = 0; i < 11; i++) distinct.push(await attempt(a.email, `10.9.0.${i}`));
      expect(distinct).toEqual(Array(11).fill(401));
      // One client, eleven times: the eleventh is its own limit.
      const same: number[] = [];
      for (let i = 0; i < 11; i++) same.push(await attempt(b.email, "10.9.0.0"));
      expect(same).toEqual([...Array(10).fill(401), 429]);
    } finally {
      server.close();
    }
  });

  it("successful sign-ins do not consume the account's bucket", async () => {
    const u = await createUser(ctx, { email: "regular@example.test" });
    for (let i = 0; i < 19; i++) expect((await signIn(u.email, "wrong-password-guess", `192.0.2.${i}`)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await signIn(u.email, TEST_PASSWORD, `192.0.2.${100 + i}`)).status).toBe(200);
    expect((await signIn(u.email, "wrong-password-guess", "192.0.2.200")).status).toBe(401);
    expect((await signIn(u.email, TEST_PASSWORD, "192.0.2.201")).status).toBe(429);
  });
});
