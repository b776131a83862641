// The mail outbox's answer as a zod schema, documented in /api/v1/openapi.json and checked against every
// real answer in tests (src/http/response-contract.ts). Server-only: pages never import it.
import { z } from "@hono/zod-openapi";
import { dateTime, itemsOf } from "@/http/openapi-route";

export const outboxResponse = itemsOf(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    kind: z.string(),
    status: z.enum(["pending", "sent", "failed"]),
    createdAt: dateTime,
    sentAt: dateTime.nullable(),
  }),
);
