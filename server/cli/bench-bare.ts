import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

/**
 * The bare-Hono reference of `npm run bench` (its overhead section, server/cli/bench-overhead.ts): one
 * route answering the bytes and headers the app answered for the measured list, precomputed, with no
 * middleware. Run as its own process, as the app is: `tsx server/cli/bench-bare.ts <port> <answer.json>`.
 */
const [port, file] = process.argv.slice(2);
const answer = JSON.parse(readFileSync(file!, "utf8")) as { path: string; status: number; headers: Record<string, string>; body: string };
const body = Buffer.from(answer.body, "base64");
const app = new Hono();
app.get(new URL(answer.path, "http://x").pathname, (c) => c.body(body, 200, answer.headers));
serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" }, () => console.log("bare: listening"));
