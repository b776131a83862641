// The mail capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export {
  queueNewOrderForOwner,
  queueOrderConfirmation,
  queueOrderStatusMail,
  queueShipmentMail,
  queueAddressChangedMail,
  queueShopperCancelledForOwner,
  queueReturnAnsweredMail,
  queueReturnRefundedMail,
  queueReturnExchangeMail,
  queueReturnRequestedForOwner,
  queueUnpaidOrderCancelled,
} from "./order-mails";
export { listOutbox, mailIsSent, queueMail, type OutboxMail } from "./outbox";
export { MAIL_KINDS, mailKindName, type MailKind } from "./mail-kinds";
export { ownerDigestMail, type OwnerDigest } from "./templates/owner-mails";
export { kickMailWorker } from "./delivery";
export { passwordResetMail } from "./templates/password-reset";
export { backInStockMail, type BackInStockNotice } from "./templates/back-in-stock";
export { bagReminderMail, type BagReminder } from "./templates/bag-reminder";
export type { MailSender } from "./templates/layout";
