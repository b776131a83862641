import { Link } from "react-router";
import { imageSrc } from "@/media";
import type { AddedItem } from "~/lib/toast.server";

/**
 * What Add to Cart just put in the bag, with the bag's count, View bag and Checkout (issue 45): a
 * sheet at the foot of a phone's screen, a panel under the header on wide screens, so the bag icon
 * stays in sight. It stays until closed or the shopper moves on; "Close" is a dialog form, which the
 * browser handles without JavaScript. `id` is the toast's: each add opens it again.
 */
export function AddedToBag({ id, item, bagCount }: { id: string; item: AddedItem; bagCount: number }) {
  const choice = [item.size, item.color].filter(Boolean).join(", ");
  return (
    <dialog
      key={id}
      open
      aria-labelledby="added-to-bag-heading"
      className="fixed inset-x-0 bottom-0 top-auto z-40 m-0 w-full max-w-none rounded-t-2xl border border-neutral-200 bg-white p-4 text-neutral-900 shadow-2xl lg:inset-x-auto lg:bottom-auto lg:right-6 lg:top-24 lg:w-96 lg:rounded-2xl"
    >
      <div className="flex items-start justify-between gap-3">
        <p id="added-to-bag-heading" role="status" className="flex items-center gap-2 font-bold text-green-800">
          <span aria-hidden="true">✓</span>Item added to cart
        </p>
        <form method="dialog">
          <button
            type="submit"
            aria-label="Close"
            className="-m-2 grid size-11 place-items-center rounded-full text-xl"
          >
            <span aria-hidden="true">×</span>
          </button>
        </form>
      </div>
      <div className="mt-2 flex items-center gap-3">
        <img
          src={imageSrc(item.imageUrl, 320)}
          alt=""
          width={56}
          height={70}
          className="h-[70px] w-14 shrink-0 rounded-lg bg-sand object-cover"
        />
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold">{item.name}</p>
          <p className="text-neutral-700">
            {choice && `${choice} · `}Qty {item.quantity}
          </p>
          <p className="text-neutral-700">{bagCount === 1 ? "1 item" : `${bagCount} items`} in your bag</p>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Link to="/cart" className="btn-secondary px-3">
          View bag
        </Link>
        <Link to="/checkout" className="btn-primary px-3">
          Checkout
        </Link>
      </div>
    </dialog>
  );
}
