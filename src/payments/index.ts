// The payments capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export { cardPaymentsEnabled, PAYMENT_START_FAILED_MESSAGE, startCardPayment, verifyPayment } from "./paystack";
export { listUnmatchedCharges, type UnmatchedCharge } from "./unmatched-charges";
export { type BankTransfer, type PaymentPanel, paymentDueLine, paymentPanelFor } from "./payment-panel";
