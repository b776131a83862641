import { z } from "zod";
import { CATEGORIES, MAX_PRODUCT_PRICE_KOBO } from "@/shop/constants";
import { formatNaira, nairaToKobo } from "@/shop/money";
import { startOfLagosDay, addDays } from "@/shop/dates";

// What an owner may set on a discount code (issue 15): the JSON API takes kobo and instants, the
// admin form naira and Lagos days (discountCodeFormInput turns one into the other).

const CODE_FORMAT = "Use 3 to 30 letters, digits, dashes or underscores for the code";

const koboAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be in whole kobo`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_PRODUCT_PRICE_KOBO, `${label} cannot be more than ${formatNaira(MAX_PRODUCT_PRICE_KOBO)}`);

const limit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} is too large`)
    .nullable();

// A service handed what the API route already parsed gets a Date back: it reads as its ISO text.
const instant = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString() : value),
  z.iso
    .datetime({ offset: true, error: "Please enter a valid date" })
    .transform((text) => new Date(text))
    .nullable(),
);

const discountCodeFields = {
  code: z
    .string({ error: "Please enter a code" })
    .trim()
    .min(1, "Please enter a code")
    .regex(/^[A-Za-z0-9_-]{3,30}$/, CODE_FORMAT)
    .transform((code) => code.toUpperCase()),
  kind: z.enum(["percent", "fixed"], { error: "Please choose a percentage or a fixed amount" }),
  percentOff: z
    .number({ error: "Percentage must be a number" })
    .int("Percentage must be a whole number")
    .min(0, "Percentage must be between 1 and 100")
    .max(100, "Percentage must be between 1 and 100"),
  amountOffKobo: koboAmount("Amount off"),
  minSubtotalKobo: koboAmount("Minimum subtotal"),
  startsAt: instant,
  endsAt: instant,
  usageLimit: limit("Total uses"),
  perCustomerLimit: limit("Uses per customer"),
  categories: z.array(z.enum(CATEGORIES, { error: "Please choose categories from the list" })),
  freeDelivery: z.boolean(),
  isPaused: z.boolean(),
};

/** What may be left out, and what it then is. */
const withDefaults = {
  ...discountCodeFields,
  percentOff: discountCodeFields.percentOff.default(0),
  amountOffKobo: discountCodeFields.amountOffKobo.default(0),
  minSubtotalKobo: discountCodeFields.minSubtotalKobo.default(0),
  startsAt: discountCodeFields.startsAt.default(null),
  endsAt: discountCodeFields.endsAt.default(null),
  usageLimit: discountCodeFields.usageLimit.default(null),
  perCustomerLimit: discountCodeFields.perCustomerLimit.default(null),
  categories: discountCodeFields.categories.default([]),
  freeDelivery: discountCodeFields.freeDelivery.default(false),
  isPaused: discountCodeFields.isPaused.default(false),
};

export const discountCodeSchema = z.object(withDefaults).superRefine((code, ctx) => {
  if (code.kind === "percent" && code.percentOff === 0 && !code.freeDelivery) {
    ctx.addIssue({ code: "custom", path: ["percentOff"], message: "Percentage must be between 1 and 100" });
  }
  if (code.kind === "fixed" && code.amountOffKobo === 0 && !code.freeDelivery) {
    ctx.addIssue({ code: "custom", path: ["amountOffKobo"], message: "Amount off must be more than zero" });
  }
  if (code.startsAt && code.endsAt && code.endsAt <= code.startsAt) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end date must be after the start date" });
  }
});
export type DiscountCodeInput = z.output<typeof discountCodeSchema>;

/** PATCH: any of the fields; the service checks the code as it will be. */
export const discountCodeChangeSchema = z.object(discountCodeFields).partial();

/** The shopper's "Discount code" box. */
export const applyDiscountCodeSchema = z.object({
  code: z
    .string({ error: "Please enter a discount code" })
    .trim()
    .min(1, "Please enter a discount code")
    .max(40, "We couldn't find that discount code")
    .transform((code) => code.toUpperCase()),
});

/** The admin form's boxes, named as the page posts them. */
export const DISCOUNT_FORM_FIELDS = [
  "code",
  "kind",
  "percentOff",
  "amountOff",
  "minSubtotal",
  "startsOn",
  "endsOn",
  "usageLimit",
  "perCustomerLimit",
  "categories",
] as const;

/** Where the service's field names show in the form. */
export const DISCOUNT_FORM_FIELD_OF: Record<string, (typeof DISCOUNT_FORM_FIELDS)[number]> = {
  amountOffKobo: "amountOff",
  minSubtotalKobo: "minSubtotal",
  startsAt: "startsOn",
  endsAt: "endsOn",
};

const wholeNumber = (text: string) => (text.trim() === "" ? null : Number(text.trim()));
const koboOf = (text: string) => (text.trim() === "" ? 0 : (nairaToKobo(text) ?? Number.NaN));

/**
 * The admin form as the service reads it: naira become kobo, a start day begins at midnight in
 * Lagos and an end day ends at the next midnight, ticked boxes become booleans.
 */
export function discountCodeFormInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const day = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text(name)) ? text(name) : null);
  const startsOn = day("startsOn");
  const endsOn = day("endsOn");
  return {
    code: text("code"),
    kind: text("kind"),
    percentOff: text("kind") === "percent" ? (wholeNumber(text("percentOff")) ?? 0) : 0,
    amountOffKobo: text("kind") === "fixed" ? koboOf(text("amountOff")) : 0,
    minSubtotalKobo: koboOf(text("minSubtotal")),
    startsAt: startsOn ? startOfLagosDay(startsOn).toISOString() : text("startsOn") ? "not a date" : null,
    endsAt: endsOn ? startOfLagosDay(addDays(endsOn, 1)).toISOString() : text("endsOn") ? "not a date" : null,
    usageLimit: wholeNumber(text("usageLimit")),
    perCustomerLimit: wholeNumber(text("perCustomerLimit")),
    categories: form.getAll("categories").filter((value) => typeof value === "string"),
    freeDelivery: form.get("freeDelivery") === "on",
    isPaused: form.get("isPaused") === "on",
  };
}
