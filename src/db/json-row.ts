import { getTableColumns, type Table } from "drizzle-orm";

/**
 * A table row from `to_jsonb(row)`: the keys are column names and timestamps are strings. Each
 * value goes through its column's own decoding, as Drizzle does for the rows it selects itself.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}
