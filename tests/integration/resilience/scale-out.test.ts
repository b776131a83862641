// Two instances of the built server share one PostgreSQL database, as behind a load balancer: they
// start together (migrations and first-start seeding must happen once), a shopper's session and cart
// follow them from one to the other, a change made through one is seen at once through the other's
// cache, and checkouts split across both never sell more than the stock.
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { orders, products, users } from "../../../src/server/schema";
import { queryRows } from "../../../src/db/client";
import { createSignedInUser } from "../../support/users";
import { SHIPPING, api, inBatches, productWithStock, startServer, stockOf, useScratchShop } from "./servers";

const STOCK = 10;
const SHOPPERS = 40;

const scratchShop = useScratchShop();

describe("two servers on one database", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "start together, share sessions and carts, and never oversell when checkouts hit both (needs TEST_DATABASE_URL)",
    async () => {
      const scratch = await scratchShop(2);
      const [a, b] = await Promise.all(
        scratch.dataDirs.map((dataDir) => startServer({ databaseUrl: scratch.url, dataDir })),
      );
      const { database, app } = await scratch.openDatabase();

      // Started at once, yet one admin and one copy of the sample catalog.
      const admins = await database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
      expect(admins).toHaveLength(1);
      const [catalog] = await queryRows<{ total: number; names: number }>(
        database.db,
        sql`SELECT count(*)::int AS total, count(DISTINCT ${products.name})::int AS names FROM ${products}`,
      );
      expect(catalog.total).toBeGreaterThan(0);
      expect(catalog.total).toBe(catalog.names);

      // A session made on A is honoured by B, and a log-out on B ends it on A.
      const product = await productWithStock(database, STOCK);
      const signup = await api(a, "/auth/signup", {
        json: { email: "ada.scale@example.ng", password: "long-enough-1", fullName: "Ada Obi", phone: "08031234567" },
      });
      expect(signup.status, JSON.stringify(signup.body)).toBe(201);
      const token: string = signup.body.token;
      const me = await api(b, "/auth/me", { token });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ id: signup.body.user.id, email: "ada.scale@example.ng" });

      expect((await api(a, "/cart/items", { json: product.addOne, token })).status).toBe(201);
      const cart = await api(b, "/cart", { token });
      expect(cart.status).toBe(200);
      expect(cart.body.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);

      // A has the session cached since the sign-up; B's log-out reaches it through the database.
      expect((await api(b, "/auth/logout", { json: {}, token })).status).toBe(200);
      const heard = Date.now() + 3000;
      while ((await api(a, "/auth/me", { token })).status !== 401 && Date.now() < heard)
        await new Promise((r) => setTimeout(r, 20));
      expect((await api(a, "/auth/me", { token })).status).toBe(401);
      expect((await api(a, "/cart/items", { json: product.addOne, token })).status).toBe(401);

      // What B has cached is replaced as soon as A changes it: the database tells every instance.
      const admin = await createSignedInUser(app, { role: "admin" });
      const pageOf = async (server: { url: string }) => (await fetch(`${server.url}/product/${product.id}`)).text();
      expect((await api(b, `/products/${product.id}`)).body.name).toBe(product.name);
      expect(await pageOf(b)).toContain(product.name);
      const renamed = `${product.name} Renamed`;
      expect(
        (
          await api(a, `/admin/products/${product.id}`, {
            method: "PATCH",
            json: { name: renamed },
            token: admin.token,
          })
        ).status,
      ).toBe(200);
      const until = Date.now() + 3000;
      while ((await api(b, `/products/${product.id}`)).body.name !== renamed && Date.now() < until)
        await new Promise((r) => setTimeout(r, 20));
      expect((await api(b, `/products/${product.id}`)).body.name).toBe(renamed);
      expect(await pageOf(b)).toContain(renamed);

      // 40 shoppers want the last 10 units; half check out on A, half on B, all at once.
      const shoppers = await inBatches(Array.from({ length: SHOPPERS }), 10, () => createSignedInUser(app));
      const added = await inBatches(shoppers, 10, (s, i) =>
        api(i % 2 ? b : a, "/cart/items", { json: product.addOne, token: s.token }),
      );
      expect(added.map((r) => r.status)).toEqual(added.map(() => 201));

      const results = await Promise.all(
        shoppers.map((s, i) => api(i % 2 ? b : a, "/orders", { json: SHIPPING, token: s.token })),
      );
      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s >= 500),
        JSON.stringify(results.find((r) => r.status >= 500)),
      ).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(STOCK);
      expect(statuses.filter((s) => s === 409)).toHaveLength(SHOPPERS - STOCK);
      for (const r of results.filter((r) => r.status === 409)) {
        expect(r.body.error.message).toMatch(/^Insufficient stock available for /);
      }
      // The database agrees with the answers.
      expect(await stockOf(database, product.id)).toBe(0);
      const placed = await database.db.select({ id: orders.id, items: orders.items }).from(orders);
      expect(placed).toHaveLength(STOCK);
      expect(
        placed.every((o) => o.items.length === 1 && o.items[0].productId === product.id && o.items[0].quantity === 1),
      ).toBe(true);

      await Promise.all([a.kill("SIGTERM"), b.kill("SIGTERM")]);
    },
    180_000,
  );
});
