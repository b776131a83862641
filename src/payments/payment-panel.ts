import type { CurrentUser } from "@/platform/access";
import { CHECKOUT_PAYMENT_METHODS, waitsOnShoppersPayment } from "@/shop/payment-methods";
import { isOpenOrderOf } from "@/orders/query-parts";
import type { OrderView } from "@/orders";
import type { AppContext } from "@/platform/context";
import { readStoreSettings } from "@/store";
import { cardPaymentsEnabled } from "./paystack";

/** The shop's account, each part apart so that a phone can copy the number into a bank's app. */
export type BankTransfer = {
  bankName: string;
  accountName: string;
  accountNumber: string;
  amountKobo: number;
  /** The order number, which the shopper writes as the transfer's reference. */
  reference: string;
};

export type PaymentPanel = {
  methodLabel: string;
  status: OrderView["paymentStatus"];
  /** How to pay by bank transfer, while a bank-transfer order is unpaid and not yet sent. */
  bankTransfer: BankTransfer | null;
  /** The owner of an unpaid card order may (re)start the card payment, until it is sent. */
  canPayNow: boolean;
  /** A pay-on-delivery order on its way and unpaid: the courier collects. */
  payOnArrival: boolean;
};

/**
 * Only an order not yet sent asks to be paid: once the owner has sent it, a transfer or card payment has
 * been settled with them, and asking again would have the shopper pay twice.
 */
const asksToBePaid = (order: Pick<OrderView, "paymentStatus" | "status">) =>
  order.paymentStatus === "Pending" && order.status === "Pending";

/**
 * The order history's line for an order that waits on the shopper's payment before it is sent, or null:
 * among several Pending orders, the ones to pay stand out (pay on delivery waits on the courier, not them).
 */
export function paymentDueLine(order: Pick<OrderView, "paymentStatus" | "status" | "paymentMethod">): string | null {
  if (!waitsOnShoppersPayment(order)) return null;
  if (order.paymentMethod === "bank-transfer") return "Awaiting your bank transfer";
  if (order.paymentMethod === "card") return "Awaiting your card payment";
  return null;
}

/** What the order page shows about paying for an order. */
export async function paymentPanelFor(
  ctx: AppContext,
  user: CurrentUser | null,
  order: OrderView,
): Promise<PaymentPanel> {
  const methodLabel =
    CHECKOUT_PAYMENT_METHODS.find((m) => m.value === order.paymentMethod)?.label ?? order.paymentMethod;
  const askToPay = asksToBePaid(order);
  const payOnArrival =
    order.paymentMethod === "pay-on-delivery" &&
    order.paymentStatus === "Pending" &&
    (order.status === "Pending" || order.status === "Shipped");
  let canPayNow = false;
  if (askToPay && order.paymentMethod === "card" && user && cardPaymentsEnabled(ctx)) {
    canPayNow = await isOpenOrderOf(ctx.db, order.id, user.id);
  }
  return {
    methodLabel,
    status: order.paymentStatus,
    bankTransfer: askToPay && order.paymentMethod === "bank-transfer" ? await bankTransferFor(ctx, order) : null,
    canPayNow,
    payOnArrival,
  };
}

async function bankTransferFor(ctx: AppContext, order: OrderView): Promise<BankTransfer> {
  const { bankName, bankAccountName, bankAccountNumber } = await readStoreSettings(ctx);
  return {
    bankName,
    accountName: bankAccountName,
    accountNumber: bankAccountNumber,
    amountKobo: order.totalAmountKobo,
    reference: order.orderNumber,
  };
}
