import { describe, expect, it } from "vitest";
import { WELCOME_BACK_AFTER_MS } from "@/shop/constants";
import { welcomeBack } from "./welcome-back.server";

async function visit(previous: { setCookie: string } | null, cartHasItems: boolean, now: number) {
  const headers = previous ? { Cookie: previous.setCookie.split(";")[0] } : undefined;
  return welcomeBack(new Request("http://shop.test/cart", { headers }), cartHasItems, now);
}

describe("welcome back greeting", () => {
  const start = Date.UTC(2026, 10, 22, 9);
  it("greets a shopper who returns after more than an hour to a saved cart", async () => {
    const first = await visit(null, true, start);
    expect(first.message).toBeNull();
    const later = await visit(first, true, start + WELCOME_BACK_AFTER_MS + 1);
    expect(later.message).toBe("Welcome back! Your cart has been saved.");
  });
  it("stays quiet within the hour, and for an empty cart", async () => {
    const first = await visit(null, true, start);
    expect((await visit(first, true, start + WELCOME_BACK_AFTER_MS - 1)).message).toBeNull();
    expect((await visit(first, false, start + 2 * WELCOME_BACK_AFTER_MS)).message).toBeNull();
  });
  it("counts from the latest visit", async () => {
    const first = await visit(null, true, start);
    const second = await visit(first, true, start + 50 * 60 * 1000);
    expect((await visit(second, true, start + 100 * 60 * 1000)).message).toBeNull();
  });
});
