import { data } from "react-router";
import { sessionCookieHeader } from "@/accounts";
import type { Config } from "@/platform/config";
import { AppError } from "@/platform/errors";

/** The Set-Cookie headers that store (or, with null, remove) the session token for a page response. */
export function sessionHeaders(config: Config, request: Request, token: string | null): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookieHeader(config, request.url, token));
  return headers;
}

/**
 * Runs a form action's service call; an AppError comes back as `{error}` action data with its status
 * and its field messages, anything else is a real failure and propagates.
 */
export async function formAction<T, E extends object = object>(run: () => Promise<T>, extra?: E) {
  try {
    return await run();
  } catch (err) {
    // Field messages go beside their fields (app/lib/form-errors.ts); the message alone to the red box.
    if (err instanceof AppError)
      return data({ error: err.message, fields: err.fields ?? null, ...(extra as E) }, { status: err.status });
    throw err;
  }
}
