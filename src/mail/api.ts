import { Hono } from "hono";
import { z } from "zod";
import type { HttpEnv } from "@/http/env";
import { parseInput } from "@/platform/validation";
import { recentMails } from "./outbox";

const querySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export function mailRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.get("/admin/mail-outbox", async (c) => {
    const { limit } = parseInput(querySchema, c.req.query());
    const items = await recentMails(c.var.app, c.var.user, limit);
    return c.json({ items });
  });
  return routes;
}
