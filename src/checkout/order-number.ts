import { randomInt } from "node:crypto";

const BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";

/** "BAY-" + base-36 timestamp + 5 random base-36 characters, uppercased (docs/product-rules.md#order-numbers). */
export function newOrderNumber(now = Date.now()): string {
  let random = "";
  for (let i = 0; i < 5; i++) random += BASE36[randomInt(36)];
  return `BAY-${now.toString(36)}${random}`.toUpperCase();
}
