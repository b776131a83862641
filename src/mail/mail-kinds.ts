/**
 * What a queued mail is, in the owner's words: the admin's mail page shows it instead of the body, which
 * it never shows (a reset mail holds a live link to someone's account).
 */
export const MAIL_KINDS = {
  "order-confirmation": "Order confirmation",
  "order-status": "Order status",
  "order-shipment": "Tracking number",
  "order-address": "Delivery address changed",
  "order-expired": "Unpaid order cancelled",
  "order-return": "Return answered",
  "order-refund": "Refund sent",
  "order-exchange": "Exchange sent",
  "password-reset": "Password reset",
  "back-in-stock": "Back in stock",
  "bag-reminder": "Bag reminder",
  "owner-new-order": "New order (to you)",
  "owner-order-cancelled": "Order cancelled by the shopper (to you)",
  "owner-return-requested": "Return asked for (to you)",
  "owner-digest": "Daily digest (to you)",
  other: "Other",
} as const;

export type MailKind = keyof typeof MAIL_KINDS;

export const mailKindName = (kind: string): string => MAIL_KINDS[kind as MailKind] ?? MAIL_KINDS.other;
