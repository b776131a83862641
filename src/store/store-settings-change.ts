import { z } from "zod";
import { formOf, isTicked, textsOf } from "@/platform/form-fields";
import { STORE_SETTINGS_FIELDS } from "./store-settings-fields";
import { storeSettingsSchema } from "./store-settings-schema";

/**
 * Any of the settings, at least one: an API client changes what it sends and keeps the rest.
 * `notifyNewOrders` ("Mail me about new orders", issue 46) and `remindBags` ("Remind shoppers of a bag left a
 * day") are yes or no: the form sends each checkbox as true or false.
 */
export const storeSettingsChangeSchema = storeSettingsSchema
  .extend({
    notifyNewOrders: z.boolean({ error: "Mail me about new orders is yes or no" }),
    remindBags: z.boolean({ error: "Remind shoppers of a bag left a day is yes or no" }),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, "Send at least one of the store settings to change");

/**
 * The admin's Settings form (decision 036): every setting's box, named as the setting and judged by its
 * rule, and the "Mail me about new orders" tick. Its value is a change that sets them all.
 */
export const storeSettingsFormSchema = formOf(
  storeSettingsChangeSchema,
  (sent) => ({
    ...textsOf(sent, STORE_SETTINGS_FIELDS),
    notifyNewOrders: isTicked(sent.notifyNewOrders),
    remindBags: isTicked(sent.remindBags),
  }),
  storeSettingsSchema.extend({ notifyNewOrders: z.boolean(), remindBags: z.boolean() }),
);
