import { describe, expect, it } from "vitest";
import { deliveryEstimateFor, deliveryWording, shippingFeeFor } from "./shipping";

describe("shipping fee", () => {
  it("charges ₦4,000 for a city containing Ibadan in any case or spacing", () => {
    expect(shippingFeeFor("Ibadan")).toBe(400_000);
    expect(shippingFeeFor("IBADAN")).toBe(400_000);
    expect(shippingFeeFor(" ibadan north")).toBe(400_000);
  });
  it("charges ₦8,000 anywhere else", () => {
    expect(shippingFeeFor("Lagos")).toBe(800_000);
    expect(shippingFeeFor("Abuja")).toBe(800_000);
  });
  it("charges nothing until a city is typed", () => {
    expect(shippingFeeFor("")).toBe(0);
    expect(shippingFeeFor("   ")).toBe(0);
    expect(shippingFeeFor(undefined)).toBe(0);
  });
});

describe("delivery estimate", () => {
  const placed = new Date("2026-11-22T10:00:00Z");
  it("promises Ibadan deliveries 24 hours after the order", () => {
    const estimate = deliveryEstimateFor("Ibadan South", placed);
    expect(estimate).toEqual({ at: new Date("2026-11-23T10:00:00Z"), hours: 24, timeframe: "24 hours" });
    expect(deliveryWording("ibadan")).toBe("within 24 hours");
  });
  it("promises other cities 72 hours (2-3 days) after the order", () => {
    const estimate = deliveryEstimateFor("Lagos", placed);
    expect(estimate).toEqual({ at: new Date("2026-11-25T10:00:00Z"), hours: 72, timeframe: "2-3 days" });
    expect(deliveryWording("Kano")).toBe("2-3 business days");
  });
});
