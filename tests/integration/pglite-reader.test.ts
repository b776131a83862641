import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script with no type declarations
import { decodeInPlace, patchPglite, PGLITE_DIST } from "../../scripts/patch-pglite.mjs";

/** The reader as PGlite 0.5 ships it (minified), with the names its builds use. */
const SHIPPED_READER =
  "string(t){return r(this,le).decode(this.bytes(t))}cstring(){let t=r(this,w),n=t;" +
  "for(;r(this,x).getUint8(n++)!==0;);let s=this.string(n-t-1);return d(this,w,n),s}" +
  "bytes(t){let n=r(this,x).buffer.slice(r(this,w),r(this,w)+t);return d(this,w,r(this,w)+t),new Uint8Array(n)}";

describe("PGlite's protocol reader, decoding in place (decision 025)", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(async () => {
    await db.close();
  });

  it("is patched in every build of PGlite installed, so an upgrade that changes it is noticed", () => {
    const states: Record<string, string> = patchPglite(PGLITE_DIST, { write: false });
    expect(Object.keys(states).length).toBeGreaterThan(0);
    expect(Object.entries(states).filter(([, state]) => state !== "patched")).toEqual([]);
  });

  it("rewrites only the string method, reading the same offsets the copy read", () => {
    const patched: string = decodeInPlace(SHIPPED_READER);
    expect(patched).toContain(
      "string(t){/*bay:decode-in-place*/let bayAt=r(this,w);d(this,w,bayAt+t);" +
        "return r(this,le).decode(new Uint8Array(r(this,x).buffer,bayAt,t))}",
    );
    expect(patched.replace(/string\(t\)\{[^}]*\}/, "")).toBe(SHIPPED_READER.replace(/string\(t\)\{[^}]*\}/, ""));
    expect(decodeInPlace("bytes(t){return t}")).toBeNull();
  });

  it("reads back every text of every row and column exactly, whatever its bytes", async () => {
    const texts = ["", "Ọ̀ṣun Adire Wrapper", "₦12,500 naïve 😀", "é".repeat(3000), "x"];
    const { rows } = await db.query<{ n: number; a: string; b: string; c: string | null }>(
      `SELECT n, t AS a, reverse(t) AS b, NULL::text AS c
         FROM unnest($1::text[]) WITH ORDINALITY AS u(t, n) ORDER BY n`,
      [texts],
    );
    expect(rows.map((row) => row.a)).toEqual(texts);
    expect(rows.map((row) => row.b)).toEqual(texts.map((text) => [...text].reverse().join("")));
    expect(rows.every((row) => row.c === null)).toBe(true);
  });
});
