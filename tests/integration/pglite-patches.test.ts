import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script with no type declarations
import { decodeInPlace, inheritParsers, patchPglite, PGLITE_DIST } from "../../scripts/patch-pglite.mjs";

/** The reader as PGlite 0.5 ships it (minified), with the names its builds use. */
const SHIPPED_READER =
  "string(t){return r(this,le).decode(this.bytes(t))}cstring(){let t=r(this,w),n=t;" +
  "for(;r(this,x).getUint8(n++)!==0;);let s=this.string(n-t-1);return d(this,w,n),s}" +
  "bytes(t){let n=r(this,x).buffer.slice(r(this,w),r(this,w)+t);return d(this,w,r(this,w)+t),new Uint8Array(n)}";

/** How PGlite 0.5 (minified) picks a query's parsers, with the names one of its builds uses. */
const SHIPPED_PARSERS = "function hn(e,t,n,s){let i=[],u=0,m=n?.parsers?{...t,...n.parsers}:t;return e.forEach(p=>p)}";

describe("PGlite patched at install (decision 025)", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(async () => {
    await db.close();
  });

  it("is patched in every build of PGlite installed, both patches, so an upgrade that changes it is noticed", () => {
    const states: Record<string, string> = patchPglite(PGLITE_DIST, { write: false });
    expect(Object.keys(states).length).toBeGreaterThan(0);
    expect(Object.entries(states).filter(([, state]) => state !== "patched")).toEqual([]);
    expect(Object.keys(states).filter((key) => key.endsWith(": parsers inherit")).length).toBeGreaterThan(0);
  });

  it("gives a query's parsers the instance's as fallback instead of copying them", () => {
    expect(inheritParsers(SHIPPED_PARSERS)).toBe(
      "function hn(e,t,n,s){let i=[],u=0,m=n?.parsers?/*bay:parsers-inherit*/Object.assign(Object.create(t),n.parsers):t;" +
        "return e.forEach(p=>p)}",
    );
    expect(inheritParsers("m=n?.parsers?{...t,...x.parsers}:t;")).toBeNull();
  });

  it("parses each column with the query's own parser for its type, else the instance's", async () => {
    const asText = (value: string) => `text:${value}`;
    const { rows } = await db.query<{ at: string; n: number; doc: { a: number }; day: string }>(
      `SELECT '2026-11-26 10:00:00+00'::timestamptz AS at, 7::int AS n, '{"a":1}'::jsonb AS doc, '2026-11-26'::date AS day`,
      [],
      { parsers: { 1184: asText } },
    );
    expect(rows).toEqual([{ at: "text:2026-11-26 10:00:00+00", n: 7, doc: { a: 1 }, day: expect.any(Date) }]);
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
