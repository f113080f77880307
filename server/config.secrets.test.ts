import { describe, expect, it } from "vitest";
import { loadConfig, type ConfigIo } from "./config";

const STRONG = "k3Jx9vQ2mZp7Lw4tR8nB6yH1cF5dG0aS";
const production = { NODE_ENV: "production", BASE_URL: "https://appsec.example", DATA_DIR: "/data", LOG_LEVEL: "silent" };

/** Files a test pretends exist; anything else is ENOENT, as fs says it. */
function files(map: Record<string, string>): ConfigIo {
  return {
    readFile(path) {
      if (path in map) return map[path]!;
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: "ENOENT" });
    },
  };
}
const load = (env: Record<string, string>, io: ConfigIo = files({})) => loadConfig(env as NodeJS.ProcessEnv, io);

describe("secrets from files (*_FILE)", () => {
  it("reads AUTH_SECRET_FILE, dropping the trailing newline", () => {
    const config = load({ ...production, AUTH_SECRET_FILE: "/run/secrets/auth" }, files({ "/run/secrets/auth": `${STRONG}\n` }));
    expect(config.authSecret).toBe(STRONG);
  });

  it("reads SMTP_URL_FILE, DATABASE_URL_FILE and the S3 keys from files", () => {
    const config = load(
      {
        ...production,
        AUTH_SECRET: STRONG,
        SMTP_URL_FILE: "/s/smtp",
        DATABASE_URL_FILE: "/s/db",
        S3_BUCKET: "uploads",
        S3_ACCESS_KEY_ID_FILE: "/s/key",
        S3_SECRET_ACCESS_KEY_FILE: "/s/secret",
      },
      files({ "/s/smtp": "smtp://mail:25\n", "/s/db": "postgres://u:p@db/appsec", "/s/key": "AKIA1\n", "/s/secret": "s3cr3t\r\n" }),
    );
    expect(config.smtpUrl).toBe("smtp://mail:25");
    expect(config.databaseUrl).toBe("postgres://u:p@db/appsec");
    expect(config.s3).toMatchObject({ bucket: "uploads", accessKeyId: "AKIA1", secretAccessKey: "s3cr3t" });
  });

  it("refuses a missing file, an empty file, and a variable set both ways", () => {
    expect(() => load({ ...production, AUTH_SECRET_FILE: "/run/secrets/nope" })).toThrow(
      "AUTH_SECRET_FILE: cannot read /run/secrets/nope (ENOENT)",
    );
    expect(() => load({ ...production, AUTH_SECRET_FILE: "/e" }, files({ "/e": "\n" }))).toThrow("AUTH_SECRET_FILE: /e is empty");
    expect(() => load({ ...production, AUTH_SECRET: STRONG, AUTH_SECRET_FILE: "/a" }, files({ "/a": STRONG }))).toThrow(
      "set AUTH_SECRET or AUTH_SECRET_FILE, not both",
    );
  });
});

describe("production refuses a missing or weak AUTH_SECRET", () => {
  it("missing", () => {
    expect(() => load(production)).toThrow(/AUTH_SECRET is required when NODE_ENV=production: set AUTH_SECRET \(or AUTH_SECRET_FILE\)/);
  });
  it("too short", () => {
    expect(() => load({ ...production, AUTH_SECRET: "short-secret-123" })).toThrow(
      "AUTH_SECRET is too weak (16 characters, at least 32 needed)",
    );
  });
  it("a placeholder copied from an example", () => {
    expect(() => load({ ...production, AUTH_SECRET: "change-me-change-me-change-me-change-me" })).toThrow("AUTH_SECRET is a placeholder");
  });
  it("a strong one starts; outside production a short one still does (the local default)", () => {
    expect(load({ ...production, AUTH_SECRET: STRONG }).authSecret).toBe(STRONG);
    expect(load({ NODE_ENV: "development", AUTH_SECRET: "x", DATA_DIR: "/tmp/x" }).authSecret).toBe("x");
  });
});

describe("REQUIRE_DATA_VOLUME (set by the container image)", () => {
  const env = { ...production, AUTH_SECRET: STRONG, REQUIRE_DATA_VOLUME: "1" };
  const mountinfo = (line: string) =>
    files({
      "/proc/self/mountinfo": `585 580 0:52 / / ro,relatime - overlay overlay rw\n${line}\n600 585 0:5 / /dev rw - tmpfs tmpfs rw\n`,
    });

  it("refuses the embedded database when DATA_DIR is not a mount", () => {
    expect(() => load(env, mountinfo(""))).toThrow("DATA_DIR /data is not a mounted volume");
  });
  it("refuses an anonymous volume", () => {
    const anon = `590 585 254:0 /var/lib/containers/storage/volumes/${"ab12".repeat(16)}/_data /data rw,relatime - ext4 /dev/vda rw`;
    expect(() => load(env, mountinfo(anon))).toThrow("DATA_DIR /data is an anonymous volume");
  });
  it("accepts a named volume or a bind mount", () => {
    const named = "590 585 254:0 /var/lib/containers/storage/volumes/appsec-data/_data /data rw - ext4 /dev/vda rw";
    expect(load(env, mountinfo(named)).dataDir).toBe("/data");
    expect(load(env, mountinfo("590 585 254:0 /srv/appsec /data rw - ext4 /dev/vda rw")).dataDir).toBe("/data");
  });
  it("needs no volume on PostgreSQL with S3; still needs one on PostgreSQL with local uploads", () => {
    const pg = { ...env, DATABASE_URL: "postgres://db/appsec" };
    const s3 = { S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" };
    expect(load({ ...pg, ...s3 }, mountinfo("")).databaseUrl).toBe("postgres://db/appsec");
    expect(() => load(pg, mountinfo(""))).toThrow("is not a mounted volume");
  });
});
