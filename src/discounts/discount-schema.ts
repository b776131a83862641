import { z } from "zod";
import { textFormOf } from "@/platform/form-fields";
import { CATEGORIES, MAX_PRODUCT_PRICE_KOBO } from "@/shop/constants";
import { isShopInstant, SHOP_DAYS_MESSAGE } from "@/shop/shop-days";
import { formatNaira } from "@/shop/money";

// What an owner may set on a discount code (issue 15), in kobo and instants. The field rules are shared:
// the JSON API's schema below and the admin form's schema (./discount-form-schema.ts, naira and Lagos
// days as typed) both judge each field with them, and both check the rules across fields with
// discountCodeProblems (decision 036).

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
    .refine(isShopInstant, SHOP_DAYS_MESSAGE)
    .nullable(),
);

export const discountCodeFields = {
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

/** The terms the rules across fields read. */
type CodeTerms = {
  kind: "percent" | "fixed";
  percentOff: number;
  amountOffKobo: number;
  freeDelivery: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
};

/** The rules that read two fields, as the field at fault and its message: none for a code that may be saved. */
export function discountCodeProblems(
  code: CodeTerms,
): Array<{ field: "percentOff" | "amountOffKobo" | "endsAt"; message: string }> {
  const problems: Array<{ field: "percentOff" | "amountOffKobo" | "endsAt"; message: string }> = [];
  if (code.kind === "percent" && code.percentOff === 0 && !code.freeDelivery)
    problems.push({ field: "percentOff", message: "Percentage must be between 1 and 100" });
  if (code.kind === "fixed" && code.amountOffKobo === 0 && !code.freeDelivery)
    problems.push({ field: "amountOffKobo", message: "Amount off must be more than zero" });
  if (code.startsAt && code.endsAt && code.endsAt <= code.startsAt)
    problems.push({ field: "endsAt", message: "The end date must be after the start date" });
  return problems;
}

export const discountCodeSchema = z.object(withDefaults).superRefine((code, ctx) => {
  for (const { field, message } of discountCodeProblems(code)) ctx.addIssue({ code: "custom", path: [field], message });
});
export type DiscountCodeInput = z.output<typeof discountCodeSchema>;

/** PATCH: any of the fields; the service checks the code as it will be. */
export const discountCodeChangeSchema = z.object(discountCodeFields).partial();
export type DiscountCodeChange = z.output<typeof discountCodeChangeSchema>;

/** The shopper's "Discount code" box. */
export const applyDiscountCodeSchema = z.object({
  code: z
    .string({ error: "Please enter a discount code" })
    .trim()
    .min(1, "Please enter a discount code")
    .max(40, "We couldn't find that discount code")
    .transform((code) => code.toUpperCase()),
});

/** The cart's and checkout's discount box (decision 036). */
export const applyDiscountCodeFormSchema = textFormOf(applyDiscountCodeSchema);
