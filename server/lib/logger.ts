import pino, { type DestinationStream } from "pino";

type Level = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * Structured JSON lines through pino (`{"level":"info","time":"…","msg":"…",…fields}`) on stdout,
 * or on `destination` (tests). Callers pass route patterns and ids, never request values.
 * Stdout is written asynchronously (a line per API request must not cost a blocking write on the
 * request's path); pino flushes what is buffered synchronously when the process exits.
 */
export function createLogger(level: Level, destination?: DestinationStream): Logger {
  const log = pino(
    {
      level,
      base: undefined,
      messageKey: "msg",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
  const at = (l: Exclude<Level, "silent">) => (msg: string, fields?: Record<string, unknown>) =>
    fields ? log[l](fields, msg) : log[l](msg);
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
