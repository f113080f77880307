import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Logger } from "./logger";

/** One `runtime` line: this process's memory and its event loop's delay over the interval. */
export interface RuntimeSample {
  pid: number;
  /** Resident set size, bytes. */
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Event-loop delay over the interval (perf_hooks.monitorEventLoopDelay), milliseconds. */
  eventLoopP50Ms: number;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
}

/**
 * The opt-in runtime-metrics reporter (RUNTIME_METRICS_MS, `npm run soak`: docs/decisions/091): every
 * `intervalMs` the process logs one `runtime` line through the app's logger with its memory and the p99 of
 * its event-loop delay since the line before. The timer is unref'd: the reporter never keeps a process alive.
 */
export function startRuntimeMetrics(logger: Pick<Logger, "info">, intervalMs: number, fields: Record<string, unknown> = {}) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
  const sample = (): RuntimeSample => {
    const m = process.memoryUsage();
    const s: RuntimeSample = {
      pid: process.pid,
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
      // No sample yet (an interval shorter than the resolution): 0 rather than the histogram's NaN.
      eventLoopP50Ms: delay.count ? ms(delay.percentile(50)) : 0,
      eventLoopP99Ms: delay.count ? ms(delay.percentile(99)) : 0,
      eventLoopMaxMs: delay.count ? ms(delay.max) : 0,
    };
    delay.reset();
    return s;
  };
  const timer = setInterval(() => logger.info("runtime", { ...fields, ...sample() }), intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      delay.disable();
    },
  };
}
