import type { Config } from "./config";

/**
 * The one base of every absolute link the shop hands out (mails, payment callbacks, sitemap, Open
 * Graph): PUBLIC_URL when set, otherwise the address this server listens on. Never a request header:
 * a link built from `Host` or `X-Forwarded-Host` would mail a reset token to whoever names the host.
 */
export function publicOrigin(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, "") : `http://localhost:${config.PORT}`;
}
