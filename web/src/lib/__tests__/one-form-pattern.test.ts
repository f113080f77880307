import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One form pattern (docs/architecture.md): every react-hook-form form goes through useServerForm
 * (lib/use-server-form.ts) — the shared zod schema as resolver, typed input/output, and the server's
 * field errors marked on the fields. A raw `useForm(` or a resolver forced with `as never` fails here.
 */
const src = join(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

export function rawFormUses(source: string): string[] {
  const found: string[] = [];
  if (/\buseForm\s*[<(]/.test(source)) found.push("useForm(");
  if (/zodResolver\([^)]*\)\s+as\s+never/.test(source)) found.push("zodResolver(...) as never");
  return found;
}

describe("every form uses useServerForm", () => {
  const files = sources(src).filter((f) => !f.endsWith(join("lib", "use-server-form.ts")));

  it("reads the web sources", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("no component builds a form with react-hook-form's useForm directly", () => {
    const found = files.flatMap((f) => rawFormUses(readFileSync(f, "utf8")).map((u) => `${relative(src, f)}: ${u}`));
    expect(found).toEqual([]);
  });

  it("the check catches the forms that were there", () => {
    expect(rawFormUses("const f = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema) });")).toEqual(["useForm("]);
    expect(rawFormUses("useForm({ resolver: zodResolver(bookingInputSchema) as never })")).toHaveLength(2);
    expect(rawFormUses("const f = useServerForm(loginInputSchema, { defaultValues });")).toEqual([]);
  });
});
