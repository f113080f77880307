import { defineConfig, devices } from "@playwright/test";

// Each run gets its own port and a fresh embedded database (seeded with the demo data).
const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/appsec-e2e-${port}-${Date.now()}`;

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a test that needs one is a defect to fix (docs/decisions/069-gate-time.md).
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `rm -rf ${dataDir} && node dist/server/main.js`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      BASE_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DEV_MAIL: "true",
      // Each test browses as its own client (e2e/fixtures.ts sets X-Forwarded-For), as real visitors do:
      // the per-client limits (60 sign-ins a minute) apply to each, not to the whole suite from 127.0.0.1.
      TRUST_PROXY: "true",
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
