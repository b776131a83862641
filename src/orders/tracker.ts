import type { OrderStatus } from "@/shop/constants";

export type TrackerStep = { label: string; done: boolean; cancelled?: boolean };

// docs/product-rules.md#order-tracker: progress runs Pending → Shipped → Delivered, shown as four steps; a step is done when
// its position is at or before the current status. "Processing" is part of the Pending stage.
const STEPS: ReadonlyArray<{ label: string; reachedAt: number }> = [
  { label: "Order Placed", reachedAt: 0 },
  { label: "Processing", reachedAt: 0 },
  { label: "Shipped", reachedAt: 1 },
  { label: "Delivered", reachedAt: 2 },
];
const POSITION: Record<Exclude<OrderStatus, "Cancelled">, number> = { Pending: 0, Shipped: 1, Delivered: 2 };

/** The steps of the progress tracker for an order's status; a cancelled order shows only two. */
export function trackerSteps(status: OrderStatus): TrackerStep[] {
  if (status === "Cancelled") {
    return [
      { label: "Order Placed", done: true },
      { label: "Cancelled", done: true, cancelled: true },
    ];
  }
  const position = POSITION[status];
  return STEPS.map((step) => ({ label: step.label, done: step.reachedAt <= position }));
}

/**
 * Badge colours (docs/product-rules.md#status-badges): Delivered green, Shipped blue, Pending yellow, anything else
 * red.
 */
export function statusTone(status: string): "green" | "blue" | "yellow" | "red" {
  if (status === "Delivered") return "green";
  if (status === "Shipped") return "blue";
  if (status === "Pending") return "yellow";
  return "red";
}
