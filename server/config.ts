import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./lib/client-address";

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: optional,
  DATA_DIR: z.string().default("./data"),
  BASE_URL: optional,
  AUTH_SECRET: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("AppSec Community <no-reply@appsec.community>"),
  TEAM_EMAIL: z.string().default("team@appsec.community"),
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((v) => v !== "false"),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  // A number of proxy hops (true = 1) or a comma-separated list of proxy addresses/CIDRs (lib/client-address.ts).
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: (err as Error).message });
        return z.NEVER;
      }
    }),
  SEED_DEMO: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
  WEB_DIST: optional,
  // "true": serve the dev outbox; "local" (what `npm start` / `npm run dev` set when DEV_MAIL is unset):
  // only for the local default, i.e. the embedded database and no SMTP; anything else: off.
  DEV_MAIL: z
    .string()
    .optional()
    .transform((v) => (v === "true" || v === "1" ? "on" : v === "local" ? "local" : "off")),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // Each process logs a `runtime` line (memory, event-loop delay p99) this often; 0: never (lib/runtime-metrics.ts).
  RUNTIME_METRICS_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  // How long a sender's claim on an outbox message lasts unless renewed (lib/mail.ts).
  MAIL_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // Outbox messages an instance has on the wire at once, over as many pooled SMTP connections (lib/mail.ts).
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  // How long public list pages stay cached (docs/decisions/023); 0 turns the cache off. Unset: 5 s,
  // off under NODE_ENV=test (tests write rows directly and read them back at once).
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // Distinct members' flags that hide an item until it is reviewed (docs/decisions/034).
  FLAG_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(100).default(3),
  // Notification mails a recipient gets per UTC day; the rest go to the next day's catch-up mail (docs/decisions/059).
  NOTIFICATION_MAIL_DAILY_CAP: z.coerce.number().int().min(1).max(1000).default(20),
  // The mailto: of List-Unsubscribe (a mailbox the team reads); default: TEAM_EMAIL.
  UNSUBSCRIBE_MAILTO: optional,
  // Tests only: lets article image import fetch from loopback (a local test server). Never set in production.
  IMAGE_IMPORT_ALLOW_LOOPBACK: z
    .string()
    .optional()
    .transform((v) => v === "true"),
  // Set by the container image: refuse to keep the embedded database or uploads outside a mounted volume.
  REQUIRE_DATA_VOLUME: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true"),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * Secrets an orchestrator may mount as files: `X_FILE=/run/secrets/x` reads X from that file (its trailing
 * newline dropped). Setting both X and X_FILE is an error, not a silent choice.
 */
export const SECRET_FILE_VARIABLES = [
  "AUTH_SECRET",
  "DATABASE_URL",
  "SMTP_URL",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "GOOGLE_CLIENT_SECRET",
  "GITHUB_CLIENT_SECRET",
  "LINKEDIN_CLIENT_SECRET",
] as const;

/** Every variable loadConfig parses (the documentation below must name each: server/config.env-table.test.ts). */
export const PARSED_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/**
 * The operators' table, one row per variable: README.md and docs/deploy.md carry it between
 * `<!-- config-table -->` markers, written by `npm run docs:config` and compared by a test.
 * Variables read outside this file (WEB_CONCURRENCY: lib/cluster.ts) are listed too.
 */
