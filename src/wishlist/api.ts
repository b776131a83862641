import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import { addToWishlist, listWishlist, removeFromWishlist } from "./wishlist-service";

/** GET /wishlist, PUT and DELETE /wishlist/:productId (DESIGN.md §4). */
export function wishlistRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.get("/wishlist", async (c) => c.json({ items: await listWishlist(c.var.app, c.var.user) }));
  routes.put("/wishlist/:productId", async (c) => {
    await addToWishlist(c.var.app, c.var.user, c.req.param("productId"));
    return c.json({ items: await listWishlist(c.var.app, c.var.user) });
  });
  routes.delete("/wishlist/:productId", async (c) => {
    await removeFromWishlist(c.var.app, c.var.user, c.req.param("productId"));
    return c.json({ items: await listWishlist(c.var.app, c.var.user) });
  });
  return routes;
}
