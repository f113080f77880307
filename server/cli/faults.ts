import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { queryRows } from "../db/client";
import { createThrowawayDatabase } from "../db/throwaway";

/**
 * npm run test:faults — the reliability script of issue 10, on real PostgreSQL and a real SMTP receiver:
 *  1. two instances started at the same moment on one empty database both come up (migrations and
 *     demo seeding run under an advisory lock) and the demo data is there once;
 *  2. one instance is SIGTERMed while sign-ups are in flight: it exits 0, and every sign-up that got a
 *     2xx answer is in the database;
 *  3. every verification mail of those sign-ups reaches the SMTP receiver exactly once, across the
 *     shutdown and a restart.
 * Bounded: about a minute; every loop has a deadline.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORTS = [4301, 4302, 4303];
const checks: Array<[string, boolean]> = [];

function check(name: string, ok: boolean, detail = "") {
  checks.push([name, ok]);
  console.log(`${ok ? "✓" : "✗"} ${name}${detail ? ` — ${detail}` : ""}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startInstance(port: number, databaseUrl: string, smtpPort: number, dataDir: string) {
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "true",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      AUTH_SECRET: "faults-secret-faults-secret-faults-secret",
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      SHUTDOWN_DRAIN_MS: "8000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr, port };
}

async function waitHealthy(port: number, exited: Promise<number | null>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return false;
}

async function signUp(port: number, i: number) {
  const email = `fault-${i}@example.test`;
  try {
    const res = await fetch(`http://localhost:${port}/api/auth/sign-up/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: `http://localhost:${port}`,
        // One client per sign-up, so the per-client limit does not cut the load short.
        "x-forwarded-for": `10.9.${Math.floor(i / 250)}.${i % 250}`,
      },
      body: JSON.stringify({ name: `Fault Person ${i}`, email, password: "A-long-fault-passphrase-1" }),
    });
    return { email, status: res.status };
  } catch {
    return { email, status: 0 };
  }
}

async function main() {
  const { database: db2, drop } = await createThrowawayDatabase(ADMIN_URL, "faults");
  const databaseUrl = db2.url!;
  const dataDir = mkdtempSync(join(tmpdir(), "appsec-faults-"));

  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, cb) {
      let data = "";
      stream.on("data", (c: Buffer) => (data += c.toString()));
      stream.on("end", () => {
        received.push(data);
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const instances: ReturnType<typeof startInstance>[] = [];
  try {
    // 1. Two instances at once on an empty database.
    const a = startInstance(PORTS[0]!, databaseUrl, smtpPort, join(dataDir, "a"));
    const b = startInstance(PORTS[1]!, databaseUrl, smtpPort, join(dataDir, "b"));
    instances.push(a, b);
    const [upA, upB] = await Promise.all([waitHealthy(a.port, a.exited), waitHealthy(b.port, b.exited)]);
    check("two instances started together on an empty database both come up", upA && upB, upA && upB ? "" : `${a.stderr()}\n${b.stderr()}`);
    if (!(upA && upB)) return;
    const admins = await queryRows<{ n: number }>(
      db2.db,
      sql`select count(*)::int as n from "user" where email = 'admin@appsec.community'`,
    );
    check("the demo data was seeded exactly once", admins[0]?.n === 1, `admins: ${admins[0]?.n}`);

    // 2. SIGTERM instance A while sign-ups are in flight on it.
    const results: Array<{ email: string; status: number }> = [];
    let i = 0;
    const load = (async () => {
      const deadline = Date.now() + 6000;
      while (Date.now() < deadline) {
        const batch = await Promise.all(Array.from({ length: 12 }, () => signUp(a.port, i++)));
        results.push(...batch);
        if (batch.every((r) => r.status === 0)) break;
      }
    })();
    await sleep(1500);
    a.child.kill("SIGTERM");
    const code = await Promise.race([a.exited, sleep(20_000).then(() => "timeout" as const)]);
    await load;
    check("the SIGTERMed instance drains and exits 0", code === 0, `exit: ${code}`);
    const ok = results.filter((r) => r.status >= 200 && r.status < 300);
    const errors = results.filter((r) => r.status >= 500);
    check(
      "sign-ups were in flight during the shutdown",
      ok.length > 0 && results.length > ok.length,
      `${ok.length} ok of ${results.length}`,
    );
    check("no sign-up got a 5xx during the shutdown", errors.length === 0, errors.length ? `${errors.length} errors` : "");
    const stored = await queryRows<{ email: string }>(db2.db, sql`select email from "user" where email like 'fault-%'`);
    const storedSet = new Set(stored.map((r) => r.email));
    const missing = ok.filter((r) => !storedSet.has(r.email));
    check(
      "every 2xx sign-up is in the database",
      missing.length === 0,
      missing.length ? `missing: ${missing.map((m) => m.email).join(", ")}` : `${ok.length} stored`,
    );

    // 3. Restart A; B and the new A deliver the outbox; each stored address gets its mail exactly once.
    const c = startInstance(PORTS[2]!, databaseUrl, smtpPort, join(dataDir, "c"));
    instances.push(c);
    check("a restarted instance comes up on the same database", await waitHealthy(c.port, c.exited));
    const deadline = Date.now() + 45_000;
    let pending = 1;
    while (Date.now() < deadline) {
      pending = (await queryRows<{ n: number }>(db2.db, sql`select count(*)::int as n from mail_outbox where status = 'pending'`))[0]!.n;
      if (pending === 0) break;
      await sleep(500);
    }
    await sleep(500);
    check("the outbox drained", pending === 0, `pending: ${pending}`);
    const counts = new Map<string, number>();
    for (const raw of received) {
      const to = /^To: (\S+)/m.exec(raw)?.[1]?.replace(/[<>]/g, "");
      if (to?.startsWith("fault-")) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    const twice = [...counts].filter(([, n]) => n > 1);
    const never = [...storedSet].filter((e) => !counts.has(e));
    check(
      "each stored sign-up's mail was delivered exactly once",
      twice.length === 0 && never.length === 0,
      `${counts.size} delivered; twice: ${twice.length}; never: ${never.length}`,
    );
  } finally {
    for (const inst of instances) if (inst.child.exitCode === null) inst.child.kill("SIGKILL");
    await Promise.all(instances.map((inst) => Promise.race([inst.exited, sleep(5000)])));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main().catch((err) => {
  console.error(err);
  checks.push(["script ran", false]);
});
const failed = checks.filter(([, ok]) => !ok).length;
console.log(`faults: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && checks.length > 0 ? 0 : 1);