export const CONFIG_DOCS: { name: string; default: string; meaning: string }[] = [
  {
    name: "NODE_ENV",
    default: "`development`",
    meaning:
      "`production` turns on secure cookies and HSTS, turns off `/dev/mail`, requires a verified e-mail to sign in, requires `BASE_URL` and a strong `AUTH_SECRET`",
  },
  { name: "PORT", default: "`3000`", meaning: "HTTP port" },
  {
    name: "BASE_URL",
    default: "`http://localhost:$PORT`",
    meaning: "the exact origin browsers use (cookies, CSRF origin check, links in mails); required in production",
  },
  {
    name: "DATABASE_URL",
    default: "–",
    meaning: "PostgreSQL connection string; without it the embedded database in `DATA_DIR/db` is used",
  },
  {
    name: "DATA_DIR",
    default: "`./data` (`/data` in the image)",
    meaning: "embedded database, local uploads, and the generated local auth secret",
  },
  {
    name: "REQUIRE_DATA_VOLUME",
    default: "off (`1` in the image)",
    meaning:
      "refuse to start when the embedded database or local uploads would live in `DATA_DIR` without a named volume or bind mount there",
  },
  {
    name: "AUTH_SECRET",
    default: "generated once into `DATA_DIR/auth-secret`",
    meaning: "signs session cookies; in production required, at least 32 characters and not a placeholder (`openssl rand -base64 32`)",
  },
  {
    name: "SMTP_URL",
    default: "–",
    meaning:
      "e.g. `smtps://user:pass@smtp.example.com:465`; without it mail stays in the outbox table. With it (and always in production), sign-in requires a verified e-mail",
  },
  {
    name: "DEV_MAIL",
    default: "`local` under `npm start` / `npm run dev`, else off",
    meaning:
      "`true` serves the dev outbox at `/dev/mail` (every mail, with its links); `local` serves it only for the local default (no `DATABASE_URL`, no `SMTP_URL`); never in production",
  },
  {
    name: "SHUTDOWN_DRAIN_MS",
    default: "`10000`",
    meaning:
      "on SIGTERM, how long in-flight requests (and the mail being sent) get to finish before their connections are cut; `/api/health/ready` answers 503 from the signal on (docs/decisions/029)",
  },
  {
    name: "RUNTIME_METRICS_MS",
    default: "`0` (off)",
    meaning:
      "every so many milliseconds each process (the primary and every worker) logs one `runtime` line: RSS, heap, event-loop delay p50/p99/max since the line before (`npm run soak` reads them; docs/decisions/091)",
  },
  {
    name: "MAIL_LEASE_MS",
    default: "`30000`",
    meaning:
      "how long an instance's claim on an outbox message lasts unless renewed while sending; a killed instance's message is sent by another after at most this long",
  },
  {
    name: "MAIL_CONCURRENCY",
    default: "`4`",
    meaning:
      "outbox messages an instance sends at once, over as many pooled SMTP connections (each reused for up to 100 messages); a killed instance may send each of those again once (same Message-ID); `1`: one at a time (docs/decisions/095)",
  },
  { name: "MAIL_FROM", default: "`AppSec Community <no-reply@appsec.community>`", meaning: "sender" },
  {
    name: "TEAM_EMAIL",
    default: "`team@appsec.community`",
    meaning: "where contact messages, sponsor inquiries, applications and newsletter sign-ups are sent",
  },
  { name: "S3_BUCKET", default: "–", meaning: "S3-compatible storage for uploads instead of `DATA_DIR/uploads` (with the two keys below)" },
  { name: "S3_ACCESS_KEY_ID", default: "–", meaning: "S3 access key" },
  { name: "S3_SECRET_ACCESS_KEY", default: "–", meaning: "S3 secret key" },
  { name: "S3_ENDPOINT", default: "AWS", meaning: "the S3-compatible endpoint, e.g. `http://minio:9000`" },
  { name: "S3_REGION", default: "`us-east-1`", meaning: "S3 region" },
  { name: "S3_FORCE_PATH_STYLE", default: "`true`", meaning: "`false` for virtual-hosted-style bucket URLs" },
  {
    name: "GOOGLE_CLIENT_ID",
    default: "–",
    meaning: 'Google sign-in (with `GOOGLE_CLIENT_SECRET`); a provider without credentials answers "Failed to sign in with …"',
  },
  { name: "GOOGLE_CLIENT_SECRET", default: "–", meaning: "see `GOOGLE_CLIENT_ID`" },
  { name: "GITHUB_CLIENT_ID", default: "–", meaning: "GitHub sign-in (with `GITHUB_CLIENT_SECRET`)" },
  { name: "GITHUB_CLIENT_SECRET", default: "–", meaning: "see `GITHUB_CLIENT_ID`" },
  { name: "LINKEDIN_CLIENT_ID", default: "–", meaning: "LinkedIn sign-in (with `LINKEDIN_CLIENT_SECRET`)" },
  { name: "LINKEDIN_CLIENT_SECRET", default: "–", meaning: "see `LINKEDIN_CLIENT_ID`" },
  {
    name: "TRUST_PROXY",
    default: "`false`",
    meaning:
      "behind reverse proxies, where the client IP (rate limits) comes from: a number of proxy hops (`1`: the rightmost `X-Forwarded-For` entry, the one your proxy appended; `true` means `1`), or a comma-separated list of proxy addresses/CIDRs (`10.0.0.0/8,fd00::/8`: the rightmost entry that is not one of them). The leftmost entry, which the client writes, is never trusted. IPv6 clients are rate-limited per /64",
  },
  { name: "SEED_DEMO", default: "`true` without `DATABASE_URL`", meaning: "load demo data into an empty database" },
  { name: "WEB_DIST", default: "`dist/web`", meaning: "the built web app to serve" },
  { name: "WEB_CONCURRENCY", default: "`1`", meaning: "worker processes on one port, on PostgreSQL only (docs/decisions/036)" },
  {
    name: "LIST_CACHE_MS",
    default: "`5000` (`0` under `NODE_ENV=test`)",
    meaning: "how long public list pages stay cached (docs/decisions/023); `0` turns the cache off",
  },
  { name: "LOG_LEVEL", default: "`info`", meaning: "`debug`, `info`, `warn`, `error`, `silent`" },
  {
    name: "FLAG_HIDE_THRESHOLD",
    default: "`3`",
    meaning: "distinct members' flags that hide an item until it is reviewed (docs/decisions/034)",
  },
  {
    name: "NOTIFICATION_MAIL_DAILY_CAP",
    default: "`20`",
    meaning: "notification mails a recipient gets per UTC day; the rest are listed in the next day's catch-up mail (docs/decisions/059)",
  },
  {
    name: "UNSUBSCRIBE_MAILTO",
    default: "`TEAM_EMAIL`",
    meaning: "the `mailto:` address in `List-Unsubscribe` (a mailbox the team reads)",
  },
  {
    name: "IMAGE_IMPORT_ALLOW_LOOPBACK",
    default: "off",
    meaning: "tests only: article image import may fetch from 127.0.0.1 (ignored in production)",
  },
  {
    name: SECRET_FILE_VARIABLES.map((v) => `${v}_FILE`).join(", "),
    default: "–",
    meaning: "read that variable from a file (e.g. a mounted secret), trailing newline dropped; setting both `X` and `X_FILE` is refused",
  },
];

