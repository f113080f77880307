import { getTableName, is, Table } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";

/**
 * What a request really reads (docs/decisions/067-page-reads-derived.md): the tables named by the
 * statements the database client runs while `fn` runs. Tests only — it patches the client the app's
 * drizzle instance sends its statements to (PGlite's gated client, or PostgreSQL's pool), so the calls
 * must not overlap with other work on the same database (a test issues one request at a time).
 *
 * A table counts as read when a statement names it after FROM or JOIN (drizzle writes `from "jobs"`,
 * `left join "user" "author" on …`; hand-written SQL `from jobs j`): a statement's own target
 * (`insert into`, `update`, `delete from`) is a write, not a read.
 */
export const SCHEMA_TABLES: readonly string[] = [
  ...new Set((Object.values(schema) as unknown[]).flatMap((v) => (is(v, Table) ? [getTableName(v)] : []))),
];

const READ_AT = new RegExp(
  `\\b(?:from|join)\\s+"?(${SCHEMA_TABLES.map((t) => t.replace(/[^a-z0-9_]/gi, "")).join("|")})"?(?=[\\s,);]|$)`,
  "gi",
);

/** The tables `statement` reads (see above). */
export function tablesReadBy(statement: string): string[] {
  // `delete from x`: x is written, not read.
  const text = statement.replace(/^\s*delete\s+from\s+"?[a-z0-9_]+"?/i, "delete");
  return [...new Set([...text.matchAll(READ_AT)].map((m) => m[1]!.toLowerCase()))];
}

type Queryable = { query: (...args: unknown[]) => unknown; exec?: (...args: unknown[]) => unknown };

/**
 * Runs `fn`, and answers with its value and every table the statements run meanwhile read; `see` is told
 * each statement's tables as it is sent (in the sender's async context).
 */
export async function recordTableReads<T>(
  db: Db,
  fn: () => Promise<T>,
  see?: (tables: string[]) => void,
): Promise<{ value: T; tables: Set<string> }> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const tables = new Set<string>();
  const note = (q: unknown) => {
    const text = typeof q === "string" ? q : ((q as { text?: string } | null)?.text ?? "");
    const read = tablesReadBy(text);
    for (const t of read) tables.add(t);
    see?.(read);
  };
  const own = Object.prototype.hasOwnProperty.call(client, "query");
  const original = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    note(args[0]);
    return original.apply(this, args);
  };
  try {
    return { value: await fn(), tables };
  } finally {
    if (own) client.query = original;
    else delete (client as Partial<Queryable>).query;
  }
}
