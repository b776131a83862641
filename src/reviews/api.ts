import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import {
  about,
  answers,
  apiRoutes,
  firstValues,
  idParam,
  jsonBody,
  jsonRequest,
  okResponse,
  signedIn,
} from "@/http/openapi-route";
import { helpfulResponse, oneReviewResponse, reviewListResponse } from "./responses";
import { parseReviewListQuery, reviewInputSchema, reviewListQuerySchema, reviewUpdateSchema } from "./schemas";
import { deleteReview, listReviews, markHelpful, SIGN_IN_TO_REVIEW, updateReview, writeReview } from "./service";

const listRoute = createRoute({
  method: "get",
  path: "/products/{id}/reviews",
  ...about("reviews", "anyone", "Reviews of a product"),
  request: { params: idParam, query: firstValues(reviewListQuerySchema) },
  responses: answers(200, reviewListResponse),
});

// A visitor is told to sign in before the body is read (the services say the same).
const reviewBody = <S extends typeof reviewInputSchema | typeof reviewUpdateSchema>(schema: S) => ({
  middleware: [signedIn(SIGN_IN_TO_REVIEW), jsonBody],
  request: { params: idParam, body: jsonRequest(schema) },
});

const writeRoute = createRoute({
  method: "post",
  path: "/products/{id}/reviews",
  ...about("reviews", "signed in", "Review a product (409 on a second review)"),
  ...reviewBody(reviewInputSchema),
  responses: answers(201, oneReviewResponse),
});

const updateRoute = createRoute({
  method: "patch",
  path: "/reviews/{id}",
  ...about("reviews", "author", "Edit my review"),
  ...reviewBody(reviewUpdateSchema),
  responses: answers(200, oneReviewResponse),
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/reviews/{id}",
  ...about("reviews", "author", "Delete my review"),
  request: { params: idParam },
  responses: answers(200, okResponse),
});

const helpfulRoute = createRoute({
  method: "post",
  path: "/reviews/{id}/helpful",
  ...about("reviews", "signed in, not the author", "Mark a review helpful"),
  request: { params: idParam },
  responses: answers(200, helpfulResponse),
});

/**
 * Reviews (docs/product-rules.md#reviews): anyone reads; signed-in shoppers write, edit and delete their own, and vote.
 */
export function reviewsRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();

  routes.openapi(listRoute, async (c) => {
    const query = parseReviewListQuery(c.req.valid("query"));
    return c.json(await listReviews(c.get("app"), c.get("user"), c.req.valid("param").id, query));
  });

  routes.openapi(writeRoute, async (c) => {
    const review = await writeReview(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ review }, 201);
  });

  routes.openapi(updateRoute, async (c) => {
    const review = await updateReview(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ review });
  });

  routes.openapi(deleteRoute, async (c) => {
    await deleteReview(c.get("app"), c.get("user"), c.req.valid("param").id);
    return c.json({ ok: true });
  });

  routes.openapi(helpfulRoute, async (c) => {
    const result = await markHelpful(c.get("app"), c.get("user"), c.req.valid("param").id);
    return c.json({ ok: true, helpfulCount: result.helpfulCount, message: "Thank you for your feedback!" });
  });

  return routes;
}
