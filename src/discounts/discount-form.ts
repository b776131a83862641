import { addDays, isCalendarDay, startOfLagosDay } from "@/shop/dates";
import { nairaToKobo } from "@/shop/money";

// The admin's discount code form, kept apart from the zod schema so the page's bundle stays free of it:
// the service (./discount-codes.ts) judges what this hands it with ./discount-schema.ts.

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
  const day = (name: string) => (isCalendarDay(text(name)) ? text(name) : null);
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
