import type { ProductView } from "@/catalog/product-view";

/** The part of a product a card shows: keeps descriptions out of listing pages' HTML payload. */
export type CardProduct = Pick<
  ProductView,
  | "id"
  | "name"
  | "priceKobo"
  | "salePriceKobo"
  | "isOnSale"
  | "isNew"
  | "stockQuantity"
  | "imageUrl"
  | "category"
  | "sizes"
  | "averageRating"
  | "totalReviews"
>;

export function toCardProduct(p: ProductView): CardProduct {
  return {
    id: p.id,
    name: p.name,
    priceKobo: p.priceKobo,
    salePriceKobo: p.salePriceKobo,
    isOnSale: p.isOnSale,
    isNew: p.isNew,
    stockQuantity: p.stockQuantity,
    imageUrl: p.imageUrl,
    category: p.category,
    sizes: p.sizes,
    averageRating: p.averageRating,
    totalReviews: p.totalReviews,
  };
}
