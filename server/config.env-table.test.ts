import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_TABLE_FILES, tableIn } from "./cli/config-table";
import { CONFIG_DOCS, PARSED_VARIABLES, SECRET_FILE_VARIABLES, configTable } from "./config";

const root = join(import.meta.dirname, "..");

describe("the operators' configuration table", () => {
  it("documents every variable config.ts parses, each _FILE variant and WEB_CONCURRENCY, and nothing else", () => {
    const documented = CONFIG_DOCS.flatMap((row) => row.name.split(", "));
    const expected = [...PARSED_VARIABLES, "WEB_CONCURRENCY", ...SECRET_FILE_VARIABLES.map((v) => `${v}_FILE`)];
    expect([...documented].sort()).toEqual([...expected].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  for (const file of CONFIG_TABLE_FILES) {
    it(`${file} carries the table generated from server/config.ts (npm run docs:config rewrites it)`, () => {
      const table = tableIn(readFileSync(join(root, file), "utf8"));
      expect(table, `${file} has no <!-- config-table --> markers`).toBeDefined();
      expect(table).toBe(configTable());
    });
  }
});
