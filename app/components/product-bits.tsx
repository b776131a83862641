import { LOW_STOCK_THRESHOLD } from "@/shop/constants";
import { useStoreDetails } from "~/lib/store-name";
import { isSalePriced } from "@/catalog";
import { formatNaira } from "@/shop/money";
import { StarRow } from "./icons";

type Priced = { priceKobo: number; salePriceKobo: number | null; isOnSale: boolean };

/** The price a shopper pays; on sale, the sale price next to the struck-through original. */
export function Price({ product, size = "md" }: { product: Priced; size?: "md" | "lg" }) {
  const big = size === "lg" ? "text-2xl" : "text-base";
  if (isSalePriced(product)) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`${big} font-bold text-accent`}>
          <span className="sr-only">Sale price </span>
          {formatNaira(product.salePriceKobo)}
        </span>
        <del className="text-sm text-neutral-600">
          <span className="sr-only">Original price </span>
          {formatNaira(product.priceKobo)}
        </del>
      </p>
    );
  }
  return <p className={`${big} font-bold`}>{formatNaira(product.priceKobo)}</p>;
}

export function RatingStars({ rating, count, className = "" }: { rating: number; count: number; className?: string }) {
  return (
    <p className={`flex items-center gap-1 text-sm text-neutral-700 ${className}`}>
      <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="flex">
        <StarRow filled={Math.floor(rating + 0.25)} />
      </span>
      <span>
        {rating.toFixed(1)}{" "}
        <span className="text-neutral-600">
          ({count}
          <span className="sr-only"> {count === 1 ? "review" : "reviews"}</span>)
        </span>
      </span>
    </p>
  );
}

/**
 * "Only n left" from the owner's low-stock threshold down (5 unless changed), "Out of Stock" at 0
 * (docs/product-rules.md#stock-labels); nothing otherwise. `choice`: the product page's line for the size and colour chosen
 * (issue 45), which says "In stock" too, and "Sold out" when only that choice has none left.
 */
export function StockLabel({ stock, choice }: { stock: number; choice?: { productStock: number } }) {
  const lowStock = useStoreDetails()?.lowStockThreshold ?? LOW_STOCK_THRESHOLD;
  if (stock <= 0) {
    const words = choice && choice.productStock > 0 ? "Sold out" : "Out of Stock";
    return <p className="text-sm font-semibold text-red-700">{words}</p>;
  }
  if (stock <= lowStock) return <p className="text-sm font-semibold text-amber-800">Only {stock} left</p>;
  return choice ? <p className="text-sm font-medium text-green-800">In stock</p> : null;
}

export function ProductTags({ isOnSale, isNew }: { isOnSale: boolean; isNew: boolean }) {
  if (!isOnSale && !isNew) return null;
  return (
    <span className="flex gap-1">
      {isOnSale && (
        <span className="rounded-full bg-accent px-2.5 py-1 text-[11px] font-bold tracking-wider text-white">
          ON SALE
        </span>
      )}
      {isNew && (
        <span className="rounded-full bg-brand px-2.5 py-1 text-[11px] font-bold tracking-wider text-white">NEW</span>
      )}
    </span>
  );
}
