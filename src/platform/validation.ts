import type { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacter } from "./control-characters";
import { AppError } from "./errors";

/**
 * Parses input with a schema; the first problem's message becomes the error a person reads.
 * Control characters (NUL above all, which PostgreSQL refuses) are refused here, in any string of
 * the input, before the schema runs: every body and query a service reads passes through this.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const tainted = findControlCharacter(input);
  if (tainted !== null) throw new AppError(422, "invalid", CONTROL_CHARACTERS_MESSAGE, { [tainted || "_"]: CONTROL_CHARACTERS_MESSAGE });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  throw new AppError(422, "invalid", first?.message ?? "Invalid input", fields);
}
