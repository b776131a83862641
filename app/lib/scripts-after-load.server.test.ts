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
    expect(holdScripts(Buffer.from(page)).toString()).toBe(
      '<html><head><link rel="after-load-modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
        '<link rel="after-load-modulepreload" href="/assets/root-b.js" nonce="n"/></head><body>' +
        "<p>Naïve &lt;link rel=&quot;modulepreload&quot;&gt; ₦18,500</p>" +
        '<script nonce="n" type="after-load-module">import "/assets/manifest.js";</script></body></html>',
    );
  });

  it("leaves a page without React Router's scripts as it is", () => {
    const plain = Buffer.from("<html><body><p>Naïve ₦18,500</p></body></html>");
    expect(holdScripts(plain)).toBe(plain);
  });
});
