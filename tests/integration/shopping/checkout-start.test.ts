// A returning shopper's checkout starts from the address of their last delivered order
// (docs/product-rules.md#shipping-form), and their bag estimates delivery to its place
// (docs/product-rules.md#shipping-fee); a place chosen since wins; pick-up orders are passed over.
import { expect, it } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { describeOnEachDatabase, postPageForm, signedInPageHtml } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { createProduct, IBADAN_ADDRESS, LAGOS_ADDRESS } from "./fixtures";

/** The place a response asks the browser to remember for the product pages (`state|city`), if it does. */
const rememberedPlace = (answer: { headers: Headers }) => {
  const value = /bay_deliver_to=([^;]*)/.exec(answer.headers.get("set-cookie") ?? "")?.[1];
  return value === undefined ? undefined : decodeURIComponent(value);
};

describeOnEachDatabase(
  "where checkout starts",
  (shop) => {
    const page = (path: string, token: string, cookies = "") => signedInPageHtml(shop(), path, token, cookies);
    const checkoutPage = (token: string, cookies = "") => page("/checkout", token, cookies);
    const boxValue = (html: string, name: string) =>
      new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
      new RegExp(`value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1];
    const addressText = (html: string) => /<textarea[^>]*name="address"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1];
    const chosenState = (html: string) => /<option value="([^"]+)" selected="">/.exec(html)?.[1];

    async function orderOnce(
      token: string,
      shippingAddress: object,
      pickup = false,
      paymentMethod = "pay-on-delivery",
    ) {
      const product = await createProduct(shop().app, { stockQuantity: 5 });
      expect(
        (await shop().call("/api/v1/cart/items", { token, json: { productId: product.id, quantity: 1 } })).status,
      ).toBe(201);
      const placed = await shop().call("/api/v1/orders", { token, json: { shippingAddress, pickup, paymentMethod } });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      // Something in the bag again, so checkout shows its form.
      await shop().call("/api/v1/cart/items", { token, json: { productId: product.id, quantity: 1 } });
    }

    it("a first order starts from the account's name and phone, with no address", async () => {
      const shopper = await createSignedInUser(shop().app, { fullName: "Tolu Ade" });
      const product = await createProduct(shop().app, { stockQuantity: 5 });
      await shop().call("/api/v1/cart/items", { token: shopper.token, json: { productId: product.id, quantity: 1 } });
      const html = await checkoutPage(shopper.token);
      expect(boxValue(html, "fullName")).toBe("Tolu Ade");
      expect(addressText(html) ?? "").toBe("");
      expect(html).not.toContain("From your last order");
    });

    it("the next order starts from the last delivered order's name, phone and address", async () => {
      const shopper = await createSignedInUser(shop().app, { fullName: "Tolu Ade" });
      await orderOnce(shopper.token, { ...LAGOS_ADDRESS, fullName: "Tolu Ade (office)" });
      await orderOnce(shopper.token, IBADAN_ADDRESS);
      const html = await checkoutPage(shopper.token);
      expect(html).toContain("From your last order: change anything that is different.");
      expect(boxValue(html, "fullName")).toBe(IBADAN_ADDRESS.fullName);
      expect(boxValue(html, "phone")).toBe("0803 123 4567");
      expect(addressText(html)).toBe(IBADAN_ADDRESS.address);
      expect(boxValue(html, "city")).toBe("Ibadan");
      expect(chosenState(html)).toBe("Oyo");
    });

    it("offers the recent addresses, each once, and starts the form from the one picked", async () => {
      const shopper = await createSignedInUser(shop().app, { fullName: "Tolu Ade" });
      const office = { ...LAGOS_ADDRESS, fullName: "Tolu Ade (office)", phone: "0805 111 2222" };
      await orderOnce(shopper.token, office);
      await orderOnce(shopper.token, IBADAN_ADDRESS);
      // The office again, spelled a little differently: still one address, now the newest.
      await orderOnce(shopper.token, { ...office, address: "12 allen avenue ", city: "lagos" });
      /** The recent addresses offered, in order: each link's address and where it leads. */
      const offered = (html: string) =>
        [
          ...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*><span[^>]*>([^<]+)<\/span><span[^>]*>For ([^<]+)<\/span><\/a>/g),
        ].map((match) => ({ href: match[1].replace(/&amp;/g, "&"), line: match[2], forName: match[3] }));

      const html = await checkoutPage(shopper.token);
      expect(offered(html)).toEqual([
        { href: "/checkout", line: "12 allen avenue, lagos, Lagos", forName: "Tolu Ade (office)" },
        { href: "/checkout?address=1", line: "4 Ring Road, Ibadan, Oyo", forName: "Ada Obi" },
      ]);
      expect(html).toMatch(/aria-current="true"[^>]*><span[^>]*>12 allen avenue/);
      expect(boxValue(html, "phone")).toBe("0805 111 2222");

      const earlier = await page("/checkout?address=1", shopper.token);
      expect(earlier).toContain("From an earlier order: change anything that is different.");
      expect(boxValue(earlier, "fullName")).toBe("Ada Obi");
      expect(addressText(earlier)).toBe("4 Ring Road");
      expect(boxValue(earlier, "city")).toBe("Ibadan");
      expect(chosenState(earlier)).toBe("Oyo");
      expect(earlier).toMatch(/aria-current="true"[^>]*><span[^>]*>4 Ring Road/);
      // A number that is no recent address starts from the last one.
      expect(addressText(await page("/checkout?address=7", shopper.token))).toBe("12 allen avenue ");
    });

    it("passes over orders picked up in store, and gives way to a place chosen since", async () => {
      // The owner offers pick-up in store.
      const admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
      const zones = (await shop().call("/api/v1/admin/delivery-zones", { token: admin })).body.zones;
      const pickup = zones.find((zone: { kind: string }) => zone.kind === "pickup");
      const offered = await shop().call(`/api/v1/admin/delivery-zones/${pickup.id}`, {
        method: "PUT",
        token: admin,
        json: {
          name: pickup.name,
          states: [],
          feeKobo: 0,
          freeFromKobo: null,
          time: { min: 2, max: 2, unit: "hours" },
          offered: true,
          pickupAddress: "3 Ring Road, Ibadan",
        },
      });
      expect(offered.status, JSON.stringify(offered.body)).toBe(200);

      const shopper = await createSignedInUser(shop().app);
      await orderOnce(shopper.token, LAGOS_ADDRESS);
      await orderOnce(shopper.token, { fullName: "Ada Obi", phone: "08031234567" }, true);
      expect(addressText(await checkoutPage(shopper.token))).toBe(LAGOS_ADDRESS.address);

      // Chosen on the bag since: Kano. The street of Lagos would be wrong there.
      const elsewhere = await checkoutPage(shopper.token, "bay_deliver_to=Kano%7CKano");
      expect(elsewhere).not.toContain("From your last order");
      expect(addressText(elsewhere) ?? "").toBe("");
    });

    it("the bag estimates delivery to the last delivered order's place until another is chosen", async () => {
      const shopper = await createSignedInUser(shop().app);
      const first = await page("/cart", shopper.token);
      await orderOnce(shopper.token, IBADAN_ADDRESS);
      const firstBag = await page("/cart", shopper.token);
      expect(first).not.toContain("Ibadan");
      expect(boxValue(firstBag, "city")).toBe("Ibadan");
      expect(chosenState(firstBag)).toBe("Oyo");
      // The sample zones: Ibadan's fee, not the rest of Nigeria's.
      expect(firstBag).toContain("₦4,000");
      expect(firstBag).not.toContain("₦8,000");

      const chosen = await page("/cart", shopper.token, "bay_deliver_to=Kano%7CKano");
      expect(boxValue(chosen, "city")).toBe("Kano");
      expect(chosenState(chosen)).toBe("Kano");
      expect(chosen).toContain("₦8,000");
    });

    it("signing in, the bag and a placed order remember the last order's place for the product pages", async () => {
      const email = `returning-${randomBytes(4).toString("hex")}@example.ng`;
      const password = "a-long-password-1";
      const signedUp = await shop().call("/api/v1/auth/signup", {
        json: { email, password, fullName: "Remi Adebayo", phone: "08031234567" },
      });
      expect(signedUp.status).toBe(201);
      const { token } = signedUp.body;
      await orderOnce(token, IBADAN_ADDRESS);
      const logIn = (cookie?: string) =>
        shop().call("/login", {
          method: "POST",
          redirect: "manual",
          headers: {
            origin: shop().baseUrl,
            "content-type": "application/x-www-form-urlencoded",
            ...(cookie ? { cookie } : {}),
          },
          body: new URLSearchParams({ mode: "login", email, password, redirectTo: "/" }).toString(),
        });
      const signedIn = await logIn();
      expect(signedIn.status).toBe(302);
      expect(rememberedPlace(signedIn)).toBe("Oyo|Ibadan");
      // A place already chosen on this visit stays.
      expect(rememberedPlace(await logIn("bay_deliver_to=Kano%7CKano"))).toBeUndefined();

      const bag = await shop().call("/cart", { headers: { cookie: `bay_session=${token}` } });
      expect(rememberedPlace(bag)).toBe("Oyo|Ibadan");
      const chosenBag = await shop().call("/cart", {
        headers: { cookie: `bay_session=${token}; bay_deliver_to=Kano%7CKano` },
      });
      expect(rememberedPlace(chosenBag)).toBeUndefined();

      const placed = await postPageForm(shop(), "/checkout", token, {
        ...LAGOS_ADDRESS,
        paymentMethod: "pay-on-delivery",
        checkoutKey: randomUUID(),
      });
      expect(placed.status).toBe(302);
      expect(rememberedPlace(placed)).toBe(`${LAGOS_ADDRESS.state}|${LAGOS_ADDRESS.city}`);
    });

    it("a shopper at the limit of unpaid orders is told on arrival, with the way to their orders, which say what to pay", async () => {
      const shopper = await createSignedInUser(shop().app);
      const notice = (html: string) => /<div id="unpaid-orders"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
      const placeOrderButton = (html: string) => /<button type="submit"[^>]*>[^<]*Place Order/.exec(html)?.[0] ?? "";
      await orderOnce(shopper.token, LAGOS_ADDRESS);
      await orderOnce(shopper.token, LAGOS_ADDRESS);
      const underLimit = await checkoutPage(shopper.token);
      expect(notice(underLimit)).toBeUndefined();
      expect(placeOrderButton(underLimit)).not.toContain("disabled");

      await orderOnce(shopper.token, LAGOS_ADDRESS, false, "bank-transfer");
      const atLimit = await checkoutPage(shopper.token);
      expect(notice(atLimit)).toContain(
        "You already have 3 unpaid orders. Please pay for one, or wait until one is shipped, before placing another.",
      );
      expect(notice(atLimit)).toContain('href="/order-history"');
      expect(placeOrderButton(atLimit)).toContain("disabled");
      expect(placeOrderButton(atLimit)).toContain('aria-describedby="unpaid-orders"');

      // Their orders say which one waits on their payment: the transfer, not the two paid on delivery.
      const history = await page("/order-history", shopper.token);
      expect(history.match(/>Awaiting your bank transfer</g)).toHaveLength(1);

      // Cancelling one (pay on delivery, still Pending) lets the shopper order again.
      const [mine] = (await shop().call("/api/v1/orders", { token: shopper.token })).body.items;
      const cancelled = await shop().call(`/api/v1/orders/${mine.orderNumber}/cancel`, {
        method: "POST",
        token: shopper.token,
      });
      expect(cancelled.status).toBe(200);
      expect(notice(await checkoutPage(shopper.token))).toBeUndefined();
    });
  },
  {},
  { pages: true },
);
