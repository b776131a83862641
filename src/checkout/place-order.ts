import { sql } from "drizzle-orm";
import { type CurrentUser, requireUser } from "@/platform/access";
import { queryRows } from "@/db/client";
import { breaksUniqueKey, databaseError } from "@/db/errors";
import { holdOrderedProducts, holdOrderedVariants, takeOrderedTotals, takeOrderedVariants } from "@/catalog";
import { productName } from "@/catalog/query-parts";
import type { OrderRow } from "@/orders/tables";
import { insertOrderFrom, openUnpaidOrderCount, orderForCheckoutKey, orderFromJson } from "@/orders/query-parts";
import { cartLineCount, clearCartLines, holdCartLines } from "@/cart/query-parts";
import { clearAppliedCode, codeAskedFor, countCodeUse, holdCode } from "@/discounts/query-parts";
import type { AppContext } from "@/platform/context";
import { AppError, conflict, invalid } from "@/platform/errors";
import { queueNewOrderForOwner, queueOrderConfirmation } from "@/mail";
import { cardPaymentsEnabled } from "@/payments";
import { toOrderView, type OrderView } from "@/orders";
import type { ShippingAddressInput } from "@/shop/shipping-address";
import {
  countCodeTry,
  discountKobo,
  discountProblem,
  discountProblemMessage,
  discountsCategory,
  forgiveCodeTry,
  usesByShopper,
  type DiscountProblem,
} from "@/discounts";
import type { PlaceOrderInput } from "./checkout-schema";
import {
  orderLimits,
  tooManyItemsMessage,
  tooManyOfOneItemMessage,
  tooManyUnpaidOrders,
  type OrderLimits,
} from "./order-limits";
import { newOrderNumber } from "./order-number";
import { deliveryFeeSql, zoneForOrder } from "@/delivery";
import { estimatedDeliveryAt, type DeliveryZone } from "@/shop/shipping";
import { orderTotal } from "@/shop/order-amounts";
import { inSql } from "@/db/sql-reckoning";

/** The refusal a signed-out visitor gets (docs/product-rules.md#shipping-form). */
export const SIGN_IN_TO_ORDER = "Please sign in to place an order";

/** Tries of the order statement: a clash of order numbers, or a cart changed under it, runs it again. */
const ORDER_ATTEMPTS = 5;

const CART_CHANGED = "cart_changed";

/**
 * Turns the shopper's cart into an order (see orderStatement): all of it or, when a line lacks
 * stock, nothing. `checkout` is already parsed (placeOrderAndStartPayment). A repeated `checkoutKey` returns the order the first submission created.
 * A code sent with the order is a try of a code, limited as the cart's box is (src/discounts/code-tries.ts).
 */
export async function placeOrder(
  ctx: AppContext,
  user: CurrentUser | null,
  checkout: PlaceOrderInput,
  clientIp: string,
): Promise<{ order: OrderView; created: boolean }> {
  const shopper = requireUser(user, SIGN_IN_TO_ORDER);
  const { paymentMethod, checkoutKey, discountCode, pickup } = checkout;
  // An order picked up in store goes to no address: one typed anyway (the page hides the boxes) is not kept.
  const shippingAddress = pickup
    ? { ...checkout.shippingAddress, address: "", city: "", state: "", postalCode: undefined }
    : checkout.shippingAddress;
  if (paymentMethod === "card" && !cardPaymentsEnabled(ctx)) {
    throw invalid("Please choose a payment method", { paymentMethod: "Please choose a payment method" });
  }
  if (discountCode) await countCodeTry(ctx, shopper.id, clientIp);
  const zone = await zoneForOrder(ctx, { ...shippingAddress, pickup });
  const existing = async () => {
    const row = checkoutKey ? await orderForCheckoutKey(ctx.db, shopper.id, checkoutKey) : null;
    return row ? { order: toOrderView(row, "shopper"), created: false } : null;
  };

  // No look-up of the key first: a repeat either finds the cart gone or breaks the key's uniqueness.
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await writeOrder(ctx, shopper, {
        shippingAddress,
        paymentMethod,
        checkoutKey: checkoutKey ?? null,
        discountCode: discountCode ?? null,
        zone,
      });
      // After the commit: the mail is queued only for an order that exists, and never fails it.
      await queueOrderConfirmation(ctx, row);
      await queueNewOrderForOwner(ctx, row);
      if (discountCode) await forgiveCodeTry(ctx, shopper.id, clientIp);
      return { order: toOrderView(row, "shopper"), created: true };
    } catch (err) {
      const sameKeyRace = breaksUniqueKey(err, "orders_checkout_key");
      const emptiedBySameKey = err instanceof AppError && err.code === "cart_empty";
      if (sameKeyRace || emptiedBySameKey) {
        const first = await existing();
        if (first) return first;
      }
      const numberClash = breaksUniqueKey(err, "orders_order_number_key");
      const cartChanged = err instanceof AppError && err.code === CART_CHANGED;
      // Two checkouts may take a code's row and products in different orders; one is chosen to retry.
      const deadlock = databaseError(err)?.code === "40P01";
      if ((numberClash || cartChanged || deadlock) && attempt < ORDER_ATTEMPTS) continue;
      throw err;
    }
  }
}

