import { sql } from "drizzle-orm";
import { runEvery } from "@/platform/periodic";
import type { Logger } from "@/platform/log";
import { connectionsWith, isEmbedded, queryRows, type Db, type SessionSettings } from "./client";

/**
 * PostgreSQL's autovacuum removes the rows updates and deletes leave behind, keeps the visibility
 * map that index-only walks rely on (decision 020) and refreshes the planner's statistics as tables
 * grow. The embedded database (PGlite) has no autovacuum, and a PostgreSQL server may have it turned
 * off (CI servers often do): without this, a shop's tables would bloat for ever (every cart line, every
 * stock change) and its plans would rest on the statistics of the day of its last migration. So where
 * nothing else does it, the shop does autovacuum's work itself, with autovacuum's thresholds (a table's
 * own where it has them), checking as often as autovacuum does (its naptime). Each check tidies at most
 * one table, the one most past its threshold, so that the one connection every request shares on the
 * embedded database is never held for long.
 */
export const UPKEEP_INTERVAL_MS = 60_000;

/**
 * Autovacuum's thresholds: rows left behind, rows added, and rows changed since the last analyze, as a
 * number of rows and a share of the table. A table's own settings (as orders' insert threshold,
 * migration 0024) take their place, as autovacuum's do.
 */
const VACUUM_AFTER = { rows: 50, share: 0.2, setting: "autovacuum_vacuum" };
const VACUUM_AFTER_INSERTS = { rows: 1000, share: 0.2, setting: "autovacuum_vacuum_insert" };
const ANALYZE_AFTER = { rows: 50, share: 0.1, setting: "autovacuum_analyze" };
type Threshold = typeof VACUUM_AFTER;

/**
 * What one check did: the table it tidied (vacuumed and analyzed, or analyzed only), none when every due
 * table was held, and the due tables it passed over because another session held them (another host's
 * upkeep, a migration).
 */
export type UpkeepCheck = { tidied: { table: string; vacuumed: boolean } | null; held: string[] };

/** Due tables a check tries, most due first, while another session holds them. */
const TRIED_PER_CHECK = 5;

/** A storage parameter of the table (`c.reloptions`, as "name=value"), else `fallback`. */
const tableSetting = (name: string, fallback: number) =>
  `coalesce((SELECT split_part(o, '=', 2)::float8 FROM unnest(c.reloptions) o WHERE o LIKE '${name}=%'), ${fallback})`;

/** The statistic `count` as a multiple of the table's threshold for it: due above 1. */
const dueBy = (count: string, { rows, share, setting }: Threshold) =>
  sql.raw(
    `(s.${count}::float8 / (${tableSetting(`${setting}_threshold`, rows)}` +
      ` + ${tableSetting(`${setting}_scale_factor`, share)} * greatest(c.reltuples, 0)))`,
  );

/**
 * Vacuums (and analyzes) the table most past one of autovacuum's vacuum thresholds (rows left behind,
 * or rows added: a vacuum marks their pages all-visible for index-only walks), or analyzes the one most
 * changed since its statistics: null when none needs either. The counts are the database's own
 * statistics, which it flushes once a second at most. A table another session holds is passed over for
 * the next due one, as autovacuum passes it over, rather than waited for (two hosts' upkeeps may pick
 * the same table) or tried alone at every check while the others wait.
 */
