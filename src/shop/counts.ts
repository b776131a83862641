/** "1 order", "2,500 orders": a count with its noun, singular for one. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/**
 * "1,234,567": a whole number with its thousands grouped, as en-NG writes it. Written out rather than
 * asked of Intl: the server then never loads ICU's locale data, about 10 MB of its memory (issue 13),
 * and a page's server and browser render the same text whatever ICU version each has.
 */
export function formatCount(count: number): string {
  const digits = String(Math.abs(count));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return count < 0 ? `-${grouped}` : grouped;
}
