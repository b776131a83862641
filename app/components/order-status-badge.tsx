import { statusTone } from "@/orders";

const TONES = {
  green: "bg-green-100 text-green-900 ring-green-700",
  blue: "bg-blue-100 text-blue-900 ring-blue-700",
  yellow: "bg-yellow-100 text-yellow-900 ring-yellow-700",
  red: "bg-red-100 text-red-900 ring-red-700",
} as const;

/** The status in words on a coloured badge: the colour repeats the text, it never replaces it. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONES[statusTone(status)]}`}>
      {status}
    </span>
  );
}
