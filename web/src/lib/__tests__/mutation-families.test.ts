import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { queryFamilies } from "../query-families";

/**
 * "Declare, don't remember" (decision 027): every mutation in web/src/features/*\/api names the query
 * families it changes (`meta: { invalidates: [...] }`, refreshed by lib/query-client.ts), and query
 * keys come from the feature's keys.ts. Read from the source with the TypeScript parser, so layout,
 * line breaks and option order do not matter; the type of `meta` (lib/query-client.ts, Register)
 * makes tsc check that a declared `meta` holds `invalidates` with query keys.
 */
const featuresDir = join(__dirname, "../../features");

function apiFiles() {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const dir = join(featuresDir, d.name, "api");
      let names: string[] = [];
      try {
        names = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
      } catch {
        // a feature without an api/ folder
      }
      return names.map((f) => ({ feature: d.name, name: `${d.name}/api/${f}`, source: readFileSync(join(dir, f), "utf8") }));
    });
}

const propName = (p: ts.ObjectLiteralElementLike) =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

/** The problems of one api file: mutations without declared families, literal query keys, hand-written invalidation. */
function problemsOf(name: string, source: string): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const where = (node: ts.Node) => `${name}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  // `const meta = { invalidates: [...] }` shared by the mutations of a hook.
  const declared = new Map<string, ts.Expression | undefined>();
  const problems: string[] = [];
  const visitDecl = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) declared.set(node.name.text, node.initializer);
    ts.forEachChild(node, visitDecl);
  };
  visitDecl(file);
  const hasInvalidates = (expr: ts.Expression | undefined, seen = 0): boolean => {
    if (!expr || seen > 3) return false;
    if (ts.isIdentifier(expr)) return hasInvalidates(declared.get(expr.text), seen + 1);
    return ts.isObjectLiteralExpression(expr) && expr.properties.some((p) => propName(p) === "invalidates");
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(file);
      if (callee === "useMutation" || callee === "mutationOptions") {
        const [options] = node.arguments;
        if (!options || !ts.isObjectLiteralExpression(options)) {
          problems.push(`${where(node)}: ${callee} without inline options (the check cannot see its meta)`);
        } else {
          const meta = options.properties.find((p) => propName(p) === "meta");
          const value =
            meta && (ts.isPropertyAssignment(meta) ? meta.initializer : ts.isShorthandPropertyAssignment(meta) ? meta.name : undefined);
          if (!hasInvalidates(value)) problems.push(`${where(node)}: ${callee} does not declare meta.invalidates`);
        }
      }
      if (/\.(invalidateQueries|refetchQueries|resetQueries|removeQueries)$/.test(callee)) {
        problems.push(`${where(node)}: ${callee}: declare the families in meta.invalidates instead`);
      }
    }
    if (ts.isPropertyAssignment(node) && propName(node) === "queryKey" && ts.isArrayLiteralExpression(node.initializer)) {
      problems.push(`${where(node)}: a literal query key; use the feature's keys.ts`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

describe("every mutation declares the query families it changes (decision 027)", () => {
  const files = apiFiles();

  it("finds the api files and their mutations", () => {
    expect(files.length).toBeGreaterThan(15);
    const mutations = files.reduce((n, f) => n + (f.source.match(/\buseMutation\(/g)?.length ?? 0), 0);
    expect(mutations).toBeGreaterThan(30);
  });

  it("no mutation without meta.invalidates, no literal query key, no hand-written invalidation in features/*/api", () => {
    expect(files.flatMap((f) => (f.name.endsWith("/keys.ts") ? [] : problemsOf(f.name, f.source)))).toEqual([]);
  });

  it("each feature's keys.ts builds on its root in lib/query-families.ts", () => {
    const keyFiles = files.filter((f) => f.name.endsWith("/keys.ts"));
    expect(keyFiles.length).toBeGreaterThan(10);
    for (const f of keyFiles) expect(f.source, f.name).toMatch(new RegExp(`const all = queryFamilies\\.${f.feature};`));
    // A feature that reads the API has a keys.ts (or its only query is the shared `me`).
    const withQueries = new Set(files.filter((f) => /\bqueryKey:/.test(f.source)).map((f) => f.feature));
    for (const feature of withQueries)
      expect(
        keyFiles.map((f) => f.feature),
        feature,
      ).toContain(feature);
  });

  it("the roots are distinct, so invalidating one family never touches another", () => {
    const roots = Object.values(queryFamilies).map(([root]) => root);
    expect(new Set(roots).size).toBe(roots.length);
  });

  it("the check itself fails on what it is meant to catch", () => {
    const source = `
      const meta = { invalidates: [jobKeys.all] };
      export const a = () => useMutation({ mutationFn: f });
      export const b = () => useMutation({
        mutationFn: f,
        onSuccess: () => qc.invalidateQueries({ queryKey: ["jobs"] }),
      });
      export const c = () => useMutation({ mutationFn: f, meta });
      export const d = () => useMutation({ mutationFn: f, meta: { invalidates: [] } });
      export const e = () => useMutation(options);
      export const q = () => useQuery({ queryKey: ["jobs", id], queryFn });
    `;
    expect(problemsOf("x.ts", source)).toEqual([
      "x.ts:3: useMutation does not declare meta.invalidates",
      "x.ts:4: useMutation does not declare meta.invalidates",
      "x.ts:6: qc.invalidateQueries: declare the families in meta.invalidates instead",
      "x.ts:6: a literal query key; use the feature's keys.ts",
      "x.ts:10: useMutation without inline options (the check cannot see its meta)",
      "x.ts:11: a literal query key; use the feature's keys.ts",
    ]);
  });
});
