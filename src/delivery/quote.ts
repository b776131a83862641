import type { AppContext } from "@/platform/context";
import { invalid } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import {
  chosenZone,
  deliveryHours,
  deliveryTimeframe,
  pickupZone,
  shippingQuote,
  type DeliveryRequest,
} from "@/shop/shipping";
import { readDeliveryZones } from "./delivery-zones";
import { shippingQuoteQuerySchema, shippingQuoteSchema } from "./delivery-zone-schema";

export const PICKUP_NOT_OFFERED =
  "Pick up in store is not offered at the moment. Please choose delivery to your address.";

/**
 * GET /shipping/quote?city&state: the fee and estimate, the answer's shape since the first version
 * (docs/contracts.md#api-endpoints).
 */
export async function quoteShippingForCity(ctx: AppContext, query: unknown) {
  const quote = shippingQuote(await readDeliveryZones(ctx), parseInput(shippingQuoteQuerySchema, query));
  return {
    feeKobo: quote.feeKobo,
    estimate: { hours: deliveryHours(quote.time), timeframe: deliveryTimeframe(quote.time) },
  };
}

/** POST /shipping/quote: the same for a whole request (subtotal, pickup), with the zone that priced it. */
export async function quoteShipping(ctx: AppContext, input: unknown) {
  const request = parseInput(shippingQuoteSchema, input);
  const quote = shippingQuote(await readDeliveryZones(ctx), request);
  return {
    feeKobo: quote.feeKobo,
    estimate: { hours: deliveryHours(quote.time), timeframe: deliveryTimeframe(quote.time) },
    zone: quote.zone,
    pickup: quote.pickup,
  };
}

/** The zone an order is priced by; asking for pickup when the store does not offer it is refused, not ignored. */
export async function zoneForOrder(ctx: AppContext, request: DeliveryRequest) {
  const zones = await readDeliveryZones(ctx);
  if (request.pickup && !pickupZone(zones)) throw invalid(PICKUP_NOT_OFFERED, { pickup: PICKUP_NOT_OFFERED });
  return chosenZone(zones, request);
}
