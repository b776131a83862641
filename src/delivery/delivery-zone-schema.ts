import { z } from "zod";
import { NIGERIAN_STATES } from "@/shop/constants";
import { nairaToKobo } from "@/shop/money";

/**
 * A delivery zone as the owner gives it (POST/PUT /admin/delivery-zones, and the Delivery page's
 * forms through deliveryZoneFormSchema). No database here: the rules that need the other zones (a
 * state or city in one zone only) are the service's.
 */

/** The highest fee or free-delivery subtotal: ₦10,000,000, far above any delivery in Nigeria. */
const MAX_AMOUNT_KOBO = 10_000_000_00;
const MAX_DAYS = 60;
const MAX_HOURS = 24 * MAX_DAYS;

const state = z
  .string({ error: "Please choose the zone's states from the list" })
  .refine(
    (value) => (NIGERIAN_STATES as readonly string[]).includes(value),
    "Please choose the zone's states from the list",
  );

const amount = (what: string) =>
  z
    .number({ error: `Please enter the ${what} as an amount in naira, for example 4,000` })
    .int(`The ${what} is a whole number of kobo`)
    .min(0, `The ${what} cannot be negative`)
    .max(MAX_AMOUNT_KOBO, `The ${what} is at most ₦10,000,000`);

const wholeNumber = (what: string) =>
  z
    .number({ error: `Please enter the ${what}` })
    .int(`The ${what} is a whole number`)
    .min(1, `The ${what} is at least 1`);

export const deliveryTimeSchema = z
  .object({
    min: wholeNumber("shortest delivery time"),
    max: wholeNumber("longest delivery time"),
    unit: z.enum(["hours", "days"], { error: "Please choose hours or business days" }),
  })
  .refine((time) => time.min <= time.max, {
    message: "The shortest delivery time cannot be longer than the longest",
    path: ["min"],
  })
  .refine((time) => time.max <= (time.unit === "hours" ? MAX_HOURS : MAX_DAYS), {
    message: `A delivery takes at most ${MAX_DAYS} days`,
    path: ["max"],
  });

const CITY_AS_TYPED = "Please write each city as “City, State”, with one of the zone's states";
const zoneCity = z.object({
  state: z
    .string({ error: CITY_AS_TYPED })
    .refine((value) => (NIGERIAN_STATES as readonly string[]).includes(value), CITY_AS_TYPED),
  city: z
    .string({ error: "Please enter the city's name" })
    .trim()
    .min(2, "Please enter the city's name")
    .max(60, "The city's name is too long"),
});

/**
 * Every kind of zone takes these; the service reads the ones that matter for its kind: states and
 * cities for an area, the address and `offered` for pickup (always free).
 */
export const deliveryZoneSchema = z
  .object({
    name: z
      .string({ error: "Please enter the zone's name" })
      .trim()
      .min(1, "Please enter the zone's name")
      .max(60, "The zone's name is too long"),
    states: z.array(state).max(NIGERIAN_STATES.length).default([]),
    cities: z.array(zoneCity).max(200, "A zone lists at most 200 cities").default([]),
    feeKobo: amount("delivery fee"),
    freeFromKobo: amount("free-delivery subtotal").nullable().default(null),
    time: deliveryTimeSchema,
    pickupAddress: z.string().trim().max(300, "The pickup address is too long").default(""),
    offered: z.boolean().default(true),
  })
  .refine((zone) => zone.cities.every((entry) => zone.states.includes(entry.state)), {
    message: "A city can only be in one of the zone's states: tick its state too",
    path: ["cities"],
  });

export type DeliveryZoneInput = z.output<typeof deliveryZoneSchema>;

