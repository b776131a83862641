import { data, type AppLoadContext } from "react-router";
import { AppError } from "@/platform/errors";
import { redirectWithToast, type Toast } from "./toast.server";

/** `target` when it is the list at `base` (with its filters and page), else `base`: never another address. */
export function listPath(target: unknown, base: string): string {
  return typeof target === "string" && (target === base || target.startsWith(`${base}?`)) ? target : base;
}

/** The list a form came from (kept in a hidden `returnTo` field), so filters and page survive an action. */
export function returnPath(form: FormData, base: string): string {
  return listPath(form.get("returnTo"), base);
}

/**
 * Runs an admin change and answers like the SPEC's toasts: success → back to the list with a green
 * toast; a refusal the person can act on (AppError) → back with a red toast naming the reason.
 * Anything else (the database failing) is logged and answered with the failure alone ("Failed to
 * update order status"), back on the list rather than a 500 page.
 */
export async function changeAndReturn<Result>(
  back: string,
  change: () => Promise<Result>,
  /**
   * `success` may be told what the change answered (how many of several orders changed), and may make
   * the toast red when it changed nothing that was asked.
   */
  messages: { success: string | ((result: Result) => string | Pick<Toast, "kind" | "message">); failure: string },
  context: AppLoadContext,
  /** Where a success leads, when not back (a deleted product's page leads to the list). */
  successTo: string = back,
) {
  let result: Result;
  try {
    result = await change();
  } catch (error) {
    if (error instanceof AppError) {
      return redirectWithToast(back, { kind: "error", message: `${messages.failure}. ${error.message}` });
    }
    context.app.log.error({ err: error, requestId: context.requestId }, messages.failure);
    return redirectWithToast(back, { kind: "error", message: messages.failure });
  }
  const told = typeof messages.success === "function" ? messages.success(result) : messages.success;
  return redirectWithToast(successTo, typeof told === "string" ? { kind: "success", message: told } : told);
}

/**
 * A form refused by validation: the page re-renders the form with the message, and with `extra`
 * (the values typed, for a page drawn again without JavaScript).
 */
export function formError<Extra extends object = object>(error: unknown, extra?: Extra) {
  if (error instanceof AppError)
    return data({ error: error.message, fields: error.fields ?? {}, ...(extra as Extra) }, { status: error.status });
  throw error;
}
