import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../support/shop";
import { createSignedInUser } from "../../support/users";
import { insertOrder } from "./helpers";

describeOnEachDatabase("admin orders filtered by payment", (shop) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await createSignedInUser(shop().app, { role: "admin" })).token;
  });
  const list = async (query: string) => (await shop().call(`/api/v1/admin/orders?${query}`, { token: admin })).body;

  it("filters by payment status and method, with the status and a search, and pages them by keyset", async () => {
    const name = `Payment Filter ${randomUUID().slice(0, 8)}`;
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const transfer1 = await insertOrder(shop().app, {
      items: [],
      fullName: name,
      paymentMethod: "bank-transfer",
      createdAt: at(5),
    });
    const transfer2 = await insertOrder(shop().app, {
      items: [],
      fullName: name,
      paymentMethod: "bank-transfer",
      createdAt: at(4),
    });
    const transfer3 = await insertOrder(shop().app, {
      items: [],
      fullName: name,
      paymentMethod: "bank-transfer",
      status: "Shipped",
      createdAt: at(3),
    });
    const cash = await insertOrder(shop().app, { items: [], fullName: name, createdAt: at(2) });
    const paid = await shop().call(`/api/v1/admin/orders/${transfer2.id}/payment`, {
      method: "PATCH",
      json: { paymentStatus: "Verified" },
      token: admin,
    });
    expect(paid.status).toBe(200);
    const search = `search=${encodeURIComponent(name)}`;
    const numbers = (body: { items: Array<{ orderNumber: string }> }) => body.items.map((o) => o.orderNumber);

    expect(numbers(await list(`${search}&paymentMethod=bank-transfer`))).toEqual([
      transfer3.orderNumber,
      transfer2.orderNumber,
      transfer1.orderNumber,
    ]);
    expect(numbers(await list(`${search}&paymentMethod=pay-on-delivery`))).toEqual([cash.orderNumber]);
    expect(numbers(await list(`${search}&paymentStatus=Verified`))).toEqual([transfer2.orderNumber]);
    expect(numbers(await list(`${search}&paymentStatus=Pending&paymentMethod=bank-transfer`))).toEqual([
      transfer3.orderNumber,
      transfer1.orderNumber,
    ]);
    expect(numbers(await list(`${search}&status=Pending&paymentMethod=bank-transfer`))).toEqual([
      transfer2.orderNumber,
      transfer1.orderNumber,
    ]);

    // Without a search, the whole shop's bank transfers, newest first, a page of one at a time.
    const first = await list("paymentMethod=bank-transfer&limit=1");
    expect(first.total).toBeNull();
    expect(numbers(first)).toEqual([transfer3.orderNumber]);
    const second = await list(`paymentMethod=bank-transfer&limit=1&after=${first.nextCursor}`);
    expect(numbers(second)).toEqual([transfer2.orderNumber]);
    const back = await list(`paymentMethod=bank-transfer&limit=1&before=${second.previousCursor}`);
    expect(numbers(back)).toEqual([transfer3.orderNumber]);
  });

  it("refuses a payment status or method it does not know", async () => {
    for (const query of ["paymentStatus=Paid", "paymentMethod=cheque"]) {
      expect((await shop().call(`/api/v1/admin/orders?${query}`, { token: admin })).status).toBe(422);
    }
  });
});
