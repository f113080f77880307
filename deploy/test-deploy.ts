/**
 * npm run test:deploy (deploy/test-deploy.sh builds the image, then runs this with tsx) — the tested
 * deployment: two app containers of the image on PostgreSQL, S3 (s3rver, as the tests use) and an SMTP
 * receiver, behind nginx (Debian's) with TRUST_PROXY=1. Checks, all through nginx unless said:
 *  1. a journey: sign up, verify through the mail receiver, sign in, post a job (recruiter) and approve
 *     it (admin), upload an avatar; the other container sees the job and serves the avatar
 *  2. a spoofed X-Forwarded-For does not escape the per-client sign-up limit
 *  3. a rolling restart (app-a, then app-b; SIGTERM, drain, start, ready) under a small load of reads and
 *     sign-ups: 0 failed requests, and every verification mail arrives exactly once
 *  4. a backup (pg_dump + the uploads) restored into a new database and directory, counted equal
 *  5. figures for docs/deploy.md: start time, memory per instance, connections per instance
 * Then tears everything down. Every wait has a deadline. Ports: 18080 (nginx), 18081/18082 (apps),
 * 18025 (SMTP), 18090 (S3).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { gunzipSync } from "node:zlib";
import { join } from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";

const ROOT = join(import.meta.dirname, "..");
const IMAGE = process.env.IMAGE ?? "localhost/appsec-community:latest";
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PROXY_PORT = 18080;
const APP_PORTS = { "app-a": 18081, "app-b": 18082 } as const;
type AppName = keyof typeof APP_PORTS;
const SMTP_PORT = 18025;
const S3_PORT = 18090;
const BASE_URL = `http://127.0.0.1:${PROXY_PORT}`;
const RUN = Date.now().toString(36);
const DEMO_PASSWORD = "Demo-password-1";
const PREFIX = `appsec-deploy-${RUN}`;

// ---------- checks ----------
const results: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail = "") {
  results.push({ name, ok, detail });
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${!ok && detail ? `\n     ${detail.slice(0, 1500)}` : ""}`);
}
const figures: Record<string, string> = {};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 60_000, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
function sh(cmd: string, args: string[], opts: { input?: string; allowFail?: boolean } = {}): string {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", input: opts.input, stdio: ["pipe", "pipe", "pipe"], timeout: 120_000 });
  } catch (err) {
    if (opts.allowFail) return String((err as { stdout?: string }).stdout ?? "");
    const e = err as { stderr?: string };
    throw new Error(`${cmd} ${args.join(" ")}: ${e.stderr ?? String(err)}`, { cause: err });
  }
}
const podman = (...args: string[]) => sh("podman", ["--runtime", "runc", "--cgroup-manager", "cgroupfs", ...args]);

// ---------- HTTP with a chosen source address (rate limits are per client; nginx sees this address) ----------
interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers checked field by field
  json: any;
}
const agents = new Map<string, http.Agent>();
function agentFor(localAddress: string) {
  let a = agents.get(localAddress);
  if (!a) agents.set(localAddress, (a = new http.Agent({ keepAlive: true, localAddress, maxSockets: 4 })));
  return a;
}
function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string; timeoutMs?: number } = {},
): Promise<Reply> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: opts.method ?? "GET", headers: opts.headers, agent: agentFor(opts.from ?? "127.0.0.1"), timeout: opts.timeoutMs ?? 20_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const text = body.toString("utf8");
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json });
        });
        res.on("error", (err) => resolve({ status: 0, headers: {}, body: Buffer.alloc(0), text: String(err), json: null }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err) => resolve({ status: 0, headers: {}, body: Buffer.alloc(0), text: String(err), json: null }));
    req.end(opts.body);
  });
}

/** A browser: a cookie jar and a source address of its own. */
class Browser {
  cookies = new Map<string, string>();
  constructor(readonly from: string) {}
  async call(method: string, path: string, body?: unknown, base = BASE_URL, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { accept: "application/json", ...extra };
    if (method !== "GET") headers.origin = BASE_URL;
    let payload: Buffer | string | undefined;
    if (body instanceof FormBody) {
      headers["content-type"] = body.contentType;
      payload = body.buffer;
    } else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const reply = await request(`${base}${path}`, { method, headers, body: payload, from: this.from });
    const set = reply.headers["set-cookie"] ?? [];
    for (const line of set) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /max-age=0\b/i.test(line)) this.cookies.delete(pair!.slice(0, eq).trim());
      else this.cookies.set(pair!.slice(0, eq).trim(), value);
    }
    return reply;
  }
}
class FormBody {
  readonly contentType: string;
  readonly buffer: Buffer;
  constructor(field: string, filename: string, type: string, data: Buffer) {
    const boundary = `----deploy${RUN}`;
    this.contentType = `multipart/form-data; boundary=${boundary}`;
    this.buffer = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  }
}
const explain = (r: Reply) => `${r.status} ${r.text.slice(0, 400)}`;
const ok2xx = (r: Reply) => r.status >= 200 && r.status < 300;

