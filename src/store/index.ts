// The store capability's public entry: other capabilities and pages import from here, never from its files (.dependency-cruiser.cjs).
export {
  adminStoreSettings,
  readStoreSettings,
  seedStoreSettings,
  storeDetails,
  type StoreDetails,
  type StoreSettings,
  updateStoreSettings,
} from "./store-settings";
export { imageOriginsIn } from "./store-settings-schema";
export { STORE_SETTINGS_FIELDS } from "./store-settings-fields";
export { storeSettingsFormSchema } from "./store-settings-change";
export { adminStorePages, readStorePage, storePageFormSchema, updateStorePage, writtenStorePages } from "./store-pages";
export { setupSteps, type SetupStep } from "./setup-steps";
export {
  APP_ICON_SIZES,
  appIconPath,
  appIcons,
  webAppManifest,
  type AppIconPurpose,
  type AppIconSize,
} from "./web-app";
export { whatsappChatLink, whatsappShareLink } from "./whatsapp";
export { MAX_PAGE_TEXT_LENGTH, storePageHref, type StorePageLink, type StorePageSlug } from "./store-page-list";
