// The wishlist's answer as a zod schema, documented in /api/v1/openapi.json and checked against every
// real answer in tests (src/http/response-contract.ts). Server-only: pages never import it.
import { z } from "@hono/zod-openapi";
import { productResponse } from "@/catalog/responses";
import { dateTime, itemsOf } from "@/http/openapi-route";

export const wishlistResponse = itemsOf(
  z.object({ productId: z.string(), createdAt: dateTime, product: productResponse }),
);
