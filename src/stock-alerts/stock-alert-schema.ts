import { z } from "zod";
import { MAX_STOCK_ALERTS_PER_SHOPPER } from "@/shop/constants";
import { variantName } from "./variant-path";

export const SIGN_IN_FOR_STOCK_ALERTS = "Please sign in to get an e-mail when it's back";
/** The confirmation, naming the size and colour, so a second subscription is told apart from the first. */
export function subscribedMessage(variant: { size: string; color: string }): string {
  return `We'll e-mail you when ${variantName(variant) || "it"} is back`;
}
export const VARIANT_NOT_FOUND = "This size and colour is no longer sold";
export const ALERT_NOT_FOUND = "Alert not found";
export const ALERT_CANCELLED = "We won't e-mail you about it";
export const TOO_MANY_ALERTS = `You are waiting for ${MAX_STOCK_ALERTS_PER_SHOPPER} items already. Cancel one in your settings to add another.`;

/** "E-mail me when it's back": the sold-out variant, by its id (product.variants[].id). */
export const stockAlertSchema = z.object({
  variantId: z.string({ error: "Choose the size and colour you are waiting for" }).trim().min(1, {
    error: "Choose the size and colour you are waiting for",
  }),
});
export type StockAlertInput = z.infer<typeof stockAlertSchema>;
