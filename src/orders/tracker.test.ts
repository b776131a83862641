import { describe, expect, it } from "vitest";
import { statusTone, trackerSteps } from "./tracker";

const done = (status: Parameters<typeof trackerSteps>[0]) =>
  trackerSteps(status)
    .filter((s) => s.done)
    .map((s) => s.label);

describe("order progress tracker", () => {
  it("marks Order Placed and Processing done for a pending order", () => {
    expect(trackerSteps("Pending").map((s) => s.label)).toEqual(["Order Placed", "Processing", "Shipped", "Delivered"]);
    expect(done("Pending")).toEqual(["Order Placed", "Processing"]);
  });
  it("marks every step up to Shipped for a shipped order", () => {
    expect(done("Shipped")).toEqual(["Order Placed", "Processing", "Shipped"]);
  });
  it("marks all four steps for a delivered order", () => {
    expect(done("Delivered")).toEqual(["Order Placed", "Processing", "Shipped", "Delivered"]);
  });
  it("shows only Order Placed and a red Cancelled step for a cancelled order", () => {
    expect(trackerSteps("Cancelled")).toEqual([
      { label: "Order Placed", done: true },
      { label: "Cancelled", done: true, cancelled: true },
    ]);
  });
  it("colours badges green, blue, yellow and otherwise red", () => {
    expect(["Delivered", "Shipped", "Pending", "Cancelled"].map(statusTone)).toEqual([
      "green",
      "blue",
      "yellow",
      "red",
    ]);
  });
});
