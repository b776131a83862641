// The server is killed (SIGKILL, no shutdown hook runs) in the middle of a burst of checkouts for a
// scarce product. Whatever the kill interrupts, each order must be all-or-nothing: written with its
// items, its stock taken and its cart line gone, or none of these.
import { describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { cartItems, orders } from "../../../src/server/schema";
import type { Database } from "../../../src/db/client";
import { createSignedInUser } from "../../support/users";
import {
  SHIPPING,
  api,
  inBatches,
  productWithStock,
  startServer,
  stockOf,
  useScratchShop,
  type ApiResult,
} from "./servers";

const STOCK = 40;
const SHOPPERS = 60;
const KILL_AFTER_ACKS = 4;

const scratchShop = useScratchShop();

/** What the database says about each shopper: their orders of the product and their cart line of it. */
async function stateOf(database: Database, shopperIds: string[], productId: string) {
  const orderRows = await database.db
    .select({ id: orders.id, userId: orders.userId, items: orders.items })
    .from(orders)
    .where(inArray(orders.userId, shopperIds));
  const cartRows = await database.db
    .select({ userId: cartItems.userId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(inArray(cartItems.userId, shopperIds), eq(cartItems.productId, productId)));
  const ordered = orderRows.reduce(
    (sum, order) =>
      sum + order.items.filter((item) => item.productId === productId).reduce((s, item) => s + item.quantity, 0),
    0,
  );
  return {
    orderRows,
    ordered,
    withOrder: new Set(orderRows.map((order) => order.userId)),
    withCartLine: new Map(cartRows.map((row) => [row.userId, row.quantity])),
    stock: await stockOf(database, productId),
  };
}

function expectWholeOrders(state: Awaited<ReturnType<typeof stateOf>>, shopperIds: string[], productId: string) {
  for (const order of state.orderRows) {
    expect(order.items, `order ${order.id} has its items`).toEqual([
      expect.objectContaining({ productId, quantity: 1 }),
    ]);
  }
  // One unit in one cart each: at most one order per shopper, never an order beside a surviving cart line.
  expect(state.orderRows.length).toBe(state.withOrder.size);
  for (const id of shopperIds) {
    if (state.withOrder.has(id))
      expect(state.withCartLine.has(id), `shopper ${id} has an order and still the cart line`).toBe(false);
    else expect(state.withCartLine.get(id), `shopper ${id} has no order and lost the cart line`).toBe(1);
  }
  // No unit lost, none counted twice.
  expect(state.stock + state.ordered).toBe(STOCK);
  expect(state.stock).toBeGreaterThanOrEqual(0);
}

describe("crash during checkout", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a server killed mid-burst leaves only whole orders, and the survivors check out after the restart (needs TEST_DATABASE_URL)",
    async () => {
      const scratch = await scratchShop(1);
      const [dataDir] = scratch.dataDirs;

      const first = await startServer({ databaseUrl: scratch.url, dataDir });
      const { database, app } = await scratch.openDatabase();

      const product = await productWithStock(database, STOCK);
      const shoppers = await inBatches(Array.from({ length: SHOPPERS }), 10, () => createSignedInUser(app));
      const shopperIds = shoppers.map((s) => s.user.id);
      const added = await inBatches(shoppers, 10, (s) =>
        api(first, "/cart/items", { json: product.addOne, token: s.token }),
      );
      expect(added.map((r) => r.status)).toEqual(added.map(() => 201));

      // The whole burst at once. The kill lands once a few orders are acknowledged (so some have
      // committed and, with the server's pool of 20 connections, others are mid-transaction or still
      // queued), or after 3 s should too few be acknowledged by then.
      let acks = 0;
      let enoughOrders: () => void = () => undefined;
      const acknowledged = new Promise<void>((resolve) => (enoughOrders = resolve));
      const burst = shoppers.map((s) =>
        api(first, "/orders", { json: SHIPPING, token: s.token }).then(
          (result): ApiResult | null => {
            if (result.status === 201 && ++acks === KILL_AFTER_ACKS) enoughOrders();
            return result;
          },
          () => null, // the connection died with the server
        ),
      );
      await Promise.race([acknowledged, new Promise((r) => setTimeout(r, 3_000))]);
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 40)));
      await first.kill("SIGKILL");
      const answered = await Promise.all(burst);

      const second = await startServer({ databaseUrl: scratch.url, dataDir });
      const afterCrash = await stateOf(database, shopperIds, product.id);
      console.log(
        `crash test: ${answered.filter((r) => r?.status === 201).length} orders acknowledged before the kill, ` +
          `${afterCrash.orderRows.length} in the database, ${answered.filter((r) => r === null).length} requests cut off`,
      );
      expectWholeOrders(afterCrash, shopperIds, product.id);
      // An order the client was told about survived the crash.
      answered.forEach((result, i) => {
        if (result?.status === 201) expect(afterCrash.withOrder.has(shopperIds[i])).toBe(true);
        if (result) expect(result.status, JSON.stringify(result.body)).toBeLessThan(500);
      });

      // The shoppers the crash interrupted try again on the restarted server.
      const waiting = shoppers.filter((s) => !afterCrash.withOrder.has(s.user.id));
      const retried = await Promise.all(waiting.map((s) => api(second, "/orders", { json: SHIPPING, token: s.token })));
      for (const result of retried) expect([201, 409], JSON.stringify(result.body)).toContain(result.status);

      const final = await stateOf(database, shopperIds, product.id);
      expectWholeOrders(final, shopperIds, product.id);
      expect(final.orderRows.length).toBe(STOCK);
      expect(final.stock).toBe(0);
      expect(retried.filter((r) => r.status === 201).length).toBe(STOCK - afterCrash.orderRows.length);

      await second.kill("SIGTERM");
    },
    180_000,
  );
});
