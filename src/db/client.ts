import path from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync, mkdirSync } from "node:fs";
import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { migrateAndMarkVisible } from "./migrate";
import { lockFolder } from "./folder-lock";
import { EmbeddedDatabase, isEmbeddedDatabase } from "./embedded-database";

// No schema is handed to drizzle: the shop writes its queries with each capability's tables and never uses
// drizzle's relational queries, so the database layer needs none of them (and stays below them all).
export type Db = PgDatabase<PgQueryResultHKT>;
/** The handle a `db.transaction(...)` callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/**
 * Calls `onMessage` for each NOTIFY on `channel`, and also whenever the listening connection was
 * re-established (notifications sent meanwhile are lost, so the listener must assume a change).
 */
export type Listen = (channel: string, onMessage: () => void) => Promise<() => Promise<void>>;
export type Database = { db: Db; driver: "pglite" | "postgres"; listen: Listen; close: () => Promise<void> };

// The migrations folder sits beside this file in the source tree and is copied beside the server bundle.
export function defaultMigrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
}

/** Any fixed number works; every instance must use the same one. */
const MIGRATION_LOCK_ID = 7_202_611;

/**
 * Issue 13 (RSS < 300 MB): PGlite's buffer pool lives in the server process's own WebAssembly memory,
 * which grows to the most ever used and never shrinks, and initdb's 128 MB pool filled up under the
 * bench (admin reports over 100,000 orders) to about 130 MB of the process. A page not in the pool is
 * read from the data directory's files, which the OS keeps cached outside the process, so a small
 * pool costs a copy, not a disk read.
 */
const PGLITE_SETTINGS = ["shared_buffers=8MB"];

/** The embedded database, on its own thread (decision 029), from its folder or a tarball of one. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: ArrayBuffer; migrationsFolder?: string }) {
  let release = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockFolder(path.resolve(options.dataDir));
  }
  let client: EmbeddedDatabase | undefined;
  try {
    client = await EmbeddedDatabase.open({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
    });
    // Drizzle's PGlite driver calls only query and transaction, which the thread's handle has.
    const db = drizzlePglite(client as unknown as PGlite) as unknown as Db;
    await migrateAndMarkVisible(db, () =>
      migratePglite(db as never, { migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder() }),
    );
    const opened = client;
    const listen: Listen = async (channel, onMessage) => opened.listen(channel, onMessage);
    const close = () => opened.close().finally(release);
    return { db, driver: "pglite" as const, client: opened, listen, close };
  } catch (error) {
    await client?.close().catch(() => undefined);
    release();
    throw error;
  }
}

/**
 * Connections one host's server opens to PostgreSQL at most, shared out among its WEB_CONCURRENCY
 * processes: each process gets its share, so that four workers do not open four times as many and run
 * into PostgreSQL's max_connections (100 by default) beside a second instance or a migration.
 */
const HOST_CONNECTIONS = 20;
/** The same for each set of session settings (`connectionsWith`). */
const HOST_CONNECTIONS_PER_SETTINGS = 8;

/** A process's share of `connections` when `processes` share them, never fewer than `least`. */
const shareOf = (connections: number, processes: number, least: number) =>
  Math.max(least, Math.ceil(connections / processes));

export async function openPostgres(options: {
  url: string;
  migrationsFolder?: string;
  max?: number;
  /** How many server processes of this host share its connections (WEB_CONCURRENCY). */
  processes?: number;
}): Promise<Database> {
  const processes = options.processes ?? 1;
  // JIT compiling costs hundreds of milliseconds per query the planner thinks big (a count over 100k
  // rows), far more than it saves on the shop's short, indexed queries.
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? shareOf(HOST_CONNECTIONS, processes, 4),
    options: "-c jit=off",
    Client: PreparingClient,
  });
  pool.on("error", () => undefined); // an idle client dropped by the server is replaced on next use
  const db = drizzlePg(pool) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    // Several instances may start together: one migrates, the others wait and then find nothing to do.
    await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    const migrating = drizzlePg(lockClient);
    await migrateAndMarkVisible(migrating, () =>
      migratePg(migrating, { migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder() }),
    );
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const listeners = new Set<() => Promise<void>>();
  const listen: Listen = async (channel, onMessage) => {
    const stop = await listenOnPostgres(options.url, channel, onMessage);
    listeners.add(stop);
    return async () => {
      listeners.delete(stop);
      await stop();
    };
  };
  // Each set of settings gets its pool and its handle once, on first use; a search asks on every request.
  const withSettings = new Map<string, { pool: pg.Pool; db: Db }>();
  configuredConnections.set(db, (settings) => {
    const startup = Object.entries({ jit: "off", ...settings })
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(" ");
    let configured = withSettings.get(startup);
    if (!configured) {
      const settled = new pg.Pool({
        connectionString: options.url,
        max: shareOf(HOST_CONNECTIONS_PER_SETTINGS, processes, 2),
        options: startup,
        Client: PreparingClient,
      });
      settled.on("error", () => undefined);
      configured = { pool: settled, db: drizzlePg(settled) as unknown as Db };
      withSettings.set(startup, configured);
    }
    return configured.db;
  });
  const close = async () => {
    await Promise.all([...listeners].map((stop) => stop()));
    await Promise.all([pool, ...[...withSettings.values()].map((each) => each.pool)].map((each) => each.end()));
  };
  return { db, driver: "postgres", listen, close };
}

