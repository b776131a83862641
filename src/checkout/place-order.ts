import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { CurrentUser } from "@/accounts/sessions";
import { requireUser } from "@/accounts/guards";
import { unitPriceKobo } from "@/catalog/product-view";
import type { Tx } from "@/db/client";
import { cartItems, orders, products, type OrderItem, type OrderRow } from "@/db/schema";
import type { AppContext } from "@/platform/context";
import { AppError, conflict, invalid } from "@/platform/errors";
import { queueOrderConfirmation } from "@/mail/order-mails";
import { cardPaymentsEnabled } from "@/payments/paystack";
import { parseInput } from "@/platform/validation";
import { toOrderView, type OrderView } from "@/orders/order-view";
import { placeOrderSchema, type ShippingAddressInput } from "./checkout-schema";
import { newOrderNumber } from "./order-number";
import { deliveryEstimateFor, shippingFeeFor } from "./shipping";


const ORDER_NUMBER_ATTEMPTS = 3;

/** The driver error behind Drizzle's wrapper (node-postgres and PGlite both carry code and constraint). */
function databaseError(err: unknown): { code?: string; constraint?: string } | null {
  for (let e: any = err; e; e = e.cause) {
    if (typeof e.code === "string") return { code: e.code, constraint: e.constraint };
  }
  return null;
}

async function orderForCheckoutKey(ctx: AppContext, userId: string, checkoutKey: string): Promise<OrderRow | null> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, checkoutKey)))
    .limit(1);
  return row ?? null;
}

/**
 * Turns the shopper's cart into an order. Everything happens in one transaction: the cart rows are
 * locked (a second submission of the same cart waits, then finds it empty), each product's stock is
 * taken with a conditional update that can never go below zero, the order is written with prices
 * read from the database, and the cart is cleared. Any line without stock rolls back all of it.
 * A repeated `checkoutKey` returns the order the first submission created.
 */
export async function placeOrder(
  ctx: AppContext,
  user: CurrentUser | null,
  input: unknown,
): Promise<{ order: OrderView; created: boolean }> {
  const shopper = requireUser(user, "Please sign in to place an order");
  const { shippingAddress, paymentMethod, checkoutKey } = parseInput(placeOrderSchema, input);
  if (paymentMethod === "card" && !cardPaymentsEnabled(ctx)) {
    throw invalid("Please choose a payment method", { paymentMethod: "Please choose a payment method" });
  }
  const existing = async () => {
    const row = checkoutKey ? await orderForCheckoutKey(ctx, shopper.id, checkoutKey) : null;
    return row ? { order: toOrderView(row, "full"), created: false } : null;
  };

  const already = await existing();
  if (already) return already;
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await ctx.db.transaction((tx) =>
        writeOrder(tx, shopper, { shippingAddress, paymentMethod, checkoutKey: checkoutKey ?? null }),
      );
      // After the commit: the mail is queued only for an order that exists, and never fails it.
      await queueOrderConfirmation(ctx, row);
      return { order: toOrderView(row, "full"), created: true };
    } catch (err) {
      const dbError = databaseError(err);
      const sameKeyRace = dbError?.code === "23505" && dbError.constraint === "orders_checkout_key";
      const emptiedBySameKey = err instanceof AppError && err.code === "cart_empty";
      if (sameKeyRace || emptiedBySameKey) {
        const first = await existing();
        if (first) return first;
      }
      if (dbError?.code === "23505" && dbError.constraint === "orders_order_number_key" && attempt < ORDER_NUMBER_ATTEMPTS) {
        continue;
      }
      throw err;
    }
  }
}

/** For the out-of-stock message only: looked up when it is needed, not on every checkout. */
async function productName(tx: Tx, productId: string): Promise<string> {
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return product?.name ?? "an item in your cart";
}

async function writeOrder(
  tx: Tx,
  shopper: CurrentUser,
  input: { shippingAddress: ShippingAddressInput; paymentMethod: OrderRow["paymentMethod"]; checkoutKey: string | null },
): Promise<OrderRow> {
  const lines = await tx
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, shopper.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .for("update");
  if (lines.length === 0) throw new AppError(409, "cart_empty", "Your cart is empty");

  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);

  // Products in a fixed order, so two checkouts sharing products cannot wait on each other in a circle.
  const priced = new Map<string, { name: string; imageUrl: string; unitKobo: number }>();
  for (const productId of [...wanted.keys()].sort()) {
    const quantity = wanted.get(productId)!;
    const [taken] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity), eq(products.status, "Active")))
      .returning({
        name: products.name,
        imageUrl: products.imageUrl,
        priceKobo: products.priceKobo,
        salePriceKobo: products.salePriceKobo,
        isOnSale: products.isOnSale,
      });
    if (!taken) throw conflict(`Insufficient stock available for ${await productName(tx, productId)}`);
    priced.set(productId, { name: taken.name, imageUrl: taken.imageUrl, unitKobo: unitPriceKobo(taken) });
  }

  const items: OrderItem[] = lines.map((line) => {
    const product = priced.get(line.productId)!;
    return {
      productId: line.productId,
      productName: product.name,
      quantity: line.quantity,
      priceKobo: product.unitKobo,
      size: line.size,
      color: line.color,
      imageUrl: product.imageUrl,
    };
  });
  const subtotalKobo = items.reduce((sum, item) => sum + item.priceKobo * item.quantity, 0);
  const shippingFeeKobo = shippingFeeFor(input.shippingAddress.city);
  const createdAt = new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(createdAt.getTime()),
      userId: shopper.id,
      status: "Pending",
      paymentStatus: "Pending",
      paymentMethod: input.paymentMethod,
      subtotalKobo,
      shippingFeeKobo,
      totalAmountKobo: subtotalKobo + shippingFeeKobo,
      items,
      shippingAddress: input.shippingAddress,
      customerEmail: shopper.email,
      customerPhone: input.shippingAddress.phone,
      estimatedDeliveryAt: deliveryEstimateFor(input.shippingAddress.city, createdAt).at,
      checkoutKey: input.checkoutKey,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await tx.delete(cartItems).where(
    inArray(
      cartItems.id,
      lines.map((line) => line.id),
    ),
  );
  return order;
}
