// The payments capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { cardPaymentsEnabled, PAYMENT_START_FAILED_MESSAGE, startCardPayment } from "./paystack";
export { listUnmatchedCharges } from "./unmatched-charges";
