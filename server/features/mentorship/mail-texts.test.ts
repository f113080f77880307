/**
 * Mail texts live in mails/, one module per mail (server/features/mentorship/mails/, like jobs/mails/ in
 * docs/decisions/042): a service only says whom to mail and when. This keeps a mail's wording out of
 * the rules and queries, where it was once written inline.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const modules = readdirSync(__dirname).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
const sourceOf = (f: string) => readFileSync(join(__dirname, f), "utf8");

describe("mentorship mail texts", () => {
  it("finds the modules that send mails", () => {
    expect(modules.filter((f) => sourceOf(f).includes("mailer.send(")).length).toBeGreaterThan(3);
  });

  it.each(modules)("%s renders no mail itself", (file) => {
    expect(sourceOf(file).match(/renderMail\(/g) ?? []).toEqual([]);
  });

  it.each(modules)("%s sends only mails built by a module of mails/", (file) => {
    const source = sourceOf(file);
    const fromMails = new Set(
      [...source.matchAll(/import \{([^}]*)\} from "\.\/mails\/[\w-]+\.mail"/g)].flatMap((m) => m[1]!.split(",").map((n) => n.trim())),
    );
    const sent = [...source.matchAll(/mailer\.send\(\s*([^(\s,]*)/g)].map((m) => m[1]!);
    expect(sent.filter((name) => !fromMails.has(name))).toEqual([]);
  });
});
