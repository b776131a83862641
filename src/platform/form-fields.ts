import { z } from "zod";
import { addDays, isCalendarDay, startOfLagosDay } from "@/shop/dates";
import { nairaToKobo } from "@/shop/money";

// The boxes of a posted form as a zod schema reads them (decision 036): each builder takes what a box
// sends (text, nothing, or several values) and hands the shared field rule, the same one the JSON API's
// schema uses, a value of the rule's own type. A form schema's keys are the form's field names, so a
// message lands on the box that caused it. No database here: the browser checks with these too.

/** The one reading of a form field as text: "" when it is missing, a file or repeated oddly. */
export function formText(value: unknown): string {
  if (Array.isArray(value)) return formText(value[0]);
  return typeof value === "string" ? value : "";
}

/** A text box (missing or a file reads as ""), judged by `rule`. */
export const textBox = <R extends z.ZodType = z.ZodString>(rule?: R) =>
  z.preprocess(formText, (rule ?? z.string()) as R);

/** A text box whose emptiness means "not given" (null), judged by `rule` otherwise. */
export const optionalTextBox = <R extends z.ZodType>(rule: R) =>
  z.preprocess(formText, z.union([z.literal("").transform(() => null), rule]));

/** A checkbox: ticked sends its value ("on"), unticked sends nothing. */
export const checkbox = () => z.preprocess((value) => formText(value) !== "", z.boolean());

/** Boxes sharing one name (ticked categories): none, one or many texts, judged by the array `rule`. */
export const listOf = <R extends z.ZodType>(rule: R) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((v) => typeof v === "string"),
    rule,
  );

/** A number box: empty → `empty`, otherwise the number typed (NaN for anything else, which `rule` refuses). */
export const numberBox = <R extends z.ZodType>(rule: R, empty: number | null) =>
  z.preprocess((value) => {
    const text = formText(value).trim();
    return text === "" ? empty : Number(text);
  }, rule);

/** Naira as typed ("12,500.50", "₦800") → kobo; empty → `empty`; anything else NaN, which `rule` refuses. */
export const nairaBox = <R extends z.ZodType>(rule: R, empty: number | null) =>
  z.preprocess((value) => {
    const text = formText(value).trim();
    return text === "" ? empty : (nairaToKobo(text) ?? Number.NaN);
  }, rule);

/**
 * A calendar day box (Lagos time) → the instant it starts, or with `end` the instant it ends (the next
 * midnight); empty → null. Text that is no day goes to `rule` as typed, which refuses it with its message.
 */
export const lagosDayBox = <R extends z.ZodType>(rule: R, options: { end?: boolean } = {}) =>
  z.preprocess((value) => {
    const text = formText(value).trim();
    if (text === "") return null;
    if (!isCalendarDay(text)) return text;
    return startOfLagosDay(options.end ? addDays(text, 1) : text).toISOString();
  }, rule);
