import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import { readJson } from "@/http/json-body";
import { addToCart, getCart, removeCartItem, updateCartQuantity } from "./cart-service";

/** GET /cart, POST /cart/items, PATCH and DELETE /cart/items/:id (DESIGN.md §4). */
export function cartRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();
  routes.get("/cart", async (c) => {
    const cart = await getCart(c.var.app, c.var.user);
    return c.json(cart);
  });
  routes.post("/cart/items", async (c) => {
    const body = await readJson(c);
    const item = await addToCart(c.var.app, c.var.user, body as never);
    return c.json({ item }, 201);
  });
  routes.patch("/cart/items/:id", async (c) => {
    const body = (await readJson(c)) as { quantity?: unknown } | null;
    await updateCartQuantity(c.var.app, c.var.user, c.req.param("id"), { quantity: body?.quantity });
    return c.json(await getCart(c.var.app, c.var.user));
  });
  routes.delete("/cart/items/:id", async (c) => {
    await removeCartItem(c.var.app, c.var.user, c.req.param("id"));
    return c.json(await getCart(c.var.app, c.var.user));
  });
  return routes;
}
