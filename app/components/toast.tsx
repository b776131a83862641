import { useEffect, useSyncExternalStore } from "react";
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from "@/shop/constants";
import type { AddedItem } from "~/lib/toast.server";
import type { RemovedLine } from "@/cart";

export type ToastKind = "success" | "error";
export type ToastMessage = { kind: ToastKind; message: string };
/** A toast the server handed over (root loader); its id makes each one show exactly once. */
export type ServerToast = ToastMessage & {
  id: string;
  form?: string;
  fields?: Record<string, string>;
  added?: AddedItem;
  removed?: RemovedLine;
};
type ShownToast = ToastMessage & { id: string };

// A tiny store outside React, so any client code (fetchers, effects) can raise a toast.
let toasts: ShownToast[] = [];
const seen = new Set<string>();
const listeners = new Set<() => void>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: ShownToast[] = [];

export function toastDuration(kind: ToastKind): number {
  return kind === "error" ? TOAST_ERROR_MS : TOAST_SUCCESS_MS;
}

function dismissToast(id: string) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/**
 * Shows a toast at the foot of the page, clear of the header's bag: success for 3 seconds, error for 4
 * (docs/product-rules.md#toasts).
 */
export function showToast(toast: ToastMessage & { id?: string }): void {
  const id = toast.id ?? `client-${++counter}`;
  if (seen.has(id)) return;
  seen.add(id);
  toasts = [...toasts, { id, kind: toast.kind, message: toast.message }];
  emit();
  setTimeout(() => dismissToast(id), toastDuration(toast.kind));
}

/**
 * Renders the toasts. The server toast is part of the HTML, so it shows without JavaScript
 * (a CSS animation hides it after its time); once hydrated it moves into the store.
 */
export function Toaster({ serverToast }: { serverToast: ServerToast | null }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  useEffect(() => {
    if (serverToast) showToast(serverToast);
  }, [serverToast]);
  const list = serverToast && !seen.has(serverToast.id) ? [...shown, serverToast] : shown;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {list.map((t) => (
        <p
          key={t.id}
          className={`toast pointer-events-auto flex max-w-md items-center gap-2 rounded-full px-5 py-3 text-sm font-semibold shadow-lg ${
            t.kind === "error" ? "bg-red-700 text-white" : "bg-green-800 text-white"
          }`}
          style={{ animationDuration: `${toastDuration(t.kind)}ms` }}
        >
          <span aria-hidden="true">{t.kind === "error" ? "!" : "✓"}</span>
          {t.message}
        </p>
      ))}
    </div>
  );
}
