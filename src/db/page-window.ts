import { sql } from "drizzle-orm";

/**
 * Which rows of a prepared list a request reads: `rows` from the start, or from `skip` on (paging by
 * number). With LIMIT and OFFSET as parameters, PostgreSQL's generic plan assumes a tenth of all rows
 * are wanted, so it always costs more than the custom plan of the page asked for and every run is
 * planned again (on PGlite, planning the admin orders page cost as much as running it). So the row
 * count is written into the statement, and so is "no OFFSET": each page size is its own statement,
 * and the first page, by far the most asked for, is planned once.
 */
export type PageWindow = { rows: number; skip: number };

/** What makes a window its own statement: the row count, and whether it skips. */
export function windowShape({ rows, skip }: PageWindow): string {
  return `${rows}${skip > 0 ? "+skip" : ""}`;
}

/**
 * The window for drizzle's `.limit(…)` and `.offset(…)`, which take SQL as it is (their types say
 * number): the row count as literal text, and the skip as the placeholder `skip` when there is one.
 */
export function windowClauses({ rows, skip }: PageWindow): { limit: number; offset: number } {
  return {
    limit: rowsLiteral(rows),
    offset: skip > 0 ? (sql.placeholder("skip") as unknown as number) : 0,
  };
}

/**
 * A row count as literal text for drizzle's `.limit(…)`: any LIMIT sent as a parameter keeps a
 * statement from its generic plan once a tenth of the table is more rows than the limit.
 */
export function rowsLiteral(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`Not a number of rows: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}
