// The courier and tracking number form's boxes, apart from its schema so that the admin order page
// shows them without loading zod on its first view (decision 036).

/** The boxes in page order: the first wrong one gets the focus. */
export const SHIPMENT_FORM_FIELDS = ["courier", "trackingNumber"] as const;

/** Each box's most characters: a courier's name, a waybill number. */
export const SHIPMENT_TEXT_MAX = 60;
