import type { Context } from "hono";
import { AppError } from "@/platform/errors";

/** Reads a JSON request body; wrong content types and broken JSON are the client's error (415/400). */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw new AppError(415, "unsupported_media_type", "Send the request body as application/json.");
  }
  try {
    return await c.req.json();
  } catch {
    throw new AppError(400, "invalid_json", "The request body is not valid JSON.");
  }
}
