import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { HELD_MODULE, HELD_MODULEPRELOAD } from "./scripts-after-load";

// What React 19 writes for React Router 7's <Scripts>: module preloads (hoisted into the head) and
// one inline bootstrap module script. React escapes quotes in text and attribute values, so these
// strings only ever match real tags, never a product's name or description.
const HOLDS: ReadonlyArray<readonly [string, string]> = [
  ['<link rel="modulepreload"', `<link rel="${HELD_MODULEPRELOAD}"`],
  ['type="module" async=""', `type="${HELD_MODULE}"`],
];
const LONGEST = Math.max(...HOLDS.map(([from]) => from.length));

/** The page's HTML with React Router's scripts held back until `RELEASE_SCRIPTS_AFTER_LOAD` runs. */
export function holdScripts(html: string): string {
  return HOLDS.reduce((text, [from, to]) => text.replaceAll(from, to), html);
}

/**
 * `holdScripts` over a stream of HTML: the last characters of each chunk wait for the next one,
 * so a tag split between two chunks is still found. `onEnd` runs once the whole page has been written.
 */
export function holdScriptsStream(onEnd: () => void = () => {}): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = holdScripts(pending + decoder.write(chunk));
      const keep = Math.min(LONGEST - 1, text.length);
      pending = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      onEnd();
      callback(null, holdScripts(pending + decoder.end()));
    },
  });
}
