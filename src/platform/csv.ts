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

/** A CSV file read back: its records (spreadsheet rows) and, if a quote was never closed, the row it opened in. */
export type ParsedCsv = { records: string[][]; unclosedQuoteInRecord: number | null };

/**
 * Reads CSV as spreadsheets write it (RFC 4180): quoted cells may hold commas, doubled quotes and line
 * breaks, so one record may span several lines of text; CRLF, LF and CR all end a record, and a
 * leading byte order mark is dropped. Record n is row n + 1 of the spreadsheet.
 */
export function parseCsv(text: string): ParsedCsv {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endCell = () => {
    record.push(cell);
    cell = "";
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') {
        // Copy the run up to the next quote at once: long descriptions are mostly inside quotes.
        const next = text.indexOf('"', i);
        const end = next === -1 ? text.length : next;
        cell += text.slice(i, end);
        i = end - 1;
      } else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") endCell();
    else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
    } else cell += ch;
  }
  const unclosedQuoteInRecord = quoted ? records.length : null;
  // A file that ends with a line break has no empty record after it.
  if (cell !== "" || record.length > 0 || quoted) endRecord();
  return { records, unclosedQuoteInRecord };
}

/** A cell as the owner meant it: the apostrophe csvCell put before a formula character is taken off again. */
export function csvCellText(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
