// POST /orders' answer as a zod schema (documented in /api/v1/openapi.json, checked in tests by
// src/http/response-contract.ts). Server-only: pages never import it.
import { z } from "@hono/zod-openapi";
import { orderResponse } from "@/orders/responses";

export const placedOrderResponse = z.object({
  order: orderResponse,
  redirectTo: z
    .string()
    .openapi({ description: "Where the shopper goes next: Paystack's page, or a page of the shop" }),
  payment: z.enum(["none", "started", "failed"]),
  paymentError: z
    .string()
    .optional()
    .openapi({ description: "Why the card payment could not start (the order stands)" }),
});
