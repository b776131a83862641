// Issue 12, item 11: a NUL (or another C0 control character) in any text used to reach PostgreSQL,
// which refuses it: a 500. It is now refused once, at the door (URL) and in parseInput (bodies).
import { beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";

const MESSAGE = "Text must not contain control characters.";

describeOnEachDatabase("control characters in text", (shop) => {
  let admin: string;
  let shopper: string;
  let postId: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
    shopper = (await createSignedInUser(shop().app)).token;
    const created = await shop().call("/api/v1/admin/news", {
      token: admin,
      json: { title: "Sale", body: "Everything half price", isPublished: false },
    });
    expect(created.status).toBe(201);
    postId = created.body.post?.id ?? created.body.id;
  });

  it("answers a NUL in any query string with 422 and a clear message, never 500", async () => {
    const urls: Array<[string, string | undefined]> = [
      ["/api/v1/products?search=%00", undefined],
      ["/api/v1/products?search=shirt%00&category=Jeans", undefined],
      ["/api/v1/products?color=Black%00", undefined],
      ["/api/v1/search/suggestions?q=je%00ans", undefined],
      ["/api/v1/orders?status=%00", "shopper"],
      ["/api/v1/orders?search=%00", "shopper"],
      ["/api/v1/admin/orders?search=%00", "admin"],
      ["/api/v1/admin/users?search=%00", "admin"],
      ["/api/v1/admin/products?search=%00", "admin"],
      ["/api/v1/orders/BAY-123?email=a%00%40b.ng", undefined],
      ["/api/v1/products?search=%1b%5b31m", undefined],
    ];
    for (const [url, who] of urls) {
      const token = who === "admin" ? admin : who === "shopper" ? shopper : undefined;
      const res = await shop().call(url, { token });
      expect(res.status, url).toBe(422);
      expect(res.body.error, url).toEqual({ code: "invalid", message: MESSAGE });
    }
  });

  it("answers page loaders' query strings the same way, before the page reads them", async () => {
    for (const url of [
      "/shop?search=%00",
      "/order-history?search=%00",
      "/admin/orders?search=%00",
      "/track-order/BAY-1%00",
    ]) {
      const res = await shop().call(url);
      expect(res.status, url).toBe(422);
      expect(res.body, url).toBe(MESSAGE);
    }
  });

  it("refuses a NUL in any string of a JSON body with 422 naming the field", async () => {
    const bodies: Array<[string, string, unknown, string | undefined]> = [
      ["POST", "/api/v1/admin/news", { title: "Sale\u0000", body: "Half price", isPublished: true }, admin],
      ["PATCH", `/api/v1/admin/news/${postId}`, { body: "Half price\u0000 today" }, admin],
      [
        "POST",
        "/api/v1/auth/signup",
        { email: "nul@example.ng", password: "long-enough-1", fullName: "Ada\u0000", phone: "08031234567" },
        undefined,
      ],
      ["POST", "/api/v1/newsletter", { email: "ada\u0000@example.ng" }, undefined],
      [
        "POST",
        "/api/v1/orders",
        {
          shippingAddress: {
            fullName: "Ada",
            phone: "08031234567",
            address: "12 Allen\u0000",
            city: "Ikeja",
            state: "Lagos",
          },
        },
        shopper,
      ],
    ];
    for (const [method, url, json, token] of bodies) {
      const res = await shop().call(url, { method, json, token });
      expect(res.status, url).toBe(422);
      expect(res.body.error.message, url).toBe(MESSAGE);
    }
    const res = await shop().call("/api/v1/admin/news", {
      token: admin,
      json: { title: "Sale", body: "x", nested: ["ok", { deep: "\u0007" }] },
    });
    expect(res.body.error.fields).toEqual({ "nested.1.deep": MESSAGE });
  });

  it("keeps tabs and line breaks in long text", async () => {
    const res = await shop().call(`/api/v1/admin/news/${postId}`, {
      method: "PATCH",
      token: admin,
      json: { body: "Line one\r\n\tLine two" },
    });
    expect(res.status).toBe(200);
  });
});
