import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectionsWith, openPostgres, queryRows, type Database } from "../../src/db/client";
import { freshDatabase } from "../support/databases";

// What the shop's PostgreSQL connections do for speed: statements prepared once per connection, and
// search run on connections that keep its settings instead of in a transaction that sets them.
describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL connections", () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase("postgres");
  });
  afterAll(() => database?.close());

  it("prepares a statement with parameters once per connection and reuses it", async () => {
    const marker = `prepared-${Date.now()}`;
    const probe = sql`SELECT ${marker}::text AS marker, count(*)::int AS n FROM products WHERE name <> ${marker}`;
    for (let i = 0; i < 3; i++) await queryRows(database.db, probe);
    // The pool hands out its most recently used connection: the one that ran the probe.
    const prepared = await queryRows<{ calls: number }>(
      database.db,
      sql`SELECT count(*)::int AS calls FROM pg_prepared_statements WHERE statement LIKE ${"%AS marker%"} AND ${marker} <> ''`,
    );
    expect(prepared[0].calls).toBe(1);
  });

  it("prepares a query without parameters too (a list's first page), and runs other statements as they are", async () => {
    const marker = `plain-${Date.now()}`;
    for (let i = 0; i < 2; i++) await database.db.execute(sql.raw(`SELECT '${marker}' AS plain`));
    await database.db.execute(sql.raw(`SET application_name = '${marker}'`));
    const prepared = await queryRows<{ statement: string }>(
      database.db,
      sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}`,
    );
    expect(prepared.map((row) => row.statement)).toEqual([`SELECT '${marker}' AS plain`]);
  });

  it("keeps settings on the connections asked for, and only there", async () => {
    const search = connectionsWith(database.db, { enable_seqscan: "off" })!;
    const setting = (db: typeof search) =>
      queryRows<{ value: string }>(db, sql`SELECT current_setting(${"enable_seqscan"}) AS value`);
    expect((await setting(search))[0].value).toBe("off");
    expect((await setting(database.db))[0].value).toBe("on");
    // A transaction has its own connection: it sets what it needs itself.
    await database.db.transaction(async (tx) => {
      expect(connectionsWith(tx as never, { enable_seqscan: "off" })).toBeNull();
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL connections of several server processes", () => {
  it("opens only its share of the host's connections, however many requests wait", async () => {
    const fresh = await freshDatabase("postgres");
    const [{ name }] = await queryRows<{ name: string }>(fresh.db, sql`SELECT current_database() AS name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const marker = `worker-${Date.now()}`;
    url.searchParams.set("application_name", marker);
    // One worker of WEB_CONCURRENCY=4: a fourth of the host's connections.
    const worker = await openPostgres({ url: url.toString(), processes: 4 });
    try {
      const search = connectionsWith(worker.db, { enable_seqscan: "off" })!;
      await Promise.all([
        ...Array.from({ length: 40 }, () => worker.db.execute(sql`SELECT pg_sleep(0.02)`)),
        ...Array.from({ length: 20 }, () => search.execute(sql`SELECT pg_sleep(0.02)`)),
      ]);
      const [{ open }] = await queryRows<{ open: number }>(
        fresh.db,
        sql`SELECT count(*)::int AS open FROM pg_stat_activity WHERE application_name = ${marker}`,
      );
      // 5 of the host's 20 for queries and 2 of its 8 for the settings, where one process would open 28.
      expect(open).toBe(7);
    } finally {
      await worker.close();
      await fresh.close();
    }
  });
});

describe("PGlite connections", () => {
  it("has one connection, so settings are set per transaction", async () => {
    const database = await freshDatabase("pglite");
    try {
      expect(connectionsWith(database.db, { enable_seqscan: "off" })).toBeNull();
    } finally {
      await database.close();
    }
  });
});
