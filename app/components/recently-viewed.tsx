import { useEffect } from "react";
import { useFetcher } from "react-router";
import { RECENTLY_VIEWED_SHOWN } from "@/shop/constants";
import type { CardProduct } from "~/lib/card-product";
import { readRecentlyViewed } from "~/lib/recently-viewed";
import { ProductCard } from "./product-card";

/** The shopper's recently viewed products, read from this browser; hidden until there are some. */
export function RecentlyViewed({ excludeId }: { excludeId?: string }) {
  const fetcher = useFetcher<{ products: CardProduct[] }>();
  const { load } = fetcher;
  useEffect(() => {
    const ids = readRecentlyViewed()
      .map((e) => e.productId)
      .filter((id) => id !== excludeId)
      .slice(0, RECENTLY_VIEWED_SHOWN);
    if (ids.length > 0) void load(`/recently-viewed?ids=${ids.join(",")}`);
  }, [load, excludeId]);
  const products = fetcher.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="recently-viewed-heading" className="section-title">
        Recently Viewed
      </h2>
      <ul className="snap-strip mt-6 gap-4 pb-2">
        {products.map((p) => (
          <li key={p.id} className="w-[44%] sm:w-[30%] lg:w-[15.5%]">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
