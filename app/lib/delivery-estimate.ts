import { NIGERIAN_STATES } from "@/shop/constants";

/** Where the cart estimates delivery to: the state and city the shopper typed, carried in its links and forms. */
export type DeliveryTo = { state: string; city: string };

/** The state (one of Nigeria's, else none) and city (trimmed, at most 100 characters) a form or URL names. */
export function deliveryToIn(read: (name: string) => string | null): DeliveryTo {
  return {
    state: NIGERIAN_STATES.find((name) => name === read("state")) ?? "",
    city: (read("city") ?? "").trim().slice(0, 100),
  };
}

/** `?state=…&city=…` for the parts chosen, "" when none is. */
export function deliveryToQuery(to: DeliveryTo): string {
  const query = new URLSearchParams(Object.entries(to).filter(([, value]) => value)).toString();
  return query ? `?${query}` : "";
}
