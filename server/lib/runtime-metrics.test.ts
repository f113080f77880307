import { afterEach, describe, expect, it, vi } from "vitest";
import { startRuntimeMetrics } from "./runtime-metrics";

describe("runtime metrics reporter", () => {
  afterEach(() => vi.useRealTimers());

  it("logs one runtime line per interval with memory and event-loop delay, and stops", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
    const reporter = startRuntimeMetrics({ info: (msg, fields) => lines.push({ msg, fields }) }, 60_000, { role: "worker" });
    vi.advanceTimersByTime(59_999);
    expect(lines).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(120_000);
    expect(lines).toHaveLength(3);
    const { msg, fields } = lines[0]!;
    expect(msg).toBe("runtime");
    expect(fields).toMatchObject({ role: "worker", pid: process.pid });
    for (const k of ["rss", "heapUsed", "heapTotal", "external", "arrayBuffers", "eventLoopP50Ms", "eventLoopP99Ms", "eventLoopMaxMs"]) {
      expect(typeof fields?.[k], k).toBe("number");
      expect(Number.isFinite(fields?.[k]), k).toBe(true);
    }
    expect(fields?.rss as number).toBeGreaterThan(0);
    reporter.stop();
    vi.advanceTimersByTime(600_000);
    expect(lines).toHaveLength(3);
  });

  it("does not keep the process alive (its timer is unref'd)", () => {
    const spy = vi.spyOn(globalThis, "setInterval");
    const reporter = startRuntimeMetrics({ info: () => {} }, 1000);
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    spy.mockRestore();
    expect(timer.hasRef()).toBe(false);
    reporter.stop();
  });
});
