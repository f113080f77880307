import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./api";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "..");

interface LintProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location?: { pointer?: string }[];
}

/**
 * `redocly lint` (with the repository's redocly.yaml) on the document /api/openapi.json serves, as a
 * client generator would read it: 0 errors and 0 warnings (docs/decisions/038): a warning is a spot where
 * a generated client guesses, so none is left standing (a rule that is wrong for us is switched off in
 * redocly.yaml, with the reason beside it).
 */
describe("redocly lint of /api/openapi.json", () => {
  it("reports no error and no warning", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "openapi-lint-"));
    try {
      const file = join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(await openApiDocument()));
      const out = await run(
        join(root, "node_modules/.bin/redocly"),
        ["lint", "--config", join(root, "redocly.yaml"), "--format=json", file],
        {
          cwd: root,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        },
      ).catch((err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? "", stderr: err.stderr ?? "" }));
      const report = JSON.parse(out.stdout.slice(out.stdout.indexOf("{"))) as { problems: LintProblem[] };
      const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location?.[0]?.pointer ?? "?"}: ${p.message}`);
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
