import type { PackingSlipOrder } from "@/orders";
import { formatShortDate } from "@/shop/dates";
import { countOf } from "@/shop/counts";
import { readablePhone } from "@/shop/phone";

/** What goes in the parcel: the shop, the order, where it goes, and each line with its size, colour, SKU and count. */
export function PackingSlip({
  page,
  store,
  exchangeSentAt = null,
  className = "",
}: {
  page: PackingSlipOrder;
  store: string;
  /** The parcel of a return's exchange, sent then: the pieces sent instead, to the same address. */
  exchangeSentAt?: string | null;
  className?: string;
}) {
  const { order, lines } = page;
  const address = order.shippingAddress;
  return (
    <section aria-label="Packing slip" className={`bg-white text-black ${className}`}>
      <header className="flex items-start justify-between gap-4 border-b border-black pb-3">
        <div>
          <p className="text-2xl font-black tracking-[0.2em]">{store}</p>
          <h2 className="text-lg font-bold">{exchangeSentAt ? "Exchange slip" : "Packing slip"}</h2>
        </div>
        <div className="text-right text-sm">
          {exchangeSentAt ? (
            <>
              <p className="font-semibold">Exchange for {order.orderNumber}</p>
              <p>Sent {formatShortDate(exchangeSentAt)}</p>
            </>
          ) : (
            <>
              <p className="font-semibold">{order.orderNumber}</p>
              <p>Placed {formatShortDate(order.createdAt)}</p>
            </>
          )}
        </div>
      </header>
      <div className="mt-3 text-sm">
        <h3 className="font-semibold">{order.delivery.pickup ? "Pick up in store" : "Deliver to"}</h3>
        <p>{address.fullName}</p>
        <p>{readablePhone(order.customerPhone)}</p>
        {order.delivery.pickup ? (
          <p>{order.delivery.pickupAddress}</p>
        ) : (
          <>
            <p>{address.address}</p>
            <p>
              {address.city}, {address.state}
              {address.postalCode ? ` ${address.postalCode}` : ""}
            </p>
          </>
        )}
      </div>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-1 pr-2">
              Item
            </th>
            <th scope="col" className="py-1 pr-2">
              Size / colour
            </th>
            <th scope="col" className="py-1 pr-2">
              SKU
            </th>
            <th scope="col" className="py-1 text-right">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={`${line.productId}-${line.size}-${line.color}-${i}`} className="border-b border-neutral-400">
              <td className="py-1 pr-2">{line.productName}</td>
              <td className="py-1 pr-2">{[line.size, line.color].filter(Boolean).join(" / ") || "—"}</td>
              <td className="py-1 pr-2 break-all">{line.sku ?? "—"}</td>
              <td className="py-1 text-right font-semibold">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-right text-sm font-semibold">{countOf(order.itemCount, "item")}</p>
    </section>
  );
}
