// A shopper's return (docs/product-rules.md#returns): asked for on a delivered order within the window, read by the
// shopper and the owner, and the owner's queue of returns still to deal with.
import { and, asc, count, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import { variantChoices, type VariantChoice } from "@/catalog/query-parts";
import type { Tx } from "@/db/client";
import { queueReturnRequestedForOwner } from "@/mail";
import { requireAdmin, requireUser, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { conflict, invalid, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { RETURN_WINDOW_DAYS } from "@/shop/constants";
import { formatCount } from "@/shop/counts";
import { actorOf, holdOrderToChange, recordOrderEvent } from "./order-events";
import { ownOrder } from "./order-service";
import type { openReturnsResponse } from "./responses";
import { returnRequestSchema } from "./return-schema";
import { pieceCount, viewOf, type ReturnView, type ShopperReturn } from "./return-view";
import {
  orderEvents,
  orderReturns,
  orders,
  type OrderItem,
  type OrderReturnRow,
  type OrderRow,
  type ReturnedItem,
} from "./tables";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_DELIVERED = "A return can be asked for once the order is delivered";
const WINDOW_CLOSED = `Returns are asked for within ${RETURN_WINDOW_DAYS} days of delivery. Please contact us.`;
const ALREADY_ASKED = "You have already asked to return pieces of this order";

/** When the order was marked Delivered (the latest time, had it been reopened); its last change if no record says. */
async function deliveredAt(db: AppContext["db"] | Tx, order: Pick<OrderRow, "id" | "updatedAt">): Promise<Date> {
  const [event] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, "status"), eq(orderEvents.detail, "Delivered")))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return event?.at ?? order.updatedAt;
}

