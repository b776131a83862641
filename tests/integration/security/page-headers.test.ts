// The pages' Content-Security-Policy, HSTS and Permissions-Policy (issue 12, item 14; decision 012),
// checked on the built server (`npm run build` first), whose pages are rendered by React Router.
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../src/accounts/sessions";
import { seedSampleCatalog } from "../../../src/catalog/seed";
import { changedElsewhere } from "../../support/elsewhere";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { productWithStock, startServer, useScratchShop, type RunningServer } from "../resilience/servers";

const MEDIA = "https://media.example.ng";

/** The policy's directives by name: `script-src` → ["'self'", "'nonce-…'"]. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, "a Content-Security-Policy header").toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function nonceOf(policy: Map<string, string[]>): string {
  const nonces = (policy.get("script-src") ?? []).filter((v) => v.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  return nonces[0].slice("'nonce-".length, -1);
}

/** Every script the page would run inline carries the nonce; none comes from another host. */
function expectScriptsAllowed(html: string, nonce: string, what: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
  expect(scripts.length, what).toBeGreaterThan(0);
  for (const attributes of scripts) {
    if (/type="application\/ld\+json"/.test(attributes)) continue; // data, never run
    const src = attributes.match(/\ssrc="([^"]*)"/)?.[1];
    if (src) expect(src, what).toMatch(/^\/(?!\/)/);
    else expect(attributes, what).toContain(`nonce="${nonce}"`);
  }
}

const scratchShop = useScratchShop();

describe.skipIf(!process.env.TEST_DATABASE_URL)("headers of the built server's pages (needs TEST_DATABASE_URL)", () => {
  let server: RunningServer;
  let cookie: string;
  let productPath: string;

  beforeAll(async () => {
    const scratch = await scratchShop(1);
    server = await startServer({
      databaseUrl: scratch.url,
      dataDir: scratch.dataDirs[0],
      env: {
        PUBLIC_URL: "https://shop.example.ng",
        S3_PUBLIC_URL: `${MEDIA}/bay`,
        PAYSTACK_SECRET_KEY: "sk_test_headers",
      },
    });
    const { app, database } = await scratch.openDatabase();
    cookie = `${SESSION_COOKIE}=${(await createSignedInUser(app)).token}`;
    productPath = `/product/${(await productWithStock(database, 5)).id}`;
  }, 120_000);

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });

  it("sends every page a policy whose nonce each inline script carries, and no inline handlers", async () => {
    for (const [path, headers] of [
      ["/", {}],
      ["/shop?category=Jeans", {}],
      [productPath, {}],
      ["/login", {}],
      ["/track-order", {}],
      ["/a-page-that-does-not-exist", {}],
      ["/", { cookie }],
      ["/cart", { cookie }],
      ["/checkout", { cookie }],
      ["/settings", { cookie }],
    ] as const) {
      const what = `${path}${"cookie" in headers ? " signed in" : ""}`;
      const res = await get(path, headers);
      expect(res.headers.get("content-type"), what).toMatch(/^text\/html/);
      const policy = directives(res.headers.get("content-security-policy"));
      const html = await res.text();
      expectScriptsAllowed(html, nonceOf(policy), what);
      expect(html, `${what}: inline event handler`).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, `${what}: javascript: link`).not.toMatch(/(href|action|src)="\s*javascript:/i);
      expect(policy.get("script-src"), what).not.toContain("'unsafe-inline'");
      // The stylesheet is inlined in the head (issue 13) and runs on the nonce; nothing else inline.
      expect(policy.get("style-src"), what).toEqual(["'self'", `'nonce-${nonceOf(policy)}'`]);
      const styles = [...html.matchAll(/<style\b([^>]*)>/gi)].map((m) => m[1]);
      expect(styles, what).toEqual([` nonce="${nonceOf(policy)}"`]);
      expect(policy.get("img-src"), what).toEqual(["'self'", "data:", MEDIA]);
      expect(policy.get("connect-src"), what).toEqual(["'self'"]);
      // The shop's own service worker and manifest (issue 50), nobody else's.
      expect(policy.get("worker-src"), what).toEqual(["'self'"]);
      expect(policy.get("manifest-src"), what).toEqual(["'self'"]);
      expect(policy.get("form-action"), what).toEqual(["'self'", "https://checkout.paystack.com"]);
      expect(policy.get("frame-ancestors"), what).toEqual(["'none'"]);
      expect(policy.get("base-uri"), what).toEqual(["'self'"]);
      expect(policy.get("object-src"), what).toEqual(["'none'"]);
    }
  });

  it("replays a cached page with the nonce it was rendered with, to visitors and shoppers; each personal render gets its own", async () => {
    const nonceAndHtml = async (path: string, headers: Record<string, string> = {}) => {
      const res = await get(path, headers);
      const nonce = nonceOf(directives(res.headers.get("content-security-policy")));
      const html = await res.text();
      expectScriptsAllowed(html, nonce, path);
      return { nonce, cacheControl: res.headers.get("cache-control") };
    };
    const first = await nonceAndHtml("/shop");
    const again = await nonceAndHtml("/shop");
    expect(again.nonce).toBe(first.nonce);
    expect(again.cacheControl).toBeNull();
    // The shop is the same page for a signed-in shopper (issue 13): the same render, nonce included.
    const shared = await nonceAndHtml("/shop", { cookie });
    expect(shared.nonce).toBe(first.nonce);
    expect(shared.cacheControl).toBe("no-store");
    const mine = await nonceAndHtml("/wishlist", { cookie });
    const mineAgain = await nonceAndHtml("/wishlist", { cookie });
    expect(new Set([first.nonce, mine.nonce, mineAgain.nonce]).size).toBe(3);
    expect(mine.cacheControl).toBe("no-store");
  });

  it("answers a signed-in page with no-store, a visitor's public page without", async () => {
    for (const path of ["/", "/shop", productPath]) {
      expect((await get(path, { cookie })).headers.get("cache-control"), path).toBe("no-store");
      expect((await get(path)).headers.get("cache-control"), path).toBeNull();
    }
  });

  it("sends HSTS and Permissions-Policy when PUBLIC_URL is https", async () => {
    for (const path of ["/", "/api/v1/products", "/favicon.svg"]) {
      const res = await get(path);
      expect(res.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers.get("permissions-policy"), path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
    const api = await get("/api/v1/products");
    expect(directives(api.headers.get("content-security-policy")).get("default-src")).toEqual(["'none'"]);
  });
});

describeOnEachDatabase("security headers without HTTPS", (shop) => {
  beforeAll(async () => {
    await changedElsewhere(shop().app, () => seedSampleCatalog(shop().app));
  });

  it("sends no HSTS when PUBLIC_URL is not https, and Permissions-Policy always", async () => {
    for (const path of ["/", "/api/v1/products"]) {
      const res = await shop().call(path);
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
      expect(res.headers.get("permissions-policy"), path).toBe(
        "camera=(), microphone=(), geolocation=(), usb=(), payment=(self)",
      );
    }
  });
});
