// The owner's steps on a return (docs/product-rules.md#returns): answer it, mark its parcel received, send its
// exchange or record its refund. Each holds the order and its return, checks, changes and goes on the timeline.
import { restoreStock, takeStock } from "@/catalog";
import type { Tx } from "@/db/client";
import { eq } from "drizzle-orm";
import { queueReturnAnsweredMail, queueReturnExchangeMail, queueReturnRefundedMail } from "@/mail";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { conflict, invalid, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { announceRestock } from "@/stock-alerts";
import { formatNaira } from "@/shop/money";
import { actorOf, holdOrderToChange, recordOrderEvent } from "./order-events";
import {
  EXCHANGE_PIECE_MISSING,
  returnAnswerSchema,
  returnExchangeSchema,
  returnReceivedSchema,
  returnRefundSchema,
} from "./return-schema";
import { viewOf, type ReturnView } from "./return-view";
import { variantsOfLines } from "./returns";
import { orderReturns, type ExchangedItem, type OrderReturnRow, type OrderRow } from "./tables";

const ALREADY_ANSWERED = "This return has already been answered";
const NOT_ACCEPTED = "Only an accepted return can be marked as received";
const CANCELLED_IS_RESTOCKED = "This order is cancelled: its pieces are back in stock already";
const NOT_RECEIVED = "A refund is recorded once the parcel is received";
const ALREADY_REFUNDED = "This return is already refunded";
const NOT_PAID = "This order is not marked as paid: there is nothing to refund";
const EXCHANGED = "This return's exchange is sent: there is nothing to refund";
const NOT_AN_EXCHANGE = "The shopper asked for a refund, not an exchange";
const EXCHANGE_NOT_ACCEPTED = "Accept the return before sending its exchange";
const EXCHANGE_SENT = "This return's exchange is already sent";
const REFUNDED = "This return is refunded: there is nothing to exchange";
const refundTooBig = (totalKobo: number) => `A refund is at most the order's total, ${formatNaira(totalKobo)}`;

/** Holds the order and its return (FOR UPDATE) while the owner changes the return. */
async function holdReturn(tx: Tx, orderId: string): Promise<{ order: OrderRow; row: OrderReturnRow }> {
  const order = await holdOrderToChange(tx, orderId);
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).for("update");
  if (!row) throw notFound("This order has no return");
  return { order, row };
}

/**
 * One step of the owner's on a return, in one transaction: the order and its return held, the step's checks (and
 * stock moves) run, the return changed as the step says and the step put on the order's timeline. Then `tell`
 * (the shopper's mail) hears of it, outside the transaction.
 */
