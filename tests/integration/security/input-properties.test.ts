// Issue 47, item 6: every input's edges, proven over generated inputs rather than a few examples.
// Dates, money, quantities, percentages, text lengths and identifiers go through the real HTTP API and
// the pages' form actions; whatever is sent, the answer is a 2xx, a 3xx from a page, or a 4xx with a
// message (a 422 naming its field, in words of ours), never a 5xx, never slower than a second (three for a page's whole
// render), and nothing outside the schemas is stored. Seeded, so a failure replays; each property stops after a time budget.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { queryRows } from "../../../src/db/client";
import { LATEST_SHOP_DAY, EARLIEST_SHOP_DAY } from "../../../src/shop/shop-days";
import { MAX_PRODUCT_PRICE_KOBO } from "../../../src/shop/constants";
import { describeOnEachDatabase, type CallInit } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { ownerAddsProduct } from "../../support/products";

const SEED = 4747;
const RUNS = { seed: SEED, numRuns: 40, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false };
/** An API answer is a check and a statement or two; a page's answer renders the whole page after its action. */
const HANG_MS = { api: 1_000, page: 3_000 };

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** Days: real ones near and far (year 0, 9999), impossible ones (month 13, day 32) and plain text. */
const day = fc.oneof(
  fc
    .date({ min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
  fc.constantFrom("2026-02-29", "2024-02-29", "9999-12-31", "0000-02-29", "+010000-01-01", ""),
  fc.string({ maxLength: 12 }),
);
const instant = fc.oneof(
  day.map((d) => `${d}T00:00:00Z`),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constant(null),
  fc.string({ maxLength: 30 }),
);
const money = fc.oneof(
  fc.integer({ min: -1_000_000, max: 20_000_000_000 }),
  fc.double(),
  fc.constantFrom(0, -1, 1, MAX_PRODUCT_PRICE_KOBO, MAX_PRODUCT_PRICE_KOBO + 1, 2 ** 31, 2 ** 53, 1e21),
  fc.string({ maxLength: 12 }),
  fc.constant(null),
);
const quantity = fc.oneof(
  fc.integer({ min: -5, max: 1_000 }),
  fc.double(),
  fc.constantFrom(0, 2 ** 31, 2 ** 53, -0),
  fc.string({ maxLength: 6 }),
);
const percent = fc.oneof(fc.integer({ min: -10, max: 200 }), fc.double(), fc.string({ maxLength: 4 }));
const text = (max: number) =>
  fc.oneof(
    fc.string({ maxLength: max + 5 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.constantFrom("x".repeat(max + 1), " ", "\u0000", "=cmd|' /C calc'!A0", "<script>alert(1)</script>"),
  );
const identifier = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom("00000000-0000-0000-0000-000000000000", "' OR 1=1 --", "../../etc/passwd", "", "NaN"),
);

/** The day `days` after `from` as YYYY-MM-DD (or as JavaScript writes a far year), or `from` if it is no day. */
function daysOn(from: string, days: number): string {
  const time = Date.parse(`${from}T00:00:00Z`);
  return Number.isNaN(time) ? from : new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

type Answer = { status: number; body: unknown; ms: number };

/** What every answer must be: a 2xx (or a page's 3xx), or a 4xx that says why, never a 5xx, never slow. */
function expectAnswered(answer: Answer, sent: unknown, page = false) {
  const where = JSON.stringify(sent).slice(0, 300);
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.ms, where).toBeLessThan(page ? HANG_MS.page : HANG_MS.api);
  if (!page && answer.status >= 400) {
    const error = (answer.body as { error?: { message?: unknown; fields?: Record<string, string> } }).error;
    expect(typeof error?.message, where).toBe("string");
    if (answer.status === 422 && error?.fields) expect(Object.keys(error.fields).length, where).toBeGreaterThan(0);
    // In the shop's words, not the validation library's defaults.
    for (const message of [error?.message, ...Object.values(error?.fields ?? {})])
      expect(message, where).not.toMatch(ZOD_DEFAULT_WORDS);
  }
}

/** How zod words a refusal no schema of ours words itself ("Too small: expected number to be >=1"). */
const ZOD_DEFAULT_WORDS = /^(Invalid input|Invalid option|Invalid string|Too small|Too big|Unrecognized key)/;

describeOnEachDatabase(
  "every input's edges",
  (shop) => {
    let admin: string;
    let shopper: string;
    let productId: string;
    let variantIds: string[];

    const timed = async (path: string, init: CallInit = {}): Promise<Answer> => {
      const started = performance.now();
      const { status, body } = await shop().call(path, init);
      return { status, body, ms: performance.now() - started };
    };
    const query = (fields: Record<string, unknown>) =>
      new URLSearchParams(
        Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
      ).toString();
    const page = async (path: string, token: string, fields: Record<string, unknown>): Promise<Answer> => {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, String(value));
      return timed(path, {
        method: "POST",
        body: form,
        headers: { cookie: `bay_session=${token}`, origin: shop().baseUrl },
        redirect: "manual",
      });
    };

    beforeAll(async () => {
      admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
      shopper = (await createSignedInUser(shop().app)).token;
      const created = await ownerAddsProduct(shop(), admin, {
        name: "Property Jersey",
        description: "For the edges",
        sizes: ["M", "L"],
        colors: ["Navy", "Red"],
        variants: [
          { size: "M", color: "Navy", stockQuantity: 5 },
          { size: "L", color: "Navy", stockQuantity: 0 },
          { size: "M", color: "Red", stockQuantity: 3 },
          { size: "L", color: "Red", stockQuantity: 9 },
        ],
      });
      productId = created.id;
      variantIds = created.variants.map((v: { id: string }) => v.id);
    });

    it("reports and exports take any range of days", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            from: day,
            to: fc.oneof(day, fc.integer({ min: -2, max: 400 })),
            range: fc.option(fc.oneof(fc.constantFrom("7", "30", "90"), fc.string())),
          }),
          async (asked) => {
            // Most pairs of far days are simply too long a range: a number is a `to` that many days on.
            const range = { ...asked, to: typeof asked.to === "number" ? daysOn(asked.from, asked.to) : asked.to };
            const fields = { from: range.from, to: range.to, range: range.range ?? undefined };
            for (const report of ["sales", "orders.csv"])
              expectAnswered(await timed(`/api/v1/admin/reports/${report}?${query(fields)}`, { token: admin }), fields);
          },
        ),
        RUNS,
      );
    });

    it("discount codes take any terms, through the API and the admin's form", async () => {
      const code = fc.oneof(fc.stringMatching(/^[A-Z0-9_-]{3,30}$/), text(30));
      await fc.assert(
        fc.asyncProperty(
          fc.record(
            {
              code,
              kind: fc.constantFrom("percent", "fixed", "other"),
              percentOff: percent,
              amountOffKobo: money,
              minSubtotalKobo: money,
              startsAt: instant,
              endsAt: instant,
              usageLimit: fc.oneof(quantity, fc.constant(null)),
              perCustomerLimit: fc.oneof(quantity, fc.constant(null)),
              categories: fc.array(fc.oneof(fc.constantFrom("Jersey", "Hat"), fc.string()), { maxLength: 3 }),
            },
            { requiredKeys: ["code", "kind"] },
          ),
          async (terms) => {
            expectAnswered(await timed("/api/v1/admin/discount-codes", { token: admin, json: terms }), terms);
            const form = {
              intent: "save",
              code: terms.code,
              kind: terms.kind,
              percentOff: terms.percentOff,
              amountOff: terms.amountOffKobo,
              minSubtotal: terms.minSubtotalKobo,
              startsOn: typeof terms.startsAt === "string" ? terms.startsAt.slice(0, 10) : "",
              endsOn: typeof terms.endsAt === "string" ? terms.endsAt.slice(0, 10) : "",
              usageLimit: terms.usageLimit ?? "",
            };
            expectAnswered(await page("/admin/discounts", admin, form), form, true);
          },
        ),
        RUNS,
      );
    });

    it("products take any price, stock and text, and the catalog's list any paging and filters", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            name: text(120),
            description: text(2_000),
            priceKobo: money,
            salePriceKobo: fc.option(money),
            stockQuantity: quantity,
            category: fc.oneof(fc.constantFrom("Jersey", "Hat"), fc.string()),
            sizes: fc.array(fc.oneof(fc.constantFrom("M", "32"), fc.string()), { maxLength: 3 }),
            imageUrl: fc.oneof(
              fc.constant("/media/0123456789abcdef0123456789abcdef-800.webp"),
              fc.webUrl(),
              fc.string(),
            ),
          }),
          fc.record({
            page: quantity,
            limit: quantity,
            minPrice: money,
            maxPrice: money,
            sort: fc.string(),
            q: text(80),
          }),
          async (product, listing) => {
            expectAnswered(await timed("/api/v1/admin/products", { token: admin, json: product }), product);
            expectAnswered(await timed(`/api/v1/products?${query(listing)}`), listing);
          },
        ),
        RUNS,
      );
    });

    it("delivery zones and store settings take any fee, threshold, time and text", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            name: text(60),
            states: fc.array(fc.oneof(fc.constantFrom("Kano", "Lagos"), fc.string()), { maxLength: 3 }),
            feeKobo: money,
            freeFromKobo: fc.option(money),
            time: fc.record({ min: quantity, max: quantity, unit: fc.constantFrom("hours", "days", "weeks") }),
          }),
          fc.record(
            { storeName: text(60), lowStockThreshold: quantity, phone: text(20), imageOrigins: text(100) },
            { requiredKeys: [] },
          ),
          async (zone, settings) => {
            expectAnswered(
              await timed("/api/v1/admin/delivery-zones", { method: "POST", token: admin, json: zone }),
              zone,
            );
            const patch = { method: "PATCH", token: admin, json: settings };
            expectAnswered(await timed("/api/v1/admin/settings", patch), settings);
          },
        ),
        RUNS,
      );
    });

    it("the cart, its code box, stock alerts and the shipping quote take any line, code and address", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            productId: fc.oneof(fc.constant(productId), identifier),
            variantId: fc.option(fc.oneof(fc.constantFrom(...variantIds), identifier)),
            quantity,
            size: fc.option(fc.oneof(fc.constantFrom("M", "L"), fc.string())),
            color: fc.option(fc.oneof(fc.constantFrom("Navy", "Red"), fc.string())),
          }),
          text(50),
          fc.record({ state: text(30), city: text(100), subtotalKobo: money, pickup: fc.boolean() }),
          async (line, code, address) => {
            const item = Object.fromEntries(Object.entries(line).filter(([, value]) => value !== null));
            expectAnswered(await timed("/api/v1/cart/items", { token: shopper, json: item }), item);
            const form = { intent: "add", ...item, redirectTo: code };
            expectAnswered(await page("/cart", shopper, form), form, true);
            const box = { code };
            expectAnswered(
              await timed("/api/v1/cart/discount-code", { method: "PUT", token: shopper, json: box }),
              box,
            );
            const alert = { variantId: item.variantId ?? item.productId };
            expectAnswered(await timed("/api/v1/stock-alerts", { token: shopper, json: alert }), alert);
            expectAnswered(await timed("/api/v1/shipping/quote", { method: "POST", json: address }), address);
          },
        ),
        { ...RUNS, numRuns: 30 },
      );
    });

    it("checkout takes any address, payment and key, and writes an order only when all of it is right", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            fullName: text(100),
            phone: fc.oneof(fc.constantFrom("0803 123 4567", "+2348031234567"), text(20)),
            address: text(200),
            city: text(100),
            state: fc.oneof(fc.constantFrom("Lagos", "Oyo"), text(30)),
          }),
          fc.oneof(fc.constantFrom("pay-on-delivery", "bank-transfer", "card"), fc.string()),
          fc.option(fc.string({ maxLength: 120 })),
          async (shippingAddress, paymentMethod, checkoutKey) => {
            await shop().call("/api/v1/cart/items", {
              token: shopper,
              json: { productId, size: "L", color: "Red", quantity: 1 },
            });
            const order = { shippingAddress, paymentMethod, ...(checkoutKey === null ? {} : { checkoutKey }) };
            expectAnswered(await timed("/api/v1/orders", { token: shopper, json: order }), order);
          },
        ),
        { ...RUNS, numRuns: 25 },
      );
    });

    it("stored nothing outside the schemas", async () => {
      const rows = async (statement: ReturnType<typeof sql>) =>
        (await queryRows<{ n: number }>(shop().app.db, statement))[0].n;
      const outOfDays = (column: string) =>
        sql.raw(`(${column} IS NOT NULL AND (${column} < timestamptz '${EARLIEST_SHOP_DAY} 00:00+01'
          OR ${column} > timestamptz '${LATEST_SHOP_DAY} 00:00+01' + interval '1 day'))`);
      expect(
        await rows(sql`SELECT count(*)::int AS n FROM discount_codes WHERE percent_off NOT BETWEEN 0 AND 100
          OR amount_off_kobo < 0 OR amount_off_kobo > ${MAX_PRODUCT_PRICE_KOBO} OR min_subtotal_kobo < 0
          OR code !~ '^[A-Z0-9_-]{3,30}$' OR usage_limit < 1 OR per_customer_limit < 1
          OR ${outOfDays("starts_at")} OR ${outOfDays("ends_at")} OR ends_at <= starts_at`),
      ).toBe(0);
      expect(
        await rows(sql`SELECT count(*)::int AS n FROM products WHERE price_kobo <= 0 OR price_kobo > ${MAX_PRODUCT_PRICE_KOBO}
          OR stock_quantity < 0 OR sale_price_kobo >= price_kobo OR btrim(name) = ''`),
      ).toBe(0);
      expect(await rows(sql`SELECT count(*)::int AS n FROM product_variants WHERE stock_quantity < 0`)).toBe(0);
      expect(
        await rows(sql`SELECT count(*)::int AS n FROM delivery_zones WHERE fee_kobo < 0 OR free_from_kobo < 0`),
      ).toBe(0);
      expect(await rows(sql`SELECT count(*)::int AS n FROM cart_items WHERE quantity < 1`)).toBe(0);
      expect(
        await rows(sql`SELECT count(*)::int AS n FROM orders WHERE total_amount_kobo <> subtotal_kobo - discount_kobo + shipping_fee_kobo
          OR total_amount_kobo < 0`),
      ).toBe(0);
    });
  },
  // The edges of every limit, not the limits themselves: one test address sends hundreds of requests.
  { RATE_LIMIT_DISCOUNT_CODE_PER_ACCOUNT: "100000", RATE_LIMIT_DISCOUNT_CODE_PER_IP: "100000" },
  { pages: true },
);
