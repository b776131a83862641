// The reviews' JSON answers as zod schemas: the Review component of /api/v1/openapi.json and the check
// of every real answer in tests (src/http/response-contract.ts). Server-only: pages never import it.
import { z } from "@hono/zod-openapi";
import { dateTime } from "@/http/openapi-route";

export const reviewResponse = z
  .object({
    id: z.string(),
    productId: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    comment: z.string(),
    isVerifiedPurchase: z.boolean(),
    helpfulCount: z.number().int(),
    createdAt: dateTime,
    reviewerName: z.string(),
  })
  .openapi("Review");

export const reviewListResponse = z.object({
  items: z.array(reviewResponse),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  summary: z
    .object({
      average: z.number(),
      total: z.number().int(),
      breakdown: z.record(z.enum(["1", "2", "3", "4", "5"]), z.number().int()),
    })
    .openapi({ description: "The product's rating: average, count and how many gave each number of stars" }),
});
export const oneReviewResponse = z.object({ review: reviewResponse });
export const helpfulResponse = z.object({ ok: z.boolean(), helpfulCount: z.number().int(), message: z.string() });
