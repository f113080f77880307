import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ChangeFeed } from "./change-feed";
import { user } from "../db/schema";

/**
 * The current session version of each user, kept in process memory (decision 008).
 *
 * better-auth's signed cookie cache carries the version it was issued with; a cookie whose version
 * differs from the current one is not trusted and the session is looked up in the database (gone
 * after sign-out, or reissued with the new role). The version lives in `user.session_version` and is
 * bumped by database triggers whenever a session is deleted or role, e-mail, name or verification
 * change. Every instance LISTENs on `session_revoked` (sent by those triggers) and forgets the
 * user's cached version; this instance also forgets it synchronously where it made the change.
 * While the change listener is down (decision 027) no version is trusted from memory: each request
 * reads it from the database, so that revocation stays immediate on every instance.
 */
export interface SessionVersions {
  /** The version to compare the cookie's with: "gone" for a deleted user. */
  current(userId: string): Promise<string>;
  /** Drop the cached version so that the next request reads it from the database. */
  forget(userId: string): void;
  stop(): Promise<void>;
}

const MAX_ENTRIES = 100_000;
/** Backstop if a notification is ever lost (the listener reconnecting also clears everything). */
const TTL_MS = 5 * 60_000;

export function createSessionVersions(db: Db, feed: Pick<ChangeFeed, "up" | "on" | "onState">): SessionVersions {
  const cache = new Map<string, { version: string; at: number }>();
  const lookup = db
    .select({ v: user.sessionVersion })
    .from(user)
    .where(eq(user.id, sql.placeholder("id")))
    .prepare("session_version_of_user");

  feed.on("session_revoked", (userId) => {
    if (userId) cache.delete(userId);
    else cache.clear();
  });
  // Dropped and back: whatever was announced in between is lost, so nothing kept is trusted.
  feed.onState(() => cache.clear());

  return {
    async current(userId) {
      const trusted = feed.up;
      const hit = trusted ? cache.get(userId) : undefined;
      // An in-process cache lifetime: elapsed time on the monotonic clock (docs/decisions/065-one-clock.md).
      const now = performance.now();
      if (hit && now - hit.at < TTL_MS) return hit.version;
      const [row] = await lookup.execute({ id: userId });
      const version = row ? String(row.v) : "gone";
      if (!trusted) return version;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(userId, { version, at: now });
      return version;
    },
    forget(userId) {
      cache.delete(userId);
    },
    stop: async () => {},
  };
}
