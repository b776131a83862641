import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import { searchSuggestions } from "./suggestions";

/** The search dropdown's data; any `q` is accepted (too short simply suggests nothing). */
export function searchRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.get("/search/suggestions", async (c) => {
    return c.json({ items: await searchSuggestions(c.var.app, c.req.query("q") ?? "") });
  });
  return routes;
}
