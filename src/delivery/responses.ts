// The delivery capability's JSON answers as zod schemas, documented in /api/v1/openapi.json and checked
// against every real answer in tests (src/http/response-contract.ts). Server-only.
import { z } from "@hono/zod-openapi";
import { kobo } from "@/http/openapi-route";

const cityQuote = {
  feeKobo: kobo,
  estimate: z.object({ hours: z.number().int(), timeframe: z.string() }),
};
export const cityQuoteResponse = z.object(cityQuote);
export const quoteResponse = z.object({ ...cityQuote, zone: z.string(), pickup: z.boolean() });

const zone = z
  .object({
    id: z.string(),
    kind: z.enum(["area", "rest", "pickup"]),
    name: z.string(),
    states: z.array(z.string()),
    cities: z.array(z.object({ state: z.string(), city: z.string() })),
    feeKobo: kobo,
    freeFromKobo: kobo.nullable().openapi({ description: "Order subtotal from which delivery is free; null: never" }),
    time: z.object({ min: z.number().int(), max: z.number().int(), unit: z.enum(["hours", "days"]) }),
    pickupAddress: z.string(),
    offered: z.boolean(),
  })
  .openapi({ description: "A delivery zone: kind area, rest or pickup; fee and free-delivery subtotal in kobo" });
export const zonesResponse = z.object({ zones: z.array(zone) });
export const oneZoneResponse = z.object({ zone });
