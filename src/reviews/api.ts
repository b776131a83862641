import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import { readJson } from "@/http/json-body";
import { parseReviewListQuery } from "./schemas";
import { deleteReview, listReviews, markHelpful, updateReview, writeReview } from "./service";

/** Reviews of DESIGN.md §4: anyone reads; signed-in shoppers write, edit and delete their own, and vote. */
export function reviewsRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();

  routes.get("/products/:id/reviews", async (c) => {
    const query = parseReviewListQuery(c.req.query());
    return c.json(await listReviews(c.var.app, c.var.user, c.req.param("id"), query));
  });

  routes.post("/products/:id/reviews", async (c) => {
    const body = c.var.user ? await readJson(c) : undefined;
    const review = await writeReview(c.var.app, c.var.user, c.req.param("id"), body);
    return c.json({ review }, 201);
  });

  routes.patch("/reviews/:id", async (c) => {
    const body = c.var.user ? await readJson(c) : undefined;
    const review = await updateReview(c.var.app, c.var.user, c.req.param("id"), body);
    return c.json({ review });
  });

  routes.delete("/reviews/:id", async (c) => {
    await deleteReview(c.var.app, c.var.user, c.req.param("id"));
    return c.json({ ok: true });
  });

  routes.post("/reviews/:id/helpful", async (c) => {
    const result = await markHelpful(c.var.app, c.var.user, c.req.param("id"));
    return c.json({ ok: true, helpfulCount: result.helpfulCount, message: "Thank you for your feedback!" });
  });

  return routes;
}
