import type { ProductView } from "@/catalog";
import { soldOutColors, soldOutSizes } from "./variant-stock";

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
  | "colors"
  | "averageRating"
  | "totalReviews"
> & {
  /** Sizes with no units in any colour: disabled on the card's size picker. */
  soldOutSizes: string[];
  /** Colours with no units in any size: disabled on the card's colour picker. */
  soldOutColors: string[];
};

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
    colors: p.colors,
    soldOutSizes: [...soldOutSizes(p.variants, p.sizes, "")],
    soldOutColors: [...soldOutColors(p.variants, p.colors)],
    averageRating: p.averageRating,
    totalReviews: p.totalReviews,
  };
}
