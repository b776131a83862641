// Issue 12, item 5: /login?redirectTo=/%09/evil.example/phish answered `Location: /\t/evil.example/phish`,
// which browsers open as https://evil.example/phish. Every redirectTo now keeps a path on this shop only.
import { expect, it } from "vitest";
import { describeOnEachDatabase, shownText, type TestShop } from "../../support/shop";
import { PASSWORD, signUpShopper } from "./helpers";

/** Targets that a browser would open on another site, or as a script; each must end up at "/". */
const ELSEWHERE = [
  "//evil.example/phish",
  "///evil.example/phish",
  "/\\evil.example/phish",
  "/\t/evil.example/phish",
  "/\n/evil.example/phish",
  "/\r\n/evil.example/phish",
  "https://evil.example/phish",
  "http:evil.example",
  "javascript:alert(document.cookie)",
  " //evil.example",
];

const query = (target: string) => `/login?redirectTo=${encodeURIComponent(target)}`;

describeOnEachDatabase(
  "accounts: redirects after sign-in",
  (shop) => {
    let session: { token: string; email: string } | undefined;
    async function signedIn(s: TestShop) {
      if (!session) {
        const { token, input } = await signUpShopper(s);
        session = { token, email: input.email };
      }
      return session;
    }

    /** A signed-in visitor opening the login page is sent on to redirectTo at once. */
    async function locationForSignedIn(path: string) {
      const { token } = await signedIn(shop());
      const res = await shop().call(path, { headers: { cookie: `bay_session=${token}` }, redirect: "manual" });
      expect(res.status).toBe(302);
      return res.headers.get("location");
    }

    /** Signing in through the login form sends the visitor to its hidden redirectTo field. */
    async function locationAfterSignIn(target: string) {
      const { email } = await signedIn(shop());
      const res = await shop().call("/login", {
        method: "POST",
        body: new URLSearchParams({ mode: "login", email, password: PASSWORD, redirectTo: target }),
        headers: { origin: shop().baseUrl },
        redirect: "manual",
      });
      expect(res.status).toBe(302);
      return res.headers.get("location");
    }

    it("sends /login?redirectTo=/%09/evil.example/phish home, as written in the report", async () => {
      expect(await locationForSignedIn("/login?redirectTo=/%09/evil.example/phish")).toBe("/");
    });

    for (const target of ELSEWHERE) {
      it(`sends ${JSON.stringify(target)} home, from the login page and from the login form`, async () => {
        expect(await locationForSignedIn(query(target))).toBe("/");
        expect(await locationAfterSignIn(target)).toBe("/");
      });
    }

    it("keeps a path on this shop, with its query and fragment", async () => {
      expect(await locationForSignedIn(query("/cart?x=1"))).toBe("/cart?x=1");
      expect(await locationAfterSignIn("/cart?x=1")).toBe("/cart?x=1");
      expect(await locationAfterSignIn("/product/abc#reviews")).toBe("/product/abc#reviews");
      expect(await locationForSignedIn(query("/shop?category=T-Shirt&page=2"))).toBe("/shop?category=T-Shirt&page=2");
    });

    it("tells a visitor sent from their own pages why they must sign in, and nothing on a plain visit", async () => {
      const loginFrom = async (page: string) => {
        const answer = await shop().call(page, { redirect: "manual" });
        expect(answer.status).toBe(302);
        const login = await shop().call(answer.headers.get("location")!);
        return shownText(String(login.body));
      };
      expect(await loginFrom("/cart")).toContain(">Log in or sign up to see your cart.<");
      expect(await loginFrom("/checkout")).toContain(">Log in or sign up to check out.<");
      expect(await loginFrom("/wishlist")).toContain(">Log in or sign up to see your wishlist.<");
      expect(await loginFrom("/orders")).toContain(">Log in to see your orders.<");
      expect(await loginFrom("/settings")).toContain(">Log in to change your details.<");
      const plain = shownText(String((await shop().call("/login")).body));
      expect(plain).toContain(">Welcome back<");
      expect(plain).not.toMatch(/>Log in (or sign up )?to [^<]*</);
    });
  },
  { RATE_LIMIT_LOGIN_PER_ACCOUNT: "100" },
  { pages: true },
);
