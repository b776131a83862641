import type { Route } from "./+types/payments.paystack.callback";
import { verifyPayment } from "@/payments";
import { redirectWithToast } from "~/lib/toast.server";

// Paystack sends the shopper here after its payment page (?reference=…). We ask Paystack how it
// ended, apply it to the order, and show the order. The signed webhook may have got there first;
// either way the payment is applied once.
export async function loader({ request, context }: Route.LoaderArgs) {
  const reference = (new URL(request.url).searchParams.get("reference") ?? "").trim().slice(0, 100);
  const result = reference ? await verifyPayment(context.app, reference) : null;
  if (!result?.orderNumber) {
    return redirectWithToast("/order-history", { kind: "error", message: "We could not find that payment." });
  }
  const orderUrl = `/track-order/${encodeURIComponent(result.orderNumber)}`;
  if (result.paid) return redirectWithToast(orderUrl, { kind: "success", message: "Payment received. Thank you!" });
  // Money was taken but could not pay this order: it is recorded for the shop to settle or refund.
  if (result.outcome === "order-cancelled" || result.outcome === "amount-mismatch") {
    return redirectWithToast(orderUrl, {
      kind: "error",
      message:
        "We received your payment but could not apply it to this order. We will contact you to settle or refund it.",
    });
  }
  return redirectWithToast(orderUrl, {
    kind: "error",
    message: "Your card payment was not completed. You can try again with Pay now.",
  });
}
