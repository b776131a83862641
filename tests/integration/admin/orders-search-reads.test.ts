import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { queryRows, type Db } from "../../../src/db/client";
import { NUMBER_RANGE_READ_AT_MOST } from "../../../src/orders/admin-orders";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { copyOrder, insertOrder } from "./helpers";

// The admin search walks the orders newest first until a page matches. The walk must test each order
// in orders_created_idx, which holds the number, e-mail, name and status, and read only the page's rows:
// reading every walked order's row cost several times the page at 1,000,000 orders (decision 020).
describeOnEachDatabase("the admin orders search reads the index, then the page", (shop) => {
  let admin: string;
  beforeAll(async () => {
    const { app } = shop();
    admin = (await createSignedInUser(app, { role: "admin" })).token;
    const newest = await insertOrder(app, { items: [], fullName: "Walk Customer", email: "walk@example.com" });
    // 3,000 older orders, placed in an order their rows are not stored in; the 300 oldest are the
    // needles, so the walk passes 2,700 orders before a match. The 40 oldest have numbers of their own, in order of age.
    // Committed to disk at once: the test databases commit asynchronously, and VACUUM cannot mark rows
    // visible to everyone before their commit is on disk.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL synchronous_commit = on`);
      await copyOrder(
        tx,
        newest.id,
        3000,
        sql`jsonb_build_object('id', gen_random_uuid(),
          'order_number', CASE WHEN g * 7 % 3001 > 2960 THEN 'BAY-OLD' || g * 7 % 3001 ELSE 'BAY-WALK' || g END,
          'created_at', o.created_at - (g * 7 % 3001) * interval '1 minute',
          'shipping_address', o.shipping_address || jsonb_build_object('fullName',
            CASE WHEN g * 7 % 3001 > 2700 THEN 'Needle Customer ' || g * 7 % 3001 ELSE 'Walk Customer ' || g END),
          'customer_phone', CASE WHEN g * 7 % 3001 > 2700 THEN '+234901000' || (g * 7 % 3001) ELSE '08031234567' END)`,
      );
    });
    // More orders than a number range is read whole for (NUMBER_RANGE_READ_AT_MOST), older than all
    // the others, numbered BAY-FULL00001 on in order of age: the newest are the last of their range.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL synchronous_commit = on`);
      await copyOrder(
        tx,
        newest.id,
        NUMBER_RANGE_READ_AT_MOST + 50,
        sql`jsonb_build_object('id', gen_random_uuid(), 'order_number', 'BAY-FULL' || lpad(g::text, 5, '0'),
          'created_at', o.created_at - interval '30 days' + g * interval '1 second')`,
      );
    });
    // As autovacuum leaves a table: statistics, and the visibility map an index-only walk relies on.
    await app.db.execute(sql`VACUUM (ANALYZE) orders`);
  });

  it("finds the oldest matches by name, newest first, with the generated name column", async () => {
    const res = await shop().call("/api/v1/admin/orders?search=needle&limit=20", { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.items.map((o: { shippingAddress: { fullName: string } }) => o.shippingAddress.fullName)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Needle Customer ${2701 + i}`),
    );
    expect(res.body.nextCursor).not.toBeNull();
  });

  it("follows a changed shipping name", async () => {
    await shop().app.db.execute(
      sql`UPDATE orders SET shipping_address = shipping_address || '{"fullName": "Renamed Needle"}' WHERE search_name = 'needle customer 3000'`,
    );
    const res = await shop().call("/api/v1/admin/orders?search=renamed%20needle", { token: admin });
    expect(res.body.items.map((o: { shippingAddress: { fullName: string } }) => o.shippingAddress.fullName)).toEqual([
      "Renamed Needle",
    ]);
    await shop().app.db.execute(sql`VACUUM orders`);
  });

  it("reads the rows of the page, not of every order it walked past", async () => {
    // The needles are among the WALKED_FIRST newest orders: the page is read on the shop's own
    // connections, planned once (PGlite's one session is everyone's). A connection's statistics are
    // its own until flushed, and a pool hands out the connection it used last.
    const db = shop().app.db;
    const before = await heapBlocksOf(db);
    const res = await shop().call("/api/v1/admin/orders?search=needle&limit=20", { token: admin });
    expect(res.body.items).toHaveLength(20);
    const read = (await heapBlocksOf(db)) - before;
    // The page's 21 rows (one more tells that more follow), so more than none: these are the search's
    // statistics. The walk past 2,700 orders read none of theirs.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(60);
  });

  it("finds the oldest matches by phone, newest first, however the number is written", async () => {
    for (const written of ["0901 000", "+234 901 000", "901000"]) {
      const res = await shop().call(`/api/v1/admin/orders?search=${encodeURIComponent(written)}&limit=20`, {
        token: admin,
      });
      expect(
        res.body.items.map((o: { customerPhone: string }) => o.customerPhone),
        written,
      ).toEqual(Array.from({ length: 20 }, (_, i) => `+234901000${2701 + i}`));
      expect(res.body.nextCursor).not.toBeNull();
    }
  });

  it("finds the newest of many order numbers without reading the rows of the others", async () => {
    // 40 numbers start with BAY-OLD, all among the oldest orders and stored apart: the planner finds
    // them in the order-number index and keeps the newest 21 (walking newest first would pass 2,960
    // orders). The index holds each match's created_at and id, so only the page's rows are read.
    // A number range is read on the shop's own connections (planned once), the last used first.
    const db = shop().app.db;
    const before = await heapBlocksOf(db);
    const res = await shop().call("/api/v1/admin/orders?search=bay-old&limit=20", { token: admin });
    const read = (await heapBlocksOf(db)) - before;
    expect(res.body.items.map((o: { shippingAddress: { fullName: string } }) => o.shippingAddress.fullName)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Needle Customer ${2961 + i}`),
    );
    expect(res.body.items.every((o: { orderNumber: string }) => o.orderNumber.startsWith("BAY-OLD"))).toBe(true);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(35);
  });

  it("finds the newest of more order numbers than a range is read for, by walking the newest orders", async () => {
    const res = await shop().call("/api/v1/admin/orders?search=bay-full&limit=20", { token: admin });
    expect(res.status).toBe(200);
    const last = NUMBER_RANGE_READ_AT_MOST + 50;
    expect(res.body.items.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(
      Array.from({ length: 20 }, (_, i) => `BAY-FULL${String(last - i).padStart(5, "0")}`),
    );
    const next = await shop().call(`/api/v1/admin/orders?search=bay-full&limit=20&after=${res.body.nextCursor}`, {
      token: admin,
    });
    expect(next.body.items[0].orderNumber).toBe(`BAY-FULL${String(last - 20).padStart(5, "0")}`);
  });

  it("finds a name beyond the orders it looks among first, and a page that starts among them and ends beyond", async () => {
    // The two oldest orders are older than WALKED_FIRST others; the third is among the newest.
    await shop().app.db.execute(
      sql`UPDATE orders SET shipping_address = shipping_address || '{"fullName": "Faraway Customer"}'
          WHERE order_number IN ('BAY-FULL00001', 'BAY-FULL00002', 'BAY-WALK10')`,
    );
    const numbers = async (query: string) =>
      (await shop().call(`/api/v1/admin/orders?${query}`, { token: admin })).body.items.map(
        (o: { orderNumber: string }) => o.orderNumber,
      );
    expect(await numbers("search=faraway&limit=2")).toEqual(["BAY-WALK10", "BAY-FULL00002"]);
    expect(await numbers("search=Faraway%20Customer")).toEqual(["BAY-WALK10", "BAY-FULL00002", "BAY-FULL00001"]);
    expect(await numbers("search=faraway&limit=1")).toEqual(["BAY-WALK10"]);
    // A term that is part of a number: the walk tests it as a number's beginning too.
    expect(await numbers("search=walk10&limit=1")).toEqual(["BAY-WALK10"]);
  });
});

/** Blocks of the orders table read so far on `db`'s connection, as its statistics count them. */
async function heapBlocksOf(db: Db): Promise<number> {
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const [row] = await queryRows<{ blocks: number }>(
    db,
    sql`SELECT (heap_blks_hit + heap_blks_read)::int AS blocks FROM pg_statio_user_tables WHERE relname = 'orders'`,
  );
  return row.blocks;
}
