import { z } from "zod";
import { formText } from "./form-fields";

/** A page of an admin list holds 20; the API may send a few pages' worth at once. */
export const MOST_TICKED_AT_ONCE = 100;

/** The ids of the rows an admin ticked in a list ("order", "product"): at least one, at most a few pages. */
export const tickedIds = (noun: string) =>
  z
    .array(z.string().max(100))
    .min(1, `Tick at least one ${noun}`)
    .max(MOST_TICKED_AT_ONCE, `Change at most ${MOST_TICKED_AT_ONCE} ${noun}s at once`);

/**
 * A ticked list's form as its service schema reads it: one `ids` box per ticked row (a row's table box and
 * phone-card box may both be sent) and the status chosen.
 */
export const tickedFormBoxes = (sent: Record<string, unknown>) => ({
  ids: [sent.ids ?? []].flat().filter((id): id is string => typeof id === "string"),
  status: formText(sent.status),
});
