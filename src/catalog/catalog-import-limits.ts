// The import's file limit, in a module of its own: the admin page checks it in the browser before
// uploading, and the page bundle must not load the import service (database, zod).

/** Ten megabytes: about 20,000 rows of a typical catalog (the export of 10,000 variants is under 4 MB). */
export const CATALOG_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const CATALOG_IMPORT_TOO_LARGE = "The CSV file must be 10 MB or smaller.";
