import { z } from "zod";
import { checkbox, formOf, listOf, nairaBox, numberBox, textBox } from "@/platform/form-fields";
import { NIGERIAN_STATES } from "@/shop/constants";
import type { ZoneFormField } from "./zone-form-fields";

/**
 * A delivery zone as the owner gives it (POST/PUT /admin/delivery-zones, and the Delivery page's
 * forms through deliveryZoneFormSchema, which judges each box by the same field rules). No database here: the rules that need the other zones (a
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

type DeliveryTime = { min: number; max: number; unit: "hours" | "days" };

/** The rules across a delivery time's fields, as the field at fault and its message. */
function deliveryTimeProblems(time: DeliveryTime): Array<{ field: "min" | "max"; message: string }> {
  const problems: Array<{ field: "min" | "max"; message: string }> = [];
  if (time.min > time.max)
    problems.push({ field: "min", message: "The shortest delivery time cannot be longer than the longest" });
  if (time.max > (time.unit === "hours" ? MAX_HOURS : MAX_DAYS))
    problems.push({ field: "max", message: `A delivery takes at most ${MAX_DAYS} days` });
  return problems;
}

const deliveryTimeFields = {
  min: wholeNumber("shortest delivery time"),
  max: wholeNumber("longest delivery time"),
  unit: z.enum(["hours", "days"], { error: "Please choose hours or business days" }),
};

export const deliveryTimeSchema = z.object(deliveryTimeFields).superRefine((time, ctx) => {
  for (const { field, message } of deliveryTimeProblems(time)) ctx.addIssue({ code: "custom", path: [field], message });
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
const CITY_NOT_IN_STATES = "A city can only be in one of the zone's states: tick its state too";
const citiesInStates = (zone: { states: string[]; cities: Array<{ state: string }> }) =>
  zone.cities.every((entry) => zone.states.includes(entry.state));

const deliveryZoneFields = {
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
};

export const deliveryZoneSchema = z
  .object(deliveryZoneFields)
  .refine(citiesInStates, { message: CITY_NOT_IN_STATES, path: ["cities"] });
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

/** The form's time boxes, where the rules across a delivery time name `min` or `max`. */
const TIME_BOX: Record<"min" | "max", ZoneFormField> = { min: "timeMin", max: "timeMax" };

/**
 * The Delivery page's zone form (decision 036), keyed by its boxes: naira ("4,000") become kobo, the cities
 * box one "City, State" a line (or just "City" when the zone has one state), the Offered tick a boolean;
 * each box is judged by the zone's own field rule, and the rules across fields land on their boxes.
 * Its value is the zone the service takes.
 */
export const deliveryZoneFormSchema = formOf(
  deliveryZoneSchema,
  (sent) => sent,
  z
    .object({
      name: textBox(deliveryZoneFields.name),
      offered: checkbox(),
      pickupAddress: textBox(deliveryZoneFields.pickupAddress),
      states: listOf(deliveryZoneFields.states),
      cities: textBox(),
      fee: nairaBox(deliveryZoneFields.feeKobo, 0),
      freeFrom: nairaBox(deliveryZoneFields.freeFromKobo, null),
      timeMin: numberBox(deliveryTimeFields.min, null),
      timeMax: numberBox(deliveryTimeFields.max, null),
      timeUnit: textBox(deliveryTimeFields.unit),
    })
    .transform((boxes, ctx): DeliveryZoneInput => {
      const time = { min: boxes.timeMin, max: boxes.timeMax, unit: boxes.timeUnit };
      for (const { field, message } of deliveryTimeProblems(time))
        ctx.addIssue({ code: "custom", path: [TIME_BOX[field]], message });
      const cities = deliveryZoneFields.cities.safeParse(citiesIn(boxes.cities, boxes.states));
      if (!cities.success) ctx.addIssue({ code: "custom", path: ["cities"], message: cities.error.issues[0].message });
      else if (!citiesInStates({ states: boxes.states, cities: cities.data }))
        ctx.addIssue({ code: "custom", path: ["cities"], message: CITY_NOT_IN_STATES });
      return {
        name: boxes.name,
        states: boxes.states,
        cities: cities.data ?? [],
        feeKobo: boxes.fee,
        freeFromKobo: boxes.freeFrom,
        time,
        pickupAddress: boxes.pickupAddress,
        offered: boxes.offered,
      };
    }),
);

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
