import { Form } from "react-router";
import type { RemovedLine } from "@/cart";
import type { ReactNode } from "react";

/**
 * The line just removed, named, with a button that puts it back as it was: a Remove tapped by mistake
 * on a phone costs one tap, not a search for the piece. Gone at the next visit to the bag. `children`
 * are the page's own hidden fields (the delivery estimate's place).
 */
export function PutBack({ removed, busy, children }: { removed: RemovedLine; busy: boolean; children: ReactNode }) {
  const choice = [removed.size, removed.color].filter(Boolean).join(", ");
  return (
    <Form
      method="post"
      className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md bg-neutral-100 px-4 py-2 text-sm"
    >
      <p>
        Removed <span className="font-semibold">{removed.name}</span>
        {choice && ` (${choice})`}
        {removed.quantity > 1 && ` × ${removed.quantity}`}.
      </p>
      <input type="hidden" name="productId" value={removed.productId} />
      {removed.variantId && <input type="hidden" name="variantId" value={removed.variantId} />}
      {removed.size && <input type="hidden" name="size" value={removed.size} />}
      {removed.color && <input type="hidden" name="color" value={removed.color} />}
      <input type="hidden" name="quantity" value={removed.quantity} />
      {children}
      <button
        type="submit"
        name="intent"
        value="put-back"
        disabled={busy}
        className="min-h-11 font-semibold text-brand underline underline-offset-2"
      >
        Put it back<span className="sr-only"> {removed.name}</span>
      </button>
    </Form>
  );
}
