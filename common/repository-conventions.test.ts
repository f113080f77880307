import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself from a clone (docs/architecture.md): comments and documents cite the
 * decision records in docs/decisions/, never an issue tracker's numbers ("issue 12.3"), which a reader
 * of the code cannot follow. Decision records themselves may tell their history.
 */
const root = join(import.meta.dirname, "..");
const ISSUE_REFERENCE = /\bissues? \d+(\.\d+)?\b/i;

export function issueReferences(text: string): string[] {
  return text
    .split("\n")
    .map((line, i) => [i + 1, line] as const)
    .filter(([, line]) => ISSUE_REFERENCE.test(line))
    .map(([n, line]) => `${n}: ${line.trim().slice(0, 120)}`);
}

describe("the code cites decision records, not issue numbers", () => {
  const files = execFileSync("git", ["ls-files", "server", "web", "common", "e2e", "scripts", "docs", "README.md", ".ci"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter(
      (f) => /\.(ts|tsx|mjs|js|md|sql)$/.test(f) && !f.startsWith("docs/decisions/") && !f.endsWith("repository-conventions.test.ts"),
    );

  it("finds the files it checks", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("no file refers to an issue number", () => {
    const found = files.flatMap((f) => issueReferences(readFileSync(join(root, f), "utf8")).map((r) => `${f}:${r}`));
    expect(found).toEqual([]);
  });

  it("the check catches the forms that were in the code", () => {
    expect(issueReferences("// only from the standing read (issue 12.3): a change")).toHaveLength(1);
    expect(issueReferences(" * npm run test:faults — the reliability script of issue 10, on")).toHaveLength(1);
    expect(issueReferences("// a guarded update (decision 006)")).toEqual([]);
  });
});
