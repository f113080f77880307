import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// One clock (docs/decisions/065-one-clock.md): the lint rule keeps server code on the injected clock.
const root = fileURLToPath(new URL("..", import.meta.url));
const eslint = new ESLint({ cwd: root });

async function clockErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("the one-clock lint rule", () => {
  it("forbids new Date() and Date.now() in server code", async () => {
    const errors = await clockErrors("export const a = new Date();\nexport const b = Date.now();\n", "server/features/jobs/probe.ts");
    expect(errors).toHaveLength(2);
    expect(errors.every((m) => m.includes("065-one-clock"))).toBe(true);
  });

  it("allows a Date made from a value, and the clock module itself", async () => {
    expect(
      await clockErrors("export const c = (x: number) => new Date(x);\nexport const d = new Date('2030-01-01');\n", "server/lib/probe.ts"),
    ).toEqual([]);
    expect(await clockErrors("export const systemClock = () => new Date();\n", "server/lib/clock.ts")).toEqual([]);
  });

  it("leaves tests and server/cli scripts alone", async () => {
    const code = "export const e = new Date();\nexport const f = Date.now();\n";
    expect(await clockErrors(code, "server/features/jobs/probe.test.ts")).toEqual([]);
    expect(await clockErrors(code, "server/cli/probe.ts")).toEqual([]);
  });
});
