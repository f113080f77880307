import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { AppError } from "./errors";

/**
 * Lists page by keyset: the cursor is the last row's sort key + id (see docs/decisions/011-list-paging-and-counts.md).
 * A page reads `limit + 1` rows from an index in the query's order; the extra row only says
 * whether there is more. No list counts every matching row.
 */
export interface Cursor {
  /** The sort key as PostgreSQL prints it (`col::text`): exact to the microsecond, unlike a JS Date. */
  at: string;
  id: string;
}

export const encodeCursor = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString("base64url");

/** `timestamptz::text` in ISO DateStyle, e.g. `2026-01-05 10:00:00.123456+00`. */
const tsRe = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(raw: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as [unknown, unknown];
    if (typeof at === "string" && typeof id === "string" && uuidRe.test(id) && tsRe.test(at)) return { at, id };
  } catch {
    // fall through
  }
  throw new AppError("VALIDATION_FAILED", "Invalid page cursor", { cursor: "Invalid page cursor" });
}

/** Offsets are allowed only this far; beyond it the cursor is the way on (bounded cost). */
export const MAX_OFFSET = 1000;

export function boundedOffset(page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  if (offset > MAX_OFFSET)
    throw new AppError("VALIDATION_FAILED", "Page is too far; use the cursor of the previous page", { page: "Page is too far" });
  return offset;
}

/**
 * Ranked lists (search results, best match first) have no keyset: they page by a bounded offset, and
 * their `nextCursor` carries it, as opaque to the client as the keyset cursor (docs/decisions/019).
 */
export const encodeOffsetCursor = (offset: number) => Buffer.from(JSON.stringify(["offset", offset])).toString("base64url");

/** The cursor of the page after `offset`, or null where the offset bound ends the list. */
export const nextOffsetCursor = (offset: number, pageSize: number) =>
  offset + pageSize <= MAX_OFFSET ? encodeOffsetCursor(offset + pageSize) : null;

export function decodeOffsetCursor(raw: string): number {
  try {
    const [kind, offset] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as [unknown, unknown];
    if (kind === "offset" && Number.isInteger(offset) && (offset as number) >= 0 && (offset as number) <= MAX_OFFSET)
      return offset as number;
  } catch {
    // fall through
  }
  throw new AppError("VALIDATION_FAILED", "Invalid page cursor", { cursor: "Invalid page cursor" });
}

/** A total shown in the UI is exact up to this many rows, above it "1000+" (bounded cost). */
export const TOTAL_CAP = 1000;

/**
 * Counts the matching rows but stops at `cap` + 1 (reads at most that many index entries).
 * `query` is a `select 1 from … where …` without ORDER BY/LIMIT.
 */
export async function cappedCount(db: Db, query: SQL, cap = TOTAL_CAP): Promise<{ total: number; totalCapped: boolean }> {
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${query} limit ${cap + 1}) t`);
  return capTotal(Number(res.rows[0]?.n ?? 0), cap);
}

/**
 * The total of a search page (docs/decisions/025): each row carries how many matches its window read
 * (`count(*) over ()` of at most `window` + 1 rows), so the total is exact up to `window` and "window+"
 * beyond. For a page past the last match (no rows, offset > 0), where no row says it, a count capped
 * the same way.
 */
export async function searchTotal(
  db: Db,
  page: ReadonlyArray<{ matches: string | number }>,
  offset: number,
  window: number,
  query: SQL,
): Promise<{ total: number; totalCapped: boolean }> {
  return page.length || offset === 0 ? capTotal(Number(page[0]?.matches ?? 0), window) : cappedCount(db, query, window);
}

/** A count of matching rows as lists show it: at most `cap`, with whether there were more. */
export function capTotal(n: number, cap = TOTAL_CAP): { total: number; totalCapped: boolean } {
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

/** Splits a `limit + 1` read into the page and whether there is more. */
export function takePage<T>(rows: T[], limit: number): { rows: T[]; hasMore: boolean } {
  return rows.length > limit ? { rows: rows.slice(0, limit), hasMore: true } : { rows, hasMore: false };
}
