import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { queryRows } from "../../src/db/client";
import { describeOnEachDatabase } from "../support/shop";
import { createSignedInUser } from "../support/users";
import { copyOrder, IMAGE, insertOrder } from "./admin/helpers";

type PlanCounts = { generic: number; custom: number };

// A list's first page is planned once and then run from its generic plan. With the page size sent
// as a parameter, PostgreSQL's generic plan assumed a tenth of all rows were wanted, always cost more
// than the page's own plan, and every run was planned again (on PGlite, as costly as running it).
describeOnEachDatabase(
  "prepared lists keep one plan",
  (shop) => {
    let admin: string;
    let shopper: string;
    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
      // Enough rows that a tenth of them is more than any LIMIT in the list (its count stops at 1,001):
      // then only row counts as literals let the generic plan cost what the page's own plan costs.
      await shop().app.db.execute(sql`
        INSERT INTO products (name, description, price_kobo, stock_quantity, category, image_url)
        SELECT 'Plan Shirt ' || g, 'A shirt for plans', 1000000, 5, 'Shirt', ${IMAGE} FROM generate_series(1, 12000) g`);
      const order = await insertOrder(shop().app, { items: [], fullName: "Plan Customer" });
      await copyOrder(
        shop().app.db,
        order.id,
        3000,
        sql`jsonb_build_object('id', gen_random_uuid(), 'order_number', 'BAY-PLAN' || g,
          'created_at', o.created_at - g * interval '1 minute')`,
      );
      // A shopper with a few orders of their own among the thousands.
      const signedIn = await createSignedInUser(shop().app);
      shopper = signedIn.token;
      for (let i = 0; i < 3; i++) await insertOrder(shop().app, { items: [], userId: signedIn.user.id });
      await shop().app.db.execute(sql`ANALYZE products, orders`);
    });

    /** How often the prepared statements whose text has `marker` were run from a generic or a custom plan. */
    const plans = async (marker: string) => {
      const [row] = await queryRows<PlanCounts>(
        shop().app.db,
        sql`SELECT coalesce(sum(generic_plans), 0)::int AS generic, coalesce(sum(custom_plans), 0)::int AS custom
            FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}`,
      );
      return row;
    };

    /** `plans` summed over every connection of the pool: several queries at once take one connection
     * each, the idle ones first, and the backend's pid tells a connection met twice. PGlite has one. */
    const plansOnEveryConnection = async (marker: string) => {
      const seen = await Promise.all(
        Array.from({ length: 6 }, () =>
          queryRows<PlanCounts & { pid: number }>(
            shop().app.db,
            sql`SELECT pg_backend_pid() AS pid, coalesce(sum(generic_plans), 0)::int AS generic,
                  coalesce(sum(custom_plans), 0)::int AS custom
                FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}`,
          ).then(([row]) => row),
        ),
      );
      const byConnection = new Map(seen.map((row) => [row.pid, row]));
      return [...byConnection.values()].reduce((sum, row) => sum + row.generic, 0);
    };

    /** PostgreSQL's pool hands out its most recently used connection, so the runs share one. */
    async function tenTimes(path: string, token?: string) {
      for (let i = 0; i < 10; i++) {
        const res = await shop().call(path, { token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.items).toHaveLength(3);
      }
    }

    it("runs the shop's products list from one generic plan after the first few runs", async () => {
      await tenTimes("/api/v1/products?category=Shirt&limit=3");
      const counted = await plans(`"products"."category" = $`);
      expect(counted.custom).toBeLessThanOrEqual(5);
      expect(counted.generic).toBeGreaterThanOrEqual(5);
    });

    it("runs a shopper's order history from one generic plan after the first few runs", async () => {
      await tenTimes("/api/v1/orders?limit=3", shopper);
      const counted = await plans('"orders"."user_id" = $');
      expect(counted.custom).toBeLessThanOrEqual(5);
      expect(counted.generic).toBeGreaterThanOrEqual(5);
    });

    // The shopper's own lists are read on every view of the bag, checkout, wishlist and settings. The bag
    // reads its lines and its code side by side, on two of PostgreSQL's connections, so which one runs
    // the lines changes from view to view; prepared statements are a connection's own, so all are counted.
    it.each([
      ["bag", "/api/v1/cart", '"cart_items"."user_id" = $'],
      ["wishlist", "/api/v1/wishlist", '"wishlists"."user_id" = $'],
      ["back-in-stock alerts", "/api/v1/stock-alerts", '"stock_alerts"."user_id" = $'],
    ])("runs a shopper's %s from one generic plan after the first few runs", async (_, path, marker) => {
      for (let i = 0; i < 20; i++) {
        const res = await shop().call(path, { token: shopper });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      expect(await plansOnEveryConnection(marker)).toBeGreaterThanOrEqual(10);
    });

    it("runs the admin orders list from one generic plan after the first few runs", async () => {
      await tenTimes("/api/v1/admin/orders?limit=3", admin);
      const counted = await plans('from "orders" order by');
      expect(counted.custom).toBeLessThanOrEqual(5);
      expect(counted.generic).toBeGreaterThanOrEqual(5);
    });
  },
  { PUBLIC_CACHE_SECONDS: "0" },
);
