import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacter } from "./control-characters";
import { AppError } from "./errors";
import { parsedBy } from "./form-fields";
import { formatCount } from "@/shop/counts";

/**
 * Parses input with a schema; the first problem's message becomes the error a person reads.
 * A service's guard: whoever calls it (the JSON API, a page, a script) gets the same refusal.
 * Control characters (NUL above all, which PostgreSQL refuses) are refused here, in any string of
 * the input, before the schema runs: every body and query a service reads passes through this.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // A form's value that the form contract already parsed with this schema is not parsed twice (decision 036).
  if (parsedBy(schema, input)) return input as z.infer<S>;
  refuseControlCharacters(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}

/** A 422 naming the first string of `input` that holds a control character, if one does. */
export function refuseControlCharacters(input: unknown): void {
  const tainted = findControlCharacter(input);
  if (tainted !== null)
    throw new AppError(422, "invalid", CONTROL_CHARACTERS_MESSAGE, { [tainted || "_"]: CONTROL_CHARACTERS_MESSAGE });
}

/** What a JSON value of each type is called in a refusal. */
const TYPE_IN_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
};

/**
 * An issue's message as a client reads it. A value of the wrong JSON type, which no form can send and
 * so no schema words for, gets "ids must be a list" rather than zod's "Invalid input: expected array,
 * received string".
 */
function messageOf(issue: z.core.$ZodIssue, key: string): string {
  if (issue.code !== "invalid_type" || !issue.message.startsWith("Invalid input")) return issue.message;
  const what = key === "_" ? "The request" : key;
  return `${what} must be ${TYPE_IN_WORDS[issue.expected] ?? issue.expected}`;
}

/** The 422 of a failed schema: the first issue's message, and the first message of each field. */
export function validationError(issues: readonly z.core.$ZodIssue[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= messageOf(issue, key);
  }
  return new AppError(422, "invalid", Object.values(fields)[0] ?? "Invalid input", fields);
}

/** A whole number from `min` to `max` (coerced from a query's text), or a message that says so. */
export function wholeNumber(name: string, min: number, max?: number) {
  const range =
    max === undefined ? `, ${formatCount(min)} or more` : ` from ${formatCount(min)} to ${formatCount(max)}`;
  const message = `${name} must be a whole number${range}`;
  const number = z.coerce.number({ error: message }).int(message).min(min, message);
  return max === undefined ? number : number.max(max, message);
}
