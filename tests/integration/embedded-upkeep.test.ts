import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database, type Db } from "../../src/db/client";
import { startTableUpkeep, tidyingConnections, tidyMostNeedingTable, type UpkeepCheck } from "../../src/db/upkeep";
import { createLogger } from "../../src/platform/log";
import { freshDatabase } from "../support/databases";
import { eventually } from "../support/elsewhere";
import { describeOnEachDatabase } from "../support/shop";

/**
 * A table with `rows` rows each updated `updates` times, which leaves rows × updates behind, past
 * autovacuum's threshold (50 + 20 % of the rows). Committed to disk at once (test databases commit
 * asynchronously), and the statistics flushed as the connection goes idle. PostgreSQL's own
 * autovacuum is kept out of it, so that what tidies it is the code under test.
 */
async function tableWithRowsLeftBehind(db: Db, table: string, { rows = 500, updates = 2 } = {}) {
  const name = sql.identifier(table);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = on`);
    await tx.execute(sql`CREATE TABLE ${name} (id int PRIMARY KEY, n int NOT NULL) WITH (autovacuum_enabled = off)`);
    await tx.execute(sql`INSERT INTO ${name} SELECT g, 0 FROM generate_series(1, ${rows}::int) g`);
    for (let i = 0; i < updates; i++) await tx.execute(sql`UPDATE ${name} SET n = n + 1`);
    await tx.execute(sql`SELECT pg_stat_force_next_flush()`);
  });
  await eventually(async () => {
    const [row] = await queryRows<{ dead: number }>(
      db,
      sql`SELECT n_dead_tup::int AS dead FROM pg_stat_user_tables WHERE relname = ${table}`,
    );
    return row?.dead === rows * updates;
  });
}

/**
 * Lets the next vacuum mark the rows just committed all-visible. Test databases commit without waiting for
 * the disk (tests/support/databases.ts), and PostgreSQL keeps one commit position for each group of 32
 * transactions, whatever database they ran in: while a commit of the group is not yet on disk, no row of the
 * group may be hinted as committed, and a vacuum leaves its page unmarked. Other test files' commits share
 * the group. So: fill the group with transactions of our own, then commit one that waits for the disk, which
 * writes out every commit before it.
 */
async function commitsOnDisk(db: Db) {
  for (let i = 0; i < 32; i++) await db.execute(sql`SELECT pg_current_xact_id()`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = on`);
    await tx.execute(sql`CREATE TEMP TABLE commits_on_disk () ON COMMIT DROP`);
  });
}

type TableState = { dead: number; changed: number; vacuumed: boolean; analyzed: boolean };

/** Every check's tidied table until none is due, at most 40 checks. */
async function tidyUntilNoneIsDue(db: Db): Promise<UpkeepCheck["tidied"][]> {
  const tidied: UpkeepCheck["tidied"][] = [];
  for (let run = 0; run < 40; run++) {
    const check = await tidyMostNeedingTable(db);
    if (!check) break;
    tidied.push(check.tidied);
  }
  return tidied;
}

