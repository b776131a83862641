// The embedded database runs on a thread of its own (decision 029): the server's thread keeps serving
// while a statement runs, and transactions, errors, dates and notifications behave as on PGlite itself.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "../../src/db/client";
import { databaseError } from "../../src/db/errors";
import { freshDatabase } from "../support/databases";

describe("the embedded database on its own thread", () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    await database.db.execute(sql`CREATE TABLE thread_check (id int PRIMARY KEY, note text NOT NULL)`);
  });
  afterAll(async () => {
    await database.close();
  });

  it("leaves the server's thread free while a statement runs", async () => {
    const started = Date.now();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await database.db.execute(sql`SELECT pg_sleep(0.4)`);
    clearInterval(timer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    // On the server's own thread, the sleep would have held every timer until it ended.
    expect(ticks).toBeGreaterThanOrEqual(20);
  });

  it("commits a transaction's statements together, and others wait for it as on one connection", async () => {
    let insideDone = false;
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_check VALUES (1, 'first')`);
      await tx.execute(sql`SELECT pg_sleep(0.1)`);
      await tx.execute(sql`INSERT INTO thread_check VALUES (2, 'second')`);
      insideDone = true;
    });
    const outside = queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM thread_check`).then(
      (rows) => ({ rows, afterTransaction: insideDone }),
    );
    await transaction;
    const seen = await outside;
    expect(seen.afterTransaction).toBe(true);
    expect(seen.rows[0].n).toBe(2);
  });

  it("rolls back a transaction that throws, and passes on the database's error code and constraint", async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_check VALUES (3, 'third')`);
      await tx.execute(sql`INSERT INTO thread_check VALUES (1, 'again')`);
    });
    const error = await failing.catch((err: unknown) => err);
    expect(databaseError(error)).toEqual({ code: "23505", constraint: "thread_check_pkey" });
    const rows = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM thread_check ORDER BY id`);
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it("rolls back a transaction that asks to, and keeps working after it", async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_check VALUES (4, 'fourth')`);
        tx.rollback();
      })
      .catch(() => undefined);
    const rows = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM thread_check ORDER BY id`);
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it("gives dates as the database's text, as drizzle reads them", async () => {
    const [row] = await queryRows<{ at: string }>(database.db, sql`SELECT '2026-11-27 10:00:00+00'::timestamptz AS at`);
    expect(row.at).toBe("2026-11-27 10:00:00+00");
  });

  it("tells a listener of each notification on its channel", async () => {
    let heard = 0;
    const stop = await database.listen("thread_check_channel", () => heard++);
    await database.db.execute(sql`NOTIFY thread_check_channel`);
    await expect.poll(() => heard).toBe(1);
    await stop();
    await database.db.execute(sql`NOTIFY thread_check_channel`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toBe(1);
    // The database itself stopped listening, not only the thread's callback.
    const channels = await queryRows<{ channel: string }>(database.db, sql`SELECT pg_listening_channels() AS channel`);
    expect(channels.map((row) => row.channel)).not.toContain("thread_check_channel");
  });
});

it("refuses statements once its thread has stopped, rather than leave them waiting", async () => {
  const database = await freshDatabase("pglite");
  await database.close();
  await expect(database.db.execute(sql`SELECT 1`)).rejects.toThrow();
  const refused = await database.db.execute(sql`SELECT 1`).catch((err: Error) => err.cause ?? err);
  expect(String(refused)).toContain("The embedded database's thread has stopped");
});
