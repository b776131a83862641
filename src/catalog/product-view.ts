import type { ProductRow } from "./tables";
import { ONE_SIZE, type Category } from "@/shop/constants";
// Types only: the schemas themselves stay out of the pages' bundle.
import type { ProductResponse, VariantResponse } from "./responses";

/** One size × colour of a product and its own stock (docs/contracts.md#api-shapes), as ./responses.ts documents it. */
export type VariantView = VariantResponse;

/** A product as pages and the API show it (docs/contracts.md#api-shapes), as ./responses.ts documents it. */
export type ProductView = ProductResponse;

/** Average rating rounded to one decimal (docs/product-rules.md#ratings). */
export function averageRating(ratingSum: number, reviewCount: number): number {
  return reviewCount === 0 ? 0 : Math.round((ratingSum / reviewCount) * 10) / 10;
}

type Priced = Pick<ProductRow, "priceKobo" | "salePriceKobo" | "isOnSale">;

/** On sale with a sale price: the shopper pays `salePriceKobo`, and pages strike the original through. */
export function isSalePriced<P extends Priced>(p: P): p is P & { salePriceKobo: number } {
  return p.isOnSale && p.salePriceKobo !== null;
}

/** Sizes a shopper has to choose between; a lone "One Size" is no choice. */
export function choosableSizes(sizes: readonly string[]): string[] {
  return sizes.filter((size) => size !== ONE_SIZE);
}

/** The pictures shown for a colour: its own when the owner gave some, else the product's (issue 45). */
export function picturesFor(p: Pick<ProductView, "imageUrl" | "images" | "colorImages">, color: string): string[] {
  const own = p.colorImages[color];
  return [...new Set(own?.length ? own : [p.imageUrl, ...p.images])];
}

/** What the shopper pays per unit: the sale price while the product is on sale. */
export function unitPriceKobo(p: Priced): number {
  return isSalePriced(p) ? p.salePriceKobo : p.priceKobo;
}

/** The columns a ProductView is built from (no search vector or bookkeeping columns), and its variants. */
export type ProductViewRow = Omit<ProductRow, "searchVector" | "updatedAt" | "effectivePriceKobo"> & {
  variants: VariantView[];
};

export function toProductView(row: ProductViewRow): ProductView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceKobo: row.priceKobo,
    salePriceKobo: row.salePriceKobo,
    isOnSale: row.isOnSale,
    isNew: row.isNew,
    stockQuantity: row.stockQuantity,
    variants: row.variants,
    status: row.status,
    imageUrl: row.imageUrl,
    images: row.images,
    colorImages: row.colorImages,
    // Product input is held to CATEGORIES (product-schema.ts); the column is plain text.
    category: row.category as Category,
    sizes: row.sizes,
    colors: row.colors,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
    averageRating: averageRating(row.ratingSum, row.reviewCount),
    totalReviews: row.reviewCount,
  };
}
