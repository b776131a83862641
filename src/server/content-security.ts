import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "@/platform/config";
import { imageOriginsIn, readStoreSettings } from "@/store";
import type { HttpEnv } from "@/http/env";
import { setResponseHeader } from "@/http/security";

/** Where Paystack sends shoppers to pay: the authorization URLs its API hands out. */
const PAYSTACK_CHECKOUT_ORIGIN = "https://checkout.paystack.com";
const PAYSTACK_API_ORIGIN = "https://api.paystack.co";

/** JSON, `.data` and other answers that are never rendered as a document. */
const NOT_A_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The policy of every page (decision 012). Scripts: our own files and the inline scripts React
 * Router writes, which carry this render's nonce. Styles: the stylesheet inlined in the head, which
 * carries the nonce too, plus `style` attributes (star fills, colour swatches, hero gradients are set
 * per item). Images: ours, the media host, the image origins the owner allowed in Settings and
 * the `data:` placeholders. A "Pay now" form posted without JavaScript is redirected to Paystack,
 * and Chrome checks that redirect against form-action, so Paystack's checkout host is allowed
 * (and, for a stand-in such as the e2e fake, the origin PAYSTACK_BASE_URL names).
 */
export function pagePolicy(
  config: Pick<Config, "S3_PUBLIC_URL" | "PAYSTACK_SECRET_KEY" | "PAYSTACK_BASE_URL">,
  nonce: string,
  imageOrigins: string[] = [],
): string {
  const media = originOf(config.S3_PUBLIC_URL);
  const images = ["'self'", "data:", ...(media ? [media] : []), ...imageOrigins];
  const formTargets = ["'self'"];
  if (config.PAYSTACK_SECRET_KEY) {
    formTargets.push(PAYSTACK_CHECKOUT_ORIGIN);
    const paystack = originOf(config.PAYSTACK_BASE_URL);
    if (paystack && paystack !== PAYSTACK_API_ORIGIN) formTargets.push(paystack);
  }
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    // The shop's own service worker (/sw.js, issue 50) and manifest, nothing else.
    "worker-src 'self'",
    "manifest-src 'self'",
    `form-action ${formTargets.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Gives each render a fresh nonce (`c.get("cspNonce")`, handed to React Router in the load context)
 * and sends the policy that names it. It sits inside the public cache, so a cached page is replayed
 * with the header it was rendered with: HTML and nonce always travel together (decision 012).
 */
export function contentSecurityPolicy(): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    // The API and /personal-state (asked on every signed-in view of a shared page) are never documents.
    const page = !c.req.path.startsWith("/api/") && c.req.path !== "/personal-state";
    c.set("cspNonce", page ? randomBytes(16).toString("base64") : "");
    await next();
    const isDocument = page && (c.res.headers.get("content-type") ?? "").startsWith("text/html");
    const app = c.get("app");
    const allowedImageOrigins = async () => imageOriginsIn((await readStoreSettings(app)).imageOrigins);
    setResponseHeader(
      c,
      "Content-Security-Policy",
      isDocument ? pagePolicy(app.config, c.get("cspNonce"), await allowedImageOrigins()) : NOT_A_DOCUMENT_POLICY,
    );
  };
}
