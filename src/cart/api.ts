import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes, fieldsOf, idParam, jsonBody, jsonRequest, signedIn } from "@/http/openapi-route";
import { addToCartSchema, updateQuantitySchema } from "./cart-schemas";
import { addToCart, getCart, removeCartItem, SIGN_IN_TO_ADD, updateCartQuantity } from "./cart-service";
import { applyDiscountCode, removeDiscountCode } from "./cart-discount";
import { applyDiscountCodeSchema } from "@/discounts";
import { addedLineResponse, buyAgainResponse, cartResponse } from "./responses";
import { buyAgain } from "./buy-again";

const cartRoute = createRoute({
  method: "get",
  path: "/cart",
  ...about("cart", "signed in", "My cart"),
  responses: answers(200, cartResponse),
});

const addRoute = createRoute({
  method: "post",
  path: "/cart/items",
  ...about("cart", "signed in", "Add to cart"),
  middleware: [jsonBody, signedIn(SIGN_IN_TO_ADD)],
  request: { body: jsonRequest(addToCartSchema) },
  responses: answers(201, addedLineResponse),
});

const updateRoute = createRoute({
  method: "patch",
  path: "/cart/items/{id}",
  ...about("cart", "signed in", "Change a line's quantity"),
  middleware: [jsonBody, signedIn()],
  request: { params: idParam, body: jsonRequest(fieldsOf(updateQuantitySchema)) },
  responses: answers(200, cartResponse),
});

const removeRoute = createRoute({
  method: "delete",
  path: "/cart/items/{id}",
  ...about("cart", "signed in", "Remove a line"),
  request: { params: idParam },
  responses: answers(200, cartResponse),
});

const applyCodeRoute = createRoute({
  method: "put",
  path: "/cart/discount-code",
  ...about("cart", "signed in", "Apply a discount code to my cart (422 with the reason when it does not apply)"),
  middleware: [jsonBody, signedIn()],
  request: { body: jsonRequest(applyDiscountCodeSchema) },
  responses: answers(200, cartResponse),
});

const removeCodeRoute = createRoute({
  method: "delete",
  path: "/cart/discount-code",
  ...about("cart", "signed in", "Take the discount code off my cart"),
  responses: answers(200, cartResponse),
});

const buyAgainRoute = createRoute({
  method: "post",
  path: "/orders/{orderNumber}/buy-again",
  ...about(
    "cart",
    "signed in",
    "Put the items of one of my orders back in my cart, as bought; those that cannot be added now are named",
  ),
  middleware: [signedIn(SIGN_IN_TO_ADD)],
  request: { params: z.object({ orderNumber: z.string() }) },
  responses: answers(200, buyAgainResponse),
});

/**
 * GET /cart, POST /cart/items, PATCH and DELETE /cart/items/{id} (docs/contracts.md#api-endpoints); PUT and DELETE
 * /cart/discount-code; POST /orders/{orderNumber}/buy-again (docs/product-rules.md#buy-again).
 */
export function cartRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();
  routes.openapi(cartRoute, async (c) => c.json(await getCart(c.get("app"), c.get("user"))));
  routes.openapi(addRoute, async (c) => {
    const item = await addToCart(c.get("app"), c.get("user"), c.req.valid("json"));
    return c.json({ item }, 201);
  });
  routes.openapi(updateRoute, async (c) => {
    await updateCartQuantity(c.get("app"), c.get("user"), c.req.valid("param").id, c.req.valid("json"));
    return c.json(await getCart(c.get("app"), c.get("user")));
  });
  routes.openapi(removeRoute, async (c) => {
    await removeCartItem(c.get("app"), c.get("user"), c.req.valid("param").id);
    return c.json(await getCart(c.get("app"), c.get("user")));
  });
  routes.openapi(applyCodeRoute, async (c) =>
    c.json(await applyDiscountCode(c.get("app"), c.get("user"), c.req.valid("json"), c.get("clientIp"))),
  );
  routes.openapi(removeCodeRoute, async (c) => c.json(await removeDiscountCode(c.get("app"), c.get("user"))));
  routes.openapi(buyAgainRoute, async (c) => {
    const result = await buyAgain(c.get("app"), c.get("user"), c.req.valid("param").orderNumber);
    return c.json({ ...result, cart: await getCart(c.get("app"), c.get("user")) });
  });
  return routes;
}
