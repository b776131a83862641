import { useEffect, useState } from "react";
import { choosableSizes, type ProductView } from "@/catalog/product-view";
import type { useAddToCartErrors } from "~/lib/add-to-cart";
import { soldOutColors, soldOutSizes, stockFor, type VariantPick } from "~/lib/variant-stock";
import { StockLabel } from "./product-bits";
import { SizeChoice } from "./size-choice";
import { SoldOutNote, soldOutChip } from "./sold-out";

const legend = "text-sm font-bold";

/**
 * The size and colour chosen on a product page, starting from `initial` (the URL's, firstPick) and
 * starting over when the page moves to another product or the URL asks for another combination.
 */
export function useVariantPick(initial: VariantPick, productId: string) {
  const key = `${productId}|${initial.size}|${initial.color}`;
  const [held, setHeld] = useState({ key, pick: initial });
  const pick = held.key === key ? held.pick : initial;
  return [pick, (next: VariantPick) => setHeld({ key, pick: next })] as const;
}

/**
 * The product page's size and colour pickers, the stock line of the combination chosen and the
 * quantity box (issue 14). With JavaScript a choice updates them at once; without it, "Check stock"
 * asks the page again with ?size=&color= and the server answers with that combination.
 */
export function VariantChoice({
  product,
  form,
  pick,
  onPick: setPick,
  children,
}: {
  product: ProductView;
  form: ReturnType<typeof useAddToCartErrors>;
  /** The page holds the choice (useVariantPick): the back-in-stock offer beside the form follows it too. */
  pick: VariantPick;
  onPick: (pick: VariantPick) => void;
  /** The Add to Cart button, told whether the combination chosen is sold out. */
  children: (soldOut: boolean) => React.ReactNode;
}) {
  const sizes = choosableSizes(product.sizes);
  // The page's scripts start once it has loaded: a size or colour chosen before then is in the form,
  // and the stock line and the button follow it from the first render on. Later choices come by onPick.
  useEffect(() => {
    const chosen = form.formRef.current ? new FormData(form.formRef.current) : null;
    const size = chosen?.get("size");
    const color = chosen?.get("color");
    const next = {
      size: typeof size === "string" ? size : pick.size,
      color: typeof color === "string" ? color : pick.color,
    };
    if (next.size !== pick.size || next.color !== pick.color) setPick(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the scripts start
  }, []);
  // Until a size is chosen the line speaks of the whole product, as it did before variants.
  const stock = sizes.length > 0 && !pick.size ? product.stockQuantity : stockFor(product.variants, pick);
  const productSoldOut = product.stockQuantity <= 0;
  const goneColors = soldOutColors(product.variants, product.colors);
  return (
    <>
      {sizes.length > 0 && (
        <SizeChoice
          form={form}
          sizes={sizes}
          disabled={productSoldOut}
          soldOut={soldOutSizes(product.variants, sizes, pick.color)}
          chosen={pick.size}
          onChoose={(size) => setPick({ ...pick, size })}
          legend={<legend className={legend}>Size</legend>}
          listClassName="mt-2 flex flex-wrap gap-2"
          chipClassName="chip min-w-12 px-3 py-2 text-sm"
        />
      )}
      {product.colors.length > 0 && (
        <fieldset>
          <legend className={legend}>Colour</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {product.colors.map((color) => {
              const gone = goneColors.has(color);
              return (
                <label key={color} className={`chip px-3 py-2 text-sm ${gone ? soldOutChip : ""}`}>
                  <input
                    type="radio"
                    name="color"
                    value={color}
                    checked={pick.color === color}
                    onChange={() => setPick({ ...pick, color })}
                    className="sr-only"
                    disabled={productSoldOut || gone}
                  />
                  {color}
                  {gone && <SoldOutNote />}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <div aria-live="polite">
        <StockLabel stock={stock} showInStock />
      </div>
      <noscript>
        <button
          type="submit"
          formMethod="get"
          formAction={`/product/${product.id}`}
          formNoValidate
          className="btn-secondary px-4 py-2"
        >
          Check stock
        </button>
      </noscript>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="quantity" className={`${legend} block`}>
            Quantity
          </label>
          <input
            id="quantity"
            type="number"
            name="quantity"
            min={1}
            max={Math.max(1, stock)}
            defaultValue={1}
            disabled={stock <= 0}
            inputMode="numeric"
            className="mt-2 w-20 rounded-full border border-neutral-300 px-4 py-3 text-center text-base"
          />
        </div>
        {children(stock <= 0)}
      </div>
    </>
  );
}
