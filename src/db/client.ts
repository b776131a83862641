import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; driver: "pglite" | "postgres"; close: () => Promise<void> };

// The migrations folder sits beside this file in the source tree and is copied beside the server bundle.
export function defaultMigrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
}

/** Any fixed number works; every instance must use the same one. */
const MIGRATION_LOCK_ID = 7_202_611;

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File; migrationsFolder?: string }) {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder() });
  return { db, driver: "pglite" as const, client, close: () => client.close() };
}

export async function openPostgres(options: { url: string; migrationsFolder?: string; max?: number }): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 20 });
  pool.on("error", () => undefined); // an idle client dropped by the server is replaced on next use
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    // Several instances may start together: one migrates, the others wait and then find nothing to do.
    await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), {
      migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder(),
    });
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  return { db, driver: "postgres", close: () => pool.end() };
}

export async function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }, migrationsFolder?: string) {
  if (config.DATABASE_URL) return openPostgres({ url: config.DATABASE_URL, migrationsFolder });
  return openPglite({ dataDir: path.join(config.DATA_DIR, "db"), migrationsFolder });
}

/** Rows of a raw SQL query, the same way on both drivers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
