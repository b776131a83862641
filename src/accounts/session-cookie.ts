import { setCookieHeader } from "@/http/cookies";
import type { Config } from "@/platform/config";
import { SESSION_COOKIE } from "./sessions";

/** Secure whenever the shopper reaches us over HTTPS, directly or behind a proxy named by PUBLIC_URL. */
export function isSecureRequest(config: Pick<Config, "PUBLIC_URL">, requestUrl: string): boolean {
  return requestUrl.startsWith("https:") || (config.PUBLIC_URL?.startsWith("https:") ?? false);
}

/** The `Set-Cookie` value that stores a session token (or, with null, removes it). */
export function sessionCookieHeader(
  config: Pick<Config, "PUBLIC_URL" | "SESSION_TTL_DAYS">,
  requestUrl: string,
  token: string | null,
): string {
  const maxAge = token ? config.SESSION_TTL_DAYS * 24 * 60 * 60 : 0;
  return setCookieHeader(SESSION_COOKIE, token ?? "", { maxAge, secure: isSecureRequest(config, requestUrl) });
}
