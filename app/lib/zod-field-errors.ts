import { z } from "zod";
import { formStrings, type FieldErrors, type FormCheck } from "./form-errors";

// zod compiles fast parsers with `new Function`, which our Content-Security-Policy refuses (and reports)
// in the browser: the plain parser is quick enough for a form. The server keeps the compiled ones.
if (typeof document !== "undefined") z.config({ jitless: true });

/**
 * One message per field (the first problem), from a zod schema: the same texts the server sends.
 * Apart from form-errors.ts so that a page loads zod only where a form checks with a schema.
 */
export function zodFieldErrors(
  schema: z.ZodType,
  values: unknown,
  /** The form field of an issue's path, for forms whose boxes are not the schema's fields. */
  fieldOf: (path: string) => string = (path) => path.split(".")[0] || "_",
): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[fieldOf(issue.path.join("."))] ??= issue.message;
  return errors;
}

/** The browser's check of a form of text boxes, with the schema the service parses them with. */
export function schemaCheck(schema: z.ZodType, fields: readonly string[]): FormCheck {
  return (data) => zodFieldErrors(schema, formStrings(data, fields));
}