// ---------- the pieces ----------
const work = mkdtempSync(join(tmpdir(), "appsec-deploy-"));
const mails: { to: string; messageId: string; text: string }[] = [];
let smtp: SMTPServer | undefined;
let s3: S3rver | undefined;
let nginx: ChildProcess | undefined;
let setProxy: (down?: AppName) => void = () => {};
const databases: string[] = [];
const containers: string[] = [];

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}
function dbUrl(name: string) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}
async function query(name: string, sql: string) {
  const c = new pg.Client({ connectionString: dbUrl(name) });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

function decodeMail(raw: string) {
  // Quoted-printable soft breaks and escapes (enough for links).
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

function appEnv(name: AppName, dbName: string, secretFile: string): string[] {
  return [
    "-e",
    `PORT=${APP_PORTS[name]}`,
    "-e",
    `BASE_URL=${BASE_URL}`,
    "-e",
    `DATABASE_URL=${dbUrl(dbName)}`,
    "-e",
    "AUTH_SECRET_FILE=/run/secrets/auth_secret",
    "-v",
    `${secretFile}:/run/secrets/auth_secret:ro,Z`,
    "-e",
    `SMTP_URL=smtp://127.0.0.1:${SMTP_PORT}?name=${name}`,
    "-e",
    `S3_ENDPOINT=http://127.0.0.1:${S3_PORT}`,
    "-e",
    "S3_BUCKET=uploads",
    "-e",
    "S3_ACCESS_KEY_ID=S3RVER",
    "-e",
    "S3_SECRET_ACCESS_KEY=S3RVER",
    "-e",
    "TRUST_PROXY=1",
    "-e",
    "SEED_DEMO=true",
    "-e",
    "LOG_LEVEL=warn",
    "-e",
    "SHUTDOWN_DRAIN_MS=15000",
  ];
}

function startApp(name: AppName, dbName: string, secretFile: string) {
  const cname = `${PREFIX}-${name}`;
  // Host networking: the instances reach PostgreSQL, SMTP and S3 on the host's loopback, as nginx reaches them.
  podman(
    "run",
    "-d",
    "--name",
    cname,
    "--network",
    "host",
    "--read-only",
    "--stop-timeout",
    // The drain plus the mail hold (docs/decisions/071), as deploy/compose.yaml.
    "75",
    ...appEnv(name, dbName, secretFile),
    IMAGE,
  );
  if (!containers.includes(cname)) containers.push(cname);
  return cname;
}
const ready = (name: AppName) =>
  until(`${name} ready`, async () => (await request(`http://127.0.0.1:${APP_PORTS[name]}/api/health/ready`)).status === 200, 120_000);

async function main() {
  // SMTP receiver: every message with its sender's EHLO name.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, cb) {
      let data = "";
      stream.on("data", (c: Buffer) => (data += c.toString()));
      stream.on("end", () => {
        mails.push({
          to: /^To:\s*(?:.*<)?([^>\s]+@[^>\s]+)>?/im.exec(data)?.[1] ?? "",
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(data)?.[1] ?? "",
          text: decodeMail(data),
        });
        cb();
      });
    },
  });
  smtp.on("error", () => {});
  await new Promise<void>((resolve) => smtp!.listen(SMTP_PORT, "127.0.0.1", resolve));

  const s3dir = join(work, "s3");
  mkdirSync(s3dir);
  s3 = new S3rver({
    port: S3_PORT,
    address: "127.0.0.1",
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: "uploads", configs: [] }],
  });
  await s3.run();

  const dbName = `deploy_${RUN}`;
  await admin(`CREATE DATABASE ${dbName}`);
  databases.push(dbName);

  const secretFile = join(work, "auth_secret");
  writeFileSync(secretFile, `${sh("openssl", ["rand", "-base64", "32"]).trim()}\n`, { mode: 0o644 });

  // nginx
  const ngx = join(work, "nginx");
  mkdirSync(ngx);
  const conf = (down?: AppName) =>
    readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8")
      .replaceAll("@LISTEN@", `127.0.0.1:${PROXY_PORT}`)
      .replaceAll("@APP_A@", `127.0.0.1:${APP_PORTS["app-a"]}`)
      .replaceAll("@APP_B@", `127.0.0.1:${APP_PORTS["app-b"]}`)
      .replaceAll("@PREFIX@", ngx)
      // the instance being restarted, marked `down`
      .replace(new RegExp(`(server 127\\.0\\.0\\.1:${down ? APP_PORTS[down] : "none"}) `), "$1 down ");
  /** Rewrites the configuration (an instance marked down, or none) and reloads nginx gracefully. */
  setProxy = (down?: AppName) => {
    writeFileSync(confPath, conf(down));
    sh("nginx", ["-s", "reload", "-c", confPath, "-p", ngx, "-g", "daemon off;"]);
  };
  const confPath = join(ngx, "nginx.conf");
  writeFileSync(confPath, conf());
  sh("nginx", ["-t", "-q", "-c", join(ngx, "nginx.conf"), "-p", ngx, "-g", "daemon off;"]);
  nginx = spawn("nginx", ["-c", join(ngx, "nginx.conf"), "-p", ngx, "-g", "daemon off;"], { stdio: "ignore" });

  // Two instances at once on the empty database: migrations and the demo seed happen once (start-up lock).
  let t0 = Date.now();
  startApp("app-a", dbName, secretFile);
  startApp("app-b", dbName, secretFile);
  await Promise.all([ready("app-a"), ready("app-b")]);
  figures["first start, both instances, empty PostgreSQL (migrations + seed) to ready"] = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  check("both instances ready on one empty database", true);

  // ---- 1. the journey through nginx ----
  const page = await request(`${BASE_URL}/jobs`, { headers: { accept: "text/html" } });
  check("a server-rendered page through nginx", page.status === 200 && page.text.includes("<html"), explain(page));
  const asset = /\/assets\/[^"']+\.js/.exec(page.text)?.[0];
  const assetReply = asset ? await request(`${BASE_URL}${asset}`) : undefined;
  check(
    "hashed assets: long cache headers from nginx",
    Boolean(assetReply && assetReply.status === 200 && /max-age=31536000, immutable/.test(String(assetReply.headers["cache-control"]))),
    assetReply ? JSON.stringify(assetReply.headers) : "no asset in the page",
  );
  // The app compresses its JSON itself; nginx (gzip off) must pass it through as it is: compressed once.
  const jsonReply = await request(`${BASE_URL}/api/jobs`, { headers: { "accept-encoding": "gzip" } });
  let decoded: unknown = null;
  try {
    const raw = jsonReply.headers["content-encoding"] === "gzip" ? gunzipSync(jsonReply.body) : jsonReply.body;
    decoded = JSON.parse(raw.toString("utf8"));
  } catch {
    // stays null: compressed twice, or not JSON
  }
  check(
    "JSON through nginx: compressed once (by the app), decodes to the job list",
    jsonReply.status === 200 && Array.isArray((decoded as { jobs?: unknown } | null)?.jobs),
    `${jsonReply.status} content-encoding: ${jsonReply.headers["content-encoding"]}`,
  );

  const newcomer = new Browser("127.0.3.1");
  const email = `deploy-${RUN}@example.test`;
  const password = "A-deployment-passphrase-9";
  const signUp = await newcomer.call("POST", "/api/auth/sign-up/email", { name: "Deploy Newcomer", email, password });
  check("sign up through nginx", ok2xx(signUp), explain(signUp));
  const mail = await until("the verification mail", async () => mails.find((m) => m.to === email), 60_000);
  const link = /https?:\/\/[^\s"'<>]*verify[^\s"'<>]*/i.exec(mail.text)?.[0]?.replaceAll("&amp;", "&");
  check(
    "the verification mail reached the SMTP receiver, with a link through nginx",
    Boolean(link?.startsWith(BASE_URL)),
    mail.text.slice(0, 800),
  );
  if (link) {
    const verified = await newcomer.call("GET", link.slice(BASE_URL.length));
    check("verify through the link", verified.status < 400, explain(verified));
  }
  const signIn = await newcomer.call("POST", "/api/auth/sign-in/email", { email, password });
  check("sign in after verifying", ok2xx(signIn), explain(signIn));

  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  const upload = await newcomer.call("POST", "/api/profile/avatar", new FormBody("avatar", "me.png", "image/png", png));
  const avatarUrl = upload.json?.avatarUrl as string | undefined;
  check("upload an avatar through nginx", ok2xx(upload) && Boolean(avatarUrl), explain(upload));

  const recruiter = new Browser("127.0.3.2");
  const adminUser = new Browser("127.0.3.3");
  await recruiter.call("POST", "/api/auth/sign-in/email", { email: "recruiter@appsec.community", password: DEMO_PASSWORD });
  await adminUser.call("POST", "/api/auth/sign-in/email", { email: "admin@appsec.community", password: DEMO_PASSWORD });
  const title = `Deployed AppSec Engineer ${RUN}`;
  const job = await recruiter.call("POST", "/api/jobs", {
    title,
    company: "Deploy Co",
    location: "Remote",
    jobBoardUrl: "https://example.test/jobs/deploy",
    description: "Run the image behind nginx with two instances and no failed request.",
    skills: ["AppSec", "Containers"],
    isRemote: true,
  });
  const jobId = job.json?.job?.id as string | undefined;
  check("the recruiter posts a job", ok2xx(job) && Boolean(jobId), explain(job));
  const approve = jobId ? await adminUser.call("POST", `/api/admin/jobs/${jobId}/approve`) : undefined;
  check("the admin approves it", Boolean(approve && ok2xx(approve)), approve ? explain(approve) : "");

  // Seen from each container directly (not through nginx): the job, the member's avatar, and the file.
  for (const name of ["app-a", "app-b"] as const) {
    const base = `http://127.0.0.1:${APP_PORTS[name]}`;
    const jobs = await until(
      `${name} lists the job`,
      async () => {
        const r = await request(`${base}/api/jobs`);
        return r.text.includes(title) ? r : undefined;
      },
      15_000,
    ).catch(() => undefined);
    check(`${name} lists the approved job`, Boolean(jobs));
    const me = await newcomer.call("GET", "/api/me", undefined, base);
    const seen = JSON.stringify(me.json ?? {}).includes(avatarUrl ?? "<none>");
    check(`${name} knows the avatar`, seen, explain(me));
    if (avatarUrl) {
      const file = await request(avatarUrl.startsWith("http") ? avatarUrl : `${base}${avatarUrl}`);
      check(`${name} serves the avatar image`, file.status === 200 && /^image\//.test(String(file.headers["content-type"])), explain(file));
    }
  }

  // ---- 2. a spoofed X-Forwarded-For through nginx ----
  // nginx appends the real address; TRUST_PROXY=1 takes that one, so a new spoofed value per request is
  // still one client: the sign-up limit (10 per 10 minutes) holds.
  const spoofer = new Browser("127.0.4.1");
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const r = await spoofer.call(
      "POST",
      "/api/auth/sign-up/email",
      { name: "Spoof", email: `spoof-${i}-${RUN}@example.test`, password: "A-spoofing-passphrase-1" },
      BASE_URL,
      { "x-forwarded-for": `203.0.113.${i + 1}` },
    );
    statuses.push(r.status);
  }
  check(
    "a spoofed X-Forwarded-For does not reset the per-client limit (11th sign-up → 429)",
    statuses.at(-1) === 429 && statuses.slice(0, 10).every((s) => s === 200),
    statuses.join(","),
  );
  const spoofMails = new Set(Array.from({ length: 10 }, (_, i) => `spoof-${i}-${RUN}@example.test`));

  // ---- 3. rolling restart under load ----
  const load = { stop: false, requests: 0, failures: [] as string[], signups: [] as string[] };
  let signupSeq = 0;
  const worker = async (w: number) => {
    // Each worker is a client of its own (8 sign-ups per address, under the limit of 10).
    let from = `127.0.5.${w + 1}`;
    let used = 0;
    while (!load.stop) {
      const kind = load.requests % 5;
      let r: Reply;
      let label: string;
      if (kind === 0) {
        if (used >= 8) {
          from = `127.0.${6 + Math.floor(signupSeq / 200)}.${(signupSeq % 200) + 1}`;
          used = 0;
        }
        const e = `load-${++signupSeq}-${RUN}@example.test`;
        used++;
        label = `POST sign-up ${e}`;
        r = await request(`${BASE_URL}/api/auth/sign-up/email`, {
          method: "POST",
          from,
          headers: { "content-type": "application/json", origin: BASE_URL },
          body: JSON.stringify({ name: "Load", email: e, password: "A-load-passphrase-123" }),
        });
        if (r.status === 200) load.signups.push(e);
      } else if (kind === 1) {
        label = "GET /jobs (page)";
        r = await request(`${BASE_URL}/jobs`, { from, headers: { accept: "text/html" } });
      } else {
        label = "GET /api/jobs";
        r = await request(`${BASE_URL}/api/jobs`, { from });
      }
      load.requests++;
      if (r.status === 0 || r.status >= 500 || r.status === 429) load.failures.push(`${label} → ${explain(r)}`);
      await sleep(20);
    }
  };
  const workers = Array.from({ length: 4 }, (_, w) => worker(w));
  await sleep(2000);
  const restartTimes: string[] = [];
  for (const name of ["app-a", "app-b"] as const) {
    const cname = `${PREFIX}-${name}`;
    setProxy(name); // out of the proxy first; nginx's old workers finish their requests
    await sleep(1000);
    t0 = Date.now();
    podman("stop", "-t", "30", cname); // SIGTERM: readiness 503, drain, exit
    const stopped = Date.now() - t0;
    const exit = podman("inspect", "--format", "{{.State.ExitCode}}", cname).trim();
    check(`${name} exits 0 on SIGTERM`, exit === "0", `exit code ${exit}`);
    t0 = Date.now();
    podman("start", cname);
    await ready(name);
    setProxy(); // back in
    restartTimes.push(`${name}: stopped in ${(stopped / 1000).toFixed(1)} s, ready ${((Date.now() - t0) / 1000).toFixed(1)} s after start`);
    await sleep(1500);
  }
  await sleep(1500);
  load.stop = true;
  await Promise.all(workers);
  figures["rolling restart"] = restartTimes.join("; ");
  figures["requests during the rolling restart"] = `${load.requests} (${load.signups.length} sign-ups)`;
  check(
    `rolling restart under load: 0 failed requests of ${load.requests}`,
    load.failures.length === 0,
    load.failures.slice(0, 10).join("\n     "),
  );

  // Every sign-up's verification mail exactly once (and the spoofer's ten), none twice.
  const expected = new Set([...load.signups, ...spoofMails, email]);
  await until("every verification mail", async () => [...expected].every((e) => mails.some((m) => m.to === e)), 90_000, 500).catch(
    () => undefined,
  );
  const missing = [...expected].filter((e) => !mails.some((m) => m.to === e));
  const perId = new Map<string, number>();
  for (const m of mails) perId.set(m.messageId, (perId.get(m.messageId) ?? 0) + 1);
  const dupIds = [...perId].filter(([, n]) => n > 1);
  const verifyPerAddress = new Map<string, number>();
  for (const m of mails) if (expected.has(m.to)) verifyPerAddress.set(m.to, (verifyPerAddress.get(m.to) ?? 0) + 1);
  const twice = [...verifyPerAddress].filter(([, n]) => n > 1);
  check(`every verification mail delivered (${expected.size})`, missing.length === 0, missing.slice(0, 5).join(", "));
  check(
    "0 duplicate mails (by Message-ID and by recipient)",
    dupIds.length === 0 && twice.length === 0,
    JSON.stringify({ dupIds, twice }).slice(0, 500),
  );

  // ---- 5. figures ----
  const stats = podman("stats", "--no-stream", "--format", "{{.Name}} {{.MemUsage}} {{.CPUPerc}}", ...containers);
  figures["memory per instance after the run (podman stats)"] = stats.trim().replaceAll("\n", "; ");
  const conns = await query(dbName, "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()");
  figures["PostgreSQL connections, both instances, idle after load"] = String((conns[0] as { n: number }).n - 1);
  t0 = Date.now();
  let n = 0;
  const benchFrom = Array.from({ length: 8 }, (_, i) => `127.0.9.${i + 1}`);
  await Promise.all(
    benchFrom.map(async (from) => {
      while (Date.now() - t0 < 10_000) {
        const r = await request(`${BASE_URL}/api/jobs`, { from });
        if (r.status === 200) n++;
      }
    }),
  );
  figures["GET /api/jobs through nginx, 8 concurrent clients, 10 s, 2 instances (2 shared cores)"] = `${(n / 10).toFixed(0)} req/s`;

  // ---- 4. backup and restore ----
  const dump = join(work, "appsec.dump");
  sh("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, dbUrl(dbName)]);
  const restored = `${dbName}_restored`;
  await admin(`CREATE DATABASE ${restored}`);
  databases.push(restored);
  sh("pg_restore", ["--no-owner", `--dbname=${dbUrl(restored)}`, dump]);
  const count = async (db: string) =>
    JSON.stringify(await query(db, `SELECT (SELECT count(*) FROM "user") AS users, (SELECT count(*) FROM jobs) AS jobs`));
  const [before, after] = [await count(dbName), await count(restored)];
  check("pg_dump restored into a new database: the same users and jobs", before === after, `${before} vs ${after}`);
  const uploadsTar = join(work, "uploads.tar");
  sh("tar", ["-C", s3dir, "-cf", uploadsTar, "."]);
  const restoreDir = join(work, "uploads-restored");
  mkdirSync(restoreDir);
  sh("tar", ["-C", restoreDir, "-xf", uploadsTar]);
  const files = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => statSync(join(dir, f)).isFile())
      .sort();
  check(
    "the uploads backup restores every file",
    JSON.stringify(files(s3dir)) === JSON.stringify(files(restoreDir)) && files(s3dir).length > 0,
    "",
  );
  figures["backup sizes"] =
    `pg_dump ${Math.round(statSync(dump).size / 1024)} KB, uploads ${Math.round(statSync(uploadsTar).size / 1024)} KB`;
}

async function teardown() {
  for (const c of containers) podman("rm", "-f", "-v", "-t", "5", c); // -v: with its anonymous /data volume
  if (nginx && nginx.exitCode === null) {
    nginx.kill("SIGQUIT");
    await new Promise((r) => nginx!.once("exit", r));
  }
  for (const a of agents.values()) a.destroy();
  if (smtp) await new Promise<void>((r) => smtp!.close(() => r()));
  if (s3) await s3.close();
  for (const d of databases.reverse()) await admin(`DROP DATABASE IF EXISTS ${d} WITH (FORCE)`).catch(() => {});
  rmSync(work, { recursive: true, force: true });
}

let failed = false;
try {
  await main();
} catch (err) {
  failed = true;
  console.error(`FAIL ${(err as Error).stack ?? err}`);
  for (const c of containers) console.error(`--- ${c} logs:\n${sh("podman", ["logs", "--tail", "30", c], { allowFail: true })}`);
} finally {
  await teardown().catch((err) => console.error("tear-down:", err));
}
console.log("\nfigures:");
for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${v}`);
const bad = results.filter((r) => !r.ok);
console.log(`\n${results.length - bad.length}/${results.length} checks passed`);
process.exit(failed || bad.length ? 1 : 0);
