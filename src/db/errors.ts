/** The driver error behind Drizzle's wrapper (node-postgres and PGlite both carry code and constraint). */
export function databaseError(err: unknown): { code?: string; constraint?: string } | null {
  for (
    let e = err as { code?: unknown; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e.code === "string") return { code: e.code, constraint: e.constraint };
  }
  return null;
}

/** Whether the database refused a row because it would repeat `constraint`'s unique key. */
export function breaksUniqueKey(err: unknown, constraint: string): boolean {
  const dbError = databaseError(err);
  return dbError?.code === "23505" && dbError.constraint === constraint;
}