/** The last moment a return may be asked for, or null when the order is not delivered. */
async function returnsCloseAt(db: AppContext["db"] | Tx, order: OrderRow): Promise<Date | null> {
  if (order.status !== "Delivered") return null;
  return new Date((await deliveredAt(db, order)).getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

async function returnRowOf(db: AppContext["db"] | Tx, orderId: string): Promise<OrderReturnRow | null> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
  return row ?? null;
}

/** The shopper's own order of that number, or 404 as on its page. */
async function myOrder(ctx: AppContext, shopper: CurrentUser, orderNumber: string): Promise<OrderRow> {
  const [row] = await ctx.db.select().from(orders).where(ownOrder(shopper.id, orderNumber)).limit(1);
  if (!row) throw notFound("Order not found");
  return row;
}

/** The return of one of the shopper's orders, or until when they may ask for one. */
export async function myOrderReturn(
  ctx: AppContext,
  user: CurrentUser | null,
  orderNumber: string,
): Promise<ShopperReturn> {
  const order = await myOrder(ctx, requireUser(user), orderNumber);
  return returnFor(ctx, order);
}

async function returnFor(ctx: AppContext, order: OrderRow): Promise<ShopperReturn> {
  const row = await returnRowOf(ctx.db, order.id);
  if (row) return { return: viewOf(order, row), openUntil: null };
  const closes = await returnsCloseAt(ctx.db, order);
  return { return: null, openUntil: closes && closes.getTime() > Date.now() ? closes.toISOString() : null };
}

/**
 * The signed-in shopper asks to return or exchange pieces of their delivered order (docs/product-rules.md#returns):
 * within RETURN_WINDOW_DAYS of delivery, once per order, no more of a piece than they bought. The owner is mailed
 * and answers on the order's page; the timeline names the shopper.
 */
export async function requestReturn(
  ctx: AppContext,
  user: CurrentUser | null,
  orderNumber: string,
  input: unknown,
): Promise<ReturnView> {
  const shopper = requireUser(user);
  const request = parseInput(returnRequestSchema, input);
  const { id } = await myOrder(ctx, shopper, orderNumber);
  const { order, row } = await ctx.db.transaction(async (tx) => {
    const order = await holdOrderToChange(tx, id);
    const closes = await returnsCloseAt(tx, order);
    if (!closes) throw conflict(NOT_DELIVERED);
    if (closes.getTime() <= Date.now()) throw conflict(WINDOW_CLOSED);
    if (await returnRowOf(tx, order.id)) throw conflict(ALREADY_ASKED);
    for (const { line, quantity } of request.items) {
      const bought = order.items[line];
      if (!bought) throw invalid("That piece is not in this order", { items: "That piece is not in this order" });
      if (quantity > bought.quantity) {
        const message = `You bought ${formatCount(bought.quantity)} of ${bought.productName}`;
        throw invalid(message, { items: message });
      }
    }
    const items = await withWantedSizes(tx, order, request);
    const [row] = await tx
      .insert(orderReturns)
      .values({ orderId: order.id, ...request, items })
      .returning();
    const wish = request.wants === "exchange" ? "an exchange" : "a refund";
    await recordOrderEvent(
      tx,
      order.id,
      "return",
      actorOf(shopper),
      `requested: ${pieceCount(request.items)}, ${request.reason.toLowerCase()}, wants ${wish}`,
    );
    return { order, row };
  });
  const view = viewOf(order, row);
  await queueReturnRequestedForOwner(ctx, order, view);
  return view;
}

/**
 * The returned lines as kept: for an exchange, with the size and colour wanted instead, each of the line's own
 * product (else refused on the pieces); a refund keeps none.
 */
async function withWantedSizes(
  tx: Tx,
  order: OrderRow,
  request: { wants: string; items: Array<{ line: number; quantity: number; wantedVariantId?: string }> },
): Promise<ReturnedItem[]> {
  const picks = request.items.flatMap(({ line, wantedVariantId }) =>
    request.wants === "exchange" && wantedVariantId ? [{ line, variantId: wantedVariantId }] : [],
  );
  const wanted = await variantsOfLines(tx, order, picks, "items");
  return request.items.map(({ line, quantity }) => {
    const variant = wanted.get(line);
    return variant
      ? { line, quantity, wanted: { variantId: variant.id, size: variant.size, color: variant.color } }
      : { line, quantity };
  });
}

/**
 * The variant picked for each of these order lines (a size wanted, an exchange sent), by line; each must be of its
 * line's own product, else the pick is refused on `field` ("That size and colour are not {product}'s").
 */
export async function variantsOfLines(
  tx: Tx,
  order: Pick<OrderRow, "items">,
  picks: Array<{ line: number; variantId: string }>,
  field: string,
): Promise<Map<number, VariantChoice>> {
  const choices = await variantChoices(tx, [...new Set(picks.map(({ line }) => order.items[line].productId))]);
  return new Map(
    picks.map(({ line, variantId }) => {
      const bought = order.items[line];
      const variant = choices.find((choice) => choice.id === variantId && choice.productId === bought.productId);
      if (!variant) {
        const message = `That size and colour are not ${bought.productName}'s`;
        throw invalid(message, { [field]: message });
      }
      return [line, variant];
    }),
  );
}

/** A size and colour of a product, with its units now: what an exchange may send. */
export type ExchangeChoice = VariantChoice;

/**
 * The sizes and colours of the products of one of the shopper's orders, with their stock: what the return form offers
 * in exchange.
 */
export async function myExchangeChoices(
  ctx: AppContext,
  user: CurrentUser | null,
  orderNumber: string,
): Promise<ExchangeChoice[]> {
  const order = await myOrder(ctx, requireUser(user), orderNumber);
  return variantChoices(ctx.db, [...new Set(order.items.map((item) => item.productId))]);
}

/** The owner's view of an order's return, or null when none was asked for. */
export async function orderReturnFor(ctx: AppContext, order: Pick<OrderRow, "id" | "items" | "totalAmountKobo">) {
  const row = await returnRowOf(ctx.db, order.id);
  return row ? viewOf(order, row) : null;
}

/**
 * The order's lines less the units a received return already put back on the shelf: what cancelling the order
 * puts back (and reopening it takes again), so that no unit comes back twice.
 */
export async function unitsStillSold(tx: Tx, order: Pick<OrderRow, "id" | "items">): Promise<OrderItem[]> {
  const [row] = await tx
    .select({ items: orderReturns.items })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, order.id), eq(orderReturns.restocked, true)));
  if (!row) return order.items;
  const back = new Map(row.items.map(({ line, quantity }) => [line, quantity]));
  return order.items
    .map((item, line) => ({ ...item, quantity: item.quantity - (back.get(line) ?? 0) }))
    .filter((item) => item.quantity > 0);
}

