import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError } from "@/platform/errors";
import type { HttpEnv } from "./env";

/** The error shape of docs/contracts.md#api-errors, the answer of every 4xx. */
export const errorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi("Error");

/** Turns any thrown error into the JSON error shape of docs/contracts.md#api-errors; never a stack trace. */
export function apiErrorResponse(err: unknown, c: Context<HttpEnv>): Response {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds) c.header("Retry-After", String(err.retryAfterSeconds));
    const body = { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
    return c.json(body, err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const status = err.status as 400;
    const message = err.status === 413 ? "Request body is too large." : err.message || "Bad request.";
    return c.json({ error: { code: err.status === 413 ? "too_large" : "bad_request", message } }, status);
  }
  c.get("app")?.log.error({ err, requestId: c.get("requestId") }, "unhandled API error");
  return c.json({ error: { code: "internal", message: "Something went wrong. Please try again." } }, 500);
}
