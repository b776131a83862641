import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { validWebhookSignature } from "./paystack";

const SECRET = "sk_test_unit";
const body = JSON.stringify({ event: "charge.success", data: { reference: "BAY-1-AB", amount: 100, currency: "NGN" } });
const signed = createHmac("sha512", SECRET).update(body).digest("hex");

describe("validWebhookSignature", () => {
  it("accepts the hex HMAC-SHA512 of the exact raw body under our secret, in either case", () => {
    expect(validWebhookSignature(SECRET, body, signed)).toBe(true);
    expect(validWebhookSignature(SECRET, body, signed.toUpperCase())).toBe(true);
  });

  it("refuses another secret, a changed body, a missing, short or non-hex signature", () => {
    expect(validWebhookSignature("sk_test_other", body, signed)).toBe(false);
    expect(validWebhookSignature(SECRET, `${body} `, signed)).toBe(false);
    expect(validWebhookSignature(SECRET, body, undefined)).toBe(false);
    expect(validWebhookSignature(SECRET, body, signed.slice(0, 64))).toBe(false);
    expect(validWebhookSignature(SECRET, body, "z".repeat(128))).toBe(false);
  });
});
