import {
  IBADAN_DELIVERY_HOURS,
  IBADAN_SHIPPING_FEE_KOBO,
  STANDARD_DELIVERY_HOURS,
  STANDARD_SHIPPING_FEE_KOBO,
} from "@/shop/constants";

// Pure rules of SPEC.md §9, shared by the server (which prices orders) and the checkout page
// (which shows the fee live as the city is typed), so both always agree.

export type DeliveryEstimate = { at: Date; hours: 24 | 72; timeframe: "24 hours" | "2-3 days" };

function isIbadan(city: string): boolean {
  return city.toLowerCase().includes("ibadan");
}

/** Shipping fee in kobo: ₦4,000 for Ibadan, ₦8,000 elsewhere, 0 until a city is typed. */
export function shippingFeeFor(city: string | null | undefined): number {
  const typed = (city ?? "").trim();
  if (!typed) return 0;
  return isIbadan(typed) ? IBADAN_SHIPPING_FEE_KOBO : STANDARD_SHIPPING_FEE_KOBO;
}

/** When an order placed at `createdAt` should arrive: 24 hours for Ibadan, 72 hours elsewhere. */
export function deliveryEstimateFor(city: string, createdAt: Date): DeliveryEstimate {
  const ibadan = isIbadan(city);
  const hours = ibadan ? IBADAN_DELIVERY_HOURS : STANDARD_DELIVERY_HOURS;
  return {
    at: new Date(createdAt.getTime() + hours * 60 * 60 * 1000),
    hours: hours as 24 | 72,
    timeframe: ibadan ? "24 hours" : "2-3 days",
  };
}

/** The storefront wording of the timeframe: "within 24 hours" or "2-3 business days". */
export function deliveryWording(city: string): string {
  return isIbadan(city) ? "within 24 hours" : "2-3 business days";
}
