import { z } from "zod";
import { storeSettingsSchema } from "./store-settings-schema";

/**
 * Any of the settings, at least one: an API client changes what it sends and keeps the rest.
 * `notifyNewOrders` ("Mail me about new orders", issue 46) is a yes or no: the form sends its checkbox as
 * true or false. Apart from ./store-settings-schema.ts, which the Settings page loads in the browser:
 * a schema built there before the page's zod is told not to compile parsers trips the CSP (zod-field-errors.ts).
 */
export const storeSettingsChangeSchema = storeSettingsSchema
  .extend({ notifyNewOrders: z.boolean({ error: "Mail me about new orders is yes or no" }) })
  .partial()
  .refine((change) => Object.keys(change).length > 0, "Send at least one of the store settings to change");
