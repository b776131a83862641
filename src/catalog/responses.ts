// The catalog's JSON answers, as zod schemas: each one documents its answer in /api/v1/openapi.json
// (a named component where it has a name) and checks the real answers in tests (CHECK_API_RESPONSES,
// src/http/response-contract.ts). The views of product-view.ts and low-stock.ts are typed from them.
// Server-only: pages import the views, never this file (.dependency-cruiser.cjs), so no schema is
// built in the browser.
import { z } from "@hono/zod-openapi";
import { dateTime, kobo, listOf } from "@/http/openapi-route";
import { CATEGORIES } from "@/shop/constants";

const productStatus = z.enum(["Active", "Inactive"]);

export const variantResponse = z
  .object({
    id: z.uuid(),
    size: z.string().openapi({ description: "'' when the product has no sizes" }),
    color: z.string().openapi({ description: "'' when the product has no colours" }),
    sku: z.string().nullable(),
    stockQuantity: z.number().int(),
  })
  .openapi("Variant");

export const productResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    priceKobo: kobo,
    salePriceKobo: z.number().int().nullable(),
    isOnSale: z.boolean(),
    isNew: z.boolean(),
    stockQuantity: z.number().int().openapi({ description: "The sum of the variants' stock" }),
    variants: z.array(variantResponse),
    status: productStatus,
    imageUrl: z.string().openapi({ description: "Largest WebP variant: /media/<hash>-<width>.webp" }),
    images: z.array(z.string()),
    colorImages: z.record(z.string(), z.array(z.string())).openapi({
      description: "Pictures of a colour, main first, by colour name; a colour not listed shows imageUrl and images",
    }),
    category: z.enum(CATEGORIES),
    sizes: z.array(z.string()),
    colors: z.array(z.string()),
    priority: z.number().int(),
    createdAt: dateTime,
    averageRating: z.number(),
    totalReviews: z.number().int(),
  })
  .openapi("Product");

/** GET /products: a page of the shop's list; past 1,000 matches total is 1000 and totalIsLowerBound true. */
export const productListResponse = z.object({
  items: z.array(productResponse),
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const relatedProductsResponse = z.object({ items: z.array(productResponse) });
export const adminProductListResponse = listOf(productResponse);
/** The answer of the admin's product create and update. */
export const oneProductResponse = z.object({ product: productResponse });

export const productsStatusResponse = z.object({
  status: productStatus,
  changed: z.array(z.string()).openapi({ description: "Names of the products whose status changed" }),
  unchanged: z.array(z.string()).openapi({ description: "Names of the products that already had the status" }),
  missing: z.number().int().openapi({ description: "Ids that match no product" }),
});

export const lowStockVariantResponse = z
  .object({
    variantId: z.string(),
    productId: z.string(),
    productName: z.string(),
    status: productStatus,
    size: z.string(),
    color: z.string(),
    sku: z.string().nullable(),
    stockQuantity: z.number().int(),
  })
  .openapi("LowStockVariant");
export const lowStockListResponse = listOf(lowStockVariantResponse);

export const uploadedImageResponse = z.object({
  url: z.string(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});

export const catalogImportResponse = z.object({
  imported: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  variants: z.number().int(),
  skipped: z.number().int(),
  badLines: z.array(z.object({ line: z.number().int(), message: z.string() })),
  summary: z.string(),
});

export type VariantResponse = z.infer<typeof variantResponse>;
export type ProductResponse = z.infer<typeof productResponse>;
export type LowStockVariantResponse = z.infer<typeof lowStockVariantResponse>;

/** The shop's sizes and colours, in the order shoppers see them. */
export const sizesAndColoursResponse = z.object({ sizes: z.array(z.string()), colors: z.array(z.string()) });
