// Apart from the schemas (./store-settings-schema.ts), so that the Settings page's first view loads no zod
// (decision 036): the page checks with the schema once the owner starts on the form.

/** The Settings form's boxes, in page order, named as the settings. */
export const STORE_SETTINGS_FIELDS = [
  "storeName",
  "contactEmail",
  "phone",
  "whatsapp",
  "instagramUrl",
  "facebookUrl",
  "xUrl",
  "tiktokUrl",
  "courierOne",
  "courierTwo",
  "bankAccountName",
  "bankAccountNumber",
  "bankName",
  "lowStockThreshold",
  "imageOrigins",
] as const;
export type StoreSettingsField = (typeof STORE_SETTINGS_FIELDS)[number];
