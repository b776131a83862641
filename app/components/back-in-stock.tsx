import { useFetcher } from "react-router";
import type { ProductView } from "@/catalog";
import { variantName, variantPath } from "@/stock-alerts";
import type { VariantPick } from "~/lib/variant-stock";

/** What the product page's action answers to "E-mail me when it's back" (a visitor is sent to sign in). */
export type BackInStockAnswer = { intent: "back-in-stock"; ok: boolean; message: string };

/**
 * "E-mail me when it's back" for the product's sold-out sizes and colours (issue 14). It shows the
 * same for everyone (the product page may come from a shared cache, decision 015): whether the
 * shopper is signed in is the action's question, which subscribes them or sends them to sign in and
 * back to this size and colour. The combination chosen is offered first; a size struck through in the
 * picker is reached through the list. With JavaScript it posts in the background and says so below.
 */
export function BackInStock({
  product,
  pick,
  answer,
  className = "mt-6",
}: {
  product: Pick<ProductView, "id" | "variants">;
  pick: VariantPick;
  /** The action's answer to a post without JavaScript (the page comes back with it). */
  answer: BackInStockAnswer | undefined;
  className?: string;
}) {
  const fetcher = useFetcher<BackInStockAnswer>();
  const soldOut = product.variants.filter((v) => v.stockQuantity <= 0);
  if (soldOut.length === 0) return null;
  const chosen = soldOut.find((v) => v.size === pick.size && v.color === pick.color);
  const offered = chosen ?? soldOut.find((v) => v.color === pick.color) ?? soldOut[0];
  const everyOne = soldOut.length === product.variants.length;
  const shown = fetcher.data ?? answer;
  const busy = fetcher.state !== "idle";
  return (
    <section
      id="back-in-stock"
      aria-labelledby="back-in-stock-heading"
      className={`${className} scroll-mt-40 rounded-lg border border-neutral-300 p-4`}
    >
      <h2 id="back-in-stock-heading" className="text-sm font-bold">
        {everyOne
          ? "Sold out for now"
          : chosen
            ? "Sold out in this size and colour"
            : "Waiting for a sold-out size or colour?"}
      </h2>
      <fetcher.Form
        method="post"
        action={variantPath(product.id, pick.size, pick.color)}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="back-in-stock" />
        {soldOut.length > 1 ? (
          <div>
            <label htmlFor="back-in-stock-variant" className="block text-sm">
              {everyOne ? choiceName(product.variants) : "Sold out"}
            </label>
            <select
              id="back-in-stock-variant"
              name="variantId"
              // A new pick offers its own combination again.
              key={offered.id}
              defaultValue={offered.id}
              className="mt-1 rounded-full border border-neutral-300 px-4 py-2.5 text-base"
            >
              {soldOut.map((v) => (
                <option key={v.id} value={v.id}>
                  {variantName(v) || "This product"}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <>
            {variantName(offered) && <p className="w-full text-sm">{variantName(offered)} is sold out.</p>}
            <input type="hidden" name="variantId" value={offered.id} />
          </>
        )}
        <button type="submit" disabled={busy} className="btn-secondary px-4 py-2.5">
          {busy ? "Saving..." : "E-mail me when it's back"}
        </button>
      </fetcher.Form>
      <p
        role="status"
        className={`mt-2 text-sm font-semibold ${shown?.ok === false ? "text-red-700" : "text-green-800"}`}
      >
        {shown?.message}
      </p>
    </section>
  );
}

/** What the list of a product sold out in every combination chooses: its sizes, its colours or both. */
function choiceName(variants: ProductView["variants"]) {
  const sized = variants.some((v) => v.size);
  const coloured = variants.some((v) => v.color);
  if (sized && coloured) return "Size and colour";
  return sized ? "Size" : "Colour";
}
