// The store's JSON answers as zod schemas, documented in /api/v1/openapi.json and checked against every
// real answer in tests (src/http/response-contract.ts). Server-only: pages never import it.
import { z } from "@hono/zod-openapi";
import { dateTime } from "@/http/openapi-route";

const details = {
  storeName: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  instagramUrl: z.string(),
  facebookUrl: z.string(),
  xUrl: z.string(),
  tiktokUrl: z.string(),
  courierOne: z.string(),
  courierTwo: z.string(),
  lowStockThreshold: z.number().int(),
};
export const storeDetailsResponse = z.object({ store: z.object(details) });
export const storeSettingsResponse = z.object({
  settings: z.object({
    ...details,
    bankAccountName: z.string(),
    bankAccountNumber: z.string(),
    bankName: z.string(),
    imageOrigins: z.string(),
    notifyNewOrders: z.boolean(),
    remindBags: z.boolean(),
  }),
});

const page = z.object({ slug: z.string(), title: z.string(), html: z.string(), updatedAt: dateTime });
const draft = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: dateTime.nullable(),
  suggestedBody: z.string(),
});
export const storePageResponse = z.object({ page });
export const storePageDraftsResponse = z.object({ items: z.array(draft) });
export const storePageDraftResponse = z.object({ page: draft });
