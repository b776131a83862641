import { and, eq, getTableColumns, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/db/client";
import { rowFromJson } from "@/db/json-row";
import { orders, type OrderRow } from "./tables";

/*
 * What other capabilities read and write of the orders' tables, stated here so that the orders stay
 * their only reader and writer (decision 035): small reads and writes, and the parts of a statement that
 * a listing composes where it must stay one statement. This file imports only the orders' tables and the
 * kernel, so any capability may use it without a cycle, even one the orders use (discounts, payments).
 */

/** The order one checkout attempt (its client-chosen key) placed for the shopper, if any. */
export async function orderForCheckoutKey(db: Db, userId: string, checkoutKey: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, checkoutKey)))
    .limit(1);
  return row ?? null;
}

/** An order row a statement answered as JSON (`to_jsonb`), typed as the table's rows are. */
export const orderFromJson = (json: Record<string, unknown>): OrderRow => rowFromJson(orders, json);

/** An order counts against checkout's limit while it is Pending with its payment Pending (docs/product-rules.md#unpaid-orders). */
export const isOpenUnpaid = sql`${orders.status} = 'Pending' AND ${orders.paymentStatus} = 'Pending'`;

/** How many unpaid orders, not yet shipped, the shopper has open (checkout's limit), in one statement. */
export const openUnpaidOrderCount = (userId: string) =>
  sql`(SELECT count(*) FROM orders WHERE user_id = ${userId}::uuid AND ${isOpenUnpaid})`;

type OrderValues = Partial<Record<keyof typeof orders.$inferInsert, SQL>>;

/**
 * Writes the new order from the rows of `from` (its FROM, joins and WHERE), each column given as an
 * expression over them, and answers the row (RETURNING *): the INSERT of checkout's one order statement.
 */
export function insertOrderFrom(values: OrderValues, from: SQL): SQL {
  const columns = getTableColumns(orders);
  const keys = Object.keys(values) as (keyof OrderValues)[];
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const expressions = sql.join(
    keys.map((key) => values[key]!),
    sql`, `,
  );
  return sql`INSERT INTO orders (${names}) SELECT ${expressions} FROM ${from} RETURNING *`;
}

/**
 * Verified purchase: the shopper has an order with this product that was shipped or delivered and
 * whose payment is verified.
 */