/** Settings by name, as PostgreSQL's `SET` takes them. */
export type SessionSettings = Record<string, string>;

const configuredConnections = new WeakMap<Db, (settings: SessionSettings) => Db>();

/**
 * Connections of `db` that always run with these settings, so a query needing them is one round
 * trip instead of a transaction that sets them first; null where that is not possible (the embedded
 * database has one connection, and a transaction has its own): set them in a transaction there.
 */
export function connectionsWith(db: Db, settings: SessionSettings): Db | null {
  return configuredConnections.get(db)?.(settings) ?? null;
}

/** Beyond this many statements a connection keeps prepared, new texts are parsed at each run. */
const MAX_PREPARED_PER_CONNECTION = 500;

/** A query that reads (perhaps writing too, as a CTE): one statement, which can be prepared. */
const QUERY = /^\s*(select|with)\b/i;

/**
 * A connection that prepares each query it runs, named by its text: the next run of the same text
 * skips parsing, and PostgreSQL keeps its plan when one plan suits every parameter (it compares a
 * generic plan with the first five custom ones). Planning the products list alone cost as much as
 * running it. Other statements without parameters (BEGIN, migrations), and those named "" (planned
 * at every run, whatever their parameters), run as they are.
 */
class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  // pg's overloads (callback, promise, submittable) all pass through here unchanged but for the name.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    const parameters = Array.isArray(values) ? values.length : 0;
    if (isUnnamedStatement(config) && (parameters > 0 || QUERY.test(config.text))) {
      const name = `bay_${createHash("sha1").update(config.text).digest("base64url")}`;
      if (this.prepared.has(name) || this.prepared.size < MAX_PREPARED_PER_CONNECTION) {
        this.prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/** A statement that did not choose: a name of "" asks for it to be planned at every run. */
function isUnnamedStatement(config: unknown): config is { text: string; name?: string } {
  return (
    typeof config === "object" &&
    config !== null &&
    typeof (config as { text?: unknown }).text === "string" &&
    (config as { name?: unknown }).name === undefined
  );
}

const RELISTEN_DELAY_MS = 1000;

/** A dedicated connection that LISTENs, and reconnects after it drops (telling the listener so). */
async function listenOnPostgres(url: string, channel: string, onMessage: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const scheduleRetry = () => {
    if (!stopped) retry = setTimeout(() => void connect().then(onMessage, scheduleRetry), RELISTEN_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage();
    });
    next.on("error", () => undefined);
    next.on("end", () => {
      if (stopped || client !== next) return;
      client = null;
      scheduleRetry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

type DatabaseConfig = { DATABASE_URL?: string; DATA_DIR: string; WEB_CONCURRENCY?: number };

/** Where the embedded database keeps its files. */
const embeddedDataDir = (config: DatabaseConfig) => path.join(config.DATA_DIR, "db");

export async function openDatabase(config: DatabaseConfig, migrationsFolder?: string) {
  if (config.DATABASE_URL)
    return openPostgres({ url: config.DATABASE_URL, migrationsFolder, processes: config.WEB_CONCURRENCY });
  return openPglite({ dataDir: embeddedDataDir(config), migrationsFolder });
}

/** Whether the shop runs on the embedded database and has yet to create it (its first start). */
export function isNewEmbeddedDatabase(config: DatabaseConfig): boolean {
  return !config.DATABASE_URL && !existsSync(path.join(embeddedDataDir(config), "PG_VERSION"));
}

/**
 * Rows of a raw SQL query, the same way on both drivers. A `preparedAs` name makes the database parse
 * and plan it once (the text must then never change, only its parameters): PostgreSQL per connection,
 * PGlite once per instance (see onPglite).
 */
export async function queryRows<T>(db: Db, query: SQL, preparedAs?: string): Promise<T[]> {
  if (!preparedAs) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const statement = dialect.sqlToQuery(query);
  const client = (db._.session as unknown as { client: unknown }).client;
  const run = isEmbeddedDatabase(client) ? await onPglite(client, preparedAs, statement) : statement;
  const prepared = db._.session.prepareQuery(run, undefined, preparedAs, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

const PREPARED_ON_PGLITE = Symbol.for("bay.preparedStatements");

/**
 * The statements PREPAREd in a PGlite session, kept on its client: two copies of this module (the
 * server bundle and code loaded beside it, as in tests) may share one database, whose session holds
 * each name once.
 */
function statementsPreparedOn(client: EmbeddedDatabase): Map<string, Promise<unknown>> {
  const holder = client as unknown as { [PREPARED_ON_PGLITE]?: Map<string, Promise<unknown>> };
  return (holder[PREPARED_ON_PGLITE] ??= new Map());
}

/**
 * PGlite has no named statements: it parses and plans every query it is sent, which for the order
 * statement is two thirds of its cost, while every other query waits (one connection). So the
 * statement is PREPAREd once in PGlite's session and run by EXECUTE, its parameters written as
 * quoted literals: PostgreSQL reads each with its parameter type's input function, exactly as it
 * reads a parameter sent as text. A value that is not a plain scalar falls back to a plain query.
 */
async function onPglite(client: EmbeddedDatabase, name: string, statement: { sql: string; params: unknown[] }) {
  const literals = statement.params.map(asLiteral);
  if (literals.some((literal) => literal === undefined)) return statement;
  const prepared = statementsPreparedOn(client);
  if (!prepared.has(name)) {
    const preparing = client.query(`PREPARE ${name} AS ${statement.sql}`);
    prepared.set(name, preparing);
    preparing.catch(() => prepared.delete(name)); // a failed PREPARE is tried again next time
  }
  await prepared.get(name);
  return { sql: literals.length ? `EXECUTE ${name}(${literals.join(", ")})` : `EXECUTE ${name}`, params: [] };
}

function asLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return "NULL";
  if (value instanceof Date) return asLiteral(value.toISOString());
  if (!["string", "number", "bigint", "boolean"].includes(typeof value)) return undefined;
  const text = String(value);
  // A NUL would end the query text; PostgreSQL refuses it in any text value anyway.
  if (text.includes("\0")) return undefined;
  // An E'' literal reads the same whatever standard_conforming_strings says.
  return `E'${text.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

const dialect = new PgDialect();

const preparedQueries = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query on the hot path, built once per database handle and prepared once per connection: no
 * query building per request, no parsing and planning per execution. `build` takes its inputs as
 * `sql.placeholder`s and ends in `.prepare(name)`.
 */
export function preparedOnce<T>(db: Db, name: string, build: (db: Db) => T): T {
  return builtOnce(db, name, (db) => preparedOnPglite(build(db), name));
}

/**
 * A query built once per database handle and key, its inputs `sql.placeholder`s: for queries of many
 * shapes that `build` ends in `.prepare(UNNAMED)`, so that each connection prepares its text within
 * its limit (PreparingClient), and PGlite prepares none of them (its one session would keep them all).
 */
export function builtOnce<T>(db: Db, key: string, build: (db: Db) => T): T {
  let byKey = preparedQueries.get(db);
  if (!byKey) preparedQueries.set(db, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, build(db));
  return byKey.get(key) as T;
}

/**
 * PGlite keeps each PREPAREd statement and its plan for as long as it runs, in memory that never
 * shrinks: of statements built in many shapes, it prepares only this many.
 */
const MAX_SHAPES_PREPARED_ON_PGLITE = 100;
const shapesPreparedOnPglite = new WeakMap<EmbeddedDatabase, number>();

/**
 * A statement of one of many shapes, built by `builtOnce` and ended in `.prepare(UNNAMED)`: PostgreSQL's
 * connections prepare it by its text (PreparingClient); PGlite, which would parse and plan it at every
 * run (planning the products list cost it more than running it), PREPAREs it under a name made from
 * `shape`, up to MAX_SHAPES_PREPARED_ON_PGLITE shapes.
 */
export function preparedShapeOnPglite<T>(prepared: T, shape: string): T {
  const client = (prepared as { client?: unknown }).client;
  if (!isEmbeddedDatabase(client)) return prepared;
  const count = shapesPreparedOnPglite.get(client) ?? 0;
  if (count >= MAX_SHAPES_PREPARED_ON_PGLITE) return prepared;
  shapesPreparedOnPglite.set(client, count + 1);
  return preparedOnPglite(prepared, `bay_shape_${createHash("sha1").update(shape).digest("hex").slice(0, 32)}`);
}

/** Whether `db` is the embedded database (PGlite), not a PostgreSQL server. */
export function isEmbedded(db: Db): boolean {
  return isEmbeddedDatabase((db._.session as unknown as { client: unknown }).client);
}

/** No statement name: what drizzle gives a query it runs at once. */
export const UNNAMED = undefined as unknown as string;

/**
 * Drizzle's prepared query on PGlite ignores its name and sends the text each time; its client is
 * swapped for one that runs the text as a PREPAREd statement (onPglite), rows parsed the same way.
 */
function preparedOnPglite<T>(prepared: T, name: string): T {
  const query = prepared as { client?: unknown };
  const client = query.client;
  if (!isEmbeddedDatabase(client)) return prepared;
  query.client = {
    query: async (text: string, params: unknown[], options: Parameters<EmbeddedDatabase["query"]>[2]) => {
      const run = await onPglite(client, name, { sql: text, params });
      return client.query(run.sql, run.params, options);
    },
  };
  return prepared;
}
