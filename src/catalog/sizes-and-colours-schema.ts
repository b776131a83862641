// The rule of one list of sizes or colours, apart from the service (./sizes-and-colours.ts) so that the product
// form's schema, which the page bundle loads, holds no database code.
import { z } from "zod";

/**
 * One list, as a JSON array or the comma-separated text of the owner's box: each entry trimmed, the
 * first spelling of an entry kept when another differs only in case.
 */
export const listOf = (noun: string, max: number) => {
  const entry = z
    .string()
    .trim()
    .max(20, `Each ${noun} is at most 20 characters`)
    .refine((value) => !/[,;\p{Cc}]/u.test(value), `A ${noun} cannot hold a comma`);
  return z
    .union([z.string().transform((text) => text.split(",")), z.array(z.string())], {
      error: `Please list the ${noun}s, separated by commas`,
    })
    .pipe(z.array(entry))
    .transform((entries) => distinct(entries.filter(Boolean)))
    .refine((entries) => entries.length <= max, `At most ${max} ${noun}s`);
};

function distinct(entries: string[]): string[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = entry.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
