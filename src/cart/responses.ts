// The cart's JSON answers as zod schemas: the Cart component of /api/v1/openapi.json and the check of
// every real answer in tests (src/http/response-contract.ts). Server-only: pages never import it.
import { z } from "@hono/zod-openapi";
import { productResponse } from "@/catalog/responses";
import { kobo } from "@/http/openapi-route";

export const cartLineResponse = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  stockProblem: z.string().nullable().openapi({
    description: "Why the line cannot be ordered as it is (its variant sold out or has fewer units); null when it can",
  }),
  product: productResponse,
});

export const cartResponse = z
  .object({
    items: z.array(cartLineResponse),
    subtotalKobo: kobo,
    discount: z
      .object({
        code: z.string(),
        summary: z.string(),
        amountKobo: kobo,
        freeDelivery: z.boolean(),
        problem: z.string().nullable(),
      })
      .nullable()
      .openapi({ description: "The applied discount code: kobo off today, or why it does not apply (problem)" }),
  })
  .openapi("Cart");

/** POST /cart/items: the line as it is now. */
export const addedLineResponse = z.object({ item: cartLineResponse });

/** POST /orders/{orderNumber}/buy-again: how many lines went in, which did not and why, and the cart now. */
export const buyAgainResponse = z.object({
  added: z.number().int(),
  missed: z.array(z.object({ productName: z.string(), reason: z.string() })),
  cart: cartResponse,
});
