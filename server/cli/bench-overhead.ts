import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";

/**
 * What the app's middleware costs on a cached answer (`npm run bench -- --overhead`, decision 090): the
 * app's cached list against a bare Hono route (server/cli/bench-bare.ts, its own process) answering the
 * same bytes and headers, precomputed. Runs alternate app, bare, app, bare at c=50 (same machine, same
 * minute: the ratio is what counts, not the figures). Goal: the app within 2× of bare (ratio ≥ 0.5).
 */
export interface OverheadRow {
  path: string;
  /** `cpu`: CPU time of the server (its process and children) per request, µs; NaN where /proc is not there. */
  app: { rps: number; p99: number; cpu: number };
  bare: { rps: number; p99: number; cpu: number };
}

/**
 * CPU time (user + system, µs) of `pid` and its descendants (a cluster's workers) from /proc; NaN without it.
 * On a shared machine a server's CPU per request moves far less than its req/s (other processes take the
 * cores, the server waits): the overhead table gives both (decision 093).
 */
function treeCpu(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stats = new Map<number, { parent: number; micros: number }>();
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // After the command's closing parenthesis: state, ppid, …, utime (14th field), stime (15th), in 1/100 s.
        const f = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
        stats.set(Number(entry), { parent: Number(f[1]), micros: (Number(f[11]) + Number(f[12])) * 10_000 });
      } catch {
        // the process ended meanwhile
      }
    }
    const tree = new Set([pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [p, s] of stats) {
        if (tree.has(p) || !tree.has(s.parent)) continue;
        tree.add(p);
        grew = true;
      }
    }
    let total = 0;
    for (const p of tree) total += stats.get(p)?.micros ?? 0;
    return total;
  } catch {
    return NaN;
  }
}

const headersOf = (res: Response) => {
  const out: Record<string, string> = {};
  // The answer as a browser gets it, less what the server writes itself per connection.
  for (const [k, v] of res.headers) if (!["date", "connection", "keep-alive", "transfer-encoding", "x-request-id"].includes(k)) out[k] = v;
  return out;
};

async function run(url: string, seconds: number, headers: Record<string, string>, pid?: number) {
  const before = treeCpu(pid);
  const r = await autocannon({ url, connections: 50, duration: seconds, headers });
  const cpu = (treeCpu(pid) - before) / r.requests.total;
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, cpu: Math.round(cpu * 10) / 10, non2xx: r.non2xx };
}

/** Measures each of `paths` on the app at `base` (process `appPid`) against a bare Hono process serving its answer. */
export async function measureOverhead(base: string, paths: readonly string[], seconds: number, appPid?: number): Promise<OverheadRow[]> {
  const rows: OverheadRow[] = [];
  const headers = { "accept-encoding": "gzip" };
  for (const path of paths) {
    // Asked twice: the second is the cached answer (and its ETag is what a repeat visitor's browser would send; we do not).
    await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
    const res = await fetch(`${base}${path}`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    const file = `/tmp/appsec-bench-bare-${process.pid}.json`;
    // fetch has unzipped it: the bare route sends the same bytes the app sent, so gzip it the same way.
    const encoded = res.headers.get("content-encoding") === "gzip" ? (await import("node:zlib")).gzipSync(body) : body;
    const answerHeaders = headersOf(res);
    answerHeaders["content-length"] = String(encoded.byteLength);
    writeFileSync(file, JSON.stringify({ path, status: res.status, headers: answerHeaders, body: encoded.toString("base64") }));
    const port = 3990 + Math.floor(Math.random() * 9);
    const bare = spawn(process.execPath, ["--import", "tsx", "server/cli/bench-bare.ts", String(port), file], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      bare.stdout!.on("data", (d: Buffer) => d.toString().includes("listening") && resolve());
      bare.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
    });
    try {
      const bareUrl = `http://127.0.0.1:${port}${path}`;
      // One discarded run each (JIT, connections), then app, bare, app, bare; the better of each pair.
      await run(`${base}${path}`, 1, headers);
      await run(bareUrl, 1, headers);
      const app = [await run(`${base}${path}`, seconds, headers, appPid)];
      const bareRuns = [await run(bareUrl, seconds, headers, bare.pid)];
      app.push(await run(`${base}${path}`, seconds, headers, appPid));
      bareRuns.push(await run(bareUrl, seconds, headers, bare.pid));
      const best = (xs: Array<{ rps: number; p99: number; cpu: number; non2xx: number }>) => xs.reduce((a, b) => (b.rps > a.rps ? b : a));
      const a = best(app);
      const b = best(bareRuns);
      if (a.non2xx || b.non2xx) console.log(`overhead ${path}: non-2xx app ${a.non2xx}, bare ${b.non2xx}`);
      rows.push({ path, app: { rps: a.rps, p99: a.p99, cpu: a.cpu }, bare: { rps: b.rps, p99: b.p99, cpu: b.cpu } });
    } finally {
      bare.kill("SIGTERM");
      rmSync(file, { force: true });
    }
  }
  return rows;
}

export function reportOverhead(rows: ReadonlyArray<OverheadRow & { size?: number }>) {
  if (!rows.length) return;
  console.log(`\ncached answers against bare Hono serving the same bytes (anon c=50, gzip; goal: app/bare >= 0.5)`);
  console.log(`   size  endpoint                          app req/s   p99    bare req/s   p99   app/bare   µs/req app  bare  bare/app`);
  const fixed = (v: number, digits: number) => (Number.isFinite(v) ? v.toFixed(digits) : "-");
  for (const r of rows) {
    const ratio = r.bare.rps ? r.app.rps / r.bare.rps : NaN;
    console.log(
      `${String(r.size ?? "-").padStart(7)}  ${r.path.padEnd(32)} ${String(r.app.rps).padStart(10)} ${String(r.app.p99).padStart(5)} ${String(r.bare.rps).padStart(12)} ${String(r.bare.p99).padStart(5)}   ${fixed(ratio, 2)}${ratio < 0.5 ? "!" : " "}   ${fixed(r.app.cpu, 1).padStart(10)} ${fixed(r.bare.cpu, 1).padStart(5)}  ${fixed(r.bare.cpu / r.app.cpu, 2).padStart(8)}`,
    );
  }
  console.log(
    `   (µs/req: CPU time of the server per request, from /proc; bare/app is the CPU-time ratio, the steadier figure on a busy machine)`,
  );
}