async function changeReturn(
  ctx: AppContext,
  admin: CurrentUser,
  orderId: string,
  step: (tx: Tx, order: OrderRow, row: OrderReturnRow) => Promise<{ set: ReturnChange; timeline: string }>,
  tell: (ctx: AppContext, order: OrderRow, view: ReturnView) => Promise<void> = async () => undefined,
): Promise<ReturnView> {
  const { order, updated } = await ctx.db.transaction(async (tx) => {
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
  const view = viewOf(order, updated);
  await tell(ctx, order, view);
  return view;
}

type ReturnChange = Partial<
  Pick<
    OrderReturnRow,
    | "status"
    | "reply"
    | "restocked"
    | "refundKobo"
    | "refundedAt"
    | "exchangeItems"
    | "exchangeSentAt"
    | "exchangeCourier"
    | "exchangeTrackingNumber"
  >
>;

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
  return changeReturn(
    ctx,
    admin,
    orderId,
    async (_tx, _order, row) => {
      if (row.status !== "Requested") throw conflict(ALREADY_ANSWERED);
      const status = decision === "accept" ? "Accepted" : "Declined";
      return { set: { status, reply }, timeline: status.toLowerCase() };
    },
    queueReturnAnsweredMail,
  );
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
  return changeReturn(
    ctx,
    admin,
    orderId,
    async (tx, order, row) => {
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
    },
    // Back on the shelf, the sizes tell the shoppers waiting for them.
    async (ctx, _order, view) => {
      if (restock) await announceRestock(ctx, [...new Set(view.items.map((piece) => piece.productId))]);
    },
  );
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
  return changeReturn(
    ctx,
    admin,
    orderId,
    async (_tx, order, row) => {
      if (row.status !== "Received") throw conflict(NOT_RECEIVED);
      if (row.refundedAt) throw conflict(ALREADY_REFUNDED);
      if (row.exchangeSentAt) throw conflict(EXCHANGED);
      if (order.paymentStatus !== "Verified") throw conflict(NOT_PAID);
      if (amountKobo > order.totalAmountKobo) {
        const message = refundTooBig(order.totalAmountKobo);
        throw invalid(message, { amountKobo: message });
      }
      return {
        set: { refundKobo: amountKobo, refundedAt: new Date() },
        timeline: `refunded ${formatNaira(amountKobo)}`,
      };
    },
    queueReturnRefundedMail,
  );
}

/**
 * The owner sends the shopper's exchange (docs/product-rules.md#returns): for each returned line the same product in
 * the size and colour chosen, taken off the shelf at once (refused whole when one is short), with the courier and
 * tracking number when known. Once the return is accepted, before or after its parcel is back; once; not after a
 * refund. The shopper is mailed what is on its way.
 */
export async function sendExchange(
  ctx: AppContext,
  user: CurrentUser | null,
  orderId: string,
  input: unknown,
): Promise<ReturnView> {
  const admin = requireAdmin(user);
  const exchange = parseInput(returnExchangeSchema, input);
  return changeReturn(
    ctx,
    admin,
    orderId,
    async (tx, order, row) => {
      if (row.wants !== "exchange") throw conflict(NOT_AN_EXCHANGE);
      if (row.status !== "Accepted" && row.status !== "Received") throw conflict(EXCHANGE_NOT_ACCEPTED);
      if (row.exchangeSentAt) throw conflict(EXCHANGE_SENT);
      if (row.refundedAt) throw conflict(REFUNDED);
      const sent = await exchangedItems(tx, order, row, exchange.pieces);
      await takeStock(
        tx,
        sent.map(({ line, variantId, size, color }) => ({
          productId: order.items[line].productId,
          variantId,
          size,
          color,
          quantity: row.items.find((piece) => piece.line === line)!.quantity,
        })),
        "to send this exchange",
      );
      const shipped = exchange.courier ? `, with ${exchange.courier} ${exchange.trackingNumber}` : "";
      return {
        set: {
          exchangeItems: sent,
          exchangeSentAt: new Date(),
          exchangeCourier: exchange.courier,
          exchangeTrackingNumber: exchange.trackingNumber,
        },
        timeline: `exchange sent: ${sent.map(({ line, size, color }) => `${order.items[line].productName} (${[size, color].filter(Boolean).join(", ")})`).join(", ")}${shipped}`,
      };
    },
    queueReturnExchangeMail,
  );
}

/** The variant chosen for each returned line, each one of that line's product; every returned line has one. */
async function exchangedItems(
  tx: Tx,
  order: OrderRow,
  row: OrderReturnRow,
  pieces: Array<{ line: number; variantId: string }>,
): Promise<ExchangedItem[]> {
  const lines = new Set(pieces.map((piece) => piece.line));
  if (lines.size !== pieces.length || lines.size !== row.items.length || row.items.some(({ line }) => !lines.has(line)))
    throw invalid(EXCHANGE_PIECE_MISSING, { pieces: EXCHANGE_PIECE_MISSING });
  const sent = await variantsOfLines(tx, order, pieces, "pieces");
  return row.items.map(({ line }) => {
    const variant = sent.get(line)!;
    return { line, variantId: variant.id, size: variant.size, color: variant.color, imageUrl: variant.imageUrl };
  });
}
