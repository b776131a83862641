import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { HttpEnv } from "./env";

/**
 * A refusal in the shape the caller reads: the API's JSON error (docs/contracts.md#api-errors), or plain text for a
 * page.
 */
export function refuse(
  c: Context<HttpEnv>,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  if (c.req.path.startsWith("/api/")) return c.json({ error: { code, message } }, status, headers);
  return c.text(message, status, headers);
}