/** Received, and still owed its exchange, or its refund on a paid order (a query joining orders). */
const owedItsSettlement = and(
  eq(orderReturns.status, "Received"),
  isNull(orderReturns.refundedAt),
  isNull(orderReturns.exchangeSentAt),
  or(and(eq(orderReturns.wants, "refund"), eq(orders.paymentStatus, "Verified")), eq(orderReturns.wants, "exchange")),
);

/** A return the owner still has to answer or to receive, for the Returns list. */
export type OpenReturn = z.infer<typeof openReturnsResponse>["items"][number];

/**
 * Returns still to answer (Requested), to receive (Accepted), or received and still owed their refund (on a paid
 * order) or their exchange, oldest first: at most 200, the shop's queue.
 */
export async function openReturns(ctx: AppContext, user: CurrentUser | null): Promise<OpenReturn[]> {
  requireAdmin(user);
  const rows = await ctx.db
    .select({
      orderNumber: orders.orderNumber,
      shippingAddress: orders.shippingAddress,
      status: orderReturns.status,
      reason: orderReturns.reason,
      wants: orderReturns.wants,
      items: orderReturns.items,
      createdAt: orderReturns.createdAt,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(or(inArray(orderReturns.status, ["Requested", "Accepted"]), owedItsSettlement))
    .orderBy(asc(orderReturns.createdAt))
    .limit(200);
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    customerName: row.shippingAddress.fullName,
    status: row.status as OpenReturn["status"],
    reason: row.reason,
    wants: row.wants,
    pieces: pieceCount(row.items),
    requestedAt: row.createdAt.toISOString(),
  }));
}

/** How many returns wait for the owner's answer, for the admin menu. */
export async function returnsToAnswer(ctx: AppContext, user: CurrentUser | null): Promise<number> {
  requireAdmin(user);
  const [row] = await ctx.db.select({ count: count() }).from(orderReturns).where(eq(orderReturns.status, "Requested"));
  return row?.count ?? 0;
}

/** How many received returns still owe the shopper their exchange or refund, for the overview's Needs you. */
export async function returnsToSettle(ctx: AppContext, user: CurrentUser | null): Promise<number> {
  requireAdmin(user);
  const [row] = await ctx.db
    .select({ count: count() })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(owedItsSettlement);
  return row?.count ?? 0;
}

/** Where a return of each of these orders stands, for the orders list's mark (orders without one are left out). */
export async function returnStatesOf(
  ctx: AppContext,
  user: CurrentUser | null,
  orderIds: string[],
): Promise<Record<string, ReturnState>> {
  requireAdmin(user);
  return returnStatesWhere(ctx, orderIds);
}

/** The same for the shopper's order history: of their own orders only. */
export async function myReturnStatesOf(
  ctx: AppContext,
  user: CurrentUser | null,
  orderIds: string[],
): Promise<Record<string, ReturnState>> {
  const shopper = requireUser(user);
  return returnStatesWhere(ctx, orderIds, shopper.id);
}

async function returnStatesWhere(
  ctx: AppContext,
  orderIds: string[],
  shopperId?: string,
): Promise<Record<string, ReturnState>> {
  if (orderIds.length === 0) return {};
  const rows = await ctx.db
    .select({
      orderId: orderReturns.orderId,
      status: orderReturns.status,
      refundKobo: orderReturns.refundKobo,
      exchangeSentAt: orderReturns.exchangeSentAt,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(and(inArray(orderReturns.orderId, orderIds), shopperId ? eq(orders.userId, shopperId) : undefined));
  return Object.fromEntries(
    rows.map((row) => [
      row.orderId,
      { status: row.status, refundKobo: row.refundKobo, exchange: row.exchangeSentAt !== null },
    ]),
  );
}

/** A return's state in a few words: its status, and whether it was refunded or its exchange sent. */
export type ReturnState = Pick<ReturnView, "status" | "refundKobo"> & { exchange: boolean };
