import { IBADAN_DELIVERY_TIME, STANDARD_DELIVERY_TIME } from "@/shop/constants";
import { inKobo, type Reckoning } from "./reckoning";

// Pure rules of delivery (issue 15): which of the owner's zones an address falls in, what it costs and
// when it arrives. Shared by the server (which prices orders and answers quotes) and the checkout page
// (which shows the fee live as the address is typed, from the zones its loader sent), so both agree.

/** How long a delivery takes: "24 hours", or "2-3" business days (a day counts as 24 hours for the date). */
export type DeliveryTime = { min: number; max: number; unit: "hours" | "days" };

/** A city of a zone; the shopper's city matches when it contains this name, in any case or spacing. */
export type ZoneCity = { state: string; city: string };

/**
 * One of the owner's delivery zones. An `area` covers its `states`; a state that has `cities` listed
 * is covered only in those cities. `rest` is "rest of Nigeria" (every other address) and `pickup` is
 * "pick up in store" at `pickupAddress`, free, offered at checkout when `offered`.
 */
export type DeliveryZone = {
  id: string;
  kind: "area" | "rest" | "pickup";
  name: string;
  states: string[];
  cities: ZoneCity[];
  feeKobo: number;
  /** Order subtotal (after discounts, deliverySubtotal) from which delivery here is free; null: never free. */
  freeFromKobo: number | null;
  time: DeliveryTime;
  pickupAddress: string;
  offered: boolean;
};

/** Where the order goes, as checkout and the quote API know it: any part may still be blank. */
export type DeliveryAddress = { state?: string | null; city?: string | null };

export type ShippingQuote = {
  zone: string;
  pickup: boolean;
  /** 0 until a city is typed, else deliveryFee. */
  feeKobo: number;
  time: DeliveryTime;
};

const sameCity = (typed: string) => (zoneCity: ZoneCity) => typed.includes(zoneCity.city.trim().toLowerCase());

/** The zone of a city it names, the longest name first ("Ibadan North" before "Ibadan"); any state while none is chosen. */
function cityZone(zones: DeliveryZone[], city: string, state: string): DeliveryZone | undefined {
  const candidates = zones
    .filter((zone) => zone.kind === "area")
    .flatMap((zone) => zone.cities.filter((entry) => !state || entry.state === state).map((entry) => ({ zone, entry })))
    .filter(({ entry }) => entry.city.trim() !== "" && sameCity(city)(entry))
    .sort((a, b) => b.entry.city.length - a.entry.city.length);
  return candidates[0]?.zone;
}

/** The zone that covers the whole state (one not narrowed to some of its cities). */
function stateZone(zones: DeliveryZone[], state: string): DeliveryZone | undefined {
  return zones.find(
    (zone) =>
      zone.kind === "area" && zone.states.includes(state) && !zone.cities.some((entry) => entry.state === state),
  );
}

/** The zone of an address: a city match beats a state match, which beats the rest of Nigeria. */
export function zoneFor(zones: DeliveryZone[], address: DeliveryAddress): DeliveryZone {
  const city = (address.city ?? "").trim().toLowerCase();
  const state = (address.state ?? "").trim();
  const found = (city ? cityZone(zones, city, state) : undefined) ?? (state ? stateZone(zones, state) : undefined);
  const rest = zones.find((zone) => zone.kind === "rest");
  if (!found && !rest) throw new Error("The delivery zones have no rest of Nigeria");
  return found ?? rest!;
}

export function pickupZone(zones: DeliveryZone[]): DeliveryZone | null {
  return zones.find((zone) => zone.kind === "pickup" && zone.offered) ?? null;
}

/** What of an order its delivery fee depends on: numbers in a preview, SQL in the order statement. */
export type FeeFacts<Kobo, Truth> = {
  /** The items at their prices; null while not known (a quote asked without one), which is never free. */
  subtotal: Kobo | null;
  /** What the applied code takes off the items. */
  discount: Kobo;
  /** The applied code gives free delivery. */
  freeDeliveryCode: Truth;
};

/**
 * The subtotal a zone's free delivery is judged on: the items after the code's discount, so a code
 * cannot lift a cart over the threshold with the very items it discounts (decision 016).
 */
export function deliverySubtotal<Kobo, Truth>(r: Reckoning<Kobo, Truth>, facts: { subtotal: Kobo; discount: Kobo }) {
  return r.minus(facts.subtotal, facts.discount);
}

/**
 * The delivery fee, the one statement of its rule: nothing for pickup, with a code that gives free
 * delivery, or from the zone's free-delivery subtotal up (deliverySubtotal); else the zone's fee. The
 * pages' previews run it on numbers (inKobo); checkout's order statement runs it as SQL on the prices
 * and the code's verdict it locks (deliveryFeeSql, src/delivery), so what is shown is what is charged.
 */
export function deliveryFee<Kobo, Truth>(
  r: Reckoning<Kobo, Truth>,
  zone: DeliveryZone,
  facts: FeeFacts<Kobo, Truth>,
): Kobo {
  const judged =
    facts.subtotal === null ? null : deliverySubtotal(r, { subtotal: facts.subtotal, discount: facts.discount });
  const free = r.any([r.truth(zone.kind === "pickup"), facts.freeDeliveryCode, r.reaches(judged, zone.freeFromKobo)]);
  return r.unless(free, r.kobo(zone.feeKobo));
}

/** What a preview knows of the order, in kobo; a subtotal left out is not known yet. */
export type OrderFacts = { subtotalKobo?: number; discountKobo?: number; freeDeliveryCode?: boolean };

