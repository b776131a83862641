import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { storePageHref } from "@/store";
import { useStorePages } from "~/lib/store-name";
import { choosableSizes, type ProductView } from "@/catalog";
import type { useAddToCartErrors } from "~/lib/add-to-cart";
import { soldOutColors, soldOutSizes, stockFor, type VariantPick } from "~/lib/variant-stock";
import { StockLabel } from "./product-bits";
import { ChipChoice } from "./chip-choice";

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
 * The product page's colour and size pickers, the stock line of the combination chosen and the
 * quantity box (issue 14). With JavaScript a choice updates them at once; without it, "Check stock"
 * asks the page again with ?size=&color= and the server answers with that combination. A sold-out
 * size or colour says so in words and can still be chosen (issue 45): the stock line then says
 * "Sold out" and the back-in-stock offer beside the form names that size and colour. When the whole
 * product is sold out, the page says it once above them: the chips are only struck through, not worded.
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
  const sizeName = useId();
  // The owner's size guide, once written, beside the sizes it explains.
  const sizeGuide = useStorePages().some((page) => page.slug === "size-guide");
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
  // Before a size is chosen the line speaks for the chosen colour in every size.
  const stock = stockFor(product.variants, pick);
  const productSoldOut = product.stockQuantity <= 0;
  return (
    <>
      {product.colors.length > 0 && (
        <ChipChoice
          name="color"
          form={form}
          options={product.colors}
          disabled={productSoldOut}
          soldOut={soldOutColors(product.variants, product.colors)}
          soldOutChoosable={!productSoldOut}
          chosen={pick.color}
          onChoose={(color) => setPick({ ...pick, color })}
          legend={
            <legend className={legend}>
              Colour
              {/* The chosen colour is read out by its radio: the group's name stays "Colour". */}
              {pick.color && (
                <span aria-hidden="true" className="font-normal">
                  : {pick.color}
                </span>
              )}
            </legend>
          }
          listClassName="mt-1.5 flex flex-wrap gap-2"
          chipClassName="chip min-h-11 min-w-11 px-3 text-sm"
        />
      )}
      {sizes.length > 0 && (
        <ChipChoice
          name="size"
          form={form}
          options={sizes}
          disabled={productSoldOut}
          soldOut={soldOutSizes(product.variants, sizes, pick.color)}
          soldOutChoosable={!productSoldOut}
          chosen={pick.size}
          onChoose={(size) => setPick({ ...pick, size })}
          legend={
            <legend className={`${legend} flex w-full items-center justify-between`}>
              <span id={sizeName}>Size</span>
              {sizeGuide ? (
                <Link
                  to={storePageHref("size-guide")}
                  className="-my-3 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
                >
                  Size guide
                </Link>
              ) : null}
            </legend>
          }
          labelledBy={sizeName}
          listClassName="mt-1.5 flex flex-wrap gap-2"
          chipClassName="chip min-h-11 min-w-12 px-3 text-sm"
        />
      )}
      {/* Sold out everywhere, the page says so once, above the pickers (the product page). */}
      {productSoldOut ? null : (
        <>
          <div aria-live="polite">
            <StockLabel stock={stock} choice={{ productStock: product.stockQuantity }} />
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
        </>
      )}
      {/* A product sold out in every size and colour has nothing to count or add: the stock line says
          so, and the back-in-stock offer under the form is the way on. */}
      {productSoldOut ? null : (
        <div className="flex items-center gap-3">
          <label htmlFor="quantity" className={legend}>
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
            className="h-12 w-16 shrink-0 rounded-full border border-neutral-300 px-2 text-center text-base"
          />
          {children(stock <= 0)}
        </div>
      )}
    </>
  );
}
