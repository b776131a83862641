/** A size or colour chip that cannot be chosen: struck through and dimmed, not clickable. */
export const soldOutChip = "cursor-not-allowed line-through opacity-50";

/** What a screen reader hears after a sold-out option's name. */
export function SoldOutNote() {
  return <span className="sr-only">(sold out)</span>;
}