/** A cart's facts as its pages know them: its subtotal at today's prices and what the applied code gives now. */
export function cartFacts(cart: {
  subtotalKobo: number;
  discount: { amountKobo: number; freeDelivery: boolean } | null;
}): OrderFacts & { subtotalKobo: number } {
  return {
    subtotalKobo: cart.subtotalKobo,
    discountKobo: cart.discount?.amountKobo ?? 0,
    freeDeliveryCode: cart.discount?.freeDelivery ?? false,
  };
}

const koboFacts = (order: OrderFacts): FeeFacts<number, boolean> => ({
  subtotal: order.subtotalKobo ?? null,
  discount: order.discountKobo ?? 0,
  freeDeliveryCode: order.freeDeliveryCode ?? false,
});

export type DeliveryRequest = DeliveryAddress & OrderFacts & { pickup?: boolean };

/** Pickup when asked for and offered, else the address's zone. */
export function chosenZone(zones: DeliveryZone[], request: DeliveryRequest): DeliveryZone {
  return (request.pickup ? pickupZone(zones) : null) ?? zoneFor(zones, request);
}

/** What delivery of an order costs and how long it takes; nothing is charged until a city is typed. */
export function shippingQuote(zones: DeliveryZone[], request: DeliveryRequest): ShippingQuote {
  const zone = chosenZone(zones, request);
  const pickup = zone.kind === "pickup";
  const typed = Boolean((request.city ?? "").trim());
  return {
    zone: zone.name,
    pickup,
    feeKobo: pickup || typed ? deliveryFee(inKobo, zone, koboFacts(request)) : 0,
    time: zone.time,
  };
}

/** The delivery time in hours, for the estimated date: a day counts 24 hours. */
export function deliveryHours(time: DeliveryTime): number {
  return time.unit === "hours" ? time.max : time.max * 24;
}

function span(time: DeliveryTime): string {
  return time.min === time.max ? String(time.max) : `${time.min}-${time.max}`;
}

/** The API's timeframe: "24 hours", "2-3 days", "1 day". */
export function deliveryTimeframe(time: DeliveryTime): string {
  const unit = time.unit === "hours" ? "hour" : "day";
  return `${span(time)} ${unit}${time.max === 1 ? "" : "s"}`;
}

/** The storefront wording: "within 24 hours", "2-3 business days". */
export function deliveryWording(time: DeliveryTime): string {
  if (time.unit === "hours") return `within ${deliveryTimeframe(time)}`;
  return `${span(time)} business day${time.max === 1 ? "" : "s"}`;
}

/** When an order placed at `placedAt` should arrive. */
export function estimatedDeliveryAt(time: DeliveryTime, placedAt: Date): Date {
  return new Date(placedAt.getTime() + deliveryHours(time) * 60 * 60 * 1000);
}

/** The delivery an order was placed with (orders.delivery), kept as promised whatever the owner changes later. */
export type OrderDelivery = { zone: string; pickup: boolean; pickupAddress: string; time: DeliveryTime };

/**
 * An order's promise: its record, or for a row without one (written outside checkout) the seeded rule by city
 * (docs/product-rules.md#seeded-zones), the same that migration 0009 wrote into the orders placed before delivery zones.
 */
export function promisedDelivery(record: OrderDelivery | null | undefined, city: string): OrderDelivery {
  if (record) return record;
  const ibadan = city.toLowerCase().includes("ibadan");
  const time = ibadan ? IBADAN_DELIVERY_TIME : STANDARD_DELIVERY_TIME;
  return { zone: ibadan ? "Ibadan" : "Rest of Nigeria", pickup: false, pickupAddress: "", time };
}

/** "within 24 hours", or for pickup "ready to pick up at 3 Ring Road, Ibadan within 24 hours" ("in 2 business days"). */
export function promiseWording(promise: OrderDelivery): string {
  const when = deliveryWording(promise.time);
  if (!promise.pickup) return when;
  return `ready to pick up at ${promise.pickupAddress} ${promise.time.unit === "hours" ? when : `in ${when}`}`;
}

/**
 * What the product page and the cart tell a shopper before checkout (issue 45): the fee and time of
 * the zone their place falls in, for a bag of `subtotalKobo` (and the cart's code), how much more makes it
 * free, whether the state's fee depends on a city not yet typed, and pick-up when the shop offers it.
 * Checkout charges by the same zoneFor and deliveryFee, so the two agree.
 */
export type DeliveryEstimate = {
  zone: string;
  feeKobo: number;
  time: DeliveryTime;
  freeFromKobo: number | null;
  /** Still to add for free delivery; null when this zone is never free or already is. */
  moreForFreeKobo: number | null;
  /** The state has zones narrowed to some of its cities and no city is typed: the fee may differ. */
  cityMatters: boolean;
  pickup: { address: string; time: DeliveryTime } | null;
};

export function deliveryEstimate(
  zones: DeliveryZone[],
  place: { state: string; city: string; subtotalKobo: number } & OrderFacts,
): DeliveryEstimate | null {
  if (!place.state && !place.city.trim()) return null;
  const zone = zoneFor(zones, place);
  const facts = { ...koboFacts(place), subtotal: place.subtotalKobo };
  const feeKobo = deliveryFee(inKobo, zone, facts);
  const pickup = pickupZone(zones);
  return {
    zone: zone.name,
    feeKobo,
    time: zone.time,
    freeFromKobo: zone.freeFromKobo,
    moreForFreeKobo:
      zone.freeFromKobo === null || feeKobo === 0 ? null : zone.freeFromKobo - deliverySubtotal(inKobo, facts),
    cityMatters:
      !place.city.trim() && zones.some((z) => z.kind === "area" && z.cities.some((c) => c.state === place.state)),
    pickup: pickup ? { address: pickup.pickupAddress, time: pickup.time } : null,
  };
}
