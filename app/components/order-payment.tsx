import { Form } from "react-router";
import type { PaymentPanel } from "@/payments";
import { BankTransferDetails } from "./bank-transfer";

/** The Payment block of an order page: method, status, bank details or a Pay now button. */
export function OrderPayment({ payment }: { payment: PaymentPanel }) {
  return (
    <section aria-labelledby="payment-heading" className="rounded-lg border border-neutral-200 p-5">
      <h2 id="payment-heading" className="font-semibold">
        Payment
      </h2>
      <p className="mt-2 text-sm">
        {payment.methodLabel} · Payment status: <span className="font-semibold">{payment.status}</span>
      </p>
      {payment.bankTransfer && (
        <div className="mt-3 rounded-md bg-neutral-50 p-3 text-sm">
          <p>Please pay by bank transfer to:</p>
          <BankTransferDetails transfer={payment.bankTransfer} />
          <p className="mt-2">
            Use your order number <span className="font-semibold">{payment.bankTransfer.reference}</span> as the payment
            reference.
          </p>
        </div>
      )}
      {payment.payOnArrival && (
        <p className="mt-2 text-sm text-neutral-700">Pay the courier when your order arrives.</p>
      )}
      {payment.canPayNow && (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="pay" />
          <button type="submit" className="btn-primary">
            Pay now
          </button>
        </Form>
      )}
    </section>
  );
}
