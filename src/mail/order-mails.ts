import type { OrderRow } from "@/orders/tables";
import type { AppContext } from "@/platform/context";
import { publicOrigin } from "@/platform/public-origin";
import { readStoreSettings } from "@/store";
import { queueMail } from "./outbox";
import {
  orderConfirmationMail,
  orderStatusMail,
  shipmentMail,
  addressChangedMail,
  unpaidOrderCancelledMail,
  returnAnsweredMail,
  returnRefundedMail,
  returnExchangeMail,
  type MailedStatus,
  type MailReturn,
  type MailOrder,
  type MailSettings,
} from "./templates/order-mails";
import { newOrderOwnerMail, returnRequestedOwnerMail, shopperCancelledOwnerMail } from "./templates/owner-mails";
import type { MailKind } from "./mail-kinds";

type QueuedOrder = MailOrder & Pick<OrderRow, "id" | "customerEmail">;

async function settingsFor(ctx: AppContext, order: QueuedOrder): Promise<MailSettings> {
  const store = await readStoreSettings(ctx);
  return {
    ...store,
    bankAccount: {
      bankName: store.bankName,
      accountName: store.bankAccountName,
      accountNumber: store.bankAccountNumber,
    },
    hoursToPay: ctx.config.UNPAID_ORDER_TTL_HOURS,
    trackUrl: `${publicOrigin(ctx.config)}/track-order/${encodeURIComponent(order.orderNumber)}`,
    shopOrigin: publicOrigin(ctx.config),
  };
}

/**
 * Queues the order confirmation. A mail problem must never undo or fail an order that is already
 * placed, so errors are logged and swallowed here.
 */
export async function queueOrderConfirmation(ctx: AppContext, order: QueuedOrder): Promise<void> {
  try {
    await queueMail(
      ctx,
      {
        to: order.customerEmail,
        kind: "order-confirmation",
        ...orderConfirmationMail(order, await settingsFor(ctx, order)),
      },
      order.id,
    );
  } catch (err) {
    ctx.log.error({ err, orderNumber: order.orderNumber }, "could not queue the order confirmation");
  }
}

/** Queues the mail for a status change to Shipped, Delivered or Cancelled; other statuses send nothing. */
export async function queueOrderStatusMail(ctx: AppContext, order: QueuedOrder, status: string): Promise<void> {
  if (status !== "Shipped" && status !== "Delivered" && status !== "Cancelled") return;
  try {
    await queueMail(
      ctx,
      {
        to: order.customerEmail,
        kind: "order-status",
        ...orderStatusMail(order, status as MailedStatus, await settingsFor(ctx, order)),
      },
      order.id,
    );
  } catch (err) {
    ctx.log.error({ err, orderNumber: order.orderNumber, status }, "could not queue the order status mail");
  }
}

/**
 * Queues the courier and tracking number of an order that is already Shipped: recorded after the Shipped
 * mail went, that mail could not name them. Like every order mail, it never fails the change.
 */
export async function queueShipmentMail(ctx: AppContext, order: QueuedOrder): Promise<void> {
  try {
    await queueMail(
      ctx,
      { to: order.customerEmail, kind: "order-shipment", ...shipmentMail(order, await settingsFor(ctx, order)) },
      order.id,
    );
  } catch (err) {
    ctx.log.error({ err, orderNumber: order.orderNumber }, "could not queue the tracking number mail");
  }
}

/** Queues the mail giving the shopper their order's corrected delivery address. */
export async function queueAddressChangedMail(ctx: AppContext, order: QueuedOrder): Promise<void> {
  try {
    await queueMail(
      ctx,
      { to: order.customerEmail, kind: "order-address", ...addressChangedMail(order, await settingsFor(ctx, order)) },
      order.id,
    );
  } catch (err) {
    ctx.log.error({ err, orderNumber: order.orderNumber }, "could not queue the delivery address mail");
  }
}

