import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orderDayTotals } from "../../../src/server/schema";
import { foldPastDayTotals, salesTodayAndYesterday } from "../../../src/orders/sales-report";
import { ordersCsv } from "../../../src/orders";
import type { CurrentUser } from "../../../src/platform/access";
import { lagosDay } from "../../../src/shop/dates";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder, insertProduct } from "./helpers";

/** Parses CSV text (quoted cells, CRLF lines) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  return rows;
}

const naira = (amount: number) => amount * 100;

describeOnEachDatabase("admin sales report", (shop) => {
  let admin: { token: string; id: string };
  let customer: string;
  let jersey: string;
  let cap: string;
  const ids: Record<string, string> = {};
  const numbers: Record<string, string> = {};

  // A hand-computed week in March 2025 (Africa/Lagos is UTC+1):
  //   10 Mar  order 1: Lagos, pay on delivery, 2 jerseys at ₦10,000 + ₦8,000 delivery = ₦28,000
  //   11 Mar  order 2: placed 23:30 UTC on the 10th = 00:30 on the 11th in Lagos; Oyo, bank transfer,
  //           1 jersey + 1 cap at ₦2,500 + ₦8,000 = ₦20,500
  //           order 3: cancelled (5 jerseys), left out of every figure
  //   12 Mar  order 4: Kano, card, 4 caps at ₦2,500 + ₦8,000 = ₦18,000
  //   13 Mar  nothing
  //   outside: 22:59 UTC on 9 Mar (still the 9th in Lagos) and 00:30 UTC on the 14th
  beforeAll(async () => {
    const app = shop().app;
    const signedIn = await createSignedInUser(app, { role: "admin" });
    admin = { token: signedIn.token, id: signedIn.user.id };
    customer = (await createSignedInUser(app)).token;
    jersey = (await insertProduct(app, { name: "Super Eagles Jersey", stockQuantity: 50 })).id;
    cap = (await insertProduct(app, { name: "Ankara Cap", priceKobo: naira(2_500), stockQuantity: 50 })).id;
    const J = (quantity: number) => ({ productId: jersey, quantity, name: "Super Eagles Jersey" });
    const C = (quantity: number) => ({ productId: cap, quantity, name: "Ankara Cap", priceKobo: naira(2_500) });
    const place = async (key: string, options: Parameters<typeof insertOrder>[1]) => {
      const order = await insertOrder(app, options);
      ids[key] = order.id;
      numbers[key] = order.orderNumber;
    };
    await place("before", { items: [J(1)], createdAt: new Date("2025-03-09T22:59:00Z") });
    await place("one", { items: [J(2)], createdAt: new Date("2025-03-10T09:00:00Z"), fullName: "Ada Obi" });
    await place("two", {
      items: [J(1), C(1)],
      createdAt: new Date("2025-03-10T23:30:00Z"),
      state: "Oyo",
      city: "Ibadan",
      paymentMethod: "bank-transfer",
    });
    await place("cancelled", { items: [J(5)], createdAt: new Date("2025-03-11T12:00:00Z"), status: "Cancelled" });
    await place("four", {
      items: [C(4)],
      createdAt: new Date("2025-03-12T10:00:00Z"),
      state: "Kano",
      city: "Kano",
      paymentMethod: "card",
    });
    await place("after", { items: [C(1)], createdAt: new Date("2025-03-14T00:30:00Z") });
  });

  const report = (query: string, token = admin.token) => shop().call(`/api/v1/admin/reports/sales?${query}`, { token });

  it("totals revenue and orders per Lagos day, leaves cancelled orders out and shows empty days as zero", async () => {
    const { status, body } = await report("from=2025-03-10&to=2025-03-13");
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: "2025-03-10", to: "2025-03-13", days: 4, preset: null });
    expect(body.days).toEqual([
      { day: "2025-03-10", orders: 1, revenueKobo: naira(28_000) },
      { day: "2025-03-11", orders: 1, revenueKobo: naira(20_500) },
      { day: "2025-03-12", orders: 1, revenueKobo: naira(18_000) },
      { day: "2025-03-13", orders: 0, revenueKobo: 0 },
    ]);
    expect(body.totals).toEqual({ orders: 3, revenueKobo: naira(66_500) });
  });

  it("gives today's and yesterday's figures by the Lagos day, cancelled orders left out", async () => {
    const user = { id: admin.id, isAdmin: true } as CurrentUser;
    // Noon on 11 March: order 2 (placed 23:30 UTC on the 10th) is today's; order 3 was cancelled.
    const figures = await salesTodayAndYesterday(shop().app, user, new Date("2025-03-11T11:00:00Z"));
    expect(figures).toEqual({
      today: { day: "2025-03-11", orders: 1, revenueKobo: naira(20_500) },
      yesterday: { day: "2025-03-10", orders: 1, revenueKobo: naira(28_000) },
    });
    const quiet = await salesTodayAndYesterday(shop().app, user, new Date("2025-03-14T11:00:00Z"));
    expect(quiet.yesterday).toEqual({ day: "2025-03-13", orders: 0, revenueKobo: 0 });
    await expect(salesTodayAndYesterday(shop().app, null)).rejects.toMatchObject({ status: 401 });
  });

  it("ranks the top products by units and by revenue", async () => {
    const { body } = await report("from=2025-03-10&to=2025-03-13");
    expect(body.topByUnits).toEqual([
      { productId: cap, productName: "Ankara Cap", units: 5, revenueKobo: naira(12_500) },
      { productId: jersey, productName: "Super Eagles Jersey", units: 3, revenueKobo: naira(30_000) },
    ]);
    expect(body.topByRevenue.map((row: { productName: string }) => row.productName)).toEqual([
      "Super Eagles Jersey",
      "Ankara Cap",
    ]);
  });

  it("splits orders by payment method and by delivery state", async () => {
    const { body } = await report("from=2025-03-10&to=2025-03-13");
    expect(body.byPaymentMethod).toEqual([
      { key: "pay-on-delivery", label: "Pay on Delivery", orders: 1, revenueKobo: naira(28_000) },
      { key: "bank-transfer", label: "Bank Transfer", orders: 1, revenueKobo: naira(20_500) },
      { key: "card", label: "Pay with Card (Paystack)", orders: 1, revenueKobo: naira(18_000) },
    ]);
    expect(body.byState).toEqual([
      { key: "Lagos", label: "Lagos", orders: 1, revenueKobo: naira(28_000) },
      { key: "Oyo", label: "Oyo", orders: 1, revenueKobo: naira(20_500) },
      { key: "Kano", label: "Kano", orders: 1, revenueKobo: naira(18_000) },
    ]);
  });

  it("follows an order that is cancelled and reopened", async () => {
    const setStatus = (status: string) =>
      shop().call(`/api/v1/admin/orders/${ids.one}`, { method: "PATCH", json: { status }, token: admin.token });
    expect((await setStatus("Cancelled")).status).toBe(200);
    let { body } = await report("from=2025-03-10&to=2025-03-10");
    expect(body.days).toEqual([{ day: "2025-03-10", orders: 0, revenueKobo: 0 }]);
    expect(body.topByUnits).toEqual([]);
    expect((await setStatus("Shipped")).status).toBe(200);
    ({ body } = await report("from=2025-03-10&to=2025-03-10"));
    expect(body.days).toEqual([{ day: "2025-03-10", orders: 1, revenueKobo: naira(28_000) }]);
    expect(body.topByUnits).toMatchObject([{ productName: "Super Eagles Jersey", units: 2 }]);
  });

  it("gives the same figures after the upkeep folds past days into one row per method and state", async () => {
    const app = shop().app;
    // More orders on one past day, so that they land in several slots.
    for (let i = 0; i < 6; i++)
      await insertOrder(app, {
        items: [{ productId: cap, quantity: 1, name: "Ankara Cap", priceKobo: naira(2_500) }],
        createdAt: new Date("2025-04-02T10:00:00Z"),
      });
    const before = (await report("from=2025-03-01&to=2025-04-30")).body;
    expect(before.days.find((day: { day: string }) => day.day === "2025-04-02")).toEqual({
      day: "2025-04-02",
      orders: 6,
      revenueKobo: 6 * naira(10_500),
    });
    await foldPastDayTotals(app);
    expect((await report("from=2025-03-01&to=2025-04-30")).body).toEqual(before);
    const rows = await app.db
      .select({ day: orderDayTotals.day, slot: orderDayTotals.slot })
      .from(orderDayTotals)
      .where(eq(orderDayTotals.day, "2025-04-02"));
    expect(rows).toEqual([{ day: "2025-04-02", slot: 0 }]);
  });

  it("covers the last 7, 30 or 90 days up to today in Lagos, 30 when not told", async () => {
    const today = lagosDay(new Date());
    for (const [query, days] of [
      ["range=7", 7],
      ["range=90", 90],
      ["", 30],
    ] as const) {
      const { status, body } = await report(query);
      expect(status).toBe(200);
      expect(body.range).toMatchObject({ to: today, days, preset: days });
      expect(body.days).toHaveLength(days);
      expect(body.days.at(-1).day).toBe(today);
    }
  });

  it("is for admins only: a visitor gets 401 and a customer 403", async () => {
    expect((await shop().call("/api/v1/admin/reports/sales?range=7")).status).toBe(401);
    expect((await report("range=7", customer)).status).toBe(403);
    expect((await shop().call("/api/v1/admin/reports/orders.csv?range=7")).status).toBe(401);
    const refused = await shop().call("/api/v1/admin/reports/orders.csv?range=7", { token: customer });
    expect(refused.status).toBe(403);
  });

  it("refuses a bad range with 422 and a message saying what to choose", async () => {
    const cases: Array<[string, string]> = [
      ["range=14", "Choose 7, 30 or 90 days, or a start and an end date."],
      ["from=2025-03-10", "Choose both a start date and an end date."],
      ["from=2025-03-12&to=2025-03-10", "The start date must be on or before the end date."],
      ["from=2024-01-01&to=2025-03-10", "Choose a range of at most 366 days."],
      ["from=2025-02-30&to=2025-03-10", "Enter dates as YYYY-MM-DD, for example 2026-11-24."],
      ["from=10/03/2025&to=2025-03-10", "Enter dates as YYYY-MM-DD, for example 2026-11-24."],
    ];
    for (const [query, message] of cases) {
      for (const path of ["sales", "orders.csv"]) {
        const { status, body } = await shop().call(`/api/v1/admin/reports/${path}?${query}`, { token: admin.token });
        expect({ query, path, status, message: body.error?.message }).toEqual({ query, path, status: 422, message });
      }
    }
  });

  describe("orders CSV", () => {
    it("has one row per order item, in the owner's words, for the Lagos days asked", async () => {
      const { status, headers, body } = await shop().call(
        "/api/v1/admin/reports/orders.csv?from=2025-03-10&to=2025-03-13",
        {
          token: admin.token,
        },
      );
      expect(status).toBe(200);
      expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(headers.get("content-disposition")).toBe('attachment; filename="orders-2025-03-10-to-2025-03-13.csv"');
      const [header, ...rows] = parseCsv(body);
      expect(header).toEqual([
        "Order number",
        "Date",
        "Time",
        "Order status",
        "Payment status",
        "Payment method",
        "Customer name",
        "Customer e-mail",
        "Customer phone",
        "City",
        "State",
        "Product",
        "Size",
        "Colour",
        "Quantity",
        "Unit price (₦)",
        "Item total (₦)",
        "Discount code",
        "Discount (₦)",
        "Delivery fee (₦)",
        "Order total (₦)",
      ]);
      // Oldest first; the cancelled order is listed (its status says so); nothing outside the days asked.
      expect(rows.map((row) => [row[0], row[11], row[14]])).toEqual([
        [numbers.one, "Super Eagles Jersey", "2"],
        [numbers.two, "Super Eagles Jersey", "1"],
        [numbers.two, "Ankara Cap", "1"],
        [numbers.cancelled, "Super Eagles Jersey", "5"],
        [numbers.four, "Ankara Cap", "4"],
      ]);
      const capLine = rows[2];
      expect(capLine.slice(1, 4)).toEqual(["2025-03-11", "00:30", "Pending"]);
      expect(capLine.slice(5, 7)).toEqual(["Bank Transfer", "Ada Obi"]);
      expect(capLine.slice(9, 11)).toEqual(["Ibadan", "Oyo"]);
      expect(capLine.slice(12)).toEqual(["M", "Red", "1", "2500.00", "2500.00", "", "0.00", "8000.00", "20500.00"]);
      expect(rows[3][3]).toBe("Cancelled");
    });

    it("guards a cell that a spreadsheet would run as a formula", async () => {
      const product = await insertProduct(shop().app, { name: "Formula Shirt" });
      await insertOrder(shop().app, {
        items: [{ productId: product.id, quantity: 1, name: '=HYPERLINK("http://evil.example","Click")' }],
        fullName: "+2348031234567",
        createdAt: new Date("2025-05-01T10:00:00Z"),
      });
      const { body } = await shop().call("/api/v1/admin/reports/orders.csv?from=2025-05-01&to=2025-05-01", {
        token: admin.token,
      });
      expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      const [, row] = parseCsv(body);
      expect(row[11]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
      expect(row[6]).toBe("'+2348031234567");
    });

    it("streams the orders in batches without losing or repeating one", async () => {
      const product = await insertProduct(shop().app, { name: "Batch Tee" });
      const at = new Date("2025-06-01T08:00:00Z");
      const placed: string[] = [];
      for (let i = 0; i < 5; i++) {
        // Three at the very same instant: the batches must still split between them correctly.
        const createdAt = i < 3 ? at : new Date(at.getTime() + i * 1000);
        placed.push(
          (await insertOrder(shop().app, { items: [{ productId: product.id, quantity: 1 }], createdAt })).orderNumber,
        );
      }
      const user = { id: admin.id, isAdmin: true } as CurrentUser;
      const { body } = ordersCsv(shop().app, user, { from: "2025-06-01", to: "2025-06-01" }, { batch: 2 });
      const bytes = new Uint8Array(await new Response(body).arrayBuffer());
      // A byte order mark first, so that Excel reads ₦ and accented names as UTF-8.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const numbersInFile = parseCsv(new TextDecoder().decode(bytes))
        .slice(1)
        .map((row) => row[0]);
      expect(numbersInFile.toSorted()).toEqual(placed.toSorted());
    });
  });
});
