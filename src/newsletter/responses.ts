// The newsletter's JSON answers as zod schemas: the Subscriber component of /api/v1/openapi.json and the
// check of every real answer in tests (src/http/response-contract.ts). Server-only.
import { z } from "@hono/zod-openapi";
import { dateTime, emailAddress, listOf } from "@/http/openapi-route";

export const subscriberResponse = z.object({ email: emailAddress, subscribedAt: dateTime }).openapi("Subscriber");
export const subscriberListResponse = listOf(subscriberResponse);
export const subscribedResponse = z.object({ subscribed: z.boolean(), message: z.string() });