// PGlite has no autovacuum, and a PostgreSQL may have it off: the shop then does its work (src/db/upkeep.ts),
// with its thresholds.
describeOnEachDatabase("the table upkeep, as autovacuum would", (shop) => {
  const state = async (table: string) => {
    const [row] = await queryRows<TableState>(
      shop().app.db,
      sql`SELECT n_dead_tup::int AS dead, n_mod_since_analyze::int AS changed,
            last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed
          FROM pg_stat_user_tables WHERE relname = ${table}`,
    );
    return row;
  };

  it("tidies the tables most past autovacuum's thresholds first, until none is", async () => {
    const { db } = shop().app;
    // 6,000 rows left behind: 13 times autovacuum's threshold.
    await tableWithRowsLeftBehind(db, "upkeep_churn", { rows: 2000, updates: 3 });

    const tidied = await tidyUntilNoneIsDue(db);
    expect(tidied[0]).toEqual({ table: "upkeep_churn", vacuumed: true });
    expect(tidied.length).toBeLessThan(40);
    await db.execute(sql`SELECT pg_stat_force_next_flush()`);
    await eventually(async () => (await state("upkeep_churn")).vacuumed);
    expect(await state("upkeep_churn")).toEqual({ dead: 0, changed: 0, vacuumed: true, analyzed: true });
    expect(await tidyMostNeedingTable(db)).toBeNull();
  });

  it("analyzes a table that grew past autovacuum's threshold without vacuuming it", async () => {
    const { db } = shop().app;
    await db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TABLE upkeep_growth (id int PRIMARY KEY) WITH (autovacuum_enabled = off)`);
      await tx.execute(sql`INSERT INTO upkeep_growth SELECT g FROM generate_series(1, 500) g`);
      await tx.execute(sql`SELECT pg_stat_force_next_flush()`);
    });
    await eventually(async () => (await state("upkeep_growth"))?.changed === 500);
    expect(await tidyMostNeedingTable(db)).toEqual({ tidied: { table: "upkeep_growth", vacuumed: false }, held: [] });
    await db.execute(sql`SELECT pg_stat_force_next_flush()`);
    await eventually(async () => (await state("upkeep_growth")).analyzed);
    expect((await state("upkeep_growth")).vacuumed).toBe(false);
  });

  it("vacuums a table that only grew, past its own insert threshold, and so marks its pages all-visible", async () => {
    const { db } = shop().app;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL synchronous_commit = on`);
      await tx.execute(
        sql`CREATE TABLE upkeep_inserts (id int PRIMARY KEY) WITH (autovacuum_enabled = off,
              autovacuum_vacuum_insert_threshold = 100, autovacuum_vacuum_insert_scale_factor = 0)`,
      );
      await tx.execute(sql`INSERT INTO upkeep_inserts SELECT g FROM generate_series(1, 3000) g`);
      await tx.execute(sql`SELECT pg_stat_force_next_flush()`);
    });
    const added = async () =>
      (
        await queryRows<{ added: number }>(
          db,
          sql`SELECT n_ins_since_vacuum::int AS added FROM pg_stat_user_tables WHERE relname = 'upkeep_inserts'`,
        )
      )[0]?.added;
    await eventually(async () => (await added()) === 3000);
    await commitsOnDisk(db);
    const tidied = await tidyUntilNoneIsDue(db);
    // With autovacuum's default (1,000 rows and a fifth of the table) these 3,000 rows would only be analyzed.
    expect(tidied).toContainEqual({ table: "upkeep_inserts", vacuumed: true });
    const [pages] = await queryRows<{ pages: number; allVisible: number }>(
      db,
      sql`SELECT relpages AS pages, relallvisible AS "allVisible" FROM pg_class WHERE relname = 'upkeep_inserts'`,
    );
    expect(pages.pages).toBeGreaterThan(0);
    expect(pages.allVisible).toBe(pages.pages);
  });

  it("has the orders vacuumed after every 1,000 new ones, by autovacuum or by this upkeep (migration 0024)", async () => {
    const [orders] = await queryRows<{ settings: string[] }>(
      shop().app.db,
      sql`SELECT reloptions AS settings FROM pg_class WHERE oid = 'orders'::regclass`,
    );
    expect(orders.settings).toEqual(
      expect.arrayContaining(["autovacuum_vacuum_insert_threshold=1000", "autovacuum_vacuum_insert_scale_factor=0"]),
    );
  });

  it("runs by itself where nothing else does: on the embedded database, and on a PostgreSQL whose autovacuum is off", async () => {
    const { db } = shop().app;
    const [server] = await queryRows<{ autovacuum: string }>(
      db,
      sql`SELECT current_setting('autovacuum') AS autovacuum`,
    );
    const upkeep = await startTableUpkeep(db, createLogger("silent"));
    upkeep?.stop();
    expect(upkeep !== null).toBe(shop().driver === "pglite" || server.autovacuum === "off");
  });
});

// Where several hosts share a PostgreSQL, each runs the upkeep: a table one holds is the other's to skip.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the table upkeep on a shared PostgreSQL (needs TEST_DATABASE_URL)",
  () => {
    let database: Database;
    beforeAll(async () => {
      database = await freshDatabase("postgres");
    });
    afterAll(() => database.close());

    it("passes over a table another session holds for the next due one, as autovacuum does, instead of waiting for it", async () => {
      const { db } = database;
      // 6,000 rows left behind (13 times the threshold) and 1,000 (7 times): the held table is the most due.
      await tableWithRowsLeftBehind(db, "upkeep_held", { rows: 2000, updates: 3 });
      await tableWithRowsLeftBehind(db, "upkeep_free");
      // Held as a VACUUM or a migration holds it, until the upkeep has answered: a wait would never end.
      const holding = (check: () => Promise<UpkeepCheck | null>) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`LOCK TABLE upkeep_held IN SHARE UPDATE EXCLUSIVE MODE`);
          return check();
        });
      expect(await holding(() => tidyMostNeedingTable(db))).toEqual({
        tidied: { table: "upkeep_free", vacuumed: true },
        held: ["upkeep_held"],
      });
      expect(await holding(() => tidyMostNeedingTable(db))).toEqual({ tidied: null, held: ["upkeep_held"] });
      expect(await tidyMostNeedingTable(db)).toEqual({ tidied: { table: "upkeep_held", vacuumed: true }, held: [] });
    });

    it("vacuums with autovacuum's cost delay, so that a long vacuum leaves the shop's requests their share", async () => {
      const tidying = await tidyingConnections(database.db);
      const [settings] = await queryRows<{ delay: string; autovacuumDelay: string }>(
        tidying,
        sql`SELECT current_setting('vacuum_cost_delay') AS delay,
            current_setting('autovacuum_vacuum_cost_delay') AS "autovacuumDelay"`,
      );
      expect(settings.delay).toBe(settings.autovacuumDelay);
      expect(settings.delay).not.toBe("0");
      await tableWithRowsLeftBehind(database.db, "upkeep_throttled");
      expect(await tidyMostNeedingTable(tidying)).toEqual({
        tidied: { table: "upkeep_throttled", vacuumed: true },
        held: [],
      });
    });
  },
);
