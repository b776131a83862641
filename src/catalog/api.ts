import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { HttpEnv } from "@/http/env";
import { about, answers, apiRoutes, idParam } from "@/http/openapi-route";
import { notFound } from "@/platform/errors";
import { getProduct, listProducts, relatedProducts } from "./catalog";
import { productListJson } from "./product-json";
import { productQuerySchema } from "./product-query";
import { productListResponse, productResponse, relatedProductsResponse } from "./responses";

const PRODUCT_NOT_FOUND = "Product not found";

const listRoute = createRoute({
  method: "get",
  path: "/products",
  ...about(
    "catalog",
    "anyone",
    "Active products, filtered, sorted and paged; past 1,000 matches total is 1000 and totalIsLowerBound true",
  ),
  request: { query: productQuerySchema },
  responses: answers(200, productListResponse),
});

const productRoute = createRoute({
  method: "get",
  path: "/products/{id}",
  ...about("catalog", "anyone", "One active product with its rating (404 when unknown or inactive)"),
  request: { params: idParam },
  responses: answers(200, productResponse),
});

const relatedRoute = createRoute({
  method: "get",
  path: "/products/{id}/related",
  ...about("catalog", "anyone", "Up to 8 related products"),
  request: { params: idParam },
  responses: answers(200, relatedProductsResponse),
});
/** Public product API: the shop list with its filters, one product, and its related products. */
export function catalogRoutes(): OpenAPIHono<HttpEnv> {
  const routes = apiRoutes();

  routes.openapi(listRoute, async (c) => {
    const list = await listProducts(c.get("app"), c.req.valid("query"));
    c.set("answerRepeats", true);
    return c.body(productListJson(list), 200, { "content-type": "application/json" });
  });

  routes.openapi(productRoute, async (c) => {
    const product = await getProduct(c.get("app"), c.req.valid("param").id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return c.json(product);
  });

  routes.openapi(relatedRoute, async (c) => {
    const product = await getProduct(c.get("app"), c.req.valid("param").id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return c.json({ items: await relatedProducts(c.get("app"), product.id) });
  });

  return routes;
}
