// A return as the shopper and the owner read it (docs/product-rules.md#returns): its pieces, what they cost, and
// what was refunded or sent in exchange.
import type { z } from "@hono/zod-openapi";
import { formatCount } from "@/shop/counts";
import type { returnResponse, shopperReturnResponse } from "./responses";
import type { ExchangedItem, OrderReturnRow, OrderRow, ReturnedItem } from "./tables";

/** A return as the shopper and the owner read it: its answer's schema (responses.ts) is its type. */
export type ReturnView = z.infer<typeof returnResponse>;

/** What the shopper's order page offers: their return, or until when they may ask for one (null: not now). */
export type ShopperReturn = z.infer<typeof shopperReturnResponse>;

const piecesOf = (order: Pick<OrderRow, "items">, items: ReturnedItem[]): ReturnView["items"] =>
  items.map(({ line, quantity, wanted }) => {
    const { productId, productName, size, color, imageUrl } = order.items[line];
    return { line, quantity, productId, productName, size, color, imageUrl, wanted: wanted ?? null };
  });

/** What went instead of each returned line: the same product, in the size and colour sent, as many as came back. */
const exchangedPieces = (order: Pick<OrderRow, "items">, returned: ReturnedItem[], sent: ExchangedItem[]) =>
  sent.map(({ line, variantId, size, color, imageUrl }) => {
    const { productId, productName } = order.items[line];
    const quantity = returned.find((piece) => piece.line === line)?.quantity ?? 0;
    return { line, quantity, productId, variantId, productName, size, color, imageUrl };
  });

/** What the pieces sent back cost at their order prices: the refund the owner is offered, within the order's total. */
const piecesKobo = (order: Pick<OrderRow, "items" | "totalAmountKobo">, items: ReturnedItem[]) =>
  Math.min(
    order.totalAmountKobo,
    items.reduce((sum, { line, quantity }) => sum + order.items[line].priceKobo * quantity, 0),
  );

export const viewOf = (order: Pick<OrderRow, "items" | "totalAmountKobo">, row: OrderReturnRow): ReturnView => ({
  status: row.status,
  items: piecesOf(order, row.items),
  piecesKobo: piecesKobo(order, row.items),
  refundKobo: row.refundKobo,
  refundedAt: row.refundedAt?.toISOString() ?? null,
  exchange:
    row.exchangeItems && row.exchangeSentAt
      ? {
          items: exchangedPieces(order, row.items, row.exchangeItems),
          sentAt: row.exchangeSentAt.toISOString(),
          courier: row.exchangeCourier,
          trackingNumber: row.exchangeTrackingNumber,
        }
      : null,
  reason: row.reason,
  wants: row.wants,
  note: row.note,
  reply: row.reply,
  restocked: row.restocked,
  requestedAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const pieceCount = (items: ReturnedItem[]) => {
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return units === 1 ? "1 piece" : `${formatCount(units)} pieces`;
};
