import { describe, expect, it } from "vitest";
import {
  IBADAN_DELIVERY_TIME,
  IBADAN_SHIPPING_FEE_KOBO,
  STANDARD_DELIVERY_TIME,
  STANDARD_SHIPPING_FEE_KOBO,
} from "./constants";
import {
  deliveryHours,
  deliveryTimeframe,
  deliveryWording,
  estimatedDeliveryAt,
  promisedDelivery,
  promiseWording,
  shippingQuote,
  zoneFor,
  type DeliveryZone,
} from "./shipping";

const zone = (fields: Partial<DeliveryZone> & Pick<DeliveryZone, "name">): DeliveryZone => ({
  id: fields.name,
  kind: "area",
  states: [],
  cities: [],
  feeKobo: 0,
  freeFromKobo: null,
  time: { min: 1, max: 2, unit: "days" },
  pickupAddress: "",
  offered: true,
  ...fields,
});

// Migration 0009's zones (docs/product-rules.md#seeded-zones) as the owner's first settings.
const IBADAN = zone({
  name: "Ibadan",
  states: ["Oyo"],
  cities: [{ state: "Oyo", city: "Ibadan" }],
  feeKobo: IBADAN_SHIPPING_FEE_KOBO,
  time: IBADAN_DELIVERY_TIME,
});
const REST = zone({
  name: "Rest of Nigeria",
  kind: "rest",
  feeKobo: STANDARD_SHIPPING_FEE_KOBO,
  time: STANDARD_DELIVERY_TIME,
});
const PICKUP = zone({ name: "Pick up in store", kind: "pickup", offered: false, time: IBADAN_DELIVERY_TIME });
const SEEDED = [IBADAN, REST, PICKUP];

const fee = (zones: DeliveryZone[], city: string | undefined, state?: string, subtotalKobo?: number) =>
  shippingQuote(zones, { city, state, subtotalKobo }).feeKobo;

describe("the seeded zones", () => {
  it("charge ₦4,000 for a city containing Ibadan in any case or spacing", () => {
    expect(fee(SEEDED, "Ibadan")).toBe(400_000);
    expect(fee(SEEDED, "IBADAN")).toBe(400_000);
    expect(fee(SEEDED, " ibadan north", "Oyo")).toBe(400_000);
  });
  it("charge ₦8,000 anywhere else", () => {
    expect(fee(SEEDED, "Lagos", "Lagos")).toBe(800_000);
    expect(fee(SEEDED, "Abuja")).toBe(800_000);
    expect(fee(SEEDED, "Ogbomosho", "Oyo")).toBe(800_000);
  });
  it("charge nothing until a city is typed", () => {
    expect(fee(SEEDED, "")).toBe(0);
    expect(fee(SEEDED, "   ", "Oyo")).toBe(0);
    expect(fee(SEEDED, undefined)).toBe(0);
  });
  it("promise Ibadan 24 hours and elsewhere 2-3 business days (72 hours)", () => {
    const placed = new Date("2026-11-22T10:00:00Z");
    const ibadan = shippingQuote(SEEDED, { city: "Ibadan South" }).time;
    expect([deliveryHours(ibadan), deliveryTimeframe(ibadan), deliveryWording(ibadan)]).toEqual([
      24,
      "24 hours",
      "within 24 hours",
    ]);
    expect(estimatedDeliveryAt(ibadan, placed)).toEqual(new Date("2026-11-23T10:00:00Z"));
    const lagos = shippingQuote(SEEDED, { city: "Lagos", state: "Lagos" }).time;
    expect([deliveryHours(lagos), deliveryTimeframe(lagos), deliveryWording(lagos)]).toEqual([
      72,
      "2-3 days",
      "2-3 business days",
    ]);
    expect(estimatedDeliveryAt(lagos, placed)).toEqual(new Date("2026-11-25T10:00:00Z"));
  });
});

describe("the most specific zone wins", () => {
  const southWest = zone({
    name: "South West",
    states: ["Lagos", "Ogun", "Oyo"],
    cities: [{ state: "Oyo", city: "Ogbomosho" }],
  });
  const lekki = zone({ name: "Lekki", states: ["Lagos"], cities: [{ state: "Lagos", city: "Lekki" }] });
  const zones = [southWest, lekki, IBADAN, REST];
  const name = (city: string, state?: string) => zoneFor(zones, { city, state }).name;

  it("a city before its state, the state before the rest of Nigeria", () => {
    expect(name("Lekki Phase 1", "Lagos")).toBe("Lekki");
    expect(name("Ikeja", "Lagos")).toBe("South West");
    expect(name("Abeokuta", "Ogun")).toBe("South West");
    expect(name("Kano", "Kano")).toBe("Rest of Nigeria");
  });
  it("a state narrowed to some cities covers only those", () => {
    expect(name("Ogbomosho", "Oyo")).toBe("South West");
    expect(name("Ibadan", "Oyo")).toBe("Ibadan");
    expect(name("Oyo town", "Oyo")).toBe("Rest of Nigeria");
  });
  it("a city of another state does not count once the state is chosen", () => {
    expect(name("Lekki", "Ogun")).toBe("South West");
    expect(name("Lekki")).toBe("Lekki");
  });
  it("the longest city name wins when two are contained", () => {
    const north = zone({ name: "Ibadan North", states: ["Oyo"], cities: [{ state: "Oyo", city: "Ibadan North" }] });
    expect(zoneFor([IBADAN, north, REST], { city: "ibadan north", state: "Oyo" }).name).toBe("Ibadan North");
  });
});

describe("free delivery and pickup", () => {
  const lagos = zone({ name: "Lagos", states: ["Lagos"], feeKobo: 2_500_00, freeFromKobo: 50_000_00 });
  const pickup = zone({ ...PICKUP, offered: true, pickupAddress: "3 Ring Road, Ibadan" });
  const zones = [lagos, REST, pickup];

  it("is free from the zone's subtotal up, and charged below it", () => {
    expect(fee(zones, "Ikeja", "Lagos", 49_999_99)).toBe(2_500_00);
    expect(fee(zones, "Ikeja", "Lagos", 50_000_00)).toBe(0);
    expect(fee(zones, "Ikeja", "Lagos")).toBe(2_500_00);
    expect(fee(zones, "Kano", "Kano", 1_000_000_00)).toBe(800_000);
  });
  it("pickup is free when offered, and ignored when not", () => {
    expect(shippingQuote(zones, { city: "Kano", state: "Kano", pickup: true })).toEqual({
      zone: "Pick up in store",
      pickup: true,
      feeKobo: 0,
      time: IBADAN_DELIVERY_TIME,
    });
    expect(shippingQuote(SEEDED, { city: "Kano", pickup: true }).feeKobo).toBe(800_000);
  });
});

describe("an order's promise", () => {
  it("is its record, whatever the zones say now", () => {
    const record = { zone: "Lagos", pickup: false, pickupAddress: "", time: { min: 1, max: 1, unit: "days" as const } };
    expect(promiseWording(promisedDelivery(record, "Ibadan"))).toBe("1 business day");
    expect(promiseWording({ ...record, pickup: true, pickupAddress: "3 Ring Road" })).toBe(
      "ready to pick up at 3 Ring Road in 1 business day",
    );
  });
  it("is the seeded zones' rule for a row without a record", () => {
    expect(promiseWording(promisedDelivery(null, "ibadan"))).toBe("within 24 hours");
    expect(promiseWording(promisedDelivery(undefined, "Kano"))).toBe("2-3 business days");
  });
});
