import { orders, type OrderItem, type OrderRow, type ShippingAddress } from "./tables";
import { jsonRows } from "@/db/json-row";
import { deliveryHours, deliveryTimeframe, promisedDelivery, promiseWording } from "@/shop/shipping";

/**
 * Who an order is shown to: the shop's admins; a shopper entitled to all of it (the one who placed
 * it, or anyone who also gives its e-mail); a stranger who has only its number (docs/product-rules.md#order-tracking).
 */
export type OrderAudience = "admin" | "shopper" | "stranger";

export type OrderVisibility = "full" | "limited";

/**
 * The order shape of docs/contracts.md#api-shapes. A limited view (a stranger's lookup) carries no name, street, phone,
 * e-mail, courier or tracking number.
 */
export type OrderView = {
  id: string;
  orderNumber: string;
  status: OrderRow["status"];
  paymentStatus: OrderRow["paymentStatus"];
  paymentMethod: OrderRow["paymentMethod"];
  subtotalKobo: number;
  shippingFeeKobo: number;
  /** Kobo the discount code took off (0 without one); the code as it was named when the order was placed. */
  discountKobo: number;
  discountCode: string | null;
  totalAmountKobo: number;
  itemCount: number;
  /** `variantId` is null for items ordered before variants (migration 0011). */
  items: Array<Omit<OrderItem, "variantId"> & { variantId: string | null }>;
  shippingAddress: ShippingAddress | Pick<ShippingAddress, "city" | "state">;
  customerEmail: string | null;
  customerPhone: string | null;
  createdAt: string;
  /** Null once the order is Delivered or Cancelled: there is nothing left to estimate. */
  estimatedDelivery: { at: string; hours: number; timeframe: string } | null;
  /** The zone and time the order was placed with; `wording` as the storefront says it ("within 24 hours"). */
  delivery: { zone: string; pickup: boolean; pickupAddress: string; wording: string };
  /** The courier and tracking number the owner recorded; null before, and always for a stranger. */
  shipment: OrderRow["shipment"];
  view: OrderVisibility;
};

/**
 * The admin's view: always full, and with the delivery date also as `estimatedDeliveryAt`, the
 * name the admin JSON API has always given it (null once Delivered or Cancelled: a dash in the table).
 */
export type AdminOrderView = OrderView & {
  shippingAddress: ShippingAddress;
  customerEmail: string;
  customerPhone: string;
  view: "full";
  estimatedDeliveryAt: string | null;
};

/**
 * The columns a view is made from. A list reads only these: each column of each row costs the driver
 * as much to read as the view costs to make.
 */
export const orderViewColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  subtotalKobo: orders.subtotalKobo,
  shippingFeeKobo: orders.shippingFeeKobo,
  discountKobo: orders.discountKobo,
  discountCode: orders.discountCode,
  totalAmountKobo: orders.totalAmountKobo,
  items: orders.items,
  shippingAddress: orders.shippingAddress,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  createdAt: orders.createdAt,
  estimatedDeliveryAt: orders.estimatedDeliveryAt,
  delivery: orders.delivery,
  shipment: orders.shipment,
};
export type OrderViewRow = Pick<OrderRow, keyof typeof orderViewColumns>;
/** A list's orders as one JSON text, read back as view rows. */
export const orderViewRows = jsonRows<OrderViewRow>(orderViewColumns);

export function toOrderView(row: OrderViewRow, audience: "admin"): AdminOrderView;
export function toOrderView(row: OrderViewRow, audience: "shopper" | "stranger"): OrderView;
export function toOrderView(row: OrderViewRow, audience: OrderAudience): OrderView | AdminOrderView {
  const address = row.shippingAddress;
  const full = audience !== "stranger";
  const open = row.status !== "Delivered" && row.status !== "Cancelled";
  const delivery = promisedDelivery(row.delivery, address.city);
  const estimatedDelivery = open
    ? {
        at: row.estimatedDeliveryAt.toISOString(),
        hours: deliveryHours(delivery.time),
        timeframe: deliveryTimeframe(delivery.time),
      }
    : null;
  const view: OrderView = {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    subtotalKobo: row.subtotalKobo,
    shippingFeeKobo: row.shippingFeeKobo,
    discountKobo: row.discountKobo,
    discountCode: row.discountCode,
    totalAmountKobo: row.totalAmountKobo,
    itemCount: row.items.reduce((sum, item) => sum + item.quantity, 0),
    items: row.items.map((item) => ({ ...item, variantId: item.variantId ?? null })),
    shippingAddress: full ? address : { city: address.city, state: address.state },
    customerEmail: full ? row.customerEmail : null,
    customerPhone: full ? row.customerPhone : null,
    createdAt: row.createdAt.toISOString(),
    estimatedDelivery,
    delivery: {
      zone: delivery.zone,
      pickup: delivery.pickup,
      pickupAddress: delivery.pickupAddress,
      wording: promiseWording(delivery),
    },
    shipment: full ? row.shipment : null,
    view: full ? "full" : "limited",
  };
  if (audience !== "admin") return view;
  // Added to the view, not spread into a copy of it: copying its 20 fields cost 1.5 µs per order.
  const adminView = view as AdminOrderView;
  adminView.estimatedDeliveryAt = estimatedDelivery?.at ?? null;
  return adminView;
}
