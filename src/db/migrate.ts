import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Smaller tables are read whole faster than through an index; their visibility map matters little. */
const LEAST_PAGES_WORTH_MARKING = 128;

const rowsOf = async <T>(db: AnyDb, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function migrationsApplied(db: AnyDb): Promise<number> {
  try {
    const [row] = await rowsOf<{ applied: number }>(
      db,
      sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
    );
    return row.applied;
  } catch {
    return 0; // a new database: no migration has run
  }
}

/**
 * Runs the migrations, then vacuums each table a migration left without most of its visibility map.
 * A migration that rewrites a table (a stored generated column, a changed type) starts it afresh with
 * no page marked all-visible, and autovacuum does not count a rewrite as a change: until enough of its
 * rows changed, every index-only walk (the admin orders search, decision 020) would read each row it
 * passes. The map comes from the table's statistics, so a migration that rewrites one ends by analyzing it.
 */
export async function migrateAndMarkVisible(db: AnyDb, migrate: () => Promise<void>): Promise<string[]> {
  const before = await migrationsApplied(db);
  await migrate();
  if ((await migrationsApplied(db)) === before) return [];
  const unmarked = await rowsOf<{ table: string }>(
    db,
    sql`SELECT c.relname AS "table" FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND c.relpages >= ${LEAST_PAGES_WORTH_MARKING} AND c.relallvisible < c.relpages / 2`,
  );
  for (const { table } of unmarked) await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(table)}`);
  return unmarked.map(({ table }) => table);
}
