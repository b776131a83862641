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

/** The courier's and the tracking number's boxes, each judged alone. */
export const shipmentFields = {
  courier: shipmentText(COURIER_MISSING, "courier"),
  trackingNumber: shipmentText(TRACKING_NUMBER_MISSING, "tracking number"),
};

/** Both or neither: the missing one of a courier and its tracking number is refused on its own box. */
export function bothOrNeither(shipment: { courier: string; trackingNumber: string }, ctx: z.RefinementCtx): void {
  if (!shipment.courier && shipment.trackingNumber)
    ctx.addIssue({ code: "custom", path: ["courier"], message: COURIER_MISSING });
  if (shipment.courier && !shipment.trackingNumber)
    ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: TRACKING_NUMBER_MISSING });
}

/**
 * Who carries an order and the courier's tracking (waybill) number, both or neither: both empty clears
 * them (docs/product-rules.md#courier-and-tracking-number).
 */
export const shipmentSchema = z.object(shipmentFields).superRefine(bothOrNeither);

/** A courier and tracking number as the order keeps them. */
export type Shipment = z.output<typeof shipmentSchema>;

/** The admin order page's courier and tracking number form (decision 036). */
export const shipmentFormSchema = textFormOf(shipmentSchema);
