import { formatCount } from "@/shop/counts";
import { formatShortDate } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { PAYMENT_METHOD_NAMES } from "@/shop/payment-methods";
import { renderMail, type MailBlock, type MailContent, type MailSender } from "./layout";
import { itemsBlock, returnedItems, type MailOrder, type MailReturn } from "./order-mails";

/** Where the owner's mails point: the shop's trusted origin (PUBLIC_URL), never a request's host. */
export type OwnerLinks = { origin: string };

const adminOrderUrl = (links: OwnerLinks, orderNumber: string) =>
  `${links.origin}/admin/orders/${encodeURIComponent(orderNumber)}`;

/** The mail to the shop's contact address for each new order: what was bought, for how much, how it is paid. */
export function newOrderOwnerMail(order: MailOrder, from: MailSender, links: OwnerLinks): MailContent {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const blocks: MailBlock[] = [
    {
      kind: "p",
      text: `New order ${order.orderNumber}: ${units === 1 ? "1 item" : `${formatCount(units)} items`}, ${formatNaira(order.totalAmountKobo)}, ${PAYMENT_METHOD_NAMES[order.paymentMethod]}.`,
    },
    { kind: "h", text: "Items" },
    itemsBlock(order),
    { kind: "rows", boldLast: true, rows: [["Total", formatNaira(order.totalAmountKobo)]] },
    { kind: "p", text: `Payment: ${PAYMENT_METHOD_NAMES[order.paymentMethod]} (${order.paymentStatus}).` },
    { kind: "p", text: `Deliver to ${order.shippingAddress.city}, ${order.shippingAddress.state}.` },
    { kind: "link", text: "Open the order", href: adminOrderUrl(links, order.orderNumber) },
  ];
  return renderMail(
    from,
    `New order ${order.orderNumber}: ${formatNaira(order.totalAmountKobo)} (${PAYMENT_METHOD_NAMES[order.paymentMethod]})`,
    blocks,
  );
}

/**
 * The mail to the shop's contact address when a shopper cancels their own order (docs/product-rules.md): nothing
 * to pack or send, in case it was already being packed.
 */
export function shopperCancelledOwnerMail(order: MailOrder, from: MailSender, links: OwnerLinks): MailContent {
  return renderMail(from, `Order ${order.orderNumber} cancelled by the shopper`, [
    {
      kind: "p",
      text: `${order.shippingAddress.fullName} cancelled order ${order.orderNumber} (${formatNaira(order.totalAmountKobo)}) before it was sent or paid. Do not send it: its items are back in stock.`,
    },
    { kind: "link", text: "Open the order", href: adminOrderUrl(links, order.orderNumber) },
  ]);
}

/** A size and colour at or under the owner's low-stock threshold. */
export type DigestVariant = { productName: string; size: string; color: string; stockQuantity: number };
/** A bank-transfer order still waiting for its payment. */
export type DigestOrder = { orderNumber: string; fullName: string; totalAmountKobo: number; createdAt: Date };

export type OwnerDigest = {
  day: string;
  threshold: number;
  /** Variants that reached the threshold since the last digest (the day before), emptiest first. */
  lowStock: DigestVariant[];
  /** All variants at the threshold or fewer, for the "and n more" line. */
  lowStockTotal: number;
  unpaidTransfers: DigestOrder[];
  unpaidTotal: number;
};

const variantName = (v: DigestVariant) => {
  const options = [v.size && `Size ${v.size}`, v.color && `Colour ${v.color}`].filter(Boolean).join(", ");
  return options ? `${v.productName} (${options})` : v.productName;
};

/** The owner's daily digest: what reached the low-stock threshold, and bank transfers still unpaid after a day. */
export function ownerDigestMail(digest: OwnerDigest, from: MailSender, links: OwnerLinks): MailContent {
  const blocks: MailBlock[] = [{ kind: "h", text: `Low stock (${digest.threshold} or fewer)` }];
  if (digest.lowStock.length === 0) blocks.push({ kind: "p", text: "Nothing new reached the threshold today." });
  else
    blocks.push({
      kind: "rows",
      rows: digest.lowStock.map((v) => [
        variantName(v),
        v.stockQuantity === 0 ? "Sold out" : `${v.stockQuantity} left`,
      ]),
    });
  blocks.push(
    {
      kind: "p",
      text: `In all, ${formatCount(digest.lowStockTotal)} sizes and colours are at ${digest.threshold} or fewer.`,
    },
    { kind: "link", text: "Restock from the low-stock list", href: `${links.origin}/admin/low-stock` },
    { kind: "h", text: "Bank transfers unpaid after a day" },
  );
  if (digest.unpaidTransfers.length === 0) blocks.push({ kind: "p", text: "None: every bank transfer is paid." });
  else {
    blocks.push({
      kind: "rows",
      rows: digest.unpaidTransfers.map((o) => [
        `${o.orderNumber} · ${o.fullName} · placed ${formatShortDate(o.createdAt)}`,
        formatNaira(o.totalAmountKobo),
      ]),
    });
    if (digest.unpaidTotal > digest.unpaidTransfers.length)
      blocks.push({ kind: "p", text: `And ${formatCount(digest.unpaidTotal - digest.unpaidTransfers.length)} more.` });
    blocks.push({
      kind: "link",
      text: "See the unpaid bank transfers",
      href: `${links.origin}/admin/orders?paymentStatus=Pending&paymentMethod=bank-transfer`,
    });
  }
  return renderMail(from, `${from.storeName} daily digest for ${digest.day}`, blocks);
}

/** The mail to the shop's contact address when a shopper asks to return pieces of a delivered order. */
export function returnRequestedOwnerMail(
  order: MailOrder,
  ret: MailReturn,
  from: MailSender,
  links: OwnerLinks,
): MailContent {
  const wish = ret.wants === "exchange" ? "an exchange" : "a refund";
  return renderMail(from, `Return asked for order ${order.orderNumber}: ${ret.reason.toLowerCase()}`, [
    {
      kind: "p",
      text: `${order.shippingAddress.fullName} asks to return pieces of order ${order.orderNumber} (${ret.reason.toLowerCase()}) and would like ${wish}.`,
    },
    ...(ret.note ? [{ kind: "note" as const, text: ret.note }] : []),
    itemsBlock(returnedItems(order, ret)),
    ...wantedInstead(order, ret),
    { kind: "p", text: "Accept it with where to send the parcel, or decline it saying why, on the order's page." },
    { kind: "link", text: "Answer the return", href: adminOrderUrl(links, order.orderNumber) },
  ]);
}

/** For an exchange, the size and colour wanted instead of each piece, when the shopper chose one. */
function wantedInstead(order: MailOrder, ret: MailReturn): MailBlock[] {
  const wanted = ret.items.flatMap(({ line, wanted }) =>
    wanted ? [`${order.items[line].productName}: ${[wanted.size, wanted.color].filter(Boolean).join(", ")}`] : [],
  );
  return wanted.length ? [{ kind: "p", text: `Wanted instead: ${wanted.join("; ")}.` }] : [];
}
