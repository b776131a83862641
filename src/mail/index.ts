// The mail capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export { queueOrderConfirmation, queueOrderStatusMail, queueUnpaidOrderCancelled } from "./order-mails";
export { queueMail } from "./outbox";
export { kickMailWorker } from "./delivery";
export { passwordResetMail } from "./templates/password-reset";
export { backInStockMail, type BackInStockNotice } from "./templates/back-in-stock";
export type { MailSender } from "./templates/layout";
