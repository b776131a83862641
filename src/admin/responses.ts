// The dashboard's figures as a zod schema, documented in /api/v1/openapi.json and checked against every
// real answer in tests (src/http/response-contract.ts). Server-only: pages never import it.
import { z } from "@hono/zod-openapi";
import { kobo } from "@/http/openapi-route";

/** The admin overview (docs/contracts.md#api-endpoints). */
export const overviewResponse = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  totalUsers: z.number().int(),
  revenueKobo: kobo,
});
