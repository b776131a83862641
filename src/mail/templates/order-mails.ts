import type { OrderRow } from "@/orders/tables";
import { deliveryWording, promisedDelivery, promiseWording, type DeliveryTime } from "@/shop/shipping";
import { formatNaira } from "@/shop/money";
import { RETURN_STATUSES, RETURN_WINDOW_DAYS, RETURN_WISHES } from "@/shop/constants";
import { orderAmountRows } from "@/shop/order-amounts";
import { readablePhone } from "@/shop/phone";
import { renderMail, type MailBlock, type MailContent, type MailItem, type MailSender } from "./layout";

/** The order fields the mails read (an order row has them all). */
export type MailOrder = Pick<
  OrderRow,
  | "orderNumber"
  | "items"
  | "subtotalKobo"
  | "shippingFeeKobo"
  | "discountKobo"
  | "discountCode"
  | "totalAmountKobo"
  | "shippingAddress"
  | "paymentMethod"
  | "paymentStatus"
> &
  Partial<Pick<OrderRow, "delivery" | "shipment">>;

/** The delivery the order was placed with. */
const promiseOf = (order: MailOrder) => promisedDelivery(order.delivery, order.shippingAddress.city);

/** When, as a sentence ends: "within 24 hours", "in 2-3 business days". */
const arrivesIn = (time: DeliveryTime) =>
  time.unit === "hours" ? deliveryWording(time) : `in ${deliveryWording(time)}`;

/** The account a bank transfer goes to, as the owner set it (Admin → Settings). */
export type BankAccount = { bankName: string; accountName: string; accountNumber: string };

export type MailSettings = MailSender & {
  bankAccount: BankAccount;
  hoursToPay: number;
  trackUrl: string;
  /** The shop's address on the web, as `https://bay.ng`: a mail's links to its pages start with it. */
  shopOrigin: string;
};

/** The button to the order's own page: "Track your order" while it is on its way, "View your order" once it has arrived or ended. */
function trackBlock(settings: MailSettings, text = "Track your order"): MailBlock {
  return { kind: "link", text, href: settings.trackUrl };
}