/** POST /shipping/quote: a state and city as checkout takes them (a city no zone names gets its state's zone, or the rest of Nigeria). */
export const shippingQuoteSchema = z.object({
  state: z
    .string({ error: "Please select your state" })
    .refine((value) => (NIGERIAN_STATES as readonly string[]).includes(value), "Please select your state"),
  city: z
    .string({ error: "Please enter your city" })
    .trim()
    .min(1, "Please enter your city")
    .max(100, "Please enter a shorter city"),
  subtotalKobo: z
    .number({ error: "The subtotal is an amount in kobo" })
    .int("The subtotal is an amount in kobo")
    .min(0, "The subtotal is an amount in kobo")
    .optional(),
  pickup: z.boolean({ error: "pickup is true or false" }).optional(),
});

/** GET /shipping/quote?city&state, as lenient as it always was: only a city's first 100 characters count. */
export const shippingQuoteQuerySchema = z.object({
  city: z
    .string()
    .optional()
    .transform((city) => city?.slice(0, 100)),
  state: z
    .string()
    .optional()
    .transform((state) => state?.slice(0, 40)),
});

/** The Delivery page's zone form, in page order: the first wrong field gets the focus. */
export const ZONE_FORM_FIELDS = [
  "name",
  "offered",
  "pickupAddress",
  "states",
  "cities",
  "fee",
  "freeFrom",
  "timeMin",
  "timeMax",
  "timeUnit",
] as const;
export type ZoneFormField = (typeof ZONE_FORM_FIELDS)[number];
export type ZoneFormValues = Record<Exclude<ZoneFormField, "states">, string> & { states: string[] };

/** A submitted zone form as typed: its texts, the ticked states, and "on" for a ticked box. */
export function zoneFormValues(data: FormData): ZoneFormValues {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    offered: text("offered"),
    pickupAddress: text("pickupAddress"),
    states: data.getAll("states").filter((value) => typeof value === "string"),
    cities: text("cities"),
    fee: text("fee"),
    freeFrom: text("freeFrom"),
    timeMin: text("timeMin"),
    timeMax: text("timeMax"),
    timeUnit: text("timeUnit"),
  };
}

/**
 * The form as the service takes it: naira ("4,000") to kobo, cities one per line as "City, State"
 * (or just "City" when the zone has one state). What cannot be converted is passed on as typed, so
 * deliveryZoneSchema says what is wrong with it.
 */
export function zoneFromForm(form: ZoneFormValues) {
  return {
    name: form.name,
    states: form.states,
    cities: citiesIn(form.cities, form.states),
    feeKobo: nairaOrText(form.fee || "0"),
    freeFromKobo: form.freeFrom.trim() ? nairaOrText(form.freeFrom) : null,
    time: { min: numberOrText(form.timeMin), max: numberOrText(form.timeMax), unit: form.timeUnit },
    pickupAddress: form.pickupAddress,
    offered: form.offered === "on",
  };
}

/** The form field of a service message's path ("time.min" → timeMin, "cities.0.city" → cities). */
export function zoneFormField(path: string): ZoneFormField {
  const [head, inner] = path.split(".");
  const renamed: Record<string, ZoneFormField> = { feeKobo: "fee", freeFromKobo: "freeFrom" };
  if (head === "time") return inner === "max" ? "timeMax" : inner === "unit" ? "timeUnit" : "timeMin";
  return renamed[head] ?? ((ZONE_FORM_FIELDS as readonly string[]).includes(head) ? (head as ZoneFormField) : "name");
}

function nairaOrText(typed: string): number | string {
  return nairaToKobo(typed.trim()) ?? typed;
}

function numberOrText(typed: string): number | string | undefined {
  const text = typed.trim();
  return /^\d+$/.test(text) ? Number(text) : text || undefined;
}

function citiesIn(typed: string, states: string[]): Array<{ city: string; state: string }> {
  return typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const comma = line.lastIndexOf(",");
      if (comma < 0) return { city: line, state: states.length === 1 ? states[0] : "" };
      return { city: line.slice(0, comma).trim(), state: line.slice(comma + 1).trim() };
    });
}

/** The cities of a zone as the form's box shows them. */
export function citiesText(cities: Array<{ city: string; state: string }>): string {
  return cities.map((entry) => `${entry.city}, ${entry.state}`).join("\n");
}
