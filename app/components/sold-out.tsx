import { Link } from "react-router";

/**
 * A size or colour chip that is sold out: dimmed, its name struck through (SoldOutName). On a card it
 * cannot be chosen; on the product page it can (`choosable`), to ask for the back-in-stock alert, and
 * says "Sold out" in words under its name.
 */
export function soldOutChip(choosable = false): string {
  return choosable ? "flex-col border-dashed text-neutral-600 has-checked:text-white" : "cursor-not-allowed opacity-50";
}

/** A sold-out option's name, struck through, then "Sold out": in words under it on the product page. */
export function SoldOutName({ name, visible = false }: { name: string; visible?: boolean }) {
  return (
    <>
      <span className="line-through">{name}</span>
      {/* Screen readers hear "(sold out)" after the name, as they did before it was shown in words. */}
      <span className="sr-only">(sold out)</span>
      {visible && (
        <span aria-hidden="true" className="text-[11px] font-medium leading-tight">
          Sold out
        </span>
      )}
    </>
  );
}

/**
 * Where a product sold out in every size and colour has nothing to choose or add (a shop card, a saved
 * piece): the way to its product page's back-in-stock alert instead of dead controls.
 */
export function BackInStockLink({ product, className }: { product: { id: string; name: string }; className: string }) {
  return (
    <Link to={`/product/${product.id}#back-in-stock`} className={`btn-secondary w-full px-3 ${className}`}>
      E-mail me when it&apos;s back<span className="sr-only">: {product.name}</span>
    </Link>
  );
}
