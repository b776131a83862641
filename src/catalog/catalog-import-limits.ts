// The import's file limit, in a module of its own: the admin page checks it in the browser before
// uploading, and the page bundle must not load the import service (database, zod).

/** Ten megabytes: some 35,000 rows (the export of 10,325 variants of short descriptions is 3 MB). */
export const CATALOG_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const CATALOG_IMPORT_TOO_LARGE = "The CSV file must be 10 MB or smaller.";
