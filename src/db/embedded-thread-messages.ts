/** What the server's thread and the embedded database's thread say to each other (decision 029). */

/** How a query's rows come back; `keepDates` keeps dates, intervals and numeric arrays as text, as drizzle asks. */
export type RowShape = { rowMode?: "array" | "object"; keepDates?: boolean };

export type ToDatabaseThread = {
  id: number;
  op: "query" | "exec" | "begin" | "commit" | "rollback" | "listen" | "unlisten" | "dump" | "close";
  /** The statement, or the channel to listen on or stop listening on. */
  text: string;
  params?: unknown[];
  shape?: RowShape;
  /** The transaction a statement belongs to. */
  tx?: number;
};

export type FromDatabaseThread = {
  id: number;
  result?: unknown;
  /** The database's error: its message and fields (code, constraint, detail, …). */
  error?: { message: string; fields: Record<string, unknown> };
  /** A NOTIFY arrived on this channel. */
  notify?: string;
};

export type DatabaseThreadOptions = { dataDir?: string; loadDataDir?: ArrayBuffer; startParams: string[] };
