// The store capability's public entry: other capabilities import from here, never from its files (.dependency-cruiser.cjs).
export {
  bankTransferDetails,
  readStoreSettings,
  seedStoreSettings,
  storeDetails,
  type StoreDetails,
  type StoreSettings,
} from "./store-settings";
export { imageOriginsIn } from "./store-settings-schema";
export { writtenStorePages } from "./store-pages";
export {
  APP_ICON_SIZES,
  appIconPath,
  appIcons,
  webAppManifest,
  type AppIconPurpose,
  type AppIconSize,
} from "./web-app";