export async function hasVerifiedPurchase(db: Db | Tx, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        sql`${orders.status} IN ('Shipped', 'Delivered')`,
        eq(orders.paymentStatus, "Verified"),
        sql`${orders.items} @> ${JSON.stringify([{ productId }])}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The shop keeps a deleted account's orders for its books, without who placed them: only amounts,
 * items, city and state stay. Part of the account's deletion, in its transaction.
 */
export async function forgetShopperOnOrders(tx: Tx, userId: string) {
  await tx
    .update(orders)
    .set({
      customerEmail: "",
      customerPhone: "",
      shippingAddress: sql`jsonb_build_object('fullName', 'Deleted customer', 'phone', '', 'address', '',
          'city', ${orders.shippingAddress} ->> 'city', 'state', ${orders.shippingAddress} ->> 'state')`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.userId, userId));
}

/**
 * Joins the orders, not cancelled, that used a discount code (through orders_discount_code_idx), with
 * what they brought in: `.leftJoin(...ordersUsingCode(code.id))` and `codeRevenue` summed per code.
 */
export const ordersUsingCode = (codeId: AnyPgColumn) =>
  [orders, and(eq(orders.discountCodeId, codeId), ne(orders.status, "Cancelled"))] as const;
export const codeRevenue = {
  revenueKobo: sql<string>`coalesce(sum(${orders.totalAmountKobo}), 0)`,
  discountGivenKobo: sql<string>`coalesce(sum(${orders.discountKobo}), 0)`,
} satisfies Record<string, SQL<string>>;

/**
 * Units of each variant sold in the last `days` days (orders not cancelled), as (variant_id text,
 * units), for the variants `variantIds` (a query of their ids as text): a CTE body of the low-stock list.
 */
export const unitsSoldPerVariant = (days: number, variantIds: SQL) =>
  sql`SELECT item ->> 'variantId' AS variant_id, sum((item ->> 'quantity')::int) AS units
          FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.items) item
          WHERE o.created_at >= now() - make_interval(days => ${days}::int) AND o.status <> 'Cancelled'
            AND item ->> 'variantId' IN (${variantIds})
          GROUP BY 1`;

/** How many orders, not cancelled, the shopper placed with the code `codeId` (a code's per-customer limit). */
export const shoppersOrdersWithCode = (codeId: SQL, userId: string): SQL<number> =>
  sql<number>`(SELECT count(*)::int FROM orders o
    WHERE o.discount_code_id = ${codeId} AND o.user_id = ${userId}::uuid AND o.status <> 'Cancelled')`;

/**
 * A customer's orders, as the admin's Users list shows them: how many they placed, and what those not
 * cancelled came to. `userId` is written qualified (`"users"."id"`): unqualified, the subquery would read
 * the order's own id.
 */
export const customerOrderFigures = (userId: SQL) => ({
  orderCount: sql<number>`(SELECT count(*) FROM orders o WHERE o.user_id = ${userId})::int`,
  spentKobo: sql<string>`(SELECT coalesce(sum(o.total_amount_kobo), 0) FROM orders o
    WHERE o.user_id = ${userId} AND o.status <> 'Cancelled')`,
});

/** Joins an order by id (`.leftJoin(...theOrder(row.orderId))` where it may be gone), for its number or charge columns. */
export const theOrder = (orderId: AnyPgColumn) => [orders, eq(orders.id, orderId)] as const;
export const orderNumberColumn = orders.orderNumber;

// ——— What the card payments read and write of an order ———

/** The shopper's order with this number (as typed: trimmed, any case), or null. */
export async function shoppersOrderByNumber(db: Db, userId: string, orderNumber: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber.trim().toUpperCase()), eq(orders.userId, userId)))
    .limit(1);
  return order ?? null;
}

/** Whether the order is the shopper's and not cancelled (who may pay for it now). */
export async function isOpenOrderOf(db: Db, orderId: string, userId: string): Promise<boolean> {
  const [mine] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), ne(orders.status, "Cancelled")))
    .limit(1);
  return Boolean(mine);
}

/**
 * Keeps the latest card payment attempt on the order, for people reading it, as the last step of
 * the payments' statement that records the attempt.
 */
export const keepLatestPaymentReference = (orderId: string, reference: string) =>
  sql`UPDATE ${orders} SET payment_reference = ${reference}, updated_at = now() WHERE id = ${orderId}`;

/** What a card charge is judged against: the joined order's number, e-mail, states and total. */
export const chargedOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerEmail: orders.customerEmail,
  paymentStatus: orders.paymentStatus,
  status: orders.status,
  totalAmountKobo: orders.totalAmountKobo,
};

/**
 * Marks the order (`orderId`: a query of its id) paid when it is still unpaid, not cancelled, and the
 * charge is exactly its total in NGN: one conditional UPDATE, so two charges at once pay it once.
 * Answers its number, or null when the charge paid nothing.
 */
export async function payOrderByCharge(
  tx: Tx,
  orderId: SQL,
  charge: { amount: number; currency: string },
): Promise<string | null> {
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: "Verified", updatedAt: sql`now()` })
    .where(
      and(
        sql`${orders.id} = ${orderId}`,
        eq(orders.paymentStatus, "Pending"),
        sql`${orders.status} <> 'Cancelled'`,
        eq(orders.totalAmountKobo, charge.amount),
        sql`${charge.currency} = 'NGN'`,
      ),
    )
    .returning({ orderNumber: orders.orderNumber });
  return paid?.orderNumber ?? null;
}
