import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Dependencies point one way (docs/decisions/063-one-way-dependencies.md), probed through ESLint's own API
 * against the real eslint.config.js: in EVERY feature folder, web and server, a file that imports another
 * feature is refused — except, on the server, the core features and the one-way uses the config writes
 * down — and those allowed uses never form a cycle. The zones are generated from the folders, so a feature
 * created tomorrow is probed here too.
 */

const ROOT = join(import.meta.dirname, "..");
const PROBE = "__boundary_probe__.ts";
const RULE = "import-x/no-restricted-paths";

const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

/** One real module of a feature (not a test), without its extension: what a probe imports. */
function moduleOf(dir: string): string {
  const walk = (d: string): string | undefined => {
    const entries = readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries)
      if (e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|testing)\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts"))
        return join(d, e.name);
    for (const e of entries)
      if (e.isDirectory() && e.name !== "__tests__") {
        const inside = walk(join(d, e.name));
        if (inside) return inside;
      }
    return undefined;
  };
  const found = walk(join(ROOT, dir));
  if (!found) throw new Error(`no module in ${dir}`);
  return relative(ROOT, found).replace(/\.tsx?$/, "");
}

const WEB = folders("web/src/features");
const SERVER = folders("server/features");

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** Lints `lines` as a file in `dir`; answers, per line (1-based), the boundary errors on it. */
async function probe(dir: string, lines: string[]) {
  const [result] = await eslint.lintText(lines.join("\n") + "\n", { filePath: join(ROOT, dir, PROBE) });
  const byLine = new Map<number, string[]>();
  for (const m of result!.messages) {
    if (m.fatal) throw new Error(`probe in ${dir} did not parse: ${m.message}`);
    byLine.set(m.line, [...(byLine.get(m.line) ?? []), m.ruleId ?? "fatal"]);
  }
  return byLine;
}

/** The features a server feature may import, as the effective config says (its zone's exceptions). */
async function serverAllowed(f: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(join(ROOT, "server/features", f, PROBE))) as {
    rules: Record<string, [unknown, { zones: { target: string; except?: string[] }[] }]>;
  };
  const zone = config.rules[RULE]![1].zones.find((z) => z.target === `./server/features/${f}`);
  expect(zone, `no boundary zone for the server feature ${f}`).toBeDefined();
  return (zone!.except ?? []).map((e) => e.replace(/^\.\//, "")).filter((x) => x !== f);
}

const rel = (fromDir: string, target: string) => {
  const r = relative(join(ROOT, fromDir), join(ROOT, target));
  return r.startsWith(".") ? r : `./${r}`;
};

describe("web: no feature imports another feature (docs/decisions/063)", () => {
  it("there are features to probe", () => expect(WEB.length).toBeGreaterThan(10));

  it.each(WEB)("web/src/features/%s refuses every other feature, by path and by alias", async (f) => {
    const dir = `web/src/features/${f}`;
    const lines: string[] = [];
    for (const g of WEB.filter((x) => x !== f)) {
      const target = moduleOf(`web/src/features/${g}`);
      lines.push(`import "${rel(dir, target)}";`);
      lines.push(`import "@/${target.replace(/^web\/src\//, "")}";`);
    }
    lines.push(`import "${rel(dir, moduleOf(dir))}";`); // its own module: allowed
    const byLine = await probe(dir, lines);
    for (let i = 1; i < lines.length; i++) expect(byLine.get(i) ?? [], `${dir}: ${lines[i - 1]}`).toContain(RULE);
    expect(byLine.get(lines.length) ?? [], `${dir} may import itself`).not.toContain(RULE);
  });
});

describe("server: features import only core features and their written-down uses (docs/decisions/063)", () => {
  it("there are features to probe", () => expect(SERVER.length).toBeGreaterThan(10));

  it.each(SERVER)("server/features/%s refuses every feature it does not declare", async (f) => {
    const dir = `server/features/${f}`;
    const allowed = await serverAllowed(f);
    const refused = SERVER.filter((g) => g !== f && !allowed.includes(g));
    // Every feature is refused something: no feature may import everything.
    expect(refused.length, `${f} may import every feature`).toBeGreaterThan(0);
    const lines = [...refused, ...allowed].map((g) => `import "${rel(dir, moduleOf(`server/features/${g}`))}";`);
    const byLine = await probe(dir, lines);
    refused.forEach((g, i) => expect(byLine.get(i + 1) ?? [], `${f} imports ${g}`).toContain(RULE));
    allowed.forEach((g, i) => expect(byLine.get(refused.length + i + 1) ?? [], `${f} may import ${g}`).not.toContain(RULE));
  });

  it("the allowed uses point one way: core features use only core, and no cycle", async () => {
    const uses = new Map<string, string[]>();
    for (const f of SERVER) uses.set(f, await serverAllowed(f));
    // Core: the features every feature may use.
    const core = SERVER.filter((g) => SERVER.every((f) => f === g || uses.get(f)!.includes(g)));
    expect(core.length, "a small core").toBeLessThanOrEqual(4);
    for (const c of core)
      expect(
        uses.get(c)!.filter((g) => !core.includes(g)),
        `core ${c} uses a non-core feature`,
      ).toEqual([]);
    // No cycle among the rest (depth-first; a core feature's uses are core, checked above).
    const state = new Map<string, "open" | "done">();
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === "done") return;
      if (state.get(f) === "open") throw new Error(`feature dependency cycle: ${[...path, f].join(" -> ")}`);
      state.set(f, "open");
      for (const g of uses.get(f)!.filter((x) => !core.includes(x))) visit(g, [...path, f]);
      state.set(f, "done");
    };
    for (const f of SERVER) visit(f, []);
  });

  it("an import cycle through moderation's registry is refused, however long (import-x/no-cycle)", async () => {
    // kinds/index.ts <- notify-reviewers <- blog.service <- blog.review: importing the review back closes a cycle.
    const dir = "server/features/moderation/kinds";
    const [result] = await eslint.lintText(`import "../../blog/blog.review";\n`, { filePath: join(ROOT, dir, "index.ts") });
    const rules = result!.messages.map((m) => m.ruleId);
    expect(rules).toContain("import-x/no-cycle");
    expect(rules).toContain(RULE);
  });
});
