// Apart from the schemas (./delivery-zone-schema.ts), so that the Delivery page's first view loads no zod
// (decision 036): the page checks with the schema once the owner starts on a form.

/** The Delivery page's zone form, in page order: the first wrong field gets the focus. */
export const ZONE_FORM_FIELDS = [
  "name",
  "offered",
  "pickupAddress",
  "states",
  "cities",
  "fee",
  "freeFrom",
  "timeMin",
  "timeMax",
  "timeUnit",
] as const;
export type ZoneFormField = (typeof ZONE_FORM_FIELDS)[number];
/** The form's boxes as typed (or as a saved zone fills them). */
export type ZoneFormValues = Record<Exclude<ZoneFormField, "states">, string> & { states: string[] };

/** The cities of a zone as the form's box shows them. */
export function citiesText(cities: Array<{ city: string; state: string }>): string {
  return cities.map((entry) => `${entry.city}, ${entry.state}`).join("\n");
}
