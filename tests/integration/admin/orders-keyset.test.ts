import { beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders } from "../../../src/server/schema";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder } from "./helpers";

type Listed = {
  items: Array<{ id: string; orderNumber: string }>;
  total: number | null;
  nextCursor: string | null;
  previousCursor: string | null;
};

describeOnEachDatabase("admin orders: keyset paging and search", (shop) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });
  const list = async (query: string) => {
    const res = await shop().call(`/api/v1/admin/orders?${query}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Listed;
  };
  const ids = (page: Listed) => page.items.map((o) => o.id);

  /**
   * Seven orders of one customer, three of them placed in the same instant, newest first as the list
   * shows them; numbered `numberedFrom` + 1 to 7 when given.
   */
  async function sevenOrders(fullName: string, base: number, numberedFrom?: string) {
    const at = [0, 1000, 1000, 1000, 2000, 3000, 4000].map((ms) => new Date(base + ms));
    const made = [];
    for (const [i, createdAt] of at.entries()) {
      const orderNumber = numberedFrom ? `${numberedFrom}${i + 1}` : undefined;
      made.push({ ...(await insertOrder(shop().app, { items: [], fullName, createdAt, orderNumber })), createdAt });
    }
    return made
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((o) => o.id);
  }

  /** Every page of a search by cursor, forward to the last and back to the first (which must be the same pages). */
  async function walkBothWays(search: string) {
    const forward: string[][] = [];
    let page = await list(search);
    expect(page.previousCursor).toBeNull();
    expect(page.total).toBeNull(); // a search is never counted
    forward.push(ids(page));
    while (page.nextCursor) {
      page = await list(`${search}&after=${page.nextCursor}`);
      forward.push(ids(page));
    }
    const backward: string[][] = [ids(page)];
    while (page.previousCursor) {
      page = await list(`${search}&before=${page.previousCursor}`);
      backward.unshift(ids(page));
    }
    expect(backward).toEqual(forward);
    expect(page.nextCursor).toBe(forward[0][1]);
    return forward;
  }

  it("walks an order-number search forward and back by cursor, ties included", async () => {
    const expected = await sevenOrders("Number Walker", Date.now() - 2 * 86_400_000, "BAY-WALKNO");
    const forward = await walkBothWays("search=bay-walkno&limit=2");
    expect(forward.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    expect(forward.flat()).toEqual(expected);
  });

  it("walks a search forward and back by cursor, with no order twice or missed, ties included", async () => {
    const expected = await sevenOrders("Keyset Walker", Date.now() - 86_400_000);
    const forward = await walkBothWays("search=keyset%20walker&limit=2");
    expect(forward.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    expect(forward.flat()).toEqual(expected);
  });

  it("pages the whole list newest first by cursor, and new orders do not shift the next page", async () => {
    const expected = await sevenOrders("Newest Seven", Date.now() + 30 * 86_400_000);
    const first = await list("limit=3");
    expect(ids(first)).toEqual(expected.slice(0, 3));
    expect(first.total).toBeGreaterThanOrEqual(7);
    await insertOrder(shop().app, { items: [], createdAt: new Date(Date.now() + 40 * 86_400_000) });
    const second = await list(`limit=3&after=${first.nextCursor}`);
    expect(ids(second)).toEqual(expected.slice(3, 6));
    expect(second.previousCursor).toBe(expected[3]);
    const back = await list(`limit=3&before=${second.previousCursor}`);
    expect(ids(back)).toEqual(expected.slice(0, 3));
    expect(back.previousCursor).not.toBeNull(); // the order placed meanwhile is newer still
  });

  it("keeps the status filter and its total while paging by cursor", async () => {
    for (let i = 0; i < 3; i++)
      await insertOrder(shop().app, { items: [], fullName: "Status Pager", status: "Delivered" });
    await insertOrder(shop().app, { items: [], fullName: "Status Pager", status: "Pending" });
    const first = await list("search=status%20pager&status=Delivered&limit=2");
    const rest = await list(`search=status%20pager&status=Delivered&limit=2&after=${first.nextCursor}`);
    expect([...ids(first), ...ids(rest)]).toHaveLength(3);
    expect(rest.nextCursor).toBeNull();
    const delivered = await list("status=Delivered&limit=1");
    expect(delivered.total).toBe((await list("status=Delivered&limit=1&after=" + delivered.nextCursor)).total);
  });

  it("finds an order by the beginning of its number, with or without BAY-, and by any part of e-mail or name", async () => {
    const order = await insertOrder(shop().app, {
      items: [],
      fullName: "Ngozi Adaeze Okonkwo",
      email: "Ngozi.Okonkwo@Mail.Example.NG",
    });
    const numbers = async (term: string) =>
      (await list(`search=${encodeURIComponent(term)}`)).items.map((o) => o.orderNumber);
    const digits = order.orderNumber.slice(4);
    expect(await numbers(order.orderNumber.toLowerCase())).toEqual([order.orderNumber]);
    expect(await numbers(order.orderNumber.slice(0, 9).toLowerCase())).toContain(order.orderNumber);
    expect(await numbers(digits.toLowerCase())).toEqual([order.orderNumber]);
    expect(await numbers("okonkwo@mail.example")).toEqual([order.orderNumber]);
    expect(await numbers("ADAEZE okon")).toEqual([order.orderNumber]);
    // The middle of an order number is no beginning, and LIKE wildcards are taken as typed.
    expect(await numbers(`BAY-${digits.slice(2)}`)).toEqual([]);
    expect(await numbers("BAY-%")).toEqual([]);
    expect(await numbers("ngozi_adaeze")).toEqual([]);
  });

  it("brings the summary cards with an empty page, and an empty page after an order that exists is no error", async () => {
    const everything = await shop().call("/api/v1/admin/orders?limit=1", { token: admin });
    const nothing = await shop().call("/api/v1/admin/orders?search=no-such-customer-anywhere", { token: admin });
    expect(nothing.status).toBe(200);
    expect(nothing.body.items).toEqual([]);
    expect(nothing.body.summary).toEqual(everything.body.summary);
    expect(nothing.body.summary.totalOrders).toBeGreaterThan(0);
    const oldest = await insertOrder(shop().app, { items: [], createdAt: new Date("2001-01-01T00:00:00Z") });
    const beyond = await list(`limit=5&after=${oldest.id}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.nextCursor).toBeNull();
    expect(beyond.total).toBe(everything.body.total + 1);
  });

  it("refuses a malformed or mixed cursor with a clear message, and says when its order is gone", async () => {
    const bad = await shop().call("/api/v1/admin/orders?after=not-an-order", { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe("This link to a page of orders is not valid");
    const [a, b] = [await insertOrder(shop().app, { items: [] }), await insertOrder(shop().app, { items: [] })];
    const both = await shop().call(`/api/v1/admin/orders?after=${a.id}&before=${b.id}`, { token: admin });
    expect(both.status).toBe(422);
    expect(both.body.error.message).toBe("Ask for the orders after or before one order, not both");
    const mixed = await shop().call(`/api/v1/admin/orders?page=2&after=${a.id}`, { token: admin });
    expect(mixed.status).toBe(422);
    expect(mixed.body.error.message).toBe("Page by number or by cursor, not both");
    await shop().app.db.delete(orders).where(eq(orders.id, a.id));
    const gone = await shop().call(`/api/v1/admin/orders?after=${a.id}`, { token: admin });
    expect(gone.status).toBe(422);
    expect(gone.body.error.message).toBe("This page of orders is no longer there. Start again from the first page.");
    const wordy = await shop().call("/api/v1/admin/orders?limit=abc", { token: admin });
    expect(wordy.status).toBe(422);
    expect(wordy.body.error.message).toBe("Limit must be a whole number from 1 to 100");
    const fraction = await shop().call("/api/v1/admin/orders?page=0.5", { token: admin });
    expect(fraction.body.error.message).toBe("Page must be a whole number, 1 or more");
  });
});
