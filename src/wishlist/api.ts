import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes } from "@/http/openapi-route";
import { wishlistResponse } from "./responses";
import { addToWishlist, listWishlist, removeFromWishlist } from "./wishlist-service";

const productParam = z.object({ productId: z.string() });

const listRoute = createRoute({
  method: "get",
  path: "/wishlist",
  ...about("wishlist", "signed in", "My wishlist"),
  responses: answers(200, wishlistResponse),
});

const addRoute = createRoute({
  method: "put",
  path: "/wishlist/{productId}",
  ...about("wishlist", "signed in", "Add a product to my wishlist"),
  request: { params: productParam },
  responses: answers(200, wishlistResponse),
});

const removeRoute = createRoute({
  method: "delete",
  path: "/wishlist/{productId}",
  ...about("wishlist", "signed in", "Remove a product from my wishlist"),
  request: { params: productParam },
  responses: answers(200, wishlistResponse),
});

/** GET /wishlist, PUT and DELETE /wishlist/{productId} (docs/contracts.md#api-endpoints). */
export function wishlistRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(listRoute, async (c) => c.json({ items: await listWishlist(c.get("app"), c.get("user")) }));
  routes.openapi(addRoute, async (c) => {
    await addToWishlist(c.get("app"), c.get("user"), c.req.valid("param").productId);
    return c.json({ items: await listWishlist(c.get("app"), c.get("user")) });
  });
  routes.openapi(removeRoute, async (c) => {
    await removeFromWishlist(c.get("app"), c.get("user"), c.req.valid("param").productId);
    return c.json({ items: await listWishlist(c.get("app"), c.get("user")) });
  });
  return routes;
}
