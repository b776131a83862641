import { redirect } from "react-router";
import { jsonCookie } from "@/http/cookies";
import type { RemovedLine } from "@/cart";

/**
 * `form` and `fields` let a redirecting action (add to cart) say which form's fields were wrong, so
 * that form shows the message beside the field too (app/lib/form-errors.ts).
 */
export type Toast = {
  kind: "success" | "error";
  message: string;
  form?: string;
  fields?: Record<string, string>;
  /** What Add to Cart just put in the bag: the page shows it in the "added" panel instead of a toast. */
  added?: AddedItem;
  /** The line just taken out of the bag: the cart page offers to put it back. */
  removed?: RemovedLine;
};

/** The line just added, as the "added" panel names it. */
export type AddedItem = { name: string; size: string; color: string; quantity: number; imageUrl: string };

function addedItem(value: unknown): AddedItem | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { name, size, color, quantity, imageUrl } = value as Record<string, unknown>;
  const texts = [name, size, color, imageUrl];
  if (!texts.every((text) => typeof text === "string") || typeof quantity !== "number") return undefined;
  return { name, size, color, quantity, imageUrl } as AddedItem;
}

function removedLine(value: unknown): RemovedLine | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { productId, variantId, name, size, color, quantity } = value as Record<string, unknown>;
  const texts = [productId, name, size, color];
  if (!texts.every((text) => typeof text === "string") || typeof quantity !== "number") return undefined;
  if (variantId !== null && typeof variantId !== "string") return undefined;
  return { productId, variantId, name, size, color, quantity } as RemovedLine;
}

// A one-shot cookie carries a toast across a redirect, so form posts work without JavaScript.
const toastCookie = jsonCookie("bay_toast", 60);

export function toastHeader(toast: Toast): string {
  return toastCookie.header(toast);
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast (if any) and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const value = toastCookie.read(request.headers.get("Cookie")) as Record<string, unknown> | null | undefined;
  if (!value || typeof value !== "object" || typeof value.message !== "string") return { toast: null, clear: null };
  const toast: Toast = { kind: value.kind === "error" ? "error" : "success", message: value.message };
  if (typeof value.form === "string" && value.fields && typeof value.fields === "object") {
    const fields = Object.entries(value.fields as Record<string, unknown>).filter(
      ([, text]) => typeof text === "string",
    );
    toast.form = value.form;
    toast.fields = Object.fromEntries(fields) as Record<string, string>;
  }
  const added = addedItem(value.added);
  if (added) toast.added = added;
  const removed = removedLine(value.removed);
  if (removed) toast.removed = removed;
  return { toast, clear: toastCookie.clear() };
}
