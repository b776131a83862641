import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ProductFormBoxes } from "@/catalog";
import type { FieldControl } from "~/lib/form-errors";

type Cell = { size: string; color: string; stock: string; sku: string };

const key = (size: string, color: string) => `${size}\u0000${color}`;
const orNone = (values: readonly string[]) => (values.length > 0 ? values : [""]);

/** The rows of the grid: one per size × colour ticked, keeping what was typed in a row that stays. */
function rowsFor(sizes: readonly string[], colors: readonly string[], typed: Map<string, Cell>): Cell[] {
  return orNone(sizes).flatMap((size) =>
    orNone(colors).map((color) => typed.get(key(size, color)) ?? { size, color, stock: "0", sku: "" }),
  );
}

function typedCells(boxes: ProductFormBoxes): Map<string, Cell> {
  const cells = boxes.variantSizes.map((size, i) => ({
    size,
    color: boxes.variantColors[i] ?? "",
    stock: boxes.variantStocks[i] ?? "0",
    sku: boxes.variantSkus[i] ?? "",
  }));
  return new Map(cells.map((cell) => [key(cell.size, cell.color), cell]));
}

const ticked = (form: HTMLFormElement, name: string) =>
  [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((box) => box.value);

/**
 * The admin's variant grid (issue 14): stock and an optional SKU for each size × colour of a saved
 * product, the one place its stock is typed (issue 46). With JavaScript its rows follow the Sizes and
 * Colours boxes as they are ticked, "Set all" fills every stock box, the form's read-only Stock Quantity
 * follows the grid's total (`onTotal`), and saving asks before a size or colour with stock is dropped.
 * Without it the rows are the saved ones; the server keeps only the rows of the sizes and colours ticked.
 */
const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

export function VariantGrid({
  boxes,
  field,
  onTotal,
  children,
}: {
  boxes: ProductFormBoxes;
  field: FieldControl;
  onTotal: (total: number) => void;
  /** The grid's message, below it. */
  children: ReactNode;
}) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [cells, setCells] = useState(() => typedCells(boxes));
  const [axes, setAxes] = useState({ sizes: boxes.sizes, colors: boxes.colors });
  const [setAll, setSetAll] = useState("");
  const rows = rowsFor(axes.sizes, axes.colors, cells);
  const total = rows.reduce((sum, row) => sum + (Number(row.stock) || 0), 0);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    // Any change in the form bubbles here (a stock box's too, as it loses focus): the rows are drawn
    // again only when the ticked sizes or colours changed, or a row would move under the shopper's tap.
    const follow = () =>
      setAxes((shown) => {
        const next = { sizes: ticked(form, "sizes"), colors: ticked(form, "colors") };
        return sameMembers(shown.sizes, next.sizes) && sameMembers(shown.colors, next.colors) ? shown : next;
      });
    form.addEventListener("change", follow);
    return () => form.removeEventListener("change", follow);
  }, []);

  useEffect(() => onTotal(total), [total, onTotal]);

  // Dropping a size or colour whose variants hold stock loses those units: ask first.
  const dropped = [...cells.values()].filter(
    (cell) => Number(cell.stock) > 0 && !rows.some((row) => key(row.size, row.color) === key(cell.size, cell.color)),
  );
  useEffect(() => {
    const form = ref.current?.form;
    if (!form || dropped.length === 0) return;
    const names = dropped.map((cell) => [cell.size, cell.color].filter(Boolean).join(" ")).join(", ");
    const ask = (event: SubmitEvent) => {
      if (!window.confirm(`Remove ${names} and their stock?`)) event.preventDefault();
    };
    form.addEventListener("submit", ask, { capture: true });
    return () => form.removeEventListener("submit", ask, { capture: true });
  });

  const edit = (row: Cell, change: Partial<Cell>) =>
    setCells(new Map(cells).set(key(row.size, row.color), { ...row, ...change }));

  return (
    <fieldset ref={ref} className="flex flex-col gap-2" {...field}>
      <legend className="font-medium">Stock by size and colour</legend>
      <p className="text-sm text-neutral-700">The product&apos;s Stock Quantity is the total of this grid: {total}.</p>
      <div className="flex items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          Set all to
          <input
            type="number"
            min="0"
            step="1"
            inputMode="numeric"
            value={setAll}
            onChange={(event) => setSetAll(event.currentTarget.value)}
            className="w-24 rounded-md border border-neutral-400 px-3 py-2"
          />
        </label>
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          disabled={setAll === ""}
          onClick={() => setCells(new Map(rows.map((row) => [key(row.size, row.color), { ...row, stock: setAll }])))}
        >
          Set all
        </button>
      </div>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              Size and colour
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Stock
            </th>
            <th scope="col" className="py-1 font-medium">
              SKU (optional)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = [row.size, row.color].filter(Boolean).join(" · ") || "One variant";
            return (
              <tr key={key(row.size, row.color)}>
                <th scope="row" className="py-1 pr-2 font-normal">
                  {name}
                  <input type="hidden" name="variantSize" value={row.size} />
                  <input type="hidden" name="variantColor" value={row.color} />
                </th>
                <td className="py-1 pr-2">
                  <input
                    type="number"
                    name="variantStock"
                    aria-label={`Stock of ${name}`}
                    min="0"
                    step="1"
                    inputMode="numeric"
                    value={row.stock}
                    onChange={(event) => edit(row, { stock: event.currentTarget.value })}
                    className="w-24 rounded-md border border-neutral-400 px-3 py-2"
                  />
                </td>
                <td className="py-1">
                  <input
                    type="text"
                    name="variantSku"
                    aria-label={`SKU of ${name}`}
                    maxLength={64}
                    value={row.sku}
                    onChange={(event) => edit(row, { sku: event.currentTarget.value })}
                    className="w-full rounded-md border border-neutral-400 px-3 py-2"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {children}
    </fieldset>
  );
}