/** For the out-of-stock message only: looked up when it is needed, not on every checkout. */
async function shortProductName(ctx: AppContext, productId: string): Promise<string> {
  return (await productName(ctx.db, productId)) ?? "an item in your cart";
}

type OrderInput = {
  shippingAddress: ShippingAddressInput;
  paymentMethod: OrderRow["paymentMethod"];
  checkoutKey: string | null;
  /** The code typed with this order (API), else the one applied to the cart, if any. */
  discountCode: string | null;
  limits: OrderLimits;
  /** The delivery zone that prices the order (src/delivery), read before the statement. */
  zone: DeliveryZone;
};

/**
 * The whole order as one statement, so it is atomic without a transaction and costs one round trip.
 * Checkout owns none of the tables it touches: each step on a table is its owner's fragment (the cart's
 * lines, the catalog's stock, the discounts' code, the orders' row: decision 035), composed here. Its steps:
 * - the cart lines are locked (a second submission of the same cart waits, then finds them gone);
 * - the products are locked in id order, so two checkouts sharing products never wait in a circle,
 *   and a lock returns the newest stock (FOR UPDATE: the weaker FOR NO KEY UPDATE measured slower,
 *   decision 004's addendum); then, with every product held, the ordered variants (decision
 *   017): whoever changes a variant's stock holds its product first, so these locks never wait in a circle;
 * - the shopper's limits (order-limits.ts) are checked: units per line and per order, and how many
 *   unpaid orders they already have;
 * - only when every variant has the units its lines want and every product is on sale, and within the
 *   limits, are the stock taken (from the variants, and their sum from the products), the
 *   order written with the database's prices (`effective_price_kobo` is the sale price while on
 *   sale) and the cart cleared. Prices and totals are bigint: price × quantity cannot overflow.
 * - a discount code (the one sent, else the one on the cart) is locked before the products, judged by
 *   the rules of src/discounts/discount-rules.ts (its SQL fragments, which the cart's preview runs too)
 *   on the locked prices, and its use is counted only
 *   when the order is written: a code with n uses left gives exactly n orders.
 * It answers the new order, or why not: the first variant short of stock, a limit passed, a code
 * that does not apply, or an empty or changed cart.
 *
 * The unpaid orders are counted in the statement's snapshot, which would miss an order a concurrent
 * checkout of the same shopper commits meanwhile. Such a checkout always takes cart lines this one
 * also sees (see decision 011), so `lines` (locked, newest rows) then holds fewer lines than `seen`
 * (the snapshot): the cart changed, nothing is written, and the statement runs again with a fresh
 * snapshot. So two checkouts at once can never both pass the limit.
 *
 * The `= ANY (ARRAY (…))` forms keep each step on its index: the planner cannot see how few rows a
 * CTE holds and would otherwise scan whole tables.
 */