/** The order's lines, with each line's size and colour and its amount. */
export function itemsBlock(order: Pick<MailOrder, "items">): MailBlock {
  const items: MailItem[] = order.items.map((item) => ({
    name: item.productName,
    options: [item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`].filter(Boolean).join(", "),
    quantity: item.quantity,
    amount: formatNaira(item.priceKobo * item.quantity),
  }));
  return { kind: "items", items };
}

const totalBlock = (order: MailOrder): MailBlock => ({
  kind: "rows",
  rows: [["Total", formatNaira(order.totalAmountKobo)]],
  boldLast: true,
});

function addressText(order: MailOrder): string {
  const a = order.shippingAddress;
  return [
    a.fullName,
    readablePhone(a.phone),
    a.address,
    `${a.city}, ${a.state}${a.postalCode ? ` ${a.postalCode}` : ""}`,
  ].join("\n");
}

/**
 * A bank transfer's instructions, field by field as the shopper types them into their bank's app (the
 * order page shows the same), with the order number as the reference.
 */
function bankTransferBlock(order: MailOrder, settings: MailSettings): MailBlock {
  const { bankName, accountName, accountNumber } = settings.bankAccount;
  const rows: Array<[string, string]> = [
    ["Bank", bankName],
    ["Account name", accountName],
    ["Account number", accountNumber],
    ["Amount", formatNaira(order.totalAmountKobo)],
    ["Reference", order.orderNumber],
  ];
  return {
    kind: "note",
    text: `Please pay ${formatNaira(order.totalAmountKobo)} by bank transfer, with your order number ${order.orderNumber} as the payment reference:`,
    rows: rows.filter(([, value]) => value),
    after: `We send your order once your transfer arrives. An order unpaid after ${settings.hoursToPay} hours is cancelled.`,
  };
}

/** What a shopper paying by card or on delivery does about payment. */
function paymentLine(order: MailOrder): string {
  if (order.paymentMethod === "card") {
    return order.paymentStatus === "Verified"
      ? "Your card payment has been received."
      : "You chose to pay by card. If the payment did not go through, open your order and choose Pay now.";
  }
  return promiseOf(order).pickup
    ? `Pay ${formatNaira(order.totalAmountKobo)} when you collect your order.`
    : "Pay the courier when your order arrives.";
}

/** Where and when the order arrives: the shopper's address, or the shop's pick-up point. */
function deliveryBlocks(order: MailOrder): MailBlock[] {
  const promise = promiseOf(order);
  if (promise.pickup)
    return [
      { kind: "h", text: "Pick-up" },
      { kind: "p", text: `Your order will be ${promiseWording(promise)}.` },
    ];
  return [
    { kind: "h", text: "Delivery" },
    { kind: "p", text: `Estimated delivery: ${deliveryWording(promise.time)}.` },
    { kind: "p", text: addressText(order) },
  ];
}

export function orderConfirmationMail(order: MailOrder, settings: MailSettings): MailContent {
  const transfer = order.paymentMethod === "bank-transfer";
  const blocks: MailBlock[] = [
    { kind: "p", text: `Hello ${order.shippingAddress.fullName},` },
    {
      kind: "p",
      text: `Thank you for shopping with ${settings.storeName}. We have received your order ${order.orderNumber}.`,
    },
    // A transfer is the shopper's to make before anything is sent, so it comes first and boxed.
    ...(transfer ? [bankTransferBlock(order, settings)] : []),
    { kind: "h", text: "Items" },
    itemsBlock(order),
    { kind: "rows", boldLast: true, rows: orderAmountRows(order) },
    ...deliveryBlocks(order),
    ...(transfer ? [] : [{ kind: "h", text: "Payment" } as const, { kind: "p", text: paymentLine(order) } as const]),
    trackBlock(settings),
  ];
  const promise = promiseOf(order);
  return renderMail(settings, `Your ${settings.storeName} order ${order.orderNumber}`, blocks, {
    title: "Thank you for your order",
    preview: `Order ${order.orderNumber}, ${formatNaira(order.totalAmountKobo)}. ${
      promise.pickup
        ? `Ready to pick up ${arrivesIn(promise.time)}`
        : `Estimated delivery: ${deliveryWording(promise.time)}`
    }.`,
  });
}

export type MailedStatus = "Shipped" | "Delivered" | "Cancelled";

const STATUS_TITLES: Record<MailedStatus, string> = {
  Shipped: "Your order is on its way",
  Delivered: "Your order has arrived",
  Cancelled: "Your order has been cancelled",
};

const STATUS_LINES: Record<MailedStatus, (order: MailOrder) => string> = {
  Shipped: (order) => {
    const promise = promiseOf(order);
    return promise.pickup
      ? `Good news: your order ${order.orderNumber} is on its way. It will be ${promiseWording(promise)}.`
      : `Good news: your order ${order.orderNumber} has been shipped. It should reach you ${arrivesIn(promise.time)}.`;
  },
  Delivered: (order) => `Your order ${order.orderNumber} has been delivered. We hope you enjoy it!`,
  Cancelled: (order) =>
    `Your order ${order.orderNumber} has been cancelled. If you did not expect this, please reply to this e-mail.`,
};

/** Who carries a shipped order and its tracking number, as the owner recorded them. */
function shipmentBlocks(order: MailOrder): MailBlock[] {
  if (!order.shipment) return [];
  const { courier, trackingNumber } = order.shipment;
  return [{ kind: "note", text: `Shipped with ${courier}\nTracking number: ${trackingNumber}` }];
}

/** The most pieces a delivered order's mail asks to review: a long order's mail stays short. */
const REVIEWS_ASKED = 5;

/**
 * A delivered order's invitation to review what came, a link to each product's reviews: the fit and the
 * feel in a buyer's words are what the next shopper of a size looks for.
 */
function reviewBlocks(order: MailOrder, settings: MailSettings): MailBlock[] {
  const products = new Map(order.items.map((item) => [item.productId, item.productName]));
  const links = [...products].slice(0, REVIEWS_ASKED).map(([productId, name]) => ({
    text: `Review ${name}`,
    href: `${settings.shopOrigin}/product/${encodeURIComponent(productId)}#reviews`,
  }));
  return [
    { kind: "h", text: "How did it fit?" },
    { kind: "p", text: "A few words on the fit and the feel help the next shopper choose their size." },
    { kind: "links", links },
    {
      kind: "p",
      text: `Not the right fit? Ask to return or exchange it from your order's page within ${RETURN_WINDOW_DAYS} days.`,
    },
  ];
}

export function orderStatusMail(order: MailOrder, status: MailedStatus, settings: MailSettings): MailContent {
  const blocks: MailBlock[] = [
    { kind: "p", text: `Hello ${order.shippingAddress.fullName},` },
    { kind: "p", text: STATUS_LINES[status](order) },
    ...(status === "Shipped" ? shipmentBlocks(order) : []),
    ...(status === "Delivered" ? reviewBlocks(order, settings) : []),
    itemsBlock(order),
    totalBlock(order),
    trackBlock(settings, status === "Shipped" ? undefined : "View your order"),
  ];
  return renderMail(
    settings,
    `Your ${settings.storeName} order ${order.orderNumber} is ${status.toLowerCase()}`,
    blocks,
    {
      title: STATUS_TITLES[status],
      preview: STATUS_LINES[status](order),
    },
  );
}

/** The courier and tracking number of an order already shipped without them, or corrected after. */
export function shipmentMail(order: MailOrder, settings: MailSettings): MailContent {
  const blocks: MailBlock[] = [
    { kind: "p", text: `Hello ${order.shippingAddress.fullName},` },
    {
      kind: "p",
      text: `Your order ${order.orderNumber} is on its way. You can follow it with the courier using these details:`,
    },
    ...shipmentBlocks(order),
    itemsBlock(order),
    totalBlock(order),
    trackBlock(settings),
  ];
  return renderMail(settings, `Tracking number for your ${settings.storeName} order ${order.orderNumber}`, blocks, {
    title: "Your tracking number",
    preview: `Order ${order.orderNumber} is on its way.`,
  });
}

/**
 * The owner corrected a pending order's delivery address (the shopper asked, mostly by phone): the new
 * address in writing, so a mistake in it is caught before the courier sets out.
 */
export function addressChangedMail(order: MailOrder, settings: MailSettings): MailContent {
  const { fullName, phone, address, city, state, postalCode } = order.shippingAddress;
  const blocks: MailBlock[] = [
    { kind: "p", text: `Hello ${fullName},` },
    { kind: "p", text: `We have updated the delivery address of your order ${order.orderNumber}. It goes to:` },
    {
      kind: "note",
      text: [fullName, readablePhone(phone), address, `${city}, ${state}${postalCode ? ` ${postalCode}` : ""}`].join(
        "\n",
      ),
    },
    { kind: "p", text: "If this is not right, or you did not ask for it, please reply to this e-mail." },
    itemsBlock(order),
    totalBlock(order),
    trackBlock(settings),
  ];
  return renderMail(
    settings,
    `New delivery address for your ${settings.storeName} order ${order.orderNumber}`,
    blocks,
    {
      title: "Your delivery address was updated",
      preview: `Order ${order.orderNumber} now goes to ${city}, ${state}.`,
    },
  );
}

/** An unpaid bank-transfer or card order cancelled by the shop once its time to pay ran out. */
export function unpaidOrderCancelledMail(
  order: MailOrder,
  hoursToPay: number,
  settings: MailSettings & { shopUrl: string },
): MailContent {
  const blocks: MailBlock[] = [
    { kind: "p", text: `Hello ${order.shippingAddress.fullName},` },
    {
      kind: "p",
      text: `We did not receive payment for your order ${order.orderNumber} within ${hoursToPay} hours, so we have cancelled it and put its items back on sale.`,
    },
    itemsBlock(order),
    totalBlock(order),
    {
      kind: "p",
      text: "If you paid in the meantime, please reply to this e-mail and we will sort it out. You are welcome to order again at any time.",
    },
    { kind: "link", text: "Shop again", href: settings.shopUrl },
    trackBlock(settings),
  ];
  return renderMail(
    settings,
    `Your ${settings.storeName} order ${order.orderNumber} was cancelled: payment not received`,
    blocks,
    { title: "Your order has been cancelled", preview: "We did not receive payment in time." },
  );
}

/** A return as the mails tell it: which lines of the order go back, how many, and the owner's answer. */
export type MailReturn = {
  status: (typeof RETURN_STATUSES)[number];
  items: Array<{ line: number; quantity: number; wanted?: { size: string; color: string } | null }>;
  reason: string;
  wants: (typeof RETURN_WISHES)[number];
  note: string;
  reply: string;
  refundKobo: number | null;
  /** What was sent instead of the returned lines, once sent. */
  exchange: {
    items: Array<{ line: number; size: string; color: string; imageUrl: string }>;
    courier: string;
    trackingNumber: string;
  } | null;
};

/** The order's lines sent back, each with the quantity returned. */
export const returnedItems = (order: Pick<MailOrder, "items">, ret: MailReturn): Pick<MailOrder, "items"> => ({
  items: ret.items.map(({ line, quantity }) => ({ ...order.items[line], quantity })),
});

/** The owner's answer to a return: accepted (and where to send the parcel) or declined (and why), in their words. */
export function returnAnsweredMail(order: MailOrder, ret: MailReturn, settings: MailSettings): MailContent {
  const accepted = ret.status === "Accepted";
  const blocks: MailBlock[] = [
    { kind: "p", text: `Hello ${order.shippingAddress.fullName},` },
    {
      kind: "p",
      text: accepted
        ? `We have accepted your return of order ${order.orderNumber}. ${ret.wants === "exchange" ? "Once the pieces are back with us, we send your exchange." : "Once the pieces are back with us, we refund you the way you paid."}`
        : `We are sorry: we cannot take back these pieces of order ${order.orderNumber}.`,
    },
    ...(ret.reply ? [{ kind: "note" as const, text: ret.reply }] : []),
    itemsBlock(returnedItems(order, ret)),
    trackBlock(settings, "View your order"),
  ];
  return renderMail(
    settings,
    accepted
      ? `Your return for ${settings.storeName} order ${order.orderNumber} is accepted`
      : `About your return for ${settings.storeName} order ${order.orderNumber}`,
    blocks,
    { title: accepted ? "Your return is accepted" : "We could not accept your return" },
  );
}

/** What the owner paid back for a returned parcel; a card refund takes the bank a few days to show. */
export function returnRefundedMail(order: MailOrder, ret: MailReturn, settings: MailSettings): MailContent {
  const amount = formatNaira(ret.refundKobo ?? 0);
  const blocks: MailBlock[] = [
    { kind: "p", text: `Hello ${order.shippingAddress.fullName},` },
    {
      kind: "p",
      text: `We have refunded you ${amount} for the pieces you sent back from order ${order.orderNumber}. ${
        order.paymentMethod === "card"
          ? "It goes back to the card you paid with: your bank can take a few working days to show it."
          : "If it has not reached your account in two working days, reply to this mail."
      }`,
    },
    itemsBlock(returnedItems(order, ret)),
    trackBlock(settings, "View your order"),
  ];
  return renderMail(settings, `Your refund of ${amount} for ${settings.storeName} order ${order.orderNumber}`, blocks, {
    title: "Your refund is on its way",
  });
}

/** The exchange is on its way: the pieces sent instead, and the courier's tracking number when the owner gave one. */
export function returnExchangeMail(order: MailOrder, ret: MailReturn, settings: MailSettings): MailContent {
  const sent = ret.exchange?.items ?? [];
  const courier = ret.exchange?.courier ?? "";
  const exchanged = {
    items: sent.map(({ line, size, color, imageUrl }) => ({
      ...order.items[line],
      size,
      color,
      imageUrl,
      quantity: ret.items.find((piece) => piece.line === line)?.quantity ?? 0,
    })),
  };
  const blocks: MailBlock[] = [
    { kind: "p", text: `Hello ${order.shippingAddress.fullName},` },
    {
      kind: "p",
      text: `Your exchange for order ${order.orderNumber} is on its way${courier ? ` with ${courier}, tracking number ${ret.exchange?.trackingNumber}` : ""}.`,
    },
    itemsBlock(exchanged),
    trackBlock(settings, "View your order"),
  ];
  return renderMail(
    settings,
    `Your exchange for ${settings.storeName} order ${order.orderNumber} is on its way`,
    blocks,
    {
      title: "Your exchange is on its way",
    },
  );
}
