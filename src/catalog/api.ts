import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import { queryObject } from "@/http/query";
import { notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { getProduct, listProducts, relatedProducts } from "./catalog";
import { productQuerySchema } from "./product-query";

const PRODUCT_NOT_FOUND = "Product not found";

/** Public product API: the shop list with its filters, one product, and its related products. */
export function catalogRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();

  routes.get("/products", async (c) => {
    const query = parseInput(productQuerySchema, queryObject(c));
    return c.json(await listProducts(c.var.app, query));
  });

  routes.get("/products/:id", async (c) => {
    const product = await getProduct(c.var.app, c.req.param("id"));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return c.json(product);
  });

  routes.get("/products/:id/related", async (c) => {
    const product = await getProduct(c.var.app, c.req.param("id"));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return c.json({ items: await relatedProducts(c.var.app, product.id) });
  });

  return routes;
}
