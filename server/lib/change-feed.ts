import type { ChangeListener, Database } from "../db/client";
import type { Logger } from "./logger";

/**
 * The channels every instance listens to (decision 027), on one connection:
 * - `lists_changed`: a row of a table that a read cache declares was written (payload: the table's
 *   name), sent by the statement triggers of migrations 0010 and 0014;
 * - `rows_changed`: which rows of a searched table a statement wrote (payload `<table>|<op>|<ids>` or
 *   `<table>|*`), migration 0030: cached searches drop only what those rows can change (decision 049);
 * - `session_revoked`: a user's session version changed (payload: the user id), migration 0003.
 */
export const CHANNELS = ["lists_changed", "rows_changed", "session_revoked"] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What this instance hears of the database's changes. Subscribers get each notification of their
 * channel, and `onState` each drop and return of the listener: while it is down (`up` false) nothing
 * a missed notification could make wrong may be trusted, and whatever was kept is dropped when it goes
 * down and again when it comes back (notifications sent in between were lost).
 */
export interface ChangeFeed {
  readonly up: boolean;
  on(channel: Channel, handler: (payload: string) => void): void;
  onState(handler: (up: boolean) => void): void;
  /** Resolves once the notifications of every write committed before the call have been handled. */
  fence(): Promise<void>;
  stop(): Promise<void>;
}

export async function createChangeFeed(database: Pick<Database, "listen">, logger: Logger): Promise<ChangeFeed> {
  const handlers = new Map<string, Array<(payload: string) => void>>();
  const stateHandlers: Array<(up: boolean) => void> = [];
  let downSince: number | null = null;
  const listener: ChangeListener = await database.listen(CHANNELS, {
    message(channel, payload) {
      for (const h of handlers.get(channel) ?? []) h(payload);
    },
    state(up) {
      if (!up) {
        downSince = performance.now();
        logger.warn("change listener down: caches bypassed, sessions checked per request until it is back");
      } else if (downSince !== null) {
        logger.info("change listener back", { downMs: Math.round(performance.now() - downSince) });
        downSince = null;
      }
      for (const h of stateHandlers) h(up);
    },
  });
  if (!listener.up) {
    downSince ??= performance.now();
    logger.warn("change listener down at start: reconnecting");
  }
  const l = listener;
  return {
    get up() {
      return l.up;
    },
    on(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    onState(handler) {
      stateHandlers.push(handler);
    },
    fence: () => l.fence(),
    stop: () => l.stop(),
  };
}
