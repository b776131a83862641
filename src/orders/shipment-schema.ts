import { textFormOf } from "@/platform/form-fields";
import { z } from "zod";
import { SHIPMENT_TEXT_MAX } from "./shipment-fields";

const COURIER_MISSING = "Please enter the courier";
const TRACKING_NUMBER_MISSING = "Please enter the tracking number";

const shipmentText = (missing: string, name: string) =>
  z
    .string({ error: missing })
    .trim()
    .max(SHIPMENT_TEXT_MAX, { error: `The ${name} is at most ${SHIPMENT_TEXT_MAX} characters` });

/**
 * Who carries an order and the courier's tracking (waybill) number, both or neither: both empty clears
 * them (docs/product-rules.md#courier-and-tracking-number).
 */
export const shipmentSchema = z
  .object({
    courier: shipmentText(COURIER_MISSING, "courier"),
    trackingNumber: shipmentText(TRACKING_NUMBER_MISSING, "tracking number"),
  })
  .superRefine(({ courier, trackingNumber }, ctx) => {
    if (!courier && trackingNumber) ctx.addIssue({ code: "custom", path: ["courier"], message: COURIER_MISSING });
    if (courier && !trackingNumber)
      ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: TRACKING_NUMBER_MISSING });
  });

/** A courier and tracking number as the order keeps them. */
export type Shipment = z.output<typeof shipmentSchema>;

/** The admin order page's courier and tracking number form (decision 036). */
export const shipmentFormSchema = textFormOf(shipmentSchema);
