// The embedded database on a thread of its own (decision 029): the server's thread sends it each
// statement and goes on serving while PGlite works.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { DatabaseThreadOptions, FromDatabaseThread, RowShape, ToDatabaseThread } from "./embedded-thread-messages";

const port = parentPort!;
const options = workerData as DatabaseThreadOptions;
/**
 * A tarball as PGlite reads it (its type and bytes): a Blob of the bytes would be read back in small
 * chunks and joined again, a third of a second for the tests' 42 MB template.
 */
const tarball = (bytes: ArrayBuffer) =>
  ({ type: "application/x-tar", arrayBuffer: async () => bytes }) as unknown as Blob;

const client = new PGlite({
  dataDir: options.dataDir,
  loadDataDir: options.loadDataDir ? tarball(options.loadDataDir) : undefined,
  extensions: { pg_trgm },
  startParams: options.startParams,
});

const asText = (value: unknown) => value;
/** Array types' ids (pg_type.typarray), which PGlite's `types` does not name. */
const ARRAY_OF = { numeric: 1231, timestamp: 1115, timestamptz: 1185, interval: 1187, date: 1182 };
/** The types drizzle's PGlite session reads as the database's text: dates, intervals, and arrays of them and of numeric. */
const KEPT_AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, ...Object.values(ARRAY_OF)];
const keptAsText = Object.fromEntries(KEPT_AS_TEXT.map((type) => [type, asText]));
// One options object per shape, built once: PGlite's parsers are looked up per query (decision 025).
const queryOptions = {
  object: { rowMode: "object" as const },
  array: { rowMode: "array" as const },
  objectKeepingDates: { rowMode: "object" as const, parsers: keptAsText },
  arrayKeepingDates: { rowMode: "array" as const, parsers: keptAsText },
};
const optionsFor = (shape: RowShape = {}) =>
  queryOptions[`${shape.rowMode ?? "object"}${shape.keepDates ? "KeepingDates" : ""}`];

const reply = (message: FromDatabaseThread) => port.postMessage(message);
/** The error's message and its plain fields (code, constraint, detail, …): what crosses threads. */
const failure = (err: unknown): FromDatabaseThread["error"] => {
  const error = err instanceof Error ? err : new Error(String(err));
  const fields = Object.entries(error).filter(([, value]) => ["string", "number", "boolean"].includes(typeof value));
  return { message: error.message, fields: Object.fromEntries(fields) };
};
const answer = (id: number, work: Promise<unknown>) =>
  void work.then(
    (result) => reply({ id, result }),
    (err) => reply({ id, error: failure(err) }),
  );

const run = (on: PGlite | Transaction, message: ToDatabaseThread) =>
  message.op === "exec" ? on.exec(message.text) : on.query(message.text, message.params, optionsFor(message.shape));

/** Each open transaction's statements, run in order on its own handle until commit or rollback. */
const transactions = new Map<number, (message: ToDatabaseThread) => void>();

function openTransaction(tx: number, beginId: number) {
  const waiting: ToDatabaseThread[] = [];
  let wake: (() => void) | null = null;
  transactions.set(tx, (message) => {
    waiting.push(message);
    wake?.();
  });
  const next = async () => {
    while (!waiting.length) await new Promise<void>((resolve) => (wake = resolve));
    return waiting.shift()!;
  };
  let endId = beginId;
  const work = client.transaction(async (handle) => {
    reply({ id: beginId, result: null });
    for (;;) {
      const message = await next();
      if (message.op === "commit" || message.op === "rollback") {
        endId = message.id;
        if (message.op === "rollback") await handle.rollback();
        return null;
      }
      // One statement after another, as on a connection.
      try {
        reply({ id: message.id, result: await run(handle, message) });
      } catch (err) {
        reply({ id: message.id, error: failure(err) });
      }
    }
  });
  void work
    .then(
      () => reply({ id: endId, result: null }),
      (err) => reply({ id: endId, error: failure(err) }),
    )
    .finally(() => transactions.delete(tx));
}

/** How to stop listening on each channel listened on. */
const unlisteners = new Map<string, () => Promise<void>>();

port.on("message", (message: ToDatabaseThread) => {
  if (message.tx !== undefined && message.op !== "begin") return transactions.get(message.tx)?.(message);
  switch (message.op) {
    case "begin":
      return openTransaction(message.tx!, message.id);
    case "query":
    case "exec":
      return answer(message.id, run(client, message));
    case "listen":
      return answer(
        message.id,
        client
          .listen(message.text, () => reply({ id: 0, notify: message.text }))
          .then((unlisten) => {
            unlisteners.set(message.text, unlisten);
            return null;
          }),
      );
    case "unlisten": {
      const unlisten = unlisteners.get(message.text);
      unlisteners.delete(message.text);
      return answer(message.id, unlisten ? unlisten().then(() => null) : Promise.resolve(null));
    }
    case "dump":
      return answer(
        message.id,
        client.dumpDataDir("none").then((file) => file.arrayBuffer()),
      );
    case "close":
      return answer(
        message.id,
        client.close().then(() => null),
      );
  }
});

client.waitReady.then(
  () => reply({ id: 0, result: null }),
  (err) => reply({ id: 0, error: failure(err) }),
);
