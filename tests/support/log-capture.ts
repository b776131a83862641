import { Writable } from "node:stream";
import pino from "pino";

/** A logger for the test shop (`describeOnEachDatabase(…, { log })`) that keeps every line it writes. */
export function captureLog() {
  const lines: string[] = [];
  const log = pino(
    { level: "trace" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    }),
  );
  /** The parsed entries written since the last `clear()`. */
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, lines, entries, clear: () => void (lines.length = 0) };
}
