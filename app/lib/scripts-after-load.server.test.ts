import { describe, expect, it } from "vitest";
import { holdScripts } from "./scripts-after-load.server";

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
});
