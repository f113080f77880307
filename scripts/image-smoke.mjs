// npm run image:smoke (scripts/image-smoke.sh runs this after making sure the image exists) — starts the
// image and checks it from outside, as an operator would:
//  - refusals: no volume for the embedded database, a weak AUTH_SECRET, a wrong DATABASE_URL (fast, with the reason)
//  - the embedded default on a named volume: ready (start time measured), HEALTHCHECK passes, non-root,
//    labels; sign-in, a page and a write; the write survives a restart (the volume keeps it)
//  - PostgreSQL: the same sign-in, page and write
// Port 18101 (host network); every wait has a deadline.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

const IMAGE = process.env.IMAGE ?? "localhost/appsec-community:latest";
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORT = 18101;
const BASE = `http://127.0.0.1:${PORT}`;
const RUN = Date.now().toString(36);
const SECRET = randomBytes(32).toString("base64url");
const results = [];
const figures = {};
const cleanup = [];

function check(name, ok, detail = "") {
  results.push(ok);
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${!ok && detail ? `\n     ${String(detail).slice(0, 1500)}` : ""}`);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function podman(args, { allowFail = false, timeout = 120_000 } = {}) {
  try {
    return {
      code: 0,
      out: execFileSync("podman", ["--runtime", "runc", "--cgroup-manager", "cgroupfs", ...args], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        timeout,
      }),
    };
  } catch (err) {
    if (!allowFail) throw new Error(`podman ${args.join(" ")}: ${err.stderr ?? err}`, { cause: err });
    return { code: err.status ?? -1, out: `${err.stdout ?? ""}${err.stderr ?? ""}` };
  }
}
const base = ["--network", "host", "--read-only", "-e", `PORT=${PORT}`, "-e", `BASE_URL=${BASE}`, "-e", "LOG_LEVEL=warn"];

/** Runs the image to its exit (a refusal); returns the exit code, its output and how long it took. */
function refusal(args) {
  const t0 = Date.now();
  const r = podman(["run", "--rm", ...base, ...args, IMAGE], { allowFail: true, timeout: 90_000 });
  return { ...r, ms: Date.now() - t0 };
}

async function ready(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${BASE}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await sleep(100);
  }
  return false;
}

class Browser {
  cookies = new Map();
  async call(method, path, body) {
    const headers = { accept: "application/json" };
    if (method !== "GET") headers.origin = BASE;
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, text, json };
  }
}

/** Sign-in as the demo member, a server-rendered page, a profile write read back. */
async function journey(label) {
  const b = new Browser();
  const signIn = await b.call("POST", "/api/auth/sign-in/email", { email: "member@appsec.community", password: "Demo-password-1" });
  check(`${label}: the demo member signs in`, signIn.status === 200, `${signIn.status} ${signIn.text.slice(0, 300)}`);
  const page = await fetch(`${BASE}/jobs`, { headers: { accept: "text/html" } });
  const html = await page.text();
  check(`${label}: a server-rendered page`, page.status === 200 && html.includes("<html"), `${page.status}`);
  const bio = `Smoke-tested image ${label} ${RUN}`;
  const put = await b.call("PUT", "/api/profile", {
    fullName: "Demo Member",
    title: "AppSec engineer",
    bio,
    expertise: ["threat modeling"],
    isOpenToWork: true,
    timezone: "UTC",
  });
  const me = await b.call("GET", "/api/me");
  check(`${label}: a write (profile) read back`, put.status === 200 && me.text.includes(bio), `${put.status} ${put.text.slice(0, 300)}`);
  return { b, bio };
}

async function main() {
  // Refusals.
  const noVolume = refusal(["-e", `AUTH_SECRET=${SECRET}`]);
  check(
    "no volume for the embedded database: refuses, non-zero, says why",
    noVolume.code !== 0 && /DATA_DIR \/data is an anonymous volume|DATA_DIR \/data is not a mounted volume/.test(noVolume.out),
    `${noVolume.code} ${noVolume.out}`,
  );
  const weak = refusal(["-e", "AUTH_SECRET=changeme", "-v", `appsec-smoke-weak-${RUN}:/data`]);
  cleanup.push(() => podman(["volume", "rm", "-f", `appsec-smoke-weak-${RUN}`], { allowFail: true }));
  check(
    "a weak AUTH_SECRET: refuses, non-zero, says why",
    weak.code === 78 && /AUTH_SECRET is too weak/.test(weak.out),
    `${weak.code} ${weak.out}`,
  );
  const wrongDb = refusal([
    "-e",
    `AUTH_SECRET=${SECRET}`,
    "-e",
    "DATABASE_URL=postgres://nobody@127.0.0.1:1/nowhere",
    "-v",
    `appsec-smoke-weak-${RUN}:/data`,
  ]);
  check(
    `a wrong DATABASE_URL fails fast with the reason (${(wrongDb.ms / 1000).toFixed(1)} s)`,
    wrongDb.code !== 0 && /ECONNREFUSED|connect/i.test(wrongDb.out) && wrongDb.ms < 60_000,
    `${wrongDb.code} ${wrongDb.out}`,
  );

  // The embedded default on a named volume.
  const volume = `appsec-smoke-${RUN}`;
  const name = `appsec-smoke-${RUN}`;
  cleanup.push(() => podman(["rm", "-f", "-v", "-t", "5", name], { allowFail: true }));
  cleanup.push(() => podman(["volume", "rm", "-f", volume], { allowFail: true }));
  let t0 = Date.now();
  podman(["run", "-d", "--name", name, ...base, "-e", `AUTH_SECRET=${SECRET}`, "-v", `${volume}:/data`, IMAGE]);
  const up = await ready();
  figures["embedded default, first start (migrations + demo seed) to ready"] = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  check("embedded default on a named volume: ready", up, podman(["logs", "--tail", "20", name], { allowFail: true }).out);
  if (!up) return;
  const inspect = JSON.parse(podman(["inspect", name]).out)[0];
  check("runs as the non-root user 10001", inspect.Config.User === "10001:10001", inspect.Config.User);
  check("read-only root filesystem", inspect.HostConfig.ReadonlyRootfs === true);
  const labels = inspect.Config.Labels ?? {};
  check(
    "labels: version, revision, source",
    Boolean(
      labels["org.opencontainers.image.version"] &&
      labels["org.opencontainers.image.revision"] &&
      labels["org.opencontainers.image.source"],
    ),
    JSON.stringify(labels),
  );
  const health = podman(["healthcheck", "run", name], { allowFail: true });
  check("HEALTHCHECK (/api/health/ready) passes", health.code === 0, health.out);
  const { bio } = await journey("embedded");
  figures["memory, embedded default after the journey (podman stats)"] = podman([
    "stats",
    "--no-stream",
    "--format",
    "{{.MemUsage}}",
    name,
  ]).out.trim();

  t0 = Date.now();
  podman(["stop", "-t", "30", name]);
  const code = podman(["inspect", "--format", "{{.State.ExitCode}}", name]).out.trim();
  check(`SIGTERM reaches node: exit 0 in ${((Date.now() - t0) / 1000).toFixed(1)} s`, code === "0", `exit ${code}`);
  t0 = Date.now();
  podman(["start", name]);
  await ready();
  figures["embedded default, restart to ready"] = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  const again = new Browser();
  await again.call("POST", "/api/auth/sign-in/email", { email: "member@appsec.community", password: "Demo-password-1" });
  const me = await again.call("GET", "/api/me");
  check("the write survives a restart (the volume keeps the database)", me.text.includes(bio), me.text.slice(0, 300));
  podman(["rm", "-f", "-v", "-t", "10", name]);

  // PostgreSQL.
  const db = `smoke_${RUN}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${db}`);
  cleanup.push(async () => {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await c.end();
  });
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${db}`;
  t0 = Date.now();
  podman([
    "run",
    "-d",
    "--name",
    name,
    ...base,
    "-e",
    `AUTH_SECRET=${SECRET}`,
    "-e",
    `DATABASE_URL=${url}`,
    "-e",
    "SEED_DEMO=true",
    "-v",
    `${volume}:/data`,
    IMAGE,
  ]);
  const pgUp = await ready();
  figures["PostgreSQL, first start (migrations + demo seed) to ready"] = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  check("PostgreSQL: ready", pgUp, podman(["logs", "--tail", "20", name], { allowFail: true }).out);
  if (pgUp) await journey("PostgreSQL");
  figures["memory, PostgreSQL instance after the journey"] = podman(["stats", "--no-stream", "--format", "{{.MemUsage}}", name]).out.trim();
}

let crashed = false;
try {
  await main();
} catch (err) {
  crashed = true;
  console.error(`FAIL ${err.stack ?? err}`);
} finally {
  for (const fn of cleanup.reverse()) await Promise.resolve(fn()).catch(() => {});
}
const size = Number(podman(["image", "inspect", "--format", "{{.Size}}", IMAGE]).out.trim());
figures["image size"] = `${Math.round(size / 1e6)} MB`;
console.log("\nfigures:");
for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${v}`);
const failed = results.filter((r) => !r).length;
console.log(`\n${results.length - failed}/${results.length} checks passed`);
process.exit(crashed || failed ? 1 : 0);
