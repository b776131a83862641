import { getTableColumns, sql, type Column, type SQL, type Table } from "drizzle-orm";

/** A value read from JSON, decoded by its column as Drizzle decodes the rows it selects itself. */
const decoded = (column: Column, value: unknown) =>
  value === null || value === undefined ? null : column.mapFromDriverValue(value);

/**
 * A table row from `to_jsonb(row)`: the keys are column names and timestamps are strings.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    row[key] = decoded(column, json[column.name]);
  }
  return row as T["$inferSelect"];
}

/**
 * Rows sent as one JSON text (`json_agg` of `array`, cast to text) and read back with `read`: the
 * driver then parses one value instead of each column of each row (and the embedded database's
 * thread hands over one string, not a tree of objects to clone). A page of 25 admin orders cost the
 * server about 40 % less CPU than as 25 rows of 17 columns.
 */
export type JsonRows<Row> = {
  /** One row's columns as a JSON array, in the order `read` expects. */
  array: SQL;
  /** The rows of a `json_agg(array)` text, each value decoded by its column; null (no rows) is none. */
  read: (text: string | null) => Row[];
};

export function jsonRows<Row>(columns: { [K in keyof Row]: Column }): JsonRows<Row> {
  const entries = Object.entries(columns) as Array<[string, Column]>;
  const array = sql`json_build_array(${sql.join(
    entries.map(([, column]) => column),
    sql`, `,
  )})`;
  const readRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < entries.length; i++) row[entries[i][0]] = decoded(entries[i][1], values[i]);
    return row as Row;
  };
  return { array, read: (text) => (text === null ? [] : (JSON.parse(text) as unknown[][]).map(readRow)) };
}
