/**
 * Finds every place the server code queues a mail (`mailer.send(`, or `mailer.sendEach(` for bulk mail), named "path#function" by the
 * nearest enclosing named function, so a test can check each one against the declared mail kinds
 * (MAIL_SENDERS in server/features/index.ts, from the features' mailKinds; docs/decisions/032-job-alerts.md).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const SEND = /\bmailer\s*\.\s*send(?:Each)?\s*\(/g;
/** Named function starts: `function name(`, `name: async (`, `const name = async (`, `async name(`, `name(…) {` methods. */
const FUNCTION_START =
  /(?:\bfunction\s+([A-Za-z_$][\w$]*)\s*[<(])|(?:\b([A-Za-z_$][\w$]*)\s*[:=]\s*async\b)|(?:^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::[^{]*)?\{\s*$)/gm;
const NOT_NAMES = new Set(["if", "for", "while", "switch", "catch", "return", "function"]);

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "test" && name !== "node_modules") yield* sourceFiles(path);
    } else if (name.endsWith(".ts") && !/\.(test|fixture|testkit)\.ts$/.test(name)) yield path;
  }
}

/** "server/features/jobs/jobs.service.ts#sendExpiryWarnings" for each `mailer.send(` or `mailer.sendEach(` under `serverDir`. */
export function mailCallSites(serverDir: string, repoRoot: string): string[] {
  const sites: string[] = [];
  for (const file of sourceFiles(serverDir)) {
    const text = readFileSync(file, "utf8");
    const rel = relative(repoRoot, file).split(sep).join("/");
    for (const send of text.matchAll(SEND)) {
      const before = text.slice(0, send.index);
      // Skip mentions inside comments (`// … mailer.send(…)` and ` * … mailer.send(…)`).
      const line = before.slice(before.lastIndexOf("\n") + 1);
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) continue;
      let name = "(top level)";
      for (const m of before.matchAll(FUNCTION_START)) {
        const found = m[1] ?? m[2] ?? m[3];
        if (found && !NOT_NAMES.has(found)) name = found;
      }
      sites.push(`${rel}#${name}`);
    }
  }
  return [...new Set(sites)].sort();
}
