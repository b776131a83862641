import { z } from "zod";
import {
  CATEGORIES,
  DEFAULT_PRIORITY,
  MAX_PRODUCT_COLOURS,
  MAX_PRODUCT_PRICE_KOBO,
  MAX_PRODUCT_SIZES,
  PRODUCT_STATUSES,
} from "@/shop/constants";
import { formatNaira } from "@/shop/money";
import { ADMIN_PRODUCT_SORTS, type AdminProductSort } from "./admin-product-sorts";

// Images come from our upload API (/media/…) or, with an S3 store, an https address; never javascript: or data:.
const isUploadedImage = (url: string) => url.startsWith("/media/") || url.startsWith("https://");
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(isUploadedImage, "Images must be uploaded through the image upload");
const MISSING_IMAGE = "Please upload at least one product image";
export const SALE_PRICE_NOT_LOWER = "Sale price must be lower than the price";
export const MAX_ADDITIONAL_IMAGES = 20;
export const TOO_MANY_IMAGES = `At most ${MAX_ADDITIONAL_IMAGES} additional images`;
const mainImageUrl = z
  .string({ error: MISSING_IMAGE })
  .trim()
  .min(1, MISSING_IMAGE)
  .max(2000)
  .refine(isUploadedImage, "Images must be uploaded through the image upload");

/** "{label} is required" when the value is missing (an empty box in the form), else "… must be a number". */
const requiredNumber = (label: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) });

// The maximum is checked first: an absurd figure (1e21) is also "not a whole number" to zod, and
// the admin should read that it is too large.
const kobo = (label: string) =>
  requiredNumber(label)
    .max(MAX_PRODUCT_PRICE_KOBO, `${label} cannot be more than ${formatNaira(MAX_PRODUCT_PRICE_KOBO)}`)
    .int(`${label} must be in whole kobo`)
    .positive(`${label} must be more than zero`);

const stock = (label: string) =>
  requiredNumber(label)
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} is too large`);

// Any text of a list entry's length here; whether the shop lists it is the service's question.
const size = z.string({ error: "Unknown size" }).trim().min(1, "Unknown size").max(20, "Unknown size");
const colour = z.string({ error: "Unknown colour" }).trim().min(1, "Unknown colour").max(20, "Unknown colour");

/** One cell of the admin's variant grid: a size × colour ('' for none), its stock and optional SKU. */
export const variantInputSchema = z.object({
  size: z.string().trim().max(40).default(""),
  color: z.string().trim().max(40).default(""),
  // A blank SKU is no SKU; a set one is unique across the shop (the database holds it).
  sku: z
    .string()
    .trim()
    .max(64, "SKU is too long")
    .nullish()
    .transform((sku) => sku || null),
  stockQuantity: stock("Stock"),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/**
 * What an admin may set on a product (the product of docs/contracts.md#api-shapes without id, createdAt and ratings).
 * z.object strips unknown keys, so a client-sent `id`, `averageRating` or `ratingSum` never reaches the database.
 */
export const productFields = {
  name: z
    .string({ error: "Product Name is required" })
    .trim()
    .min(1, "Product Name is required")
    .max(200, "Product Name is too long"),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(5000, "Description is too long"),
  priceKobo: kobo("Price"),
  salePriceKobo: kobo("Sale price").nullable(),
  isOnSale: z.boolean(),
  isNew: z.boolean(),
  /** Without `variants`, the product's total, spread evenly over its variants (decision 017). */
  stockQuantity: stock("Stock Quantity"),
  /** The variant grid: each size × colour's stock and SKU; the product's total becomes their sum. */
  variants: z.array(variantInputSchema).max(400, "Too many variants"),
  status: z.enum(PRODUCT_STATUSES, { error: "Status must be Active or Inactive" }),
  imageUrl: mainImageUrl,
  images: z.array(imageUrl).max(MAX_ADDITIONAL_IMAGES, TOO_MANY_IMAGES),
  /** Pictures per colour (main first), as many as the product's own; for colours the product has. */
  colorImages: z.record(colour, z.array(imageUrl).max(MAX_ADDITIONAL_IMAGES + 1, TOO_MANY_IMAGES)),
  category: z.enum(CATEGORIES, { error: "Please choose a category from the list" }),
  /** Of the shop's lists, which the service checks (./sizes-and-colours.ts). */
  sizes: z.array(size).max(MAX_PRODUCT_SIZES, `At most ${MAX_PRODUCT_SIZES} sizes`),
  colors: z.array(colour).max(MAX_PRODUCT_COLOURS, `At most ${MAX_PRODUCT_COLOURS} colours`),
  priority: z
    .number({ error: "Priority must be a number" })
    .int("Priority must be a whole number")
    .min(0, "Priority cannot be negative")
    .max(100_000, "Priority is too large"),
};

export const createProductSchema = z
  .object({
    ...productFields,
    // With a variant grid the total is its sum; without one it is required.
    stockQuantity: productFields.stockQuantity.optional(),
    variants: productFields.variants.optional(),
    salePriceKobo: productFields.salePriceKobo.optional().default(null),
    isOnSale: productFields.isOnSale.default(false),
    isNew: productFields.isNew.default(false),
    status: productFields.status.default("Active"),
    images: productFields.images.default([]),
    colorImages: productFields.colorImages.default({}),
    sizes: productFields.sizes.default([]),
    colors: productFields.colors.default([]),
    priority: productFields.priority.default(DEFAULT_PRIORITY),
  })
  .superRefine((product, ctx) => {
    if (product.stockQuantity === undefined && product.variants === undefined)
      ctx.addIssue({ code: "custom", path: ["stockQuantity"], message: "Stock Quantity is required" });
    if (!picturedColorsChosen(product.colorImages, product.colors))
      ctx.addIssue({ code: "custom", path: ["colorImages"], message: PICTURES_OF_UNKNOWN_COLOUR });
  });

export const PICTURES_OF_UNKNOWN_COLOUR = "Pictures are given for a colour the product does not have";

/** Every colour given pictures is one of the product's colours. */
export function picturedColorsChosen(colorImages: Record<string, string[]>, colors: readonly string[]): boolean {
  return Object.keys(colorImages).every((color) => colors.includes(color));
}

/**
 * Sale prices must undercut the price (docs/product-rules.md#sale-price); the service and the product form both ask
 * this.
 */
export function saleUndercutsPrice(priceKobo: number, salePriceKobo: number): boolean {
  return salePriceKobo < priceKobo;
}

export const updateProductSchema = z.object(productFields).partial();

export type ProductInput = z.infer<typeof createProductSchema>;
export type ProductPatch = z.infer<typeof updateProductSchema>;

const noFilter = (v: unknown) => (v === "" || v === "All" ? undefined : v);

/** The admin products list's filters: a name or SKU, a category, a status, and its order. */
export const productListSchema = z.object({
  search: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(200).optional()),
  category: z.preprocess(noFilter, z.enum(CATEGORIES).optional()),
  status: z.preprocess(noFilter, z.enum(PRODUCT_STATUSES, { error: "Status must be Active or Inactive" }).optional()),
  sort: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum(Object.keys(ADMIN_PRODUCT_SORTS) as [AdminProductSort, ...AdminProductSort[]], { error: "Unknown sort" })
      .default("newest"),
  ),
});
