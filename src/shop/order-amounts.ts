import { formatNaira } from "./money";
import type { Reckoning } from "./reckoning";

/**
 * What the shopper pays: the items, less the code's discount, plus delivery. The one statement of the
 * total: checkout's order statement computes it in SQL on what it locks (src/checkout), and the cart
 * and checkout summaries on their previews (inKobo).
 */
export function orderTotal<Kobo, Truth>(
  r: Reckoning<Kobo, Truth>,
  amounts: { subtotal: Kobo; discount: Kobo; shipping: Kobo },
): Kobo {
  return r.plus(r.minus(amounts.subtotal, amounts.discount), amounts.shipping);
}

type Amounts = {
  subtotalKobo: number;
  discountKobo: number;
  discountCode: string | null;
  shippingFeeKobo: number;
  totalAmountKobo: number;
};

/**
 * The money lines of an order as the order page, the admin and the mails show them: the discount
 * gets its own line, naming its code, only when a code took something off or made delivery free.
 */
export function orderAmountRows(order: Amounts): Array<[label: string, amount: string]> {
  const rows: Array<[string, string]> = [["Subtotal", formatNaira(order.subtotalKobo)]];
  if (order.discountCode) rows.push([`Discount (${order.discountCode})`, `−${formatNaira(order.discountKobo)}`]);
  rows.push([
    "Shipping",
    order.shippingFeeKobo === 0 && order.discountCode ? "Free" : formatNaira(order.shippingFeeKobo),
  ]);
  rows.push(["Total", formatNaira(order.totalAmountKobo)]);
  return rows;
}
