// The payments' JSON answers as zod schemas: the UnmatchedCharge component of /api/v1/openapi.json and
// the check of every real answer in tests (src/http/response-contract.ts). Server-only.
import { z } from "@hono/zod-openapi";
import { dateTime, kobo, listOf } from "@/http/openapi-route";

export const unmatchedChargeResponse = z
  .object({
    reference: z.string(),
    orderId: z.string().nullable(),
    orderNumber: z.string().nullable(),
    amountKobo: kobo,
    customerEmail: z.string().nullable(),
    reason: z.string(),
    createdAt: dateTime,
  })
  .openapi("UnmatchedCharge");
export const unmatchedChargeListResponse = listOf(unmatchedChargeResponse);

export const webhookResponse = z.object({ received: z.boolean(), outcome: z.string() });
export const startedPaymentResponse = z.object({ authorizationUrl: z.string(), reference: z.string() });
export const verifiedPaymentResponse = z.object({
  outcome: z.string(),
  orderNumber: z.string().nullable().openapi({ description: "null for a reference the shop never issued" }),
  paid: z.boolean(),
});
