import { z } from "zod";
import { textFormOf } from "@/platform/form-fields";
import { NIGERIAN_STATES } from "./constants";
import { compactPhone, isNigerianPhone } from "./phone";

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

const postalCode = z
  .string()
  .trim()
  .max(20, "Please enter a shorter postal code")
  .optional()
  .transform((code) => code || undefined);

// Who collects or receives the order: all that pick up in store asks for (issue 45).
const contactFields = {
  fullName: required("Please enter your full name", 120),
  phone: required("Please enter your phone number", 40)
    .refine(isNigerianPhone, "Please enter a valid Nigerian phone number")
    .transform(compactPhone),
};

// Here, with the shop-wide rules, rather than in orders (which keeps the address) or checkout (which takes it):
// the checkout page's lazy form check loads this file alone, where a capability's index would bring its server code.

/**
 * An order's delivery address: the shipping form of docs/product-rules.md#shipping-form, with its exact
 * messages; used by the checkout page and POST /orders, and by the admin correcting a pending order's address.
 */
export const shippingAddressSchema = z.object(
  {
    ...contactFields,
    address: required("Please enter your address", 300),
    city: required("Please enter your city", 100),
    state: z
      .string({ error: "Please select your state" })
      .refine((state) => (NIGERIAN_STATES as readonly string[]).includes(state), "Please select your state"),
    postalCode,
  },
  { error: "Please enter your shipping address" },
);

/**
 * The same form for an order picked up in store: name and phone; an address given anyway is not
 * checked, and not kept (placeOrder).
 */
export const pickupContactSchema = z.object(
  {
    ...contactFields,
    address: z.string().max(300).default(""),
    city: z.string().max(100).default(""),
    state: z.string().max(40).default(""),
    postalCode,
  },
  { error: "Please enter your name and phone number" },
);

export type ShippingAddressInput = z.output<typeof shippingAddressSchema>;

/** The address as a form of text boxes named as its fields (decision 036): the admin's correction of an order's. */
export const shippingAddressFormSchema = textFormOf(shippingAddressSchema);
