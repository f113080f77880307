import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One form pattern (docs/architecture.md, docs/decisions/043): every react-hook-form form goes through useServerForm
 * (lib/use-server-form.ts) — the shared zod schema as resolver, typed input/output, and the server's
 * field errors marked on the fields. A raw `useForm(` or a resolver forced with `as never` fails here,
 * and so does a hand-rolled form: every `<form` in a component needs its own `useServerForm(` call in
 * the same file. Two kinds of form are not data entry and are exempt: a search form (`role="search"`,
 * it only changes the query of a list, there is nothing for the server to mark on a field), and the
 * forms of HAND_ROLLED_ALLOWED below.
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

/**
 * Forms allowed without useServerForm, each with its reason. Keep this list short: a form with a
 * field the server validates belongs in useServerForm, not here.
 */
const HAND_ROLLED_ALLOWED: Record<string, string> = {
  // Part of every page's initial JavaScript (the footer): react-hook-form, its resolver and zod would take
  // the initial JS of / from 144.5 to 184.5 KB gzip, over the 150 KB budget (docs/decisions/043). It
  // validates with the shared schema (loaded on use) and marks the server's field message on its box.
  [join("features", "newsletter", "components", "newsletter-form.tsx")]: "bundle budget (docs/decisions/043)",
  // `DialogForm`: the bare form element of a dialog, with no field of its own; each dialog that uses it
  // holds its fields in its own useServerForm (the image and link dialogs of the editor).
  [join("components", "ui", "dialog.tsx")]: "a field-less wrapper; its callers use useServerForm",
};

/** The `<form` elements of a source that need useServerForm but have no call of their own. */
export function handRolledForms(source: string): number {
  const forms = [...source.matchAll(/<form\b[^>]*?>/gs)].filter((m) => !/\brole="search"/.test(m[0])).length;
  const hooks = source.match(/\buseServerForm\s*\(/g)?.length ?? 0;
  return Math.max(0, forms - hooks);
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

  it("no component hand-rolls a form (useState per field, its own validation)", () => {
    const found = files
      .filter((f) => !(relative(src, f) in HAND_ROLLED_ALLOWED))
      .flatMap((f) => {
        const n = handRolledForms(readFileSync(f, "utf8"));
        return n > 0 ? [`${relative(src, f)}: ${n} form(s) without useServerForm`] : [];
      });
    expect(found).toEqual([]);
  });

  it("the allow-list names files that still have a form", () => {
    for (const f of Object.keys(HAND_ROLLED_ALLOWED)) expect(readFileSync(join(src, f), "utf8")).toMatch(/<form\b/);
  });

  it("the hand-rolled check counts forms against useServerForm calls", () => {
    const handRolled = `const [title, setTitle] = useState("");
      return <form onSubmit={(e) => void submit(e)} noValidate><Input value={title} /></form>;`;
    expect(handRolledForms(handRolled)).toBe(1);
    expect(handRolledForms(`const f = useServerForm(s); return <form onSubmit={f.handleSubmit(go)}></form>;`)).toBe(0);
    expect(handRolledForms(`useServerForm(a); <form onSubmit={x}></form> <form\n  onSubmit={y}></form>`)).toBe(1);
    expect(handRolledForms(`<form\n  method="post"\n  role="search"\n  onSubmit={go}>`)).toBe(0);
    expect(handRolledForms(`<ArticleForm onSubmit={save} />`)).toBe(0);
  });

  it("the check catches the forms that were there", () => {
    expect(rawFormUses("const f = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema) });")).toEqual(["useForm("]);
    expect(rawFormUses("useForm({ resolver: zodResolver(bookingInputSchema) as never })")).toHaveLength(2);
    expect(rawFormUses("const f = useServerForm(loginInputSchema, { defaultValues });")).toEqual([]);
  });
});
