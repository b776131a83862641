import type { AppLoadContext } from "react-router";
import { AppError } from "@/platform/errors";

/**
 * docs/product-rules.md#failure-messages: a list the database cannot give is logged and shown empty with "Failed to load …",
 * not a 500 page. A refusal of ours (AppError: a bad filter, a sign-in) is not a load failure.
 */
export async function readOrReport<T>(
  context: AppLoadContext,
  read: () => Promise<T>,
  failure: string,
): Promise<{ value: T } | { failed: string }> {
  try {
    return { value: await read() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    context.app.log.error({ err, requestId: context.requestId }, failure);
    return { failed: failure };
  }
}

/** A failed read's page answers 503, which the public cache (it keeps only 200s) never keeps. */
export const LOAD_FAILED = { status: 503 };
