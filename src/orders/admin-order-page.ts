import { asc, eq } from "drizzle-orm";
import { textFormOf } from "@/platform/form-fields";
import { z } from "zod";
import { variantChoices, variantSkus, type VariantChoice } from "@/catalog/query-parts";
import { mailsAboutOrder } from "@/mail/query-parts";
import { cardChargesOf } from "@/payments/query-parts";
import { orderEvents, orderNotes, orders } from "./tables";
import { matchableId } from "@/db/ids";
import { requireAdmin, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { ORDER_NOTE_MAX } from "@/shop/constants";
import { actorOf, recordOrderEvent } from "./order-events";
import { toOrderView, type AdminOrderView } from "./order-view";
import type { ReturnView } from "./return-view";
import { orderReturnFor } from "./returns";

export const orderNoteSchema = z.object({
  note: z
    .string()
    .trim()
    .max(ORDER_NOTE_MAX, { error: `A note is at most ${ORDER_NOTE_MAX} characters` }),
});

/** The order page's private note form (decision 036). */
export const orderNoteFormSchema = textFormOf(orderNoteSchema);

/** One line of what happened to an order; `by` names the admin who acted, null when nobody did by hand. */
export type TimelineEntry = { at: string; text: string; by: string | null };

export type AdminOrderLine = AdminOrderView["items"][number] & { sku: string | null };

export type AdminOrderPage = {
  order: AdminOrderView;
  /** The order's lines with each variant's SKU as the variant has it now (null: none, or gone since). */
  lines: AdminOrderLine[];
  note: string;
  timeline: TimelineEntry[];
  /** The shopper's return of pieces of it, once asked for (docs/product-rules.md#returns). */
  return: ReturnView | null;
  /** The sizes and colours of the returned products, while an exchange is still to send; else none. */
  exchangeChoices: VariantChoice[];
  /** The exchange's parcel as a packing slip (the pieces sent, with their SKUs), once it is sent. */
  exchangeSlip: Pick<AdminOrderPage, "order" | "lines"> | null;
};

const EVENT_TEXT = {
  status: (detail: string | null) => `Status changed to ${detail}`,
  paid: () => "Marked as paid",
  "payment-pending": () => "Marked as not paid",
  note: () => "Private note changed",
  shipment: (detail: string | null) => (detail ? `Tracking saved: ${detail}` : "Tracking removed"),
  address: (detail: string | null) => `Delivery address changed to ${detail}`,
  return: (detail: string | null) => `Return ${detail}`,
} as const;

const MAIL_STATE = { sent: "sent", pending: "waiting to be sent", failed: "failed" } as const;

/**
 * What an admin fulfils an order from: its lines with SKUs, its private note, and its timeline (placed,
 * paid by card, what admins did, the mails about it), oldest first. Mails show their subject and state,
 * never their body (it may hold a live link).
 */
export async function adminOrderPage(
  ctx: AppContext,
  user: CurrentUser | null,
  orderNumber: string,
): Promise<AdminOrderPage> {
  requireAdmin(user);
  const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, orderNumber.toUpperCase()));
  if (!row) throw notFound("Order not found");
  const variantIds = row.items.flatMap((item) => (item.variantId ? [item.variantId] : []));
  const [variants, notes, events, charges, mails, sentBack] = await Promise.all([
    variantIds.length ? variantSkus(ctx.db, variantIds) : [],
    ctx.db.select({ note: orderNotes.note }).from(orderNotes).where(eq(orderNotes.orderId, row.id)),
    ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.createdAt)),
    cardChargesOf(ctx.db, row.id),
    mailsAboutOrder(ctx.db, row.id),
    orderReturnFor(ctx, row),
  ]);
  const skus = new Map(variants.map((variant) => [variant.id, variant.sku]));
  const exchangeChoices = exchangeToSend(sentBack)
    ? await variantChoices(ctx.db, [...new Set(sentBack.items.map(({ line }) => row.items[line].productId))])
    : [];
  const order = toOrderView(row, "admin");
  const timeline: TimelineEntry[] = [
    { at: row.createdAt.toISOString(), text: "Order placed", by: null },
    ...charges.map((charge) => ({ at: charge.createdAt.toISOString(), text: "Paid by card (Paystack)", by: null })),
    ...events.map((event) => ({
      at: event.createdAt.toISOString(),
      text: EVENT_TEXT[event.kind](event.detail),
      by: event.adminName,
    })),
    ...mails.map((mail) => ({
      at: (mail.sentAt ?? mail.createdAt).toISOString(),
      text: `Mail “${mail.subject}” ${MAIL_STATE[mail.status]}`,
      by: null,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return {
    order,
    lines: linesWithSkus(order, skus),
    note: notes[0]?.note ?? "",
    timeline,
    return: sentBack,
    exchangeChoices,
    exchangeSlip: sentBack?.exchange ? await exchangeSlipOf(ctx, order, sentBack.exchange) : null,
  };
}

/** The exchange's parcel as a packing slip: the order's address, and the pieces sent with their SKUs now. */
async function exchangeSlipOf(
  ctx: AppContext,
  order: AdminOrderView,
  exchange: NonNullable<ReturnView["exchange"]>,
): Promise<Pick<AdminOrderPage, "order" | "lines">> {
  const skus = new Map(
    (
      await variantSkus(
        ctx.db,
        exchange.items.map((piece) => piece.variantId),
      )
    ).map((v) => [v.id, v.sku]),
  );
  return {
    order: { ...order, itemCount: exchange.items.reduce((sum, piece) => sum + piece.quantity, 0) },
    lines: exchange.items.map((piece) => ({
      ...order.items[piece.line],
      variantId: piece.variantId,
      size: piece.size,
      color: piece.color,
      imageUrl: piece.imageUrl,
      quantity: piece.quantity,
      sku: skus.get(piece.variantId) ?? null,
    })),
  };
}

/** Whether the owner has an exchange to send: accepted, not sent yet, not refunded instead. */
const exchangeToSend = (sentBack: ReturnView | null): sentBack is ReturnView =>
  sentBack !== null &&
  sentBack.wants === "exchange" &&
  (sentBack.status === "Accepted" || sentBack.status === "Received") &&
  sentBack.exchange === null &&
  sentBack.refundKobo === null;

/** The order's lines, each with its variant's SKU as the variant has it now (`skus` by variant id). */
export function linesWithSkus(order: AdminOrderView, skus: ReadonlyMap<string, string | null>): AdminOrderLine[] {
  return order.items.map((item) => ({ ...item, sku: item.variantId ? (skus.get(item.variantId) ?? null) : null }));
}

/**
 * Keeps the order's private note (an empty note removes it) and puts the change on its timeline with
 * the admin who made it; the same note again changes nothing.
 */
export async function saveOrderNote(
  ctx: AppContext,
  user: CurrentUser | null,
  orderId: string,
  input: unknown,
): Promise<{ note: string }> {
  const admin = requireAdmin(user);
  const { note } = parseInput(orderNoteSchema, input);
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, matchableId(orderId)))
      .for("update");
    if (!order) throw notFound("Order not found");
    const [current] = await tx.select().from(orderNotes).where(eq(orderNotes.orderId, order.id));
    if ((current?.note ?? "") === note) return { note };
    if (note) {
      await tx
        .insert(orderNotes)
        .values({ orderId: order.id, note })
        .onConflictDoUpdate({ target: orderNotes.orderId, set: { note, updatedAt: new Date() } });
    } else {
      await tx.delete(orderNotes).where(eq(orderNotes.orderId, order.id));
    }
    await recordOrderEvent(tx, order.id, "note", actorOf(admin));
    return { note };
  });
}
