import type { ReactNode } from "react";
import type { useAddToCartErrors } from "~/lib/add-to-cart";
import { FieldError } from "./field-error";
import { SoldOutName, soldOutChip } from "./sold-out";

/**
 * The size or colour radios of an Add to Cart form (shop card and product page): the group carries
 * the error, the first option takes the focus. An option in `soldOut` is marked sold out: on a card it
 * is disabled; on the product page (`soldOutChoosable`) it stays choosable, so the shopper can ask to
 * be told when it is back. With `chosen` and `onChoose` the page holds the choice (product page);
 * otherwise the browser does.
 */
export function ChipChoice({
  name,
  form,
  options,
  disabled = false,
  soldOut,
  soldOutChoosable = false,
  chosen,
  onChoose,
  legend,
  className,
  listClassName,
  chipClassName,
  labelledBy,
}: {
  name: "size" | "color";
  form: ReturnType<typeof useAddToCartErrors>;
  options: readonly string[];
  disabled?: boolean;
  soldOut?: ReadonlySet<string>;
  soldOutChoosable?: boolean;
  chosen?: string;
  onChoose?: (option: string) => void;
  legend: ReactNode;
  className?: string;
  listClassName: string;
  chipClassName: string;
  /** The id of the legend's words, when the legend holds more than the group's name (a link). */
  labelledBy?: string;
}) {
  const { autoFocus, ...groupField } = form.field(name);
  return (
    <fieldset role="radiogroup" aria-required="true" aria-labelledby={labelledBy} {...groupField} className={className}>
      {legend}
      <div className={listClassName}>
        {options.map((option, i) => {
          const gone = soldOut?.has(option) ?? false;
          return (
            <label key={option} className={`${chipClassName} ${gone ? soldOutChip(soldOutChoosable) : ""}`}>
              <input
                type="radio"
                name={name}
                value={option}
                className="sr-only"
                disabled={disabled || (gone && !soldOutChoosable)}
                {...(onChoose && { checked: chosen === option, onChange: () => onChoose(option) })}
                autoFocus={i === 0 ? autoFocus : undefined}
              />
              {gone ? <SoldOutName name={option} visible={soldOutChoosable} /> : option}
            </label>
          );
        })}
      </div>
      <FieldError id={form.errorId(name)} message={form.errors[name]} />
    </fieldset>
  );
}
