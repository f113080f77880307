import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe("logger (pino)", () => {
  it("writes JSON lines with level, time, msg and fields, above its level only", async () => {
    const { lines, stream } = capture();
    const log = createLogger("info", stream);
    log.debug("hidden");
    log.info("request", { route: "/api/jobs", status: 200 });
    log.error("boom");
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: "info", msg: "request", route: "/api/jobs", status: 200 });
    expect(typeof lines[0]!.time).toBe("string");
    expect(lines[1]).toMatchObject({ level: "error", msg: "boom" });
  });

  it("silent writes nothing", async () => {
    const { lines, stream } = capture();
    createLogger("silent", stream).error("x");
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(0);
  });

  it("loses no line written before the process ends (stdout is written asynchronously)", () => {
    const fixture = fileURLToPath(new URL("./logger.fixture.ts", import.meta.url));
    for (const how of ["return", "exit", "throw"]) {
      const run = spawnSync(process.execPath, ["--import", "tsx", fixture, how], { encoding: "utf8" });
      const lines = run.stdout.split("\n").filter((l) => l.includes('"msg":"line"'));
      expect(lines, how).toHaveLength(5000);
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({ level: "info", msg: "line", i: 4999 });
    }
  });
});
