import { Link, useLocation } from "react-router";
import { ResponsiveImage } from "./responsive-image";
import { SHOP_CARD_COLOR_CHIPS, SHOP_CARD_SIZE_CHIPS } from "@/shop/constants";
import { choosableSizes } from "@/catalog";
import type { CardProduct } from "~/lib/card-product";
import { colorsToChoose, useAddToCartErrors } from "~/lib/add-to-cart";
import { AddToCartForm, WishlistButton } from "./cart-forms";
import { ChipChoice } from "./chip-choice";
import { Price, ProductTags, RatingStars, StockLabel } from "./product-bits";
import { BackInStockLink } from "./sold-out";

// On phones two cards share the width less the 16px page padding either side and the 16px gap, so a
// phone picks its picture by the card's real width, not by half the screen (often 320px, not 640px).
export const CARD_IMAGE_SIZES =
  "(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, calc(50vw - 24px)";

// A thumb needs 44 px; a mouse on a wide screen does with 36, and a top's five sizes then fit one row.
const CARD_CHIP = "chip lg:pointer-fine:min-h-9 lg:pointer-fine:min-w-9";

/**
 * A product in a grid or strip. Its forms post to /cart and /wishlist and come back here, so
 * adding works before (or without) JavaScript. `eager` for cards in the first visible row;
 * `priority` for the one whose picture is the page's largest paint, fetched ahead of the rest.
 */
export function ProductCard({
  product,
  wishlisted = false,
  eager = false,
  priority = false,
  imageSizes = CARD_IMAGE_SIZES,
  anchored = false,
  withoutPicture = false,
}: {
  product: CardProduct;
  wishlisted?: boolean;
  eager?: boolean;
  priority?: boolean;
  imageSizes?: string;
  /** The card has an element id, for a page without JavaScript to come back to after Add to Cart (one card per product on the page). */
  anchored?: boolean;
  /** The lighter page's off-screen carousel cards: the name and price without the picture's bytes. */
  withoutPicture?: boolean;
}) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const href = `/product/${product.id}`;
  const sizes = choosableSizes(product.sizes).slice(0, SHOP_CARD_SIZE_CHIPS);
  const soldOut = product.stockQuantity <= 0;
  const colors = colorsToChoose(product.colors);
  // More colours than a card has room for: the product page asks, rather than the card guessing one.
  const quickAdd = colors.length <= SHOP_CARD_COLOR_CHIPS;
  const addForm = useAddToCartErrors(product.id, sizes, colors, `card-${product.id}-`);
  return (
    <article
      id={anchored ? `item-${product.id}` : undefined}
      className="group flex h-full scroll-mt-40 flex-col"
      aria-labelledby={`card-${product.id}`}
    >
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-sand">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          {withoutPicture ? (
            <span className="grid size-full place-items-center p-3 text-center text-sm text-neutral-700">
              {product.name}
            </span>
          ) : (
            <ResponsiveImage
              url={product.imageUrl}
              fallbackWidth={640}
              sizes={imageSizes}
              width={400}
              height={500}
              alt={product.name}
              loading={priority ? "lead" : eager ? "eager" : "lazy"}
              className={`size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] ${soldOut ? "opacity-60" : ""}`}
            />
          )}
        </Link>
        <div className="absolute left-2 top-2">
          <ProductTags isOnSale={product.isOnSale} isNew={product.isNew} />
        </div>
        <WishlistButton
          productId={product.id}
          name={product.name}
          wishlisted={wishlisted}
          redirectTo={here}
          className="absolute right-2 top-2"
        />
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-neutral-600">{product.category}</p>
        {/* A long word in a name wraps anywhere rather than widen its column past a phone's screen. */}
        <h3
          id={`card-${product.id}`}
          className="text-sm font-semibold leading-snug [overflow-wrap:anywhere] sm:text-base"
        >
          <Link to={href} className="block py-1 hover:underline">
            {product.name}
          </Link>
        </h3>
        <Price product={product} />
        {product.totalReviews > 0 && <RatingStars rating={product.averageRating} count={product.totalReviews} />}
        <StockLabel stock={product.stockQuantity} />
        {soldOut ? (
          <BackInStockLink product={product} className="mt-auto py-2.5" />
        ) : quickAdd ? (
          <AddToCartForm
            checks={addForm}
            productId={product.id}
            redirectTo={here}
            anchor={anchored ? `item-${product.id}` : undefined}
            className="flex flex-1 flex-col pt-2"
          >
            <input type="hidden" name="quantity" value="1" />
            {sizes.length > 0 && (
              <ChipChoice
                name="size"
                form={addForm}
                options={sizes}
                soldOut={new Set(product.soldOutSizes)}
                legend={<legend className="sr-only">Size for {product.name}</legend>}
                className="relative mb-2"
                listClassName="chip-row"
                chipClassName={CARD_CHIP}
              />
            )}
            {colors.length > 0 && (
              <ChipChoice
                name="color"
                form={addForm}
                options={colors}
                soldOut={new Set(product.soldOutColors)}
                legend={<legend className="sr-only">Colour for {product.name}</legend>}
                className="relative mb-2"
                listClassName="chip-row"
                chipClassName={CARD_CHIP}
              />
            )}
            {/* The chips sit under the price; the button keeps to the card's foot, level across a row. */}
            <button type="submit" className="btn-primary mt-auto w-full px-3 py-2.5">
              Add to Cart
              <span className="sr-only">: {product.name}</span>
            </button>
          </AddToCartForm>
        ) : (
          <Link to={href} className="btn-secondary mt-auto w-full px-3 py-2.5">
            Choose size and colour<span className="sr-only">: {product.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
