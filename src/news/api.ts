import { Hono } from "hono";
import { z } from "zod";
import type { HttpEnv } from "@/http/env";
import { queryObject } from "@/http/query";
import { withinPageDepth } from "@/platform/paging";
import { parseInput } from "@/platform/validation";
import { newsPage } from "./posts";

export const newsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
}).superRefine(withinPageDepth);

export function newsRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.get("/news", async (c) => {
    const { page, limit } = parseInput(newsQuerySchema, queryObject(c));
    return c.json(await newsPage(c.var.app, page, limit));
  });
  return routes;
}
