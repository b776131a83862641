import { z } from "zod";
import { checkbox, formText, lagosDayBox, listOf, nairaBox, numberBox, textBox } from "@/platform/form-fields";
import { discountCodeFields, discountCodeProblems, type DiscountCodeInput } from "./discount-schema";

/** Only the amount box of the kind chosen counts: a browser without CSS :has shows both (the page hides one). */
function withoutTheOtherKind(raw: unknown) {
  if (typeof raw !== "object" || raw === null) return raw;
  const kind = formText((raw as { kind?: unknown }).kind);
  return { ...raw, ...(kind === "fixed" ? { percentOff: "" } : {}), ...(kind === "percent" ? { amountOff: "" } : {}) };
}

/** The form's boxes where the rules across fields name a field of the code. */
const BOX_OF = { percentOff: "percentOff", amountOffKobo: "amountOff", endsAt: "endsOn" } as const;

/**
 * The admin's discount code form (app/routes/admin.discounts.tsx), keyed by its boxes: naira become kobo,
 * a start day begins at midnight in Lagos and an end day ends at the next midnight, ticked boxes become
 * booleans; each box is judged by the API's own field rule, so its message is the API's. The value is
 * the service's DiscountCodeInput.
 */
export const discountCodeFormSchema = z.preprocess(
  withoutTheOtherKind,
  z
    .object({
      code: textBox(discountCodeFields.code),
      kind: textBox(discountCodeFields.kind),
      percentOff: numberBox(discountCodeFields.percentOff, 0),
      amountOff: nairaBox(discountCodeFields.amountOffKobo, 0),
      minSubtotal: nairaBox(discountCodeFields.minSubtotalKobo, 0),
      startsOn: lagosDayBox(discountCodeFields.startsAt),
      endsOn: lagosDayBox(discountCodeFields.endsAt, { end: true }),
      usageLimit: numberBox(discountCodeFields.usageLimit, null),
      perCustomerLimit: numberBox(discountCodeFields.perCustomerLimit, null),
      categories: listOf(discountCodeFields.categories),
      freeDelivery: checkbox(),
      isPaused: checkbox(),
    })
    .transform(({ amountOff, minSubtotal, startsOn, endsOn, ...rest }): DiscountCodeInput => ({
      ...rest,
      amountOffKobo: amountOff,
      minSubtotalKobo: minSubtotal,
      startsAt: startsOn,
      endsAt: endsOn,
    }))
    .superRefine((code, ctx) => {
      for (const { field, message } of discountCodeProblems(code))
        ctx.addIssue({ code: "custom", path: [BOX_OF[field]], message });
    }),
);
