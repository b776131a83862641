import { Worker, type WorkerOptions } from "node:worker_threads";
import { threadFromSource } from "./embedded-thread-from-source";
import type { DatabaseThreadOptions, FromDatabaseThread, RowShape, ToDatabaseThread } from "./embedded-thread-messages";

type Results<T> = { rows: T[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
/** What drizzle passes with a query: a row mode, and parsers that keep dates as text (its only ones). */
type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };
type Send = <T>(message: Omit<ToDatabaseThread, "id">) => Promise<T>;

const shapeOf = (options?: QueryOptions): RowShape => ({
  rowMode: options?.rowMode,
  keepDates: options?.parsers !== undefined,
});

/**
 * The young generation of the database thread's JavaScript heap, in MB: PGlite's results live there
 * for microseconds, and V8's default (up to 48 MB) would add that much to the server's RSS (issue 13).
 */
const THREAD_YOUNG_GENERATION_MB = 4;

/** The thread's code: built beside the server bundle, or from the source tree (tests, `npm run dev`). */
function startThread(options: WorkerOptions): Worker {
  const here = import.meta.url;
  const source = here.endsWith(".ts");
  return new Worker(
    source ? threadFromSource(new URL("./embedded-thread.ts", here).href) : new URL("./embedded-thread.mjs", here),
    options,
  );
}

/**
 * Marks the class across copies of this module (the server bundle and the source tree loaded beside
 * it, as in tests), where `instanceof` would tell them apart.
 */
const EMBEDDED = Symbol.for("bay.embeddedDatabase");

/** Whether a database client is the embedded database. */
export function isEmbeddedDatabase(client: unknown): client is EmbeddedDatabase {
  return typeof client === "object" && client !== null && EMBEDDED in client;
}

/** Statements of one transaction, sent to the thread under its number. */
class ThreadTransaction {
  constructor(
    private readonly tx: number,
    private readonly send: Send,
  ) {}

  query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    return this.send<Results<T>>({ op: "query", text, params, shape: shapeOf(options), tx: this.tx });
  }

  exec(text: string) {
    return this.send<Results<unknown>[]>({ op: "exec", text, tx: this.tx });
  }
}

/**
 * The embedded database (PGlite) on a thread of its own (decision 029), with the part of PGlite's
 * interface the shop and drizzle use: query, exec, transaction, listen, dumpDataDir and close. PGlite
 * runs one statement at a time, on that thread; the server's thread is free meanwhile.
 */
export class EmbeddedDatabase {
  readonly [EMBEDDED] = true;
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private lastId = 0;
  /** Why the thread is gone, once it is: what every later statement is refused with. */
  private stopped: Error | null = null;

  private constructor(options: DatabaseThreadOptions) {
    this.worker = startThread({
      workerData: options,
      transferList: options.loadDataDir ? [options.loadDataDir] : [],
      resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
    });
    this.worker.on("message", (message: FromDatabaseThread) => this.received(message));
    this.worker.on("error", (err) => this.stop(err));
    this.worker.on("exit", () => this.stop(new Error("The embedded database's thread has stopped")));
  }

  /** Starts the thread and waits until its database is open. */
  static async open(options: DatabaseThreadOptions): Promise<EmbeddedDatabase> {
    const database = new EmbeddedDatabase(options);
    await new Promise((resolve, reject) => database.waiting.set(0, { resolve, reject }));
    return database;
  }

  private received(message: FromDatabaseThread) {
    if (message.notify !== undefined) {
      for (const listener of this.listeners.get(message.notify) ?? []) listener();
      return;
    }
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    if (message.error) waiting.reject(Object.assign(new Error(message.error.message), message.error.fields));
    else waiting.resolve(message.result);
  }

  private stop(err: Error) {
    this.stopped ??= err;
    for (const waiting of this.waiting.values()) waiting.reject(err);
    this.waiting.clear();
  }

  private readonly send: Send = (message) => {
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      if (this.stopped) return reject(this.stopped);
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  };

  query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    return this.send<Results<T>>({ op: "query", text, params, shape: shapeOf(options) });
  }

  exec(text: string) {
    return this.send<Results<unknown>[]>({ op: "exec", text });
  }

  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws or asks. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = ++this.lastId;
    await this.send({ op: "begin", text: "", tx });
    const handle = new ThreadTransaction(tx, this.send);
    let result: T;
    try {
      result = await work(handle);
    } catch (err) {
      await this.send({ op: "rollback", text: "", tx }).catch(() => undefined);
      throw err;
    }
    await this.send({ op: "commit", text: "", tx });
    return result;
  }

  async listen(channel: string, onMessage: () => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      this.listeners.set(channel, (listeners = new Set()));
      await this.send({ op: "listen", text: channel });
    }
    listeners.add(onMessage);
    return async () => {
      listeners.delete(onMessage);
      // The last listener gone, the database stops sending the channel's notifications to the thread.
      if (listeners.size > 0 || this.listeners.get(channel) !== listeners) return;
      this.listeners.delete(channel);
      await this.send({ op: "unlisten", text: channel });
    };
  }

  /** The database's files as one uncompressed tarball (PGlite's `dumpDataDir`). */
  async dumpDataDir(): Promise<ArrayBuffer> {
    return this.send<ArrayBuffer>({ op: "dump", text: "" });
  }

  async close() {
    await this.send({ op: "close", text: "" });
    await this.worker.terminate();
  }
}
