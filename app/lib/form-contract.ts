import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacter } from "@/platform/control-characters";
import { AppError } from "@/platform/errors";
import { markFormValue } from "@/platform/form-fields";
import type { FormCheck } from "./form-errors";

/**
 * The one form contract (decision 036): a posted form is read by its zod form schema, whose keys are the
 * form's field names, through Conform's parseWithZod, in the action and, with the same schema, in the
 * browser before anything is sent (useFormErrors). Either the typed value the service takes, or one
 * message per field (the first problem) under the field's own name and the first message for the form.
 * Apart from form-errors.ts so that a page loads zod only where a form checks with a schema.
 */
export type FormResult<T> =
  | { value: T; fields?: undefined; message?: undefined }
  | { value?: undefined; fields: Record<string, string>; message: string };

/**
 * Our forms' field names (a colour's picture box is `colorImageFiles:Sky Blue`); a name Conform would read as a
 * path (`a.b`, `a[0]`) or keeps for itself (`__intent__`, `__state__`), or an object's own key, is not read.
 */
const FIELD_NAME = /^(?!__)(?!(?:constructor|prototype)$)[^.[\]]+$/;

export function parseForm<S extends z.ZodType>(schema: S, form: FormData | URLSearchParams): FormResult<z.output<S>> {
  const sent = new FormData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (!FIELD_NAME.test(name)) continue;
    // Text with a control character (NUL above all, which PostgreSQL refuses) is refused on its field.
    if (typeof value === "string" && findControlCharacter(value) !== null) fields[name] ??= CONTROL_CHARACTERS_MESSAGE;
    sent.append(name, value);
  }
  if (Object.keys(fields).length > 0) return { fields, message: CONTROL_CHARACTERS_MESSAGE };
  const submission = parseWithZod(sent, {
    schema,
    // Each form schema converts its own boxes (naira, Lagos days, ticks; src/platform/form-fields.ts).
    disableAutoCoercion: true,
    formatError: (issues: ReadonlyArray<{ message: string }>) => issues[0]?.message ?? "",
  });
  if (submission.status === "success") {
    markFormValue(schema, submission.value);
    return { value: submission.value as z.output<S> };
  }
  // A message about one of a list's values ("categories[1]") is its box's ("categories").
  for (const [path, message] of Object.entries(submission.error ?? {}))
    if (message) fields[path.replace(/[.[].*$/, "") || "_"] ??= message;
  const message = Object.values(fields).find(Boolean) ?? "Invalid input";
  return { fields, message };
}

/**
 * The form's value, or its refusal thrown as the 422 a service throws, for the actions that answer with a
 * toast (changeAndReturn, the cart's and the footer's forms): the same message either way.
 */
export function formValue<S extends z.ZodType>(schema: S, form: FormData): z.output<S> {
  const parsed = parseForm(schema, form);
  if (parsed.fields) throw new AppError(422, "invalid", parsed.message, parsed.fields);
  return parsed.value;
}

/** The browser's check of a form: the messages of its wrong fields, by the schema its action parses with. */
export function formCheck(schema: z.ZodType): FormCheck {
  return (sent) => parseForm(schema, sent).fields ?? {};
}

/**
 * An action's answer to a refused form: 422 with the first message and the messages by field (the page
 * draws them beside their fields, without JavaScript too), and `extra` (e.g. the values typed).
 */
export function formRefusal<Extra extends object = object>(
  refused: { fields: Record<string, string>; message: string },
  extra?: Extra,
) {
  return data({ error: refused.message, fields: refused.fields, ...(extra as Extra) }, { status: 422 });
}
