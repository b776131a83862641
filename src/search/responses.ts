// The search dropdown's answer as a zod schema: the Suggestion component of /api/v1/openapi.json and the
// check of every real answer in tests (src/http/response-contract.ts). Server-only: pages never import it.
import { z } from "@hono/zod-openapi";
import { itemsOf, kobo } from "@/http/openapi-route";

export const suggestionResponse = z
  .object({ id: z.string(), name: z.string(), priceKobo: kobo, imageUrl: z.string(), category: z.string() })
  .openapi("Suggestion");
export const suggestionsResponse = itemsOf(suggestionResponse);
