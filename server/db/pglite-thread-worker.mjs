// The embedded database's worker thread (docs/decisions/046-embedded-database-in-a-worker-thread.md).
// Plain JavaScript on purpose: a worker thread loads its file itself, under vitest and tsx as from dist/server.
// It owns the PGlite instance and answers the requests of server/db/pglite-thread.ts, one message each;
// the query gate on the main thread sends one operation at a time, so this file keeps no queue of its own.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const port = parentPort;
if (!port) throw new Error("pglite-thread-worker runs as a worker thread");

/** A parser that keeps PostgreSQL's text (what drizzle asks for its date, time and interval types). */
const keepRaw = (value) => value;

/** An error as plain data: PGlite's DatabaseError carries its SQLSTATE and details as own properties. */
function plainError(err) {
  const out = { message: String(err?.message ?? err), name: err?.name ?? "Error" };
  if (err && typeof err === "object") {
    for (const [k, v] of Object.entries(err)) {
      if (v === undefined || v === null || ["string", "number", "boolean"].includes(typeof v)) out[k] = v;
    }
  }
  return out;
}

/** Query options rebuilt on this side: functions cannot cross threads, so the raw types come as a list. */
function options(msg) {
  if (!msg.rowMode && !msg.raw) return undefined;
  const opts = {};
  if (msg.rowMode) opts.rowMode = msg.rowMode;
  if (msg.raw) opts.parsers = Object.fromEntries(msg.raw.map((oid) => [oid, keepRaw]));
  return opts;
}

const ROLLBACK = Symbol("rollback");
/** Open transactions by id: PGlite's transaction object, and how to end its callback. */
const txs = new Map();
/** Channel → unsubscribe, for the channels the main thread listens to. */
const listening = new Map();

const pg = await PGlite.create(workerData.dir, { extensions: { pg_trgm, citext } }).catch((err) => {
  port.postMessage({ type: "init", ok: false, error: plainError(err) });
  return null;
});
if (pg) port.postMessage({ type: "init", ok: true });

async function handle(msg) {
  switch (msg.op) {
    case "query": {
      const on = msg.tx ? txs.get(msg.tx)?.tx : pg;
      if (!on) throw new Error("transaction is closed");
      return await on.query(msg.sql, msg.params, options(msg));
    }
    case "exec": {
      const on = msg.tx ? txs.get(msg.tx)?.tx : pg;
      if (!on) throw new Error("transaction is closed");
      return await on.exec(msg.sql, options(msg));
    }
    case "begin": {
      const entry = {};
      let began;
      const ready = new Promise((resolve) => (began = resolve));
      entry.done = pg.transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            entry.tx = tx;
            entry.finish = (commit) => (commit ? resolve() : reject(ROLLBACK));
            began();
          }),
      );
      txs.set(msg.tx, entry);
      // BEGIN failing ends `done` before the callback ran.
      await Promise.race([ready, entry.done]).catch((err) => {
        txs.delete(msg.tx);
        throw err;
      });
      return null;
    }
    case "end": {
      const entry = txs.get(msg.tx);
      if (!entry) return null;
      txs.delete(msg.tx);
      entry.finish(msg.commit);
      try {
        await entry.done;
      } catch (err) {
        if (err !== ROLLBACK) throw err;
      }
      return null;
    }
    case "listen": {
      if (!listening.has(msg.channel)) {
        const channel = msg.channel;
        listening.set(channel, await pg.listen(channel, (payload) => port.postMessage({ type: "notify", channel, payload })));
      }
      return null;
    }
    case "unlisten": {
      const stop = listening.get(msg.channel);
      listening.delete(msg.channel);
      if (stop && !pg.closed) await stop();
      return null;
    }
    case "ping":
      return null;
    case "close":
      if (!pg.closed) await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${msg.op}`);
  }
}

port.on("message", (msg) => {
  if (!pg) {
    port.postMessage({ type: "reply", id: msg.id, ok: false, error: { message: "the embedded database did not open", name: "Error" } });
    return;
  }
  handle(msg).then(
    (result) => port.postMessage({ type: "reply", id: msg.id, ok: true, result }),
    (err) => port.postMessage({ type: "reply", id: msg.id, ok: false, error: plainError(err) }),
  );
});
