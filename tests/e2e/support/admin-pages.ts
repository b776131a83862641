import { randomBytes } from "node:crypto";
import { request, type Page } from "@playwright/test";
import { expect } from "./test";

/** Every section of the back office, as its sidebar lists them. */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/products",
  "/admin/low-stock",
  "/admin/waiting",
  "/admin/orders",
  "/admin/returns",
  "/admin/users",
  "/admin/news",
  "/admin/newsletter",
  "/admin/mail",
  "/admin/discounts",
  "/admin/delivery",
  "/admin/settings",
];

/**
 * The page is no wider than the window, and nothing sticks out beyond its right edge except inside a
 * region meant to scroll sideways (an element with overflow-x auto or scroll, e.g. a chart).
 */
export async function expectNoSidewaysOverflow(page: Page) {
  // The window's width as set, not as the page reports it: a phone widens its layout to fit what sticks out.
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate((width) => {
    const scrollsSideways = (element: Element) => {
      for (let at: Element | null = element.parentElement; at; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if (overflowX === "auto" || overflowX === "scroll" || overflowX === "hidden") return true;
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll("*")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !scrollsSideways(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { scrollWidth: document.documentElement.scrollWidth, width, sticking };
  }, width);
  expect(overflow.sticking, "elements beyond the right edge").toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
}

/**
 * A new shopper (in a cookie jar of their own: each shopper may keep only a few orders unpaid) places a
 * one-item order through the shop's API; answers its number. `page` is the admin's, to find a product.
 */
export async function placeOrder(
  page: Page,
  baseURL: string,
  {
    paymentMethod = "pay-on-delivery",
    fullName = "Ada Obi",
    city = "Ibadan",
    state = "Oyo",
    email = `shopper-${randomBytes(6).toString("hex")}@example.ng`,
  } = {},
): Promise<string> {
  const products = await (await page.request.get("/api/v1/admin/products?limit=50")).json();
  // A well-stocked variant, from the end of the list: other specs buy the first product's first size.
  type Variant = { id: string; stockQuantity: number };
  const variant = (products.items as Array<{ id: string; status: string; variants: Variant[] }>)
    .filter((p) => p.status === "Active")
    .reverse()
    .flatMap((p) => p.variants.map((v) => ({ ...v, productId: p.id })))
    .find((v) => v.stockQuantity >= 3)!;
  const shopper = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const signedUp = await shopper.post("/api/v1/auth/signup", {
    data: { email, password: "a-long-password-1", fullName, phone: "08031234567" },
  });
  expect(signedUp.status()).toBe(201);
  const added = await shopper.post("/api/v1/cart/items", {
    data: { productId: variant.productId, variantId: variant.id, quantity: 1 },
  });
  expect(added.status()).toBeLessThan(300);
  const placed = await shopper.post("/api/v1/orders", {
    data: {
      paymentMethod,
      shippingAddress: { fullName, phone: "08031234567", address: "12 Allen Avenue", city, state },
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = await placed.json();
  await shopper.dispose();
  return order.orderNumber;
}
