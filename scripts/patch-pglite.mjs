// Run by npm after every install (`postinstall`): PGlite's protocol reader decodes each text field of
// each row from a copy (BufferReader.string → bytes → ArrayBuffer.slice, a new ArrayBuffer per field).
// This makes it decode a view of the message instead: same bytes, same strings, no copy (decision 025:
// the admin orders list on PGlite at 100,000 orders went from about 655 to 850 req/s). Each build of
// the reader in PGlite's dist is patched once; a build it cannot recognise is left as it is and named.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MARK = "/*bay:decode-in-place*/";
const ident = "[\\w$]+";
// The minified reader, names captured: bytes(n){let b=get(this,view).buffer.slice(get(this,offset),...);...}
const BYTES = new RegExp(
  `bytes\\((${ident})\\)\\{let (${ident})=(${ident})\\(this,(${ident})\\)\\.buffer\\.slice\\(\\3\\(this,(${ident})\\),\\3\\(this,\\5\\)\\+\\1\\);` +
    `return (${ident})\\(this,\\5,\\3\\(this,\\5\\)\\+\\1\\),new Uint8Array\\(\\2\\)\\}`,
);
const STRING = new RegExp(
  `string\\((${ident})\\)\\{return (${ident})\\(this,(${ident})\\)\\.decode\\(this\\.bytes\\(\\1\\)\\)\\}`,
);

/** The patched text of a PGlite bundle, or null when it has no reader this recognises. */
export function decodeInPlace(source) {
  const bytes = BYTES.exec(source);
  const string = STRING.exec(source);
  if (!bytes || !string) return null;
  const [, , , get, view, offset, set] = bytes;
  const [whole, length, , decoder] = string;
  const patched =
    `string(${length}){${MARK}let bayAt=${get}(this,${offset});${set}(this,${offset},bayAt+${length});` +
    `return ${get}(this,${decoder}).decode(new Uint8Array(${get}(this,${view}).buffer,bayAt,${length}))}`;
  return source.replace(whole, patched);
}

/**
 * Each bundle of PGlite's dist that holds the reader, and its state: "patched", "unpatched" or "not
 * recognised"; with `write`, those unpatched are patched.
 */
export function patchPglite(dist, { write = true } = {}) {
  const states = {};
  for (const entry of readdirSync(dist, { recursive: true })) {
    if (!/\.c?js$/.test(entry)) continue;
    const file = path.join(dist, entry);
    const source = readFileSync(file, "utf8");
    if (source.includes(MARK)) states[entry] = "patched";
    else if (source.includes("decode(this.bytes(")) {
      const patched = decodeInPlace(source);
      if (patched && write) writeFileSync(file, patched);
      states[entry] = !patched ? "not recognised" : write ? "patched" : "unpatched";
    }
  }
  return states;
}

export const PGLITE_DIST = fileURLToPath(new URL("../node_modules/@electric-sql/pglite/dist/", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const states = patchPglite(PGLITE_DIST);
  const missed = Object.entries(states).filter(([, state]) => state === "not recognised");
  for (const [file] of missed) console.warn(`patch-pglite: ${file}: reader not recognised, left as it is`);
  if (!Object.keys(states).length) console.warn("patch-pglite: no PGlite reader found");
}
