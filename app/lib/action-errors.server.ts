import type { AppLoadContext } from "react-router";
import { AppError } from "@/platform/errors";

/** The message a shopper reads for a failed action: ours when we know it, the SPEC fallback otherwise. */
export function messageFor(context: AppLoadContext, err: unknown, fallback: string): string {
  if (err instanceof AppError) return err.message;
  context.app.log.error({ err, requestId: context.requestId }, fallback);
  return fallback;
}
