import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { holdScripts, holdScriptsStream } from "./scripts-after-load.server";

// What React writes for React Router's <Scripts> (trimmed), and a product text that mentions the tags.
const page =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="n"/></head><body>' +
  "<p>Naïve &lt;link rel=&quot;modulepreload&quot;&gt; ₦18,500</p>" +
  '<script nonce="n" type="module" async="">import "/assets/manifest.js";</script></body></html>';

describe("holdScripts", () => {
  it("holds React Router's module preloads and bootstrap script, and leaves page text alone", () => {
    expect(holdScripts(page)).toBe(
      '<html><head><link rel="after-load-modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
        '<link rel="after-load-modulepreload" href="/assets/root-b.js" nonce="n"/></head><body>' +
        "<p>Naïve &lt;link rel=&quot;modulepreload&quot;&gt; ₦18,500</p>" +
        '<script nonce="n" type="after-load-module">import "/assets/manifest.js";</script></body></html>',
    );
  });

  it("finds tags and characters split between chunks wherever the stream is cut", async () => {
    const bytes = Buffer.from(page);
    for (let size = 1; size <= 40; size++) {
      const chunks = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      let ended = 0;
      const out = await text(Readable.from(chunks).pipe(holdScriptsStream(() => ended++)));
      expect(out, `chunks of ${size} bytes`).toBe(holdScripts(page));
      expect(ended).toBe(1);
    }
  });

  it("passes a page it is told not to hold unchanged (the dashboard's)", async () => {
    let ended = 0;
    const out = await text(Readable.from([Buffer.from(page)]).pipe(holdScriptsStream(() => ended++, false)));
    expect(out).toBe(page);
    expect(ended).toBe(1);
  });
});
