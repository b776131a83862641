import { and, asc, count, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import { restoreStock } from "@/catalog";
import type { Tx } from "@/db/client";
import { queueReturnAnsweredMail, queueReturnRefundedMail, queueReturnRequestedForOwner } from "@/mail";
import { requireAdmin, requireUser, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { conflict, invalid, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { announceRestock } from "@/stock-alerts";
import { RETURN_WINDOW_DAYS } from "@/shop/constants";
import { formatCount } from "@/shop/counts";
import { formatNaira } from "@/shop/money";
import { actorOf, holdOrderToChange, recordOrderEvent } from "./order-events";
import { ownOrder } from "./order-service";
import type { openReturnsResponse, returnResponse, shopperReturnResponse } from "./responses";
import { returnAnswerSchema, returnReceivedSchema, returnRefundSchema, returnRequestSchema } from "./return-schema";
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
const ALREADY_ANSWERED = "This return has already been answered";
const NOT_ACCEPTED = "Only an accepted return can be marked as received";
const CANCELLED_IS_RESTOCKED = "This order is cancelled: its pieces are back in stock already";
const NOT_RECEIVED = "A refund is recorded once the parcel is received";
const ALREADY_REFUNDED = "This return is already refunded";
const NOT_PAID = "This order is not marked as paid: there is nothing to refund";
const refundTooBig = (totalKobo: number) => `A refund is at most the order's total, ${formatNaira(totalKobo)}`;

/** A return as the shopper and the owner read it: its answer's schema (responses.ts) is its type. */
export type ReturnView = z.infer<typeof returnResponse>;

/** What the shopper's order page offers: their return, or until when they may ask for one (null: not now). */
export type ShopperReturn = z.infer<typeof shopperReturnResponse>;

const piecesOf = (order: Pick<OrderRow, "items">, items: ReturnedItem[]): ReturnView["items"] =>
  items.map(({ line, quantity }) => {
    const { productName, size, color, imageUrl } = order.items[line];
    return { line, quantity, productName, size, color, imageUrl };
  });

/** What the pieces sent back cost at their order prices: the refund the owner is offered, within the order's total. */
const piecesKobo = (order: Pick<OrderRow, "items" | "totalAmountKobo">, items: ReturnedItem[]) =>
  Math.min(
    order.totalAmountKobo,
    items.reduce((sum, { line, quantity }) => sum + order.items[line].priceKobo * quantity, 0),
  );

const viewOf = (order: Pick<OrderRow, "items" | "totalAmountKobo">, row: OrderReturnRow): ReturnView => ({
  status: row.status,
  items: piecesOf(order, row.items),
  piecesKobo: piecesKobo(order, row.items),
  refundKobo: row.refundKobo,
  refundedAt: row.refundedAt?.toISOString() ?? null,
  reason: row.reason,
  wants: row.wants,
  note: row.note,
  reply: row.reply,
  restocked: row.restocked,
  requestedAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const pieceCount = (items: ReturnedItem[]) => {
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return units === 1 ? "1 piece" : `${formatCount(units)} pieces`;
};

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
    const [row] = await tx
      .insert(orderReturns)
      .values({ orderId: order.id, ...request, items: request.items.map(({ line, quantity }) => ({ line, quantity })) })
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

/** The owner's view of an order's return, or null when none was asked for. */
export async function orderReturnFor(ctx: AppContext, order: Pick<OrderRow, "id" | "items" | "totalAmountKobo">) {
  const row = await returnRowOf(ctx.db, order.id);
  return row ? viewOf(order, row) : null;
}

/** Holds the order and its return (FOR UPDATE) while the owner changes the return. */
async function holdReturn(tx: Tx, orderId: string): Promise<{ order: OrderRow; row: OrderReturnRow }> {
  const order = await holdOrderToChange(tx, orderId);
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).for("update");
  if (!row) throw notFound("This order has no return");
  return { order, row };
}

/**
 * One step of the owner's on a return, in one transaction: the order and its return held, the step's checks (and
 * stock moves) run, the return changed as the step says and the step put on the order's timeline.
 */
async function changeReturn(
  ctx: AppContext,
  admin: CurrentUser,
  orderId: string,
  step: (tx: Tx, order: OrderRow, row: OrderReturnRow) => Promise<{ set: ReturnChange; timeline: string }>,
): Promise<{ order: OrderRow; updated: OrderReturnRow }> {
  return ctx.db.transaction(async (tx) => {
    const { order, row } = await holdReturn(tx, orderId);
    const { set, timeline } = await step(tx, order, row);
    const [updated] = await tx
      .update(orderReturns)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(orderReturns.orderId, order.id))
      .returning();
    await recordOrderEvent(tx, order.id, "return", actorOf(admin), timeline);
    return { order, updated };
  });
}

type ReturnChange = Partial<Pick<OrderReturnRow, "status" | "reply" | "restocked" | "refundKobo" | "refundedAt">>;

/**
 * The owner accepts a requested return (the reply says where to send the parcel or that a courier will call) or
 * declines it (the reply says why). Answered once; the shopper is mailed the answer and reads it on their order.
 */
export async function answerReturn(
  ctx: AppContext,
  user: CurrentUser | null,
  orderId: string,
  input: unknown,
): Promise<ReturnView> {
  const admin = requireAdmin(user);
  const { decision, reply } = parseInput(returnAnswerSchema, input);
  const { order, updated } = await changeReturn(ctx, admin, orderId, async (_tx, _order, row) => {
    if (row.status !== "Requested") throw conflict(ALREADY_ANSWERED);
    const status = decision === "accept" ? "Accepted" : "Declined";
    return { set: { status, reply }, timeline: status.toLowerCase() };
  });
  const view = viewOf(order, updated);
  await queueReturnAnsweredMail(ctx, order, view);
  return view;
}

/**
 * The parcel of an accepted return is back. With `restock`, its pieces go back on the shelf (once: the return is
 * Received after) and shoppers waiting for those sizes hear of it; a worn or damaged piece stays off.
 */
export async function receiveReturn(
  ctx: AppContext,
  user: CurrentUser | null,
  orderId: string,
  input: unknown,
): Promise<ReturnView> {
  const admin = requireAdmin(user);
  const { restock } = parseInput(returnReceivedSchema, input);
  const { order, updated } = await changeReturn(ctx, admin, orderId, async (tx, order, row) => {
    if (row.status !== "Accepted") throw conflict(NOT_ACCEPTED);
    if (restock && order.stockRestoredAt) throw conflict(CANCELLED_IS_RESTOCKED);
    if (restock)
      await restoreStock(
        tx,
        row.items.map(({ line, quantity }) => ({ ...order.items[line], quantity })),
      );
    return {
      set: { status: "Received", restocked: restock },
      timeline: restock ? "received, back in stock" : "received, kept off the shelf",
    };
  });
  if (restock) await announceRestock(ctx, [...new Set(updated.items.map(({ line }) => order.items[line].productId))]);
  return viewOf(order, updated);
}

/**
 * The owner records what they paid back for a received return (by bank transfer, or from Paystack's dashboard for
 * a card): once, for a paid order, at most its total. The shopper is mailed it; the sales report counts it on
 * the day it was recorded.
 */
export async function refundReturn(
  ctx: AppContext,
  user: CurrentUser | null,
  orderId: string,
  input: unknown,
): Promise<ReturnView> {
  const admin = requireAdmin(user);
  const { amountKobo } = parseInput(returnRefundSchema, input);
  const { order, updated } = await changeReturn(ctx, admin, orderId, async (_tx, order, row) => {
    if (row.status !== "Received") throw conflict(NOT_RECEIVED);
    if (row.refundedAt) throw conflict(ALREADY_REFUNDED);
    if (order.paymentStatus !== "Verified") throw conflict(NOT_PAID);
    if (amountKobo > order.totalAmountKobo) {
      const message = refundTooBig(order.totalAmountKobo);
      throw invalid(message, { amountKobo: message });
    }
    return {
      set: { refundKobo: amountKobo, refundedAt: new Date() },
      timeline: `refunded ${formatNaira(amountKobo)}`,
    };
  });
  const view = viewOf(order, updated);
  await queueReturnRefundedMail(ctx, order, view);
  return view;
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

/** A return the owner still has to answer or to receive, for the Returns list. */
export type OpenReturn = z.infer<typeof openReturnsResponse>["items"][number];

/**
 * Returns still to answer (Requested), to receive (Accepted) or to refund (Received, a refund wished for and none
 * recorded yet, on a paid order), oldest first: at most 200, the shop's queue.
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
    .where(
      or(
        inArray(orderReturns.status, ["Requested", "Accepted"]),
        and(
          eq(orderReturns.status, "Received"),
          eq(orderReturns.wants, "refund"),
          isNull(orderReturns.refundedAt),
          eq(orders.paymentStatus, "Verified"),
        ),
      ),
    )
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
