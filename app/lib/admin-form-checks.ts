import { productFormSchema, sizesAndColoursFormSchema } from "@/catalog";
import { deliveryZoneFormSchema } from "@/delivery";
import { newsFormSchema } from "@/news";
import { shipmentFormSchema } from "@/orders";
import { shippingAddressFormSchema } from "@/shop/shipping-address";
import { storeSettingsFormSchema } from "@/store";
import { formCheck } from "./form-contract";

// The admin forms' checks, their actions' own schemas: loaded when the owner first focuses a form, so
// the admin pages' first view loads neither zod nor Conform (decision 036).

export const checkProductForm = formCheck(productFormSchema);
export const checkDeliveryZoneForm = formCheck(deliveryZoneFormSchema);
export const checkNewsForm = formCheck(newsFormSchema);
export const checkStoreSettingsForm = formCheck(storeSettingsFormSchema);
export const checkSizesAndColoursForm = formCheck(sizesAndColoursFormSchema);
export const checkShipmentForm = formCheck(shipmentFormSchema);
export const checkDeliveryAddressForm = formCheck(shippingAddressFormSchema);
