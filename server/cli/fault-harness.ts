import { spawn } from "node:child_process";

/** Shared pieces of the fault scripts (server/cli/faults*.ts): checks, instances, an HTTP client per simulated person. */

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createChecks() {
  const checks: Array<[string, boolean]> = [];
  return {
    check(name: string, ok: boolean, detail = "") {
      checks.push([name, ok]);
      console.log(`${ok ? "✓" : "✗"} ${name}${detail ? ` — ${detail}` : ""}`);
      return ok;
    },
    /** Prints the summary line; the exit code a script should end with. */
    finish(label: string) {
      const failed = checks.filter(([, ok]) => !ok).length;
      console.log(`${label}: ${checks.length - failed} passed, ${failed} failed`);
      return failed === 0 && checks.length > 0 ? 0 : 1;
    },
  };
}

export interface Instance {
  name: string;
  port: number;
  baseUrl: string;
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  /** What the process wrote (stdout and stderr). */
  log: () => string;
}

/** A built server (`<cwd>/dist/server/main.js`) on its own port, with the fault scripts' environment. */
export function startInstance(opts: {
  name: string;
  port: number;
  cwd: string;
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): Instance {
  const baseUrl = `http://localhost:${opts.port}`;
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: opts.cwd,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(opts.port),
      BASE_URL: baseUrl,
      DATABASE_URL: opts.databaseUrl,
      SEED_DEMO: "true",
      AUTH_SECRET: "faults-secret-faults-secret-faults-secret",
      DATA_DIR: opts.dataDir,
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The logger writes to stdout; both streams are kept, in order, to explain a failure.
  let log = "";
  child.stdout!.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { name: opts.name, port: opts.port, baseUrl, child, exited, log: () => log };
}

/** True once /api/health answers 200; false at the deadline or when the process exits first. */
export async function waitHealthy(instance: Pick<Instance, "baseUrl" | "exited">, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void instance.exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${instance.baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return false;
}

export async function stopInstances(instances: Instance[]) {
  for (const inst of instances) if (inst.child.exitCode === null && inst.child.signalCode === null) inst.child.kill("SIGKILL");
  await Promise.all(instances.map((inst) => Promise.race([inst.exited, sleep(5000)])));
}

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are checked field by field
  body: any;
  text: string;
  method: string;
  path: string;
  instance: string;
}

/**
 * One simulated person: a cookie jar (the same session on every instance, as a browser behind a load
 * balancer keeps it) and a client address of their own (rate limits are per client).
 */
export class Client {
  private cookies = new Map<string, string>();
  constructor(
    readonly label: string,
    readonly ip: string,
    private readonly onReply: (r: Reply) => void = () => {},
  ) {}

  async call(instance: Pick<Instance, "name" | "baseUrl">, method: string, path: string, json?: unknown): Promise<Reply> {
    const headers: Record<string, string> = { "x-forwarded-for": this.ip, accept: "application/json" };
    if (method !== "GET") headers.origin = instance.baseUrl;
    if (json !== undefined) headers["content-type"] = "application/json";
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let reply: Reply;
    try {
      const res = await fetch(`${instance.baseUrl}${path}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        redirect: "manual",
        signal: AbortSignal.timeout(15_000),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const eq = pair!.indexOf("=");
        const name = pair!.slice(0, eq).trim();
        const value = pair!.slice(eq + 1).trim();
        if (value === "" || /max-age=0\b/i.test(line)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const text = await res.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      reply = { status: res.status, body, text, method, path, instance: instance.name };
    } catch (err) {
      reply = { status: 0, body: null, text: String(err), method, path, instance: instance.name };
    }
    this.onReply(reply);
    return reply;
  }

  /** Another client holding this one's cookies as they are now (the same browser on another tab, or a replay). */
  copy(label: string, ip = this.ip): Client {
    const other = new Client(label, ip, this.onReply);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  async signIn(instance: Pick<Instance, "name" | "baseUrl">, email: string, password: string) {
    this.cookies.clear();
    return this.call(instance, "POST", "/api/auth/sign-in/email", { email, password });
  }
}

/** "POST /api/x → 500 {…}" for a check's detail. */
export const describe = (r: Reply) => `${r.method} ${r.path} on ${r.instance} → ${r.status} ${r.text.slice(0, 300)}`;
