/**
 * A CSV cell: quoted, and a leading = + - @ (or tab, carriage return) neutralised with an apostrophe so
 * that a spreadsheet shows the text and never runs it as a formula. Every CSV export of the shop uses it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF, as spreadsheets expect) of guarded cells. */
export function csvLine(values: readonly string[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}

// A byte order mark, so that Excel reads the file as UTF-8 (₦, accented names) rather than guessing.
const BOM = "\uFEFF";

/**
 * A CSV file streamed as it is read: the header, then each batch's rows as the reader asks for more,
 * so a whole catalog or order book never sits in memory. A failure mid-way is logged and ends the file.
 */
export function csvStream<T>(
  header: readonly string[],
  batches: AsyncGenerator<T[]>,
  rowsOf: (item: T) => string[][],
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvLine(header)));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.flatMap(rowsOf).map(csvLine).join("")));
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
