import type { CardProduct } from "~/lib/card-product";
import { ProductCard } from "./product-card";

/** "Popular right now": a few cards to open or add from where a page has nothing of its own to show. */
export function PopularProducts({ products, wishlisted }: { products: CardProduct[]; wishlisted: string[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="popular-heading" className="mt-10 text-left">
      <h2 id="popular-heading" className="section-title text-2xl">
        Popular right now
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 xl:grid-cols-4">
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} wishlisted={wishlisted.includes(p.id)} anchored />
          </li>
        ))}
      </ul>
    </section>
  );
}
