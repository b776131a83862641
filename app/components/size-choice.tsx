import type { ReactNode } from "react";
import type { useAddToCartErrors } from "~/lib/add-to-cart";
import { FieldError } from "./field-error";
import { SoldOutNote, soldOutChip } from "./sold-out";

/**
 * The size radios of an Add to Cart form (shop card and product page): the group carries the error,
 * the first size takes the focus. A size in `soldOut` is struck through, disabled and said to be sold
 * out. With `chosen` and `onChoose` the page holds the choice (product page); otherwise the browser does.
 */
export function SizeChoice({
  form,
  sizes,
  disabled,
  soldOut,
  chosen,
  onChoose,
  legend,
  className,
  listClassName,
  chipClassName,
}: {
  form: ReturnType<typeof useAddToCartErrors>;
  sizes: readonly string[];
  disabled: boolean;
  soldOut?: ReadonlySet<string>;
  chosen?: string;
  onChoose?: (size: string) => void;
  legend: ReactNode;
  className?: string;
  listClassName: string;
  chipClassName: string;
}) {
  const { autoFocus, ...groupField } = form.field("size");
  return (
    <fieldset role="radiogroup" aria-required="true" {...groupField} className={className}>
      {legend}
      <div className={listClassName}>
        {sizes.map((size, i) => {
          const gone = soldOut?.has(size) ?? false;
          return (
            <label key={size} className={`${chipClassName} ${gone ? soldOutChip : ""}`}>
              <input
                type="radio"
                name="size"
                value={size}
                className="sr-only"
                disabled={disabled || gone}
                {...(onChoose && { checked: chosen === size, onChange: () => onChoose(size) })}
                autoFocus={i === 0 ? autoFocus : undefined}
              />
              {size}
              {gone && <SoldOutNote />}
            </label>
          );
        })}
      </div>
      <FieldError id={form.errorId("size")} message={form.errors.size} />
    </fieldset>
  );
}
