import type { Context } from "hono";

/** The URL query as an object: a key given once is a string, a key repeated is an array. */
export function queryObject(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
}
