import { isRouteErrorResponse } from "react-router";
import type { CardProduct } from "~/lib/card-product";
import { ErrorPage } from "./error-page";
import { ProductCard } from "./product-card";

/**
 * A page that is not there (a product gone, an address mistyped): the not-found message, then a few
 * pieces still in the shop (the 404's data, `suggestions`), so a shared or old link is not a dead end.
 */
export function NotFoundWithSuggestions({ error, title, text }: { error: unknown; title: string; text: string }) {
  const suggestions: CardProduct[] =
    isRouteErrorResponse(error) && error.status === 404 ? (error.data?.suggestions ?? []) : [];
  return (
    <>
      <ErrorPage error={error} title={title} text={text} />
      {suggestions.length > 0 && (
        <section aria-labelledby="suggestions-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
          <h2 id="suggestions-heading" className="section-title">
            Still in the shop
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4">
            {suggestions.map((product, i) => (
              <li key={product.id}>
                <ProductCard product={product} eager={i < 2} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