/** Queues the mail telling the shopper their unpaid order was cancelled when its time to pay ran out. */
export async function queueUnpaidOrderCancelled(ctx: AppContext, order: QueuedOrder): Promise<void> {
  try {
    const settings = { ...(await settingsFor(ctx, order)), shopUrl: `${publicOrigin(ctx.config)}/shop` };
    await queueMail(
      ctx,
      {
        to: order.customerEmail,
        kind: "order-expired",
        ...unpaidOrderCancelledMail(order, ctx.config.UNPAID_ORDER_TTL_HOURS, settings),
      },
      order.id,
    );
  } catch (err) {
    ctx.log.error({ err, orderNumber: order.orderNumber }, "could not queue the unpaid order cancellation mail");
  }
}

/**
 * Tells the owner about a new order, at the store's contact address, when they have one and have not
 * turned "Mail me about new orders" off (issue 46). Like the shopper's confirmation, it never fails the order.
 */
export async function queueNewOrderForOwner(ctx: AppContext, order: QueuedOrder): Promise<void> {
  await queueForOwner(ctx, order, "owner-new-order", newOrderOwnerMail);
}

/** Tells the owner a shopper cancelled their own order, under the same address and switch as new orders. */
export async function queueShopperCancelledForOwner(ctx: AppContext, order: QueuedOrder): Promise<void> {
  await queueForOwner(ctx, order, "owner-order-cancelled", shopperCancelledOwnerMail);
}

/** Tells the owner a shopper asks to return pieces of a delivered order, to answer on its page. */
export async function queueReturnRequestedForOwner(
  ctx: AppContext,
  order: QueuedOrder,
  ret: MailReturn,
): Promise<void> {
  await queueForOwner(ctx, order, "owner-return-requested", (order, from, links) =>
    returnRequestedOwnerMail(order, ret, from, links),
  );
}

/** Sends the shopper the owner's answer to their return (accepted or declined); other changes send nothing. */
export async function queueReturnAnsweredMail(ctx: AppContext, order: QueuedOrder, ret: MailReturn): Promise<void> {
  if (ret.status !== "Accepted" && ret.status !== "Declined") return;
  await queueReturnMail(ctx, order, ret, "order-return", returnAnsweredMail);
}

/** Tells the shopper what was refunded for their returned pieces, once the owner recorded it. */
export async function queueReturnRefundedMail(ctx: AppContext, order: QueuedOrder, ret: MailReturn): Promise<void> {
  if (ret.refundKobo === null) return;
  await queueReturnMail(ctx, order, ret, "order-refund", returnRefundedMail);
}

/** Tells the shopper their exchange is on its way, with the courier's tracking number when given. */
export async function queueReturnExchangeMail(ctx: AppContext, order: QueuedOrder, ret: MailReturn): Promise<void> {
  if (!ret.exchange) return;
  await queueReturnMail(ctx, order, ret, "order-exchange", returnExchangeMail);
}

/** A mail to the shopper about their return; like every order mail, a mail problem never fails the change. */
async function queueReturnMail(
  ctx: AppContext,
  order: QueuedOrder,
  ret: MailReturn,
  kind: MailKind,
  mail: typeof returnAnsweredMail,
): Promise<void> {
  try {
    await queueMail(
      ctx,
      { to: order.customerEmail, kind, ...mail(order, ret, await settingsFor(ctx, order)) },
      order.id,
    );
  } catch (err) {
    ctx.log.error({ err, orderNumber: order.orderNumber, kind }, "could not queue a return's mail");
  }
}

async function queueForOwner(
  ctx: AppContext,
  order: QueuedOrder,
  kind: MailKind,
  mail: typeof newOrderOwnerMail,
): Promise<void> {
  try {
    const store = await readStoreSettings(ctx);
    if (!store.contactEmail || !store.notifyNewOrders) return;
    await queueMail(
      ctx,
      { to: store.contactEmail, kind, ...mail(order, store, { origin: publicOrigin(ctx.config) }) },
      order.id,
    );
  } catch (err) {
    ctx.log.error({ err, orderNumber: order.orderNumber, kind }, "could not queue the owner's order mail");
  }
}
