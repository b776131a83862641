import type { Context } from "hono";
import { countsAndHearts } from "@/cart/header-counts";
import type { HttpEnv } from "./env";
import { headerUser, type PersonalState } from "./shared-pages";

/**
 * GET /personal-state: what a shared page shows only to the shopper looking at it, their header and
 * their hearts, in one query. Served here rather than by the pages' router: every signed-in view of a
 * shared page asks for it.
 */
export async function personalState(c: Context<HttpEnv>) {
  const { counts, hearted } = await countsAndHearts(c.var.app, c.var.user);
  const state: PersonalState = { user: headerUser(c.var.user), counts, hearted };
  c.header("Cache-Control", "no-store");
  return c.json(state);
}
