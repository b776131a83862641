import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin";
import { expect } from "./test";

/** Signs the page's browser in as the e2e admin, through the login API (the login page is tested elsewhere). */
export async function signInAsAdmin(page: Page) {
  const res = await page.request.post("/api/v1/auth/login", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status()).toBe(200);
}
