import { Form, Link, useSearchParams } from "react-router";

/**
 * The shopper's own "Cancel order", on their order's page while it is Pending and unpaid
 * (docs/product-rules.md#cancelling-your-own-order). It asks first, on the page (`?cancel`), with or without
 * JavaScript.
 */
export function CancelMyOrder({ orderNumber }: { orderNumber: string }) {
  const [searchParams] = useSearchParams();
  const asking = searchParams.has("cancel");
  return (
    <section
      id="cancel-order"
      aria-labelledby="cancel-order-heading"
      className="mt-6 scroll-mt-28 rounded-lg border border-neutral-200 p-4"
    >
      <h2 id="cancel-order-heading" className="font-semibold">
        Changed your mind?
      </h2>
      {asking ? (
        <div role="group" aria-labelledby="cancel-ask" className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3">
          <p id="cancel-ask" className="font-semibold">
            Cancel order {orderNumber}?
          </p>
          <p className="mt-1 text-sm">It will not be sent, and you pay nothing.</p>
          <Form method="post" className="mt-3 flex flex-wrap gap-2">
            <button type="submit" name="intent" value="cancel" className="btn-primary bg-red-700 hover:bg-red-800">
              Yes, cancel order
            </button>
            <Link to="." className="btn-secondary">
              Keep my order
            </Link>
          </Form>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-neutral-700">You can cancel this order yourself until it is sent or paid.</p>
          <Link
            to="?cancel#cancel-order"
            className="mt-3 inline-flex min-h-11 items-center rounded-full border border-red-700 px-4 text-sm font-bold text-red-800 hover:bg-red-50"
          >
            Cancel order
          </Link>
        </>
      )}
    </section>
  );
}
