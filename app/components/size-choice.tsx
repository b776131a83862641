import type { ReactNode } from "react";
import type { useAddToCartErrors } from "~/lib/add-to-cart";
import { FieldError } from "./field-error";

/** The size radios of an Add to Cart form (shop card and product page): the group carries the error, the first size takes the focus. */
export function SizeChoice({
  form,
  sizes,
  disabled,
  legend,
  className,
  listClassName,
  chipClassName,
}: {
  form: ReturnType<typeof useAddToCartErrors>;
  sizes: readonly string[];
  disabled: boolean;
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
        {sizes.map((size, i) => (
          <label key={size} className={chipClassName}>
            <input
              type="radio"
              name="size"
              value={size}
              className="sr-only"
              disabled={disabled}
              autoFocus={i === 0 ? autoFocus : undefined}
            />
            {size}
          </label>
        ))}
      </div>
      <FieldError id={form.errorId("size")} message={form.errors.size} />
    </fieldset>
  );
}