/** The Markdown table of CONFIG_DOCS. */
export function configTable(): string {
  const code = (names: string) =>
    names
      .split(", ")
      .map((n) => `\`${n}\``)
      .join(", ");
  return [
    "| variable | default | meaning |",
    "|---|---|---|",
    ...CONFIG_DOCS.map((row) => `| ${code(row.name)} | ${row.default} | ${row.meaning} |`),
  ].join("\n");
}

/** What loadConfig reads besides the environment (tests pass their own). */
export interface ConfigIo {
  readFile(path: string): string;
}
const realIo: ConfigIo = { readFile: (path) => readFileSync(path, "utf8") };

function withFileSecrets(env: NodeJS.ProcessEnv, io: ConfigIo): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) throw new Error(`Invalid environment: set ${name} or ${name}_FILE, not both`);
    let value: string;
    try {
      value = io.readFile(file);
    } catch (err) {
      throw new Error(
        `Invalid environment: ${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
        { cause: err },
      );
    }
    value = value.replace(/\r?\n$/, "");
    if (value.trim() === "") throw new Error(`Invalid environment: ${name}_FILE: ${file} is empty`);
    out[name] = value;
  }
  return out;
}

/** Placeholders copied from examples, never a real secret. */
const PLACEHOLDER_SECRET = /change[-_ ]?me|replace[-_ ]?me|your[-_ ]?secret|example|placeholder|^(secret|password)\d*$/i;
const MIN_SECRET_LENGTH = 32;

/** Why a production AUTH_SECRET is refused, or undefined when it will do. */
export function weakSecretReason(secret: string | undefined): string | undefined {
  const fix = "set AUTH_SECRET (or AUTH_SECRET_FILE) to at least 32 random characters, e.g. the output of `openssl rand -base64 32`";
  if (!secret) return `AUTH_SECRET is required when NODE_ENV=production: ${fix}`;
  if (secret.length < MIN_SECRET_LENGTH)
    return `AUTH_SECRET is too weak (${secret.length} characters, at least ${MIN_SECRET_LENGTH} needed): ${fix}`;
  if (PLACEHOLDER_SECRET.test(secret)) return `AUTH_SECRET is a placeholder from an example, not a secret: ${fix}`;
  return undefined;
}

/**
 * In the container image (REQUIRE_DATA_VOLUME=1), data kept in DATA_DIR — the embedded database, or the
 * uploads without S3 — must live on a named volume or a bind mount: in the container's own layer or an
 * anonymous volume it is lost when the container is replaced. Reads /proc/self/mountinfo.
 */
function dataVolumeProblem(dataDir: string, io: ConfigIo): string | undefined {
  let mountinfo: string;
  try {
    mountinfo = io.readFile("/proc/self/mountinfo");
  } catch {
    return undefined; // not Linux: nothing to check
  }
  // mountinfo fields: id parent major:minor root mount-point options … (proc(5)); paths escape spaces as \040.
  const mount = mountinfo
    .split("\n")
    .map((line) => line.split(" "))
    .find((f) => f.length > 4 && f[4]!.replace(/\\040/g, " ") === dataDir);
  const hint = `mount a named volume or a directory there (podman run -v appsec-data:${dataDir} …), or set DATABASE_URL and S3_BUCKET`;
  if (!mount) return `DATA_DIR ${dataDir} is not a mounted volume, so the data kept there would be lost with the container: ${hint}`;
  if (/\/volumes\/[0-9a-f]{64}\/_data$/.test(mount[3]!))
    return `DATA_DIR ${dataDir} is an anonymous volume, so the data kept there would be lost when the container is replaced: ${hint}`;
  return undefined;
}

/** Reads a secret kept in DATA_DIR, creating it once, so the local default needs no set-up. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env, io: ConfigIo = realIo) {
  const env = withFileSecrets(rawEnv, io);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${issues}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const dataDir = resolve(e.DATA_DIR);
  const weak = production ? weakSecretReason(e.AUTH_SECRET) : undefined;
  if (weak) throw new Error(weak);
  if (production && !e.BASE_URL) throw new Error("BASE_URL is required when NODE_ENV=production");
  const s3 =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined;
  if (e.REQUIRE_DATA_VOLUME && (!e.DATABASE_URL || !s3)) {
    const problem = dataVolumeProblem(dataDir, io);
    if (problem) throw new Error(problem);
  }
  const pair = (id?: string, secret?: string) => (id && secret ? { clientId: id, clientSecret: secret } : undefined);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    /** Notification mails per recipient and UTC day (docs/decisions/059). */
    notificationMailDailyCap: e.NOTIFICATION_MAIL_DAILY_CAP,
    unsubscribeMailto: e.UNSUBSCRIBE_MAILTO ?? e.TEAM_EMAIL,
    /** Article image import may fetch loopback addresses: tests only, refused in production. */
    imageImportAllowLoopback: !production && e.IMAGE_IMPORT_ALLOW_LOOPBACK,
    s3,
    oauth: {
      google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      github: pair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
      linkedin: pair(e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET),
    },
    trustProxy: e.TRUST_PROXY,
    /** The dev outbox (/dev/mail) only when asked for, never in production. */
    // `npm start` on PostgreSQL or with real SMTP is a real deployment (the outbox would hold real
    // people's reset links), so the "local" default stays closed there.
    devMail: !production && (e.DEV_MAIL === "on" || (e.DEV_MAIL === "local" && !e.DATABASE_URL && !e.SMTP_URL)),
    /** Sign-in needs a verified e-mail with real SMTP and always in production. */
    requireEmailVerification: production || Boolean(e.SMTP_URL),
    // Demo data only for the embedded database, unless asked for explicitly.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    /** How long in-flight requests get to finish after SIGTERM. */
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    /** Each process logs memory and event-loop delay this often (0: off). */
    runtimeMetricsMs: e.RUNTIME_METRICS_MS,
    /** A killed sender's mail waits at most this long before another instance sends it. */
    mailLeaseMs: e.MAIL_LEASE_MS,
    /** Outbox messages on the wire at once per instance (and pooled SMTP connections). */
    mailConcurrency: e.MAIL_CONCURRENCY,
    /** Public list pages are cached this long (0: not at all); writes clear them at once. */
    listCacheMs: e.LIST_CACHE_MS ?? (e.NODE_ENV === "test" ? 0 : 5_000),
    /** Built SPA directory (default dist/web). */
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    /** Flags by this many distinct members hide a comment, an article or an offering until reviewed. */
    flagHideThreshold: e.FLAG_HIDE_THRESHOLD,
  };
}
