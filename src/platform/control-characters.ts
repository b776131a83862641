/**
 * C0 control characters other than tab, line feed and carriage return (which long text such as a
 * review or a news post may hold). PostgreSQL refuses NUL in text outright (a 500 if it gets that
 * far); the others have no place in anything a person types. Issue 12, item 11.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** The same characters percent-encoded, as they arrive in a URL's path or query string. */
const ENCODED_CONTROL_CHARACTER = /%(?:0[0-8BCEF]|1[0-9A-F])/i;

export const CONTROL_CHARACTERS_MESSAGE = "Text must not contain control characters.";

/** Deeper than any input we accept; a string below this is left to the schema, which has no field there. */
const MAX_DEPTH = 16;

export function urlHasControlCharacter(pathAndQuery: string): boolean {
  return ENCODED_CONTROL_CHARACTER.test(pathAndQuery);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The path ("" for the input itself, "shippingAddress.city", "sizes.2") of the first string in
 * `input` that holds a control character, or null. Only strings, arrays and plain objects are
 * walked: files and other values are not text.
 */
export function findControlCharacter(input: unknown, path: string = "", depth = 0): string | null {
  if (typeof input === "string") return CONTROL_CHARACTER.test(input) ? path : null;
  if (input === null || typeof input !== "object" || depth >= MAX_DEPTH) return null;
  const entries: Array<[string, unknown]> = Array.isArray(input)
    ? input.map((value, index) => [String(index), value])
    : isPlainObject(input)
      ? Object.entries(input)
      : [];
  for (const [key, value] of entries) {
    const found = findControlCharacter(value, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
