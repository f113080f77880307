import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { configTable } from "../config";

/**
 * npm run docs:config — writes the configuration table generated from server/config.ts into README.md
 * and docs/deploy.md, between `<!-- config-table -->` and `<!-- /config-table -->`.
 * server/config.env-table.test.ts fails while they differ.
 */
export const CONFIG_TABLE_FILES = ["README.md", "docs/deploy.md"];
const START = "<!-- config-table -->";
const END = "<!-- /config-table -->";

export function tableIn(text: string): string | undefined {
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) return undefined;
  return text.slice(a + START.length, b).trim();
}

export function withTable(text: string, table: string): string {
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) throw new Error(`no ${START} … ${END} markers`);
  return `${text.slice(0, a + START.length)}\n\n${table}\n\n${text.slice(b)}`;
}

if (process.argv[1]?.endsWith("config-table.ts")) {
  const root = join(import.meta.dirname, "../..");
  for (const file of CONFIG_TABLE_FILES) {
    const path = join(root, file);
    writeFileSync(path, withTable(readFileSync(path, "utf8"), configTable()));
    console.log(`configuration table written into ${file}`);
  }
}
