import { z } from "zod";
import { formOf, textsOf } from "@/platform/form-fields";
import { pickupContactSchema, shippingAddressSchema } from "@/shop/shipping-address";
import { CHECKOUT_PAYMENT_METHODS } from "@/shop/payment-methods";
import { SHIPPING_FORM_FIELDS } from "./shipping-form";

const CHECKOUT_KEY_MESSAGE = "checkoutKey must be 8 to 100 characters";
const DISCOUNT_CODE_MESSAGE = "The discount code must be 1 to 40 characters";

// Unknown fields (prices, totals, statuses) are stripped: the server prices every order itself.
export const placeOrderSchema = z
  .object({
    /** The full address for delivery; for `pickup`, name and phone are enough. */
    shippingAddress: pickupContactSchema,
    paymentMethod: z
      .enum(CHECKOUT_PAYMENT_METHODS.map((m) => m.value) as ["pay-on-delivery", "bank-transfer", "card"], {
        error: "Please choose a payment method",
      })
      .default("pay-on-delivery"),
    checkoutKey: z
      .string({ error: CHECKOUT_KEY_MESSAGE })
      .trim()
      .min(8, CHECKOUT_KEY_MESSAGE)
      .max(100, CHECKOUT_KEY_MESSAGE)
      .optional(),
    /** A code for this order; without it, the code applied to the cart (if any) is used. */
    discountCode: z
      .string({ error: DISCOUNT_CODE_MESSAGE })
      .trim()
      .min(1, DISCOUNT_CODE_MESSAGE)
      .max(40, DISCOUNT_CODE_MESSAGE)
      .optional(),
    /** Pick up in store instead of delivery to the address, when the store offers it (src/delivery). */
    pickup: z.boolean().default(false),
    /** Start the card payment with the order (the checkout page does); else later, with POST /orders/{n}/payment. */
    payNow: z.boolean().default(false),
  })
  // Delivery needs the whole address, checked with its own messages under shippingAddress.
  .superRefine((order, ctx) => {
    if (order.pickup) return;
    const address = shippingAddressSchema.safeParse(order.shippingAddress);
    for (const issue of address.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", message: issue.message, path: ["shippingAddress", ...issue.path] });
    }
  });

export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

/**
 * The checkout page's form (decision 036), keyed by its boxes: the address boxes judged by the address
 * schema (the whole address for delivery, name and phone to pick up), the payment method and the
 * checkout key by the order's own rules. Its value is the order POST /orders takes, paid now.
 */
export const checkoutFormSchema = formOf(
  placeOrderSchema,
  (sent) => textsOf(sent, [...SHIPPING_FORM_FIELDS, "paymentMethod", "delivery", "checkoutKey"]),
  z
    .object({
      ...Object.fromEntries(SHIPPING_FORM_FIELDS.map((name) => [name, z.string()])),
      paymentMethod: z.string(),
      delivery: z.string(),
      checkoutKey: z.string(),
    })
    .transform((boxes, ctx): PlaceOrderInput => {
      const pickup = boxes.delivery === "pickup";
      const address = (pickup ? pickupContactSchema : shippingAddressSchema).safeParse(boxes);
      const paymentMethod = placeOrderSchema.shape.paymentMethod.safeParse(boxes.paymentMethod || undefined);
      const checkoutKey = placeOrderSchema.shape.checkoutKey.safeParse(boxes.checkoutKey || undefined);
      for (const [box, result] of [
        [null, address],
        ["paymentMethod", paymentMethod],
        ["checkoutKey", checkoutKey],
      ] as const)
        for (const issue of result.error?.issues ?? [])
          ctx.addIssue({ code: "custom", path: box ? [box] : issue.path, message: issue.message });
      if (!address.success || !paymentMethod.success || !checkoutKey.success) return z.NEVER;
      return {
        shippingAddress: address.data,
        paymentMethod: paymentMethod.data,
        checkoutKey: checkoutKey.data,
        pickup,
        payNow: true,
      };
    }),
);
