import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "../../src/db/client";
import { freshDatabase, testDrivers } from "../support/databases";

type Echo = { text: string; doc: unknown; amount: string; flag: boolean; nothing: string | null };

const echo = (values: { text: string; doc: string; amount: number; flag: boolean }) =>
  sql`SELECT ${values.text}::text AS text, ${values.doc}::jsonb AS doc, ${values.amount}::bigint::text AS amount,
        ${values.flag}::boolean AS flag, ${null}::text AS nothing`;

describe.each(testDrivers())("a prepared raw query (%s)", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });

  it("gets back every value exactly as sent, run after run", async () => {
    // On PGlite the values travel inside the EXECUTE text: quotes, backslashes and the like must survive.
    const awkward = String.raw`O'Brien \' \\ \n $1 $$ '); DROP TABLE orders; -- ₦ naïve 😀`;
    for (const values of [
      { text: awkward, doc: JSON.stringify({ note: awkward, n: 1 }), amount: 9_007_199_254_740_991, flag: true },
      { text: "", doc: "[]", amount: -5, flag: false },
    ]) {
      const [row] = await queryRows<Echo>(database.db, echo(values), "echo_values");
      expect(row).toEqual({ ...values, amount: String(values.amount), doc: JSON.parse(values.doc), nothing: null });
    }
    const [{ orders }] = await queryRows<{ orders: number }>(
      database.db,
      sql`SELECT count(*)::int AS orders FROM orders`,
    );
    expect(orders).toBe(0);
  });

  it.runIf(driver === "pglite")("is parsed and planned once on PGlite, not on every run", async () => {
    for (let i = 0; i < 3; i++) {
      await queryRows(database.db, echo({ text: `run ${i}`, doc: "{}", amount: i, flag: true }), "echo_values");
    }
    const statements = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT name FROM pg_prepared_statements WHERE name = 'echo_values'`,
    );
    expect(statements).toHaveLength(1);
  });
});
