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
  // How long a sender's claim on an outbox message lasts unless renewed (lib/mail.ts).
  MAIL_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // How long public list pages stay cached (docs/decisions/023); 0 turns the cache off. Unset: 5 s,
  // off under NODE_ENV=test (tests write rows directly and read them back at once).
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // Distinct members' flags that hide an item until it is reviewed (docs/decisions/034).
  FLAG_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(100).default(3),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads a secret kept in DATA_DIR, creating it once, so the local default needs no set-up. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${issues}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const dataDir = resolve(e.DATA_DIR);
  if (production && !e.AUTH_SECRET) throw new Error("AUTH_SECRET is required when NODE_ENV=production");
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
    /** A killed sender's mail waits at most this long before another instance sends it. */
    mailLeaseMs: e.MAIL_LEASE_MS,
    /** Public list pages are cached this long (0: not at all); writes clear them at once. */
    listCacheMs: e.LIST_CACHE_MS ?? (e.NODE_ENV === "test" ? 0 : 5_000),
    /** Built SPA directory (default dist/web). */
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    /** Flags by this many distinct members hide a comment, an article or an offering until reviewed. */
    flagHideThreshold: e.FLAG_HIDE_THRESHOLD,
  };
}
