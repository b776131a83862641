// A shopper's back-in-stock alerts as zod schemas, documented in /api/v1/openapi.json and checked against
// every real answer in tests (src/http/response-contract.ts). Server-only: pages never import it.
import { z } from "@hono/zod-openapi";
import { dateTime } from "@/http/openapi-route";

const alert = z.object({
  id: z.string(),
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  size: z.string(),
  color: z.string(),
  path: z.string().openapi({ description: "The product page with this size and colour chosen" }),
  createdAt: dateTime,
});
export const alertsResponse = z.object({ alerts: z.array(alert) });
export const oneAlertResponse = z.object({ alert });