function orderStatement(shopper: CurrentUser, input: OrderInput, orderNumber: string, createdAt: Date) {
  const { zone } = input;
  // The fee and the total by the rules the cart previews with, on the prices and the code's verdict locked here.
  const shippingFee = deliveryFeeSql(zone, {
    subtotal: sql`subtotal`,
    discount: sql`kobo`,
    freeDeliveryCode: sql`free_delivery`,
  });
  const total = orderTotal(inSql, { subtotal: sql`subtotal`, discount: sql`d.kobo`, shipping: sql`d.shipping_fee` });
  const delivery = {
    zone: zone.name,
    pickup: zone.kind === "pickup",
    pickupAddress: zone.pickupAddress,
    time: zone.time,
  };
  const now = sql`${createdAt.toISOString()}::timestamptz`;
  // Every write of the statement happens only when the whole order can be placed.
  const placing = sql`(SELECT ok FROM go)`;
  return sql`
    WITH seen AS (
      ${cartLineCount(shopper.id)}
    ), lines AS (
      ${holdCartLines(shopper.id)}
    ), limits AS (
      SELECT (SELECT count(*) FROM lines) <> (SELECT n FROM seen) AS cart_changed,
             ${openUnpaidOrderCount(shopper.id)} >= ${input.limits.openUnpaidOrders}::int AS too_many_unpaid,
             EXISTS (SELECT 1 FROM lines WHERE quantity > ${input.limits.unitsPerLine}::int) AS too_many_of_one,
             coalesce((SELECT sum(quantity) FROM lines), 0) > ${input.limits.unitsPerOrder}::int AS too_many_items
    ), asked AS (
      ${codeAskedFor(shopper.id, input.discountCode)}
    ), code AS (
      ${holdCode(sql`(SELECT code_id FROM asked)`)}
    ), wanted AS (
      SELECT product_id, sum(quantity)::int AS quantity FROM lines GROUP BY product_id
    ), shelf AS (
      ${holdOrderedProducts(sql`SELECT product_id FROM wanted`)}
    ), wanted_variants AS (
      SELECT variant_id, product_id, sum(quantity)::int AS quantity FROM lines GROUP BY variant_id, product_id
    ), bins AS (
      ${holdOrderedVariants(sql`SELECT variant_id FROM wanted_variants`, sql`shelf`)}
    ), short AS (
      SELECT w.product_id, (s.id IS NULL OR s.status <> 'Active') AS unavailable, b.size, b.color
      FROM wanted_variants w LEFT JOIN shelf s ON s.id = w.product_id LEFT JOIN bins b ON b.id = w.variant_id
      WHERE s.id IS NULL OR s.status <> 'Active' OR b.id IS NULL OR b.stock_quantity < w.quantity
      ORDER BY w.product_id, b.size, b.color LIMIT 1
    ), priced AS (
      SELECT jsonb_agg(jsonb_build_object(
               'productId', l.product_id, 'variantId', l.variant_id, 'productName', s.name, 'quantity', l.quantity,
               'priceKobo', s.effective_price_kobo, 'size', l.size, 'imageUrl', s.image_url,
               -- A colour left open in the cart becomes the colour of the variant whose units are taken.
               'color', CASE WHEN l.color = '' THEN coalesce(b.color, '') ELSE l.color END
             ) ORDER BY l.created_at, l.id) AS items,
             sum(s.effective_price_kobo * l.quantity)::bigint AS subtotal,
             coalesce(sum(s.effective_price_kobo * l.quantity) FILTER (WHERE ${discountsCategory("c", sql`s.category`)}),
               0)::bigint AS eligible
      FROM lines l JOIN shelf s ON s.id = l.product_id LEFT JOIN bins b ON b.id = l.variant_id
        LEFT JOIN code c ON true
    ), verdict AS (
      SELECT CASE
               WHEN NOT a.wanted THEN NULL
               WHEN c.id IS NULL THEN 'unknown'
               ELSE ${discountProblem("c", {
                 now,
                 subtotal: sql`p.subtotal`,
                 eligible: sql`p.eligible`,
                 usesByShopper: usesByShopper(sql`c.id`, shopper.id),
               })}
             END AS problem,
             c.id AS code_id, c.code, ${discountKobo("c", sql`p.eligible`)} AS amount, c.free_delivery,
             c.min_subtotal_kobo, p.subtotal
      FROM asked a CROSS JOIN priced p LEFT JOIN code c ON true
    ), discount AS (
      SELECT kobo, code_id, code, ${shippingFee} AS shipping_fee
      FROM (SELECT CASE WHEN code_id IS NULL OR problem IS NOT NULL THEN 0::bigint ELSE amount END AS kobo,
                   CASE WHEN problem IS NULL THEN code_id END AS code_id,
                   CASE WHEN problem IS NULL THEN code END AS code,
                   problem IS NULL AND coalesce(free_delivery, false) AS free_delivery,
                   subtotal
            FROM verdict) judged
    ), go AS (
      SELECT EXISTS (SELECT 1 FROM lines) AND NOT EXISTS (SELECT 1 FROM short)
        AND NOT (cart_changed OR too_many_unpaid OR too_many_of_one OR too_many_items)
        AND (SELECT problem FROM verdict) IS NULL AS ok
      FROM limits
    ), taken AS (
      ${takeOrderedVariants(sql`wanted_variants`, placing)}
    ), totals_taken AS (
      ${takeOrderedTotals(sql`wanted`, placing)}
    ), code_counted AS (
      ${countCodeUse(sql`(SELECT code_id FROM discount)`, placing)}
    ), placed AS (
      ${insertOrderFrom(
        {
          orderNumber: sql`${orderNumber}`,
          userId: sql`${shopper.id}::uuid`,
          status: sql`'Pending'`,
          paymentStatus: sql`'Pending'`,
          paymentMethod: sql`${input.paymentMethod}`,
          subtotalKobo: sql`subtotal`,
          shippingFeeKobo: sql`d.shipping_fee`,
          discountKobo: sql`d.kobo`,
          discountCode: sql`d.code`,
          discountCodeId: sql`d.code_id`,
          totalAmountKobo: total,
          items: sql`items`,
          shippingAddress: sql`${JSON.stringify(input.shippingAddress)}::jsonb`,
          customerEmail: sql`${shopper.email}`,
          customerPhone: sql`${input.shippingAddress.phone}`,
          estimatedDeliveryAt: sql`${estimatedDeliveryAt(zone.time, createdAt).toISOString()}::timestamptz`,
          delivery: sql`${JSON.stringify(delivery)}::jsonb`,
          checkoutKey: sql`${input.checkoutKey}`,
          createdAt: sql`${createdAt.toISOString()}::timestamptz`,
          updatedAt: sql`${createdAt.toISOString()}::timestamptz`,
        },
        sql`priced CROSS JOIN discount d WHERE ${placing}`,
      )}
    ), cleared AS (
      ${clearCartLines(shopper.id, sql`lines`, placing)}
    ), code_cleared AS (
      ${clearAppliedCode(shopper.id, placing)}
    )
    SELECT (SELECT to_jsonb(placed) FROM placed) AS placed,
           (SELECT product_id FROM short) AS short_product_id,
           (SELECT concat_ws(', ', nullif(size, ''), nullif(color, '')) FROM short) AS short_variant,
           coalesce((SELECT unavailable FROM short), false) AS short_unavailable,
           (SELECT count(*) FROM lines)::int AS line_count,
           (SELECT to_jsonb(v) FROM (SELECT problem, min_subtotal_kobo, subtotal FROM verdict) v
             WHERE v.problem IS NOT NULL) AS discount_refusal,
           limits.*
    FROM limits`;
}

