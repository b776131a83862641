// The discount codes' JSON answers as zod schemas: the DiscountCode component of /api/v1/openapi.json
// and the check of every real answer in tests (src/http/response-contract.ts). Server-only.
import { z } from "@hono/zod-openapi";
import { dateTime, itemsOf, kobo } from "@/http/openapi-route";
import { CATEGORIES } from "@/shop/constants";

export const discountCodeResponse = z
  .object({
    id: z.string(),
    code: z.string(),
    kind: z.enum(["percent", "fixed"]),
    percentOff: z.number().int(),
    amountOffKobo: kobo,
    minSubtotalKobo: kobo,
    startsAt: dateTime.nullable(),
    endsAt: dateTime.nullable(),
    usageLimit: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    categories: z.array(z.enum(CATEGORIES)),
    freeDelivery: z.boolean(),
    isPaused: z.boolean(),
    timesUsed: z.number().int(),
    state: z
      .enum(["paused", "not_started", "expired", "used_up"])
      .nullable()
      .openapi({ description: "Why nobody can use the code now, as checkout judges it; null when it is open" }),
    revenueKobo: kobo,
    discountGivenKobo: kobo,
  })
  .openapi("DiscountCode");
export const discountCodeListResponse = itemsOf(discountCodeResponse);
export const oneDiscountCodeResponse = z.object({ discountCode: discountCodeResponse });
