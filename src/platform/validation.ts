import type { z } from "zod";
import { AppError } from "./errors";

/** Parses input with a schema; the first problem's message becomes the error a person reads. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
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
