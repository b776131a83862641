import { z } from "zod";
import { addDays } from "@/shop/dates";
import { isCalendarDay, startOfLagosDay } from "@/shop/shop-days";
import { nairaToKobo } from "@/shop/money";

// zod compiles fast parsers with `new Function`, which our Content-Security-Policy refuses (and reports)
// in the browser, and it probes for that as each object schema is built: so this runs before any form
// schema is built (every schema module the browser loads imports this file first). The plain parser is
// quick enough for a form; the server keeps the compiled ones.
if (typeof document !== "undefined") z.config({ jitless: true });

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

/** Whether a checkbox was ticked: ticked sends its value ("on"), unticked sends nothing. */
export const isTicked = (value: unknown): boolean => formText(value) !== "";

/** A checkbox, as a schema. */
export const checkbox = () => z.preprocess(isTicked, z.boolean());

/** A file box: the file chosen, or null (a box left empty still sends a nameless, empty file). */
export const fileBox = () =>
  z.preprocess((value) => (value instanceof File && value.size > 0 ? value : null), z.instanceof(File).nullable());

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

const parsedWith = new WeakMap<object, z.ZodType>();
const coreOf = new WeakMap<z.ZodType, z.ZodType>();
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * A form schema over a service's schema: `boxes` reads the posted boxes (named as the schema's fields)
 * into the schema's input, and the service's own schema judges them, so the messages and the value are
 * the API's. The value it gives is known as parsed by `schema`: the service's parseInput takes it as
 * it is, without parsing it again (decision 036).
 */
export function formOf<S extends z.ZodType>(
  schema: S,
  boxes: (sent: Record<string, unknown>) => unknown,
  /** The schema that judges the boxes, when the form has boxes of its own: it must give `schema`'s value. */
  judge?: z.ZodType<z.output<S>>,
) {
  const form = z.preprocess((sent) => boxes(isRecord(sent) ? sent : {}), (judge ?? schema) as z.ZodType<z.output<S>>);
  coreOf.set(form, schema);
  return form;
}

/** A form of text boxes named as the fields of `schema`. */
export function textFormOf<S extends z.ZodObject>(schema: S) {
  return formOf(schema, (sent) => textsOf(sent, Object.keys(schema.shape)));
}

/** The named boxes as text, from a posted form or from what a form schema reads. */
export function textsOf(sent: Record<string, unknown> | FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [name, formText(sent instanceof FormData ? sent.get(name) : sent[name])]),
  );
}

/**
 * Records that `value` is what the form schema `form` gave (called by the form contract's parseForm).
 * Frozen with its lists, so that nothing changes it between the parse and the service that trusts it.
 */
export function markFormValue(form: z.ZodType, value: unknown): void {
  const core = coreOf.get(form);
  if (!core || !isRecord(value)) return;
  for (const field of Object.values(value)) if (Array.isArray(field)) Object.freeze(field);
  parsedWith.set(Object.freeze(value), core);
}

/** Whether `input` is a form's value already parsed by `schema`. */
export function parsedBy(schema: z.ZodType, input: unknown): boolean {
  return isRecord(input) && parsedWith.get(input) === schema;
}
