// Migration 0021 rewrites the orders table (stored generated columns). A rewritten table has no page
// marked all-visible, and autovacuum does not count a rewrite as a change: the admin search's
// index-only walk would read the row of every order it passes until much of the table changed.
// After migrations have run, the shop vacuums such tables itself.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openPglite, openPostgres, queryRows, type Database } from "../../src/db/client";
import { adminUrlFor, testDrivers } from "../support/databases";
import { migrationsUpTo } from "../support/migrations";
import { scratchFolder } from "../support/scratch";

const BEFORE_FOLDED_SEARCH = "0020_store_settings_notify_on_change";

/** Opens one database again and again (a shop restarted), and drops it at the end on PostgreSQL. */
async function reopenable(driver: string) {
  if (driver === "pglite") {
    const dataDir = scratchFolder("bay-visibility-");
    return {
      open: (migrationsFolder?: string) => openPglite({ dataDir: dataDir.dir, migrationsFolder }),
      drop: async () => dataDir.remove(),
    };
  }
  const admin = new pg.Client({ connectionString: adminUrlFor(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  const name = `bay_vis_${randomBytes(5).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    open: (migrationsFolder?: string) => openPostgres({ url: url.toString(), migrationsFolder, max: 2 }),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const visibility = async (database: Pick<Database, "db">) =>
  (
    await queryRows<{ pages: number; visible: number }>(
      database.db,
      sql`SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'orders'`,
    )
  )[0];

for (const driver of testDrivers()) {
  it(`leaves the orders marked visible after a migration rewrote them (${driver})`, { timeout: 120_000 }, async () => {
    const shop = await reopenable(driver);
    const migrationsFolder = migrationsUpTo(BEFORE_FOLDED_SEARCH);
    try {
      const before = await shop.open(migrationsFolder.dir);
      await before.db.execute(sql`
        INSERT INTO orders (order_number, status, payment_status, payment_method, subtotal_kobo, shipping_fee_kobo,
                            total_amount_kobo, items, shipping_address, customer_email, customer_phone, estimated_delivery_at)
        SELECT 'BAY-VIS' || g, 'Pending', 'Pending', 'pay-on-delivery', 500000, 400000, 900000, '[]'::jsonb,
               jsonb_build_object('fullName', 'Customer ' || g, 'phone', '08031234567', 'address', g || ' Allen Avenue',
                                  'city', 'Ikeja', 'state', 'Lagos'),
               'Shopper' || g || '@Example.NG', '08031234567', now()
        FROM generate_series(1, 4000) AS g`);
      await before.db.execute(sql`VACUUM (ANALYZE) orders`);
      expect((await visibility(before)).visible).toBeGreaterThan(0);
      await before.close();

      const after = await shop.open();
      try {
        const { pages, visible } = await visibility(after);
        expect(pages).toBeGreaterThanOrEqual(128);
        expect(visible).toBeGreaterThanOrEqual(pages * 0.9);
        const [found] = await queryRows<{ found: number }>(
          after.db,
          sql`SELECT count(*)::int AS found FROM orders WHERE search_email LIKE '%shopper12@example%'`,
        );
        expect(found.found).toBe(1);
      } finally {
        await after.close();
      }
    } finally {
      await shop.drop();
      migrationsFolder.remove();
    }
  });
}
