// The orders capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export {
  listAdminOrders,
  orderListSchema,
  paymentSchema,
  setOrderStatus,
  setPaymentStatus,
  statusFormSchema,
  statusSchema,
} from "./admin-orders";
export { ordersStatusFormSchema, ordersStatusMessage, setStatusOfOrders } from "./bulk-status";
export { packingSlips, type PackingSlipOrder } from "./packing-slips";
export { orderTotalsNow } from "./order-totals";
export { type AdminOrderView, toOrderView } from "./order-view";
export type { OrderView } from "./order-view";
export { salesReport, salesTodayAndYesterday, reportRange } from "./sales-report";
export type { DiscountUsage, ProductSales, ReportRange, SalesDay, SalesReport, SalesShare } from "./sales-report";
export { ORDERS_CSV_HEADER, ordersCsv } from "./orders-export";
export { MAX_REPORT_DAYS, REPORT_PRESETS, type ReportPreset } from "./report-presets";
export { salesRangeSchema, type SalesRangeInput } from "./sales-report-schema";
export { unpaidBankTransferCount, unpaidBankTransfers, type UnpaidTransfer } from "./unpaid-transfers";
export { adminOrderPage, type AdminOrderPage, orderNoteFormSchema, saveOrderNote } from "./admin-order-page";
export { statusTone, trackerSteps } from "./tracker";
export { setShipment } from "./shipment";
export { changeDeliveryAddress } from "./delivery-address";
export { shipmentFormSchema, shipmentSchema, type Shipment } from "./shipment-schema";
export { SHIPMENT_FORM_FIELDS, SHIPMENT_TEXT_MAX } from "./shipment-fields";
export {
  findOrderForTracking,
  checkoutStanding,
  lastDeliveryAddress,
  listMyOrders,
  myOrderItems,
} from "./order-service";
export { cancelMyOrder, SHOPPER_CANCEL_REFUSED, shopperMayCancel } from "./shopper-cancel";
export {
  myOrderReturn,
  openReturns,
  orderReturnFor,
  requestReturn,
  returnsToAnswer,
  returnsToSettle,
  returnStatesOf,
  myReturnStatesOf,
  myExchangeChoices,
  type ExchangeChoice,
  type OpenReturn,
  type ReturnState,
} from "./returns";
export { answerReturn, receiveReturn, refundReturn, sendExchange } from "./return-steps";
export type { ReturnView, ShopperReturn } from "./return-view";
export {
  returnAnswerFormSchema,
  returnExchangeFormSchema,
  returnReceivedFormSchema,
  returnRefundFormSchema,
  returnRequestFormSchema,
} from "./return-schema";
