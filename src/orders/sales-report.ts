import { and, asc, desc, gte, lt, lte, sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { orderDayProducts, orderDayTotals, orderReturns, orders } from "./tables";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { parseInput } from "@/platform/validation";
import { addDays, daysBetween, lagosDay } from "@/shop/dates";
import { startOfLagosDay } from "@/shop/shop-days";
import { CHECKOUT_PAYMENT_METHODS } from "@/shop/payment-methods";
import { DEFAULT_REPORT_DAYS, type ReportPreset } from "./report-presets";
import { salesRangeSchema } from "./sales-report-schema";

/** The days a report covers (Africa/Lagos, both included) and the quick choice it came from, if any. */
export type ReportRange = { from: string; to: string; days: number; preset: ReportPreset | null };

export type SalesDay = { day: string; orders: number; revenueKobo: number };
export type ProductSales = { productId: string; productName: string; units: number; revenueKobo: number };
export type SalesShare = { key: string; label: string; orders: number; revenueKobo: number };
/** One discount code's orders in the range: what it took off and what those orders brought in. */
export type DiscountUsage = { code: string; orders: number; discountKobo: number; revenueKobo: number };

export type SalesReport = {
  range: ReportRange;
  totals: { orders: number; revenueKobo: number };
  /** Every day of the range, oldest first; a day without orders is there with zeros. */
  days: SalesDay[];
  topByUnits: ProductSales[];
  topByRevenue: ProductSales[];
  byPaymentMethod: SalesShare[];
  byState: SalesShare[];
  byDiscountCode: DiscountUsage[];
  /** The refunds recorded on the range's days for returned pieces: revenue above still counts those orders. */
  refunds: { returns: number; amountKobo: number };
};

const TOP_PRODUCTS = 10;

/** The days a report covers, from the query (see salesRangeSchema) and today in Lagos. */
export function reportRange(query: unknown, now = new Date()): ReportRange {
  const input = parseInput(salesRangeSchema, query);
  if (input.from && input.to)
    return { from: input.from, to: input.to, days: daysBetween(input.from, input.to), preset: null };
  const preset = Number(input.range ?? DEFAULT_REPORT_DAYS) as ReportPreset;
  const to = lagosDay(now);
  return { from: addDays(to, 1 - preset), to, days: preset, preset };
}

const paymentLabel = (method: string) =>
  CHECKOUT_PAYMENT_METHODS.find((choice) => choice.value === method)?.label ?? method;

/**
 * Revenue and orders per Africa/Lagos day, best sellers, and orders by payment method and by delivery
 * state, cancelled orders left out. Read from the daily totals the database keeps (order_day_totals,
 * order_day_products), so a year of a busy shop is a few thousand rows, not every order.
 */
export async function salesReport(ctx: AppContext, user: CurrentUser | null, query: unknown): Promise<SalesReport> {
  requireAdmin(user);
  const range = reportRange(query);
  const inDays = and(gte(orderDayTotals.day, range.from), lte(orderDayTotals.day, range.to));
  const productsInDays = and(gte(orderDayProducts.day, range.from), lte(orderDayProducts.day, range.to));
  const ordersSum = sql<string>`sum(${orderDayTotals.orders})`;
  const amountSum = sql<string>`sum(${orderDayTotals.amountKobo})`;
  const unitsSum = sql<string>`sum(${orderDayProducts.units})`;
  const revenueSum = sql<string>`sum(${orderDayProducts.revenueKobo})`;

  const topProducts = (order: "units" | "revenue") =>
    ctx.db
      .select({
        productId: orderDayProducts.productId,
        productName: sql<string>`max(${orderDayProducts.productName})`,
        units: unitsSum,
        revenueKobo: revenueSum,
      })
      .from(orderDayProducts)
      .where(productsInDays)
      .groupBy(orderDayProducts.productId)
      .having(sql`${unitsSum} > 0`)
      .orderBy(
        ...(order === "units" ? [desc(unitsSum), desc(revenueSum)] : [desc(revenueSum), desc(unitsSum)]),
        asc(orderDayProducts.productId),
      )
      .limit(TOP_PRODUCTS);

  // Orders and revenue per payment method or per state, most orders first.
  const sharesBy = (column: typeof orderDayTotals.paymentMethod | typeof orderDayTotals.state) =>
    ctx.db
      .select({ key: column, orders: ordersSum, revenueKobo: amountSum })
      .from(orderDayTotals)
      .where(inDays)
      .groupBy(column)
      .having(sql`${ordersSum} > 0`)
      .orderBy(desc(ordersSum), desc(amountSum), asc(column));

  const [perDay, perMethod, perState, byUnits, byRevenue, byDiscountCode, refunds] = await Promise.all([
    ctx.db
      .select({ day: orderDayTotals.day, orders: ordersSum, revenueKobo: amountSum })
      .from(orderDayTotals)
      .where(inDays)
      .groupBy(orderDayTotals.day),
    sharesBy(orderDayTotals.paymentMethod),
    sharesBy(orderDayTotals.state),
    topProducts("units"),
    topProducts("revenue"),
    discountUsage(ctx, range),
    refundsIn(ctx, range),
  ]);

  const found = new Map(perDay.map((row) => [row.day, row]));
  const days: SalesDay[] = [];
  // Counted, not compared as text: the end of the loop never depends on how a date is written.
  for (let offset = 0; offset < range.days; offset++) {
    const day = addDays(range.from, offset);
    const row = found.get(day);
    days.push({ day, orders: Number(row?.orders ?? 0), revenueKobo: Number(row?.revenueKobo ?? 0) });
  }
  const product = (row: { productId: string; productName: string; units: string; revenueKobo: string }) => ({
    productId: row.productId,
    productName: row.productName,
    units: Number(row.units),
    revenueKobo: Number(row.revenueKobo),
  });
  const share = (label: (key: string) => string) => (row: { key: string; orders: string; revenueKobo: string }) => ({
    key: row.key,
    label: label(row.key),
    orders: Number(row.orders),
    revenueKobo: Number(row.revenueKobo),
  });
  return {
    range,
    totals: {
      orders: days.reduce((sum, day) => sum + day.orders, 0),
      revenueKobo: days.reduce((sum, day) => sum + day.revenueKobo, 0),
    },
    days,
    topByUnits: byUnits.map(product),
    topByRevenue: byRevenue.map(product),
    byPaymentMethod: perMethod.map(share(paymentLabel)),
    byState: perState.map(share((state) => state || "Not given")),
    byDiscountCode,
    refunds,
  };
}

/** Refunds recorded in the range (Lagos days), through order_returns_refunded_idx, which holds only refunded returns. */
async function refundsIn(ctx: AppContext, range: ReportRange): Promise<SalesReport["refunds"]> {
  const [row] = await ctx.db
    .select({ returns: sql<string>`count(*)`, amountKobo: sql<string>`coalesce(sum(${orderReturns.refundKobo}), 0)` })
    .from(orderReturns)
    .where(
      and(
        gte(orderReturns.refundedAt, startOfLagosDay(range.from)),
        lt(orderReturns.refundedAt, startOfLagosDay(addDays(range.to, 1))),
      ),
    );
  return { returns: Number(row?.returns ?? 0), amountKobo: Number(row?.amountKobo ?? 0) };
}

/**
 * Orders per discount code in the range, cancelled ones left out. Read from the orders themselves
 * through orders_discounted_created_idx, which holds only the orders that used a code.
 */
async function discountUsage(ctx: AppContext, range: ReportRange): Promise<DiscountUsage[]> {
  const rows = await ctx.db
    .select({
      code: sql<string>`${orders.discountCode}`,
      orders: sql<string>`count(*)`,
      discountKobo: sql<string>`sum(${orders.discountKobo})`,
      revenueKobo: sql<string>`sum(${orders.totalAmountKobo})`,
    })
    .from(orders)
    .where(
      and(
        sql`${orders.discountCode} IS NOT NULL`,
        sql`${orders.status} <> 'Cancelled'`,
        gte(orders.createdAt, startOfLagosDay(range.from)),
        lt(orders.createdAt, startOfLagosDay(addDays(range.to, 1))),
      ),
    )
    .groupBy(orders.discountCode)
    .orderBy(desc(sql`count(*)`), asc(orders.discountCode));
  return rows.map((row) => ({
    code: row.code,
    orders: Number(row.orders),
    discountKobo: Number(row.discountKobo),
    revenueKobo: Number(row.revenueKobo),
  }));
}

type Cursor = { at: string; id: string };

// The cursor keeps created_at as PostgreSQL's text (microseconds): a JS Date would round them away.
const orderBatch = (ctx: AppContext, start: Date, end: Date, after: Cursor | null, batch: number) =>
  ctx.db
    .select({
      orderNumber: orders.orderNumber,
      id: orders.id,
      createdAt: orders.createdAt,
      cursorAt: sql<string>`${orders.createdAt}::text`,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      shippingFeeKobo: orders.shippingFeeKobo,
      discountCode: orders.discountCode,
      discountKobo: orders.discountKobo,
      totalAmountKobo: orders.totalAmountKobo,
      items: orders.items,
      shippingAddress: orders.shippingAddress,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
        after ? sql`(${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(batch);

/** Orders created in a range's Lagos days, oldest first, `batch` at a time (keyset on the created_at index). */
export async function* ordersInRange(ctx: AppContext, range: ReportRange, batch = 500) {
  const start = startOfLagosDay(range.from);
  const end = startOfLagosDay(addDays(range.to, 1));
  let after: Cursor | null = null;
  for (;;) {
    const rows = await orderBatch(ctx, start, end, after, batch);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { at: last.cursorAt, id: last.id };
  }
}

export { paymentLabel };

/** Today's and yesterday's orders and revenue, Lagos days, cancelled orders left out: the overview's first figures. */
export async function salesTodayAndYesterday(
  ctx: AppContext,
  user: CurrentUser | null,
  now = new Date(),
): Promise<{ today: SalesDay; yesterday: SalesDay }> {
  requireAdmin(user);
  const today = lagosDay(now);
  const yesterday = addDays(today, -1);
  const rows = await ctx.db
    .select({
      day: orderDayTotals.day,
      orders: sql<string>`sum(${orderDayTotals.orders})`,
      revenueKobo: sql<string>`sum(${orderDayTotals.amountKobo})`,
    })
    .from(orderDayTotals)
    .where(and(gte(orderDayTotals.day, yesterday), lte(orderDayTotals.day, today)))
    .groupBy(orderDayTotals.day);
  const figuresOf = (day: string): SalesDay => {
    const row = rows.find((found) => found.day === day);
    return { day, orders: Number(row?.orders ?? 0), revenueKobo: Number(row?.revenueKobo ?? 0) };
  };
  return { today: figuresOf(today), yesterday: figuresOf(yesterday) };
}

/**
 * Folds the slots of past days into slot 0 and drops their rows left at zero. The slots only spare
 * today's checkouts from waiting on one row; for the report, a past day is then at most one row per
 * payment method and state, so a 90-day report reads thousands of rows, not hundreds of thousands.
 * Run by the periodic order upkeep; a late change to an old order lands in a slot again and is folded
 * by the next run. Answers how many rows it folded.
 */
export async function foldPastDayTotals(ctx: AppContext, now = new Date()): Promise<number> {
  const today = lagosDay(now);
  const [row] = await queryRows<{ folded: number }>(
    ctx.db,
    sql`
      WITH folded AS (
        DELETE FROM ${orderDayTotals} WHERE day < ${today}::date AND slot <> 0
        RETURNING day, payment_method, state, orders, amount_kobo
      ), kept AS (
        INSERT INTO ${orderDayTotals} AS t (day, slot, payment_method, state, orders, amount_kobo)
          SELECT day, 0, payment_method, state, sum(orders), sum(amount_kobo) FROM folded
          GROUP BY day, payment_method, state ORDER BY day, payment_method, state
        ON CONFLICT (day, slot, payment_method, state)
          DO UPDATE SET orders = t.orders + EXCLUDED.orders, amount_kobo = t.amount_kobo + EXCLUDED.amount_kobo
      )
      SELECT count(*)::int AS folded FROM folded`,
  );
  await ctx.db.execute(
    sql`DELETE FROM ${orderDayTotals} WHERE day < ${today}::date AND slot = 0 AND orders = 0 AND amount_kobo = 0`,
  );
  return Number(row?.folded ?? 0);
}
