// The stock-alerts capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export { announceRestock, mailBackInStock, startBackInStockSweeper } from "./back-in-stock";
export {
  cancelStockAlert,
  listMySentStockAlerts,
  listMyStockAlerts,
  stockAlertFormSchema,
  subscribeToStockAlert,
  type SentStockAlertView,
  type StockAlertView,
} from "./stock-alerts-service";
export { ALERT_CANCELLED, SIGN_IN_FOR_STOCK_ALERTS, stockAlertSchema, subscribedMessage } from "./stock-alert-schema";
export { variantName, variantPath } from "./variant-path";
export { listWaitingDemand, waitingCounts, type WaitedVariant } from "./waiting-demand";