type Outcome = {
  placed: Record<string, unknown> | null;
  short_product_id: string | null;
  /** The short variant's size and colour ("M, Navy"), '' for a product without either. */
  short_variant: string | null;
  short_unavailable: boolean;
  line_count: number;
  discount_refusal: {
    problem: DiscountProblem;
    min_subtotal_kobo: number | null;
    subtotal: number;
  } | null;
  cart_changed: boolean;
  too_many_unpaid: boolean;
  too_many_of_one: boolean;
  too_many_items: boolean;
};

async function writeOrder(ctx: AppContext, shopper: CurrentUser, input: Omit<OrderInput, "limits">): Promise<OrderRow> {
  const createdAt = new Date();
  const limits = orderLimits(ctx.config);
  const [outcome] = await queryRows<Outcome>(
    ctx.db,
    orderStatement(shopper, { ...input, limits }, newOrderNumber(createdAt.getTime()), createdAt),
    "place_order",
  );
  if (outcome.placed) return orderFromJson(outcome.placed);
  if (outcome.line_count === 0) throw new AppError(409, "cart_empty", "Your cart is empty");
  if (outcome.cart_changed)
    throw new AppError(409, CART_CHANGED, "Your cart changed while the order was being placed. Please try again.");
  if (outcome.too_many_unpaid) throw tooManyUnpaidOrders(limits);
  if (outcome.too_many_of_one) throw conflict(tooManyOfOneItemMessage(limits));
  if (outcome.too_many_items) throw conflict(tooManyItemsMessage(limits));
  if (!outcome.short_product_id && outcome.discount_refusal) throw discountRefused(outcome.discount_refusal);
  const name = await shortProductName(ctx, outcome.short_product_id!);
  // A product the shop took off sale is not a stock problem: restocking will not bring it back.
  if (outcome.short_unavailable) throw conflict(`${name} is no longer available. Please remove it from your cart.`);
  const variant = outcome.short_variant ? ` (${outcome.short_variant})` : "";
  throw conflict(`Insufficient stock available for ${name}${variant}`);
}

/** A code that does not apply refuses the order with the reason; the shopper removes it or changes the cart. */
function discountRefused(refusal: NonNullable<Outcome["discount_refusal"]>): AppError {
  const terms = { minSubtotalKobo: Number(refusal.min_subtotal_kobo ?? 0) };
  const message = discountProblemMessage(refusal.problem, terms, Number(refusal.subtotal));
  return new AppError(409, "discount_refused", message, { discountCode: message });
}
