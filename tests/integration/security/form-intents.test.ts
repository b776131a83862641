// Issue 16 item 5: a page action refuses a form whose intent it does not know. /settings used to
// treat any unknown intent as "delete my account".
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { PASSWORD, signUpShopper } from "../accounts/helpers";

describeOnEachDatabase(
  "pages: unknown form intents",
  (shop) => {
    const post = (path: string, token: string, fields: Record<string, string>) =>
      shop().call(path, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { cookie: `bay_session=${token}`, origin: shop().baseUrl },
        redirect: "manual",
      });

    it("keeps the account when /settings gets the password with no intent or an unknown one", async () => {
      const { input, token } = await signUpShopper(shop());
      for (const intent of [undefined, "", "remove", "Delete"]) {
        const answer = await post("/settings", token, {
          ...(intent === undefined ? {} : { intent }),
          password: PASSWORD,
        });
        expect(answer.status).toBe(400);
        expect(String(answer.body)).not.toContain("Your account has been deleted.");
      }
      const login = await shop().call("/api/v1/auth/login", { json: { email: input.email, password: PASSWORD } });
      expect(login.status).toBe(200);
    });

    it("refuses an unknown intent on the cart, wishlist and review forms instead of guessing one", async () => {
      const { token } = await signUpShopper(shop());
      const productId = "00000000-0000-4000-8000-000000000000";
      for (const path of ["/cart", "/wishlist", `/product/${productId}/reviews`]) {
        const answer = await post(path, token, {
          intent: "bogus",
          productId,
          title: "Lovely",
          comment: "Fits well",
          rating: "5",
        });
        expect(answer.status, path).toBe(400);
      }
    });
  },
  {},
  { pages: true },
);