export async function tidyMostNeedingTable(db: Db): Promise<UpkeepCheck | null> {
  const vacuumDue = sql`greatest(${dueBy("n_dead_tup", VACUUM_AFTER)}, ${dueBy("n_ins_since_vacuum", VACUUM_AFTER_INSERTS)})`;
  const analyzeDue = dueBy("n_mod_since_analyze", ANALYZE_AFTER);
  const due = await queryRows<{ table: string; id: string; vacuum: boolean; times: number }>(
    db,
    sql`SELECT "table", id, vacuum_due > 1 AS vacuum, CASE WHEN vacuum_due > 1 THEN vacuums ELSE analyses END AS times
        FROM (SELECT s.relname AS "table", s.relid::text AS id, ${vacuumDue} AS vacuum_due, ${analyzeDue} AS analyze_due,
                s.vacuum_count::int AS vacuums, s.analyze_count::int AS analyses
              FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
              WHERE s.schemaname = 'public') tables
        WHERE vacuum_due > 1 OR analyze_due > 1
        ORDER BY greatest(vacuum_due, analyze_due) DESC LIMIT ${TRIED_PER_CHECK}`,
  );
  if (!due.length) return null;
  const held: string[] = [];
  for (const table of due) {
    const name = sql.identifier(table.table);
    await db.execute(table.vacuum ? sql`VACUUM (ANALYZE, SKIP_LOCKED) ${name}` : sql`ANALYZE (SKIP_LOCKED) ${name}`);
    // A skipped table only gets a warning; the count of what was asked for (vacuums, else analyses), which
    // the statement adds to at once, tells. Another session's ANALYZE of a table due a vacuum adds to the
    // other count, which must not pass for this vacuum.
    const [after] = await queryRows<{ times: number }>(
      db,
      sql`SELECT (CASE WHEN ${table.vacuum} THEN vacuum_count ELSE analyze_count END)::int AS times
          FROM pg_stat_user_tables WHERE relid = ${table.id}::oid`,
    );
    if (after.times > table.times) return { tidied: { table: table.table, vacuumed: table.vacuum }, held };
    held.push(table.table);
  }
  return { tidied: null, held };
}

/**
 * The connections the upkeep tidies on: on PostgreSQL, with autovacuum's cost delay and limit (the
 * server's own settings), so that a vacuum far past its threshold pauses as autovacuum's would instead
 * of taking a core and the disk from the shop's requests; a manual VACUUM has no delay. The embedded
 * database has one connection, which requests wait for: there the quickest vacuum is the kindest.
 */
export async function tidyingConnections(db: Db): Promise<Db> {
  if (isEmbedded(db)) return db;
  const [autovacuum] = await queryRows<{ delay: string; limit: string }>(
    db,
    sql`SELECT current_setting('autovacuum_vacuum_cost_delay') AS delay,
          current_setting('autovacuum_vacuum_cost_limit') AS "limit"`,
  );
  // A limit of -1 means vacuum_cost_limit, which these connections keep.
  const settings: SessionSettings = { vacuum_cost_delay: autovacuum.delay };
  if (autovacuum.limit !== "-1") settings.vacuum_cost_limit = autovacuum.limit;
  return connectionsWith(db, settings) ?? db;
}

/** Whether nothing else does autovacuum's work: on the embedded database, or on a PostgreSQL whose autovacuum is off. */
export async function nothingElseTidies(db: Db): Promise<boolean> {
  if (isEmbedded(db)) return true;
  const [server] = await queryRows<{ off: boolean }>(db, sql`SELECT current_setting('autovacuum') = 'off' AS off`);
  return server.off;
}

/**
 * Where nothing else does, tidies a table now and then (see UPKEEP_INTERVAL_MS); null where autovacuum
 * runs. One process per host starts it (`runsHostWideJobs`), so that two never tidy the same table.
 */
export async function startTableUpkeep(db: Db, log: Logger): Promise<{ stop: () => void } | null> {
  if (!(await nothingElseTidies(db))) return null;
  if (!isEmbedded(db)) log.info("PostgreSQL's autovacuum is off: the shop vacuums and analyzes its tables itself");
  const tidying = await tidyingConnections(db);
  return runEvery(log, UPKEEP_INTERVAL_MS, [
    {
      failure: "tidying a table of the database failed",
      run: async () => {
        const started = performance.now();
        const check = await tidyMostNeedingTable(tidying);
        const ms = Math.round(performance.now() - started);
        if (check?.held.length) log.info({ tables: check.held }, "tables in use elsewhere: left for the next check");
        if (check?.tidied) log.info({ ...check.tidied, ms }, "table tidied as autovacuum would");
      },
    },
  ]);
}
