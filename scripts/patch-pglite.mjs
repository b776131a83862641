// Run by npm after every install (`postinstall`), two patches to PGlite's dist (decision 025):
// - its protocol reader decodes each text field of each row from a copy (BufferReader.string → bytes →
//   ArrayBuffer.slice, a new ArrayBuffer per field); patched, it decodes a view of the message: same
//   bytes, same strings, no copy (the admin orders list at 100,000 orders: about 655 → 850 req/s);
// - each query given its own type parsers (drizzle gives nine) copied all 318 of the instance's into a
//   new object first, 80 µs a query; patched, the query's parsers inherit the instance's instead.
// Each build is patched once; a build it cannot recognise is left as it is and named.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MARK = "/*bay:decode-in-place*/";
const PARSERS_MARK = "/*bay:parsers-inherit*/";
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

// The parsers of one query: `merged=options?.parsers?{...instance,...options.parsers}:instance`.
const MERGED_PARSERS = new RegExp(
  `(${ident})=(${ident})\\?\\.parsers\\?\\{\\.\\.\\.(${ident}),\\.\\.\\.\\2\\.parsers\\}:\\3([,;])`,
);

/**
 * The patched text of a PGlite bundle whose results are parsed with a copy of the instance's parsers
 * per query, or null when it has no such copy. Parsers are only ever looked up by type id, and the
 * lookup finds the query's own first, then the instance's: what the copy found.
 */
export function inheritParsers(source) {
  const merged = MERGED_PARSERS.exec(source);
  if (!merged) return null;
  const [whole, name, options, instance, end] = merged;
  return source.replace(
    whole,
    `${name}=${options}?.parsers?${PARSERS_MARK}Object.assign(Object.create(${instance}),${options}.parsers):${instance}${end}`,
  );
}

const PATCHES = [
  {
    name: "decode in place",
    mark: MARK,
    needed: (source) => source.includes("decode(this.bytes("),
    patch: decodeInPlace,
  },
  {
    name: "parsers inherit",
    mark: PARSERS_MARK,
    needed: (source) => /\?\.parsers\?\{\.\.\./.test(source),
    patch: inheritParsers,
  },
];

/**
 * Each patch each bundle of PGlite's dist needs (keyed "file: patch") and its state: "patched",
 * "unpatched" or "not recognised"; with `write`, those unpatched are patched.
 */
export function patchPglite(dist, { write = true } = {}) {
  const states = {};
  for (const entry of readdirSync(dist, { recursive: true })) {
    if (!/\.c?js$/.test(entry)) continue;
    const file = path.join(dist, entry);
    const original = readFileSync(file, "utf8");
    let source = original;
    for (const { name, mark, needed, patch } of PATCHES) {
      const key = `${entry}: ${name}`;
      if (source.includes(mark)) states[key] = "patched";
      else if (needed(source)) {
        const patched = patch(source);
        if (patched) source = patched;
        states[key] = !patched ? "not recognised" : write ? "patched" : "unpatched";
      }
    }
    if (write && source !== original) writeFileSync(file, source);
  }
  return states;
}

export const PGLITE_DIST = fileURLToPath(new URL("../node_modules/@electric-sql/pglite/dist/", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const states = patchPglite(PGLITE_DIST);
  const missed = Object.entries(states).filter(([, state]) => state === "not recognised");
  for (const [key] of missed) console.warn(`patch-pglite: ${key}: not recognised, left as it is`);
  if (!Object.keys(states).length) console.warn("patch-pglite: nothing of PGlite found to patch");
}
