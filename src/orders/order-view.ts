import type { OrderItem, OrderRow, ShippingAddress } from "@/db/schema";
import { deliveryEstimateFor } from "@/checkout/shipping";

export type OrderVisibility = "full" | "limited";

/** The order shape of DESIGN.md §4. A limited view (a stranger's lookup) carries no name, street, phone or e-mail. */
export type OrderView = {
  id: string;
  orderNumber: string;
  status: OrderRow["status"];
  paymentStatus: OrderRow["paymentStatus"];
  paymentMethod: OrderRow["paymentMethod"];
  subtotalKobo: number;
  shippingFeeKobo: number;
  totalAmountKobo: number;
  itemCount: number;
  items: OrderItem[];
  shippingAddress: ShippingAddress | Pick<ShippingAddress, "city" | "state">;
  customerEmail: string | null;
  customerPhone: string | null;
  createdAt: string;
  /** Null once the order is Delivered or Cancelled: there is nothing left to estimate. */
  estimatedDelivery: { at: string; hours: number; timeframe: string } | null;
  view: OrderVisibility;
};

export function toOrderView(row: OrderRow, view: OrderVisibility): OrderView {
  const address = row.shippingAddress;
  const open = row.status !== "Delivered" && row.status !== "Cancelled";
  const estimate = deliveryEstimateFor(address.city, row.createdAt);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    subtotalKobo: row.subtotalKobo,
    shippingFeeKobo: row.shippingFeeKobo,
    totalAmountKobo: row.totalAmountKobo,
    itemCount: row.items.reduce((sum, item) => sum + item.quantity, 0),
    items: row.items,
    shippingAddress: view === "full" ? address : { city: address.city, state: address.state },
    customerEmail: view === "full" ? row.customerEmail : null,
    customerPhone: view === "full" ? row.customerPhone : null,
    createdAt: row.createdAt.toISOString(),
    estimatedDelivery: open
      ? { at: row.estimatedDeliveryAt.toISOString(), hours: estimate.hours, timeframe: estimate.timeframe }
      : null,
    view,
  };
}
