import { describe, expect, it } from "vitest";
import {
  addressChangedMail,
  orderConfirmationMail,
  orderStatusMail,
  returnAnsweredMail,
  returnRefundedMail,
  returnExchangeMail,
  type MailOrder,
  type MailReturn,
} from "./order-mails";

const order: MailOrder = {
  orderNumber: "BAY-TEST1",
  items: [
    {
      productId: "p1",
      productName: "Tee & <Cap>",
      quantity: 3,
      priceKobo: 5_000_00,
      size: "L",
      color: "Red",
      imageUrl: "/x.webp",
    },
  ],
  subtotalKobo: 15_000_00,
  shippingFeeKobo: 4_000_00,
  discountKobo: 0,
  discountCode: null,
  totalAmountKobo: 19_000_00,
  shippingAddress: {
    fullName: "Ngozi <script>",
    phone: "08031234567",
    address: "1 Ring Road",
    city: "Ibadan",
    state: "Oyo",
  },
  paymentMethod: "bank-transfer",
  paymentStatus: "Pending",
};
const settings = {
  storeName: "BAY",
  contactEmail: "hello@bay.ng",
  phone: "",
  whatsapp: "08031234567",
  bankAccount: { bankName: "GTBank", accountName: "BAY Ltd", accountNumber: "0123456789" },
  hoursToPay: 48,
  trackUrl: "https://bay.ng/track-order/BAY-TEST1",
  shopOrigin: "https://bay.ng",
};

describe("order mails", () => {
  it("list line totals, subtotal, shipping, total in naira and the bank-transfer reference, in text and HTML", () => {
    const mail = orderConfirmationMail(order, settings);
    for (const part of [mail.text, mail.html]) {
      for (const amount of ["₦15,000", "₦4,000", "₦19,000"]) expect(part).toContain(amount);
      expect(part).toContain("within 24 hours");
      expect(part).toContain("GTBank");
    }
    expect(mail.text).toContain("with your order number BAY-TEST1 as the payment reference");
    expect(mail.html).toContain('href="https://bay.ng/track-order/BAY-TEST1"');
  });

  it("show a discount code as its own line, and free delivery as Free", () => {
    const discounted = {
      ...order,
      discountCode: "SALE10",
      discountKobo: 1_500_00,
      shippingFeeKobo: 0,
      totalAmountKobo: 13_500_00,
    };
    const mail = orderConfirmationMail(discounted, settings);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Discount (SALE10)");
      expect(part).toContain("−₦1,500");
      expect(part).toContain("Free");
      expect(part).toContain("₦13,500");
    }
    expect(orderConfirmationMail(order, settings).text).not.toContain("Discount");
  });

  it("escape everything shoppers typed in the HTML part", () => {
    const { html, text } = orderConfirmationMail(order, settings);
    expect(html).not.toContain("<script>");
    expect(html).toContain("Ngozi &lt;script&gt;");
    expect(html).toContain("Tee &amp; &lt;Cap&gt;");
    expect(text).toContain("Tee & <Cap>");
  });

  it("tell pay-on-delivery shoppers to pay the courier, and name the new status", () => {
    const pod = orderConfirmationMail({ ...order, paymentMethod: "pay-on-delivery" }, settings);
    expect(pod.text).toContain("Pay the courier when your order arrives.");
    expect(pod.text).toContain("https://bay.ng/track-order/BAY-TEST1");
    expect(orderStatusMail(order, "Shipped", settings).subject).toBe("Your BAY order BAY-TEST1 is shipped");
  });

  it("name the courier and tracking number in the Shipped mail when the order has them, escaped in HTML", () => {
    const shipped = { ...order, shipment: { courier: "GIG <Logistics>", trackingNumber: "GIG-1234567" } };
    const { text, html } = orderStatusMail(shipped, "Shipped", settings);
    expect(text).toContain("Shipped with GIG <Logistics>\nTracking number: GIG-1234567");
    expect(html).toContain("Shipped with GIG &lt;Logistics&gt;<br>Tracking number: GIG-1234567");
    expect(orderStatusMail(order, "Shipped", settings).text).not.toContain("Tracking number");
    expect(orderStatusMail(shipped, "Delivered", settings).text).not.toContain("Tracking number");
  });

  it("open with a title and an inbox preview, in the shop's colours, the tracking link as a button", () => {
    const { text, html } = orderConfirmationMail(order, settings);
    expect(text.split("\n\n")[0]).toBe("Thank you for your order");
    expect(html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
    expect(html).toMatch(
      /<div style="display:none[^"]*">Order BAY-TEST1, ₦19,000\. Estimated delivery: within 24 hours\.<\/div>/,
    );
    expect(html).toMatch(/<td style="background:#0f3d2e[^"]*">BAY<\/td>/);
    expect(html).toMatch(
      /<a href="https:\/\/bay\.ng\/track-order\/BAY-TEST1" style="display:inline-block;background:#0f3d2e[^"]*">Track your order<\/a>/,
    );
    expect(orderStatusMail(order, "Shipped", settings).text).toMatch(/^Your order is on its way\n/);
  });

  it("put a bank transfer's instructions first, boxed, and keep pay on delivery's under Payment", () => {
    const transfer = orderConfirmationMail(order, settings);
    for (const part of [transfer.text, transfer.html]) {
      expect(part.indexOf("Please pay ₦19,000 by bank transfer")).toBeLessThan(part.indexOf("Items"));
    }
    expect(transfer.text).not.toContain("Payment\n-------");
    expect(transfer.html).not.toContain(">Payment</h2>");
    expect(transfer.html).toMatch(/<div style="[^"]*border-left:4px solid #0f3d2e[^"]*"><p[^>]*>Please pay/);
    // Field by field, as the shopper types them into their bank's app, and how long the order waits.
    expect(transfer.text).toContain(
      "Bank: GTBank\nAccount name: BAY Ltd\nAccount number: 0123456789\nAmount: ₦19,000\nReference: BAY-TEST1",
    );
    expect(transfer.html).toContain('<strong style="font-size:17px;letter-spacing:0.5px">0123456789</strong>');
    expect(transfer.text).toContain("An order unpaid after 48 hours is cancelled.");
    const pod = orderConfirmationMail({ ...order, paymentMethod: "pay-on-delivery" }, settings).text;
    expect(pod.indexOf("Pay the courier when your order arrives.")).toBeGreaterThan(pod.indexOf("Payment\n-------"));
  });

  it("list each item with its size and colour, and write the phone as it is read", () => {
    const { text, html } = orderConfirmationMail(order, settings);
    expect(text).toContain("Tee & <Cap> (Size L, Colour Red) × 3: ₦15,000");
    expect(html).toContain("<strong>Tee &amp; &lt;Cap&gt;</strong> × 3");
    expect(html).toContain("Size L · Colour Red");
    expect(text).toContain("Ngozi <script>\n0803 123 4567\n1 Ring Road");
  });

  it("tell a pick-up order where and when to collect it, and to pay there, never the courier", () => {
    const pickup = {
      ...order,
      paymentMethod: "pay-on-delivery" as const,
      delivery: {
        zone: "Pick up in store",
        pickup: true,
        pickupAddress: "3 Ring Road, Ibadan",
        time: { min: 24, max: 24, unit: "hours" as const },
      },
    };
    const { text } = orderConfirmationMail(pickup, settings);
    expect(text).toContain(
      "Pick-up\n-------\n\nYour order will be ready to pick up at 3 Ring Road, Ibadan within 24 hours.",
    );
    expect(text).toContain("Pay ₦19,000 when you collect your order.");
    expect(text).not.toContain("courier");
    expect(text).not.toContain("1 Ring Road");
    expect(orderStatusMail(pickup, "Shipped", settings).text).toContain(
      "It will be ready to pick up at 3 Ring Road, Ibadan within 24 hours.",
    );
  });

  it("say when a shipped parcel should arrive in a sentence that reads", () => {
    const days = {
      ...order,
      delivery: { zone: "Rest", pickup: false, pickupAddress: "", time: { min: 2, max: 3, unit: "days" as const } },
    };
    expect(orderStatusMail(days, "Shipped", settings).text).toContain("It should reach you in 2-3 business days.");
    expect(orderStatusMail(order, "Shipped", settings).text).toContain("It should reach you within 24 hours.");
  });

  it("ask, once delivered, for a review of each piece, linked to its reviews (and only then)", () => {
    const twoLines = {
      ...order,
      items: [
        ...order.items,
        { ...order.items[0], size: "XL" }, // the same tee in another size: asked once
        { ...order.items[0], productId: "p 2", productName: "Lagos Cap" },
      ],
    };
    const { text, html } = orderStatusMail(twoLines, "Delivered", settings);
    expect(text).toContain("How did it fit?");
    expect(text).toContain("Review Tee & <Cap>:\nhttps://bay.ng/product/p1#reviews");
    expect(text).toContain("Review Lagos Cap:\nhttps://bay.ng/product/p%202#reviews");
    expect(text.match(/Review Tee/g)).toHaveLength(1);
    expect(html).toContain('href="https://bay.ng/product/p1#reviews"');
    expect(html).toContain("Review Tee &amp; &lt;Cap&gt;");
    // Where a piece that does not fit goes (docs/product-rules.md#returns).
    expect(text).toContain("Not the right fit? Ask to return or exchange it from your order's page within 7 days.");
    const many = {
      ...order,
      items: Array.from({ length: 8 }, (_, i) => ({
        ...order.items[0],
        productId: `p${i}`,
        productName: `Piece ${i}`,
      })),
    };
    expect(orderStatusMail(many, "Delivered", settings).text.match(/^Review Piece/gm)).toHaveLength(5);
    for (const status of ["Shipped", "Cancelled"] as const)
      expect(orderStatusMail(twoLines, status, settings).text).not.toMatch(/How did it fit\?|Not the right fit/);
    // An order that has arrived is viewed, not tracked.
    expect(text).toContain("View your order:\nhttps://bay.ng/track-order/BAY-TEST1");
    expect(text).not.toContain("Track your order");
    expect(orderStatusMail(order, "Shipped", settings).text).toContain("Track your order:\n");
  });

  it("give a corrected delivery address in writing, as the courier will read it", () => {
    const moved = {
      ...order,
      shippingAddress: { ...order.shippingAddress, address: "5 Oba Street", city: "Lekki", state: "Lagos" },
    };
    const { subject, text, html } = addressChangedMail(moved, settings);
    expect(subject).toBe("New delivery address for your BAY order BAY-TEST1");
    expect(text).toContain("We have updated the delivery address of your order BAY-TEST1. It goes to:");
    expect(text).toContain("Ngozi <script>\n0803 123 4567\n5 Oba Street\nLekki, Lagos");
    expect(text).toContain("please reply to this e-mail");
    expect(html).toContain("Ngozi &lt;script&gt;<br>0803 123 4567<br>5 Oba Street<br>Lekki, Lagos");
  });

  it("end with how to reach the store, naming only the ways the owner filled in", () => {
    const { text, html } = orderStatusMail(order, "Delivered", settings);
    expect(text).toContain("Questions? e-mail hello@bay.ng or WhatsApp 0803 123 4567.");
    expect(html).toContain("Questions? e-mail hello@bay.ng or WhatsApp 0803 123 4567.");
    expect(orderStatusMail(order, "Delivered", { ...settings, contactEmail: "", whatsapp: "" }).text).not.toContain(
      "Questions?",
    );
  });

  it("answer a return with the owner's reply and only the pieces going back", () => {
    const twoLines = {
      ...order,
      items: [...order.items, { ...order.items[0], productName: "Lagos Cap", quantity: 1 }],
    };
    const ret: MailReturn = {
      status: "Accepted",
      items: [{ line: 0, quantity: 2 }],
      reason: "Too small",
      wants: "exchange",
      note: "",
      reply: "Send it to 12 Allen Avenue, Ikeja.",
      refundKobo: null,
      exchange: null,
    };
    const accepted = returnAnsweredMail(twoLines, ret, settings);
    expect(accepted.subject).toBe("Your return for BAY order BAY-TEST1 is accepted");
    expect(accepted.text).toContain("Send it to 12 Allen Avenue, Ikeja.");
    expect(accepted.text).toContain("we send your exchange");
    expect(accepted.text).toContain("Tee & <Cap> (Size L, Colour Red) × 2");
    expect(accepted.text).not.toContain("Lagos Cap");
    const declined = returnAnsweredMail(twoLines, { ...ret, status: "Declined", reply: "It was worn." }, settings);
    expect(declined.subject).toBe("About your return for BAY order BAY-TEST1");
    expect(declined.text).toContain("It was worn.");
    expect(declined.html).not.toContain("<Cap>");
  });

  it("tell the shopper what was refunded for the pieces sent back, and when a card refund shows", () => {
    const ret: MailReturn = {
      status: "Received",
      items: [{ line: 0, quantity: 1 }],
      reason: "Too big",
      wants: "refund",
      note: "",
      reply: "",
      refundKobo: 12_500_00,
      exchange: null,
    };
    const transfer = returnRefundedMail({ ...order, paymentMethod: "bank-transfer" }, ret, settings);
    expect(transfer.subject).toBe("Your refund of ₦12,500 for BAY order BAY-TEST1");
    expect(transfer.text).toContain("We have refunded you ₦12,500 for the pieces you sent back from order BAY-TEST1.");
    expect(transfer.text).toContain("If it has not reached your account in two working days, reply to this mail.");
    expect(transfer.text).toContain("Tee & <Cap> (Size L, Colour Red) × 1");
    const card = returnRefundedMail({ ...order, paymentMethod: "card" }, ret, settings);
    expect(card.text).toContain("It goes back to the card you paid with");
    expect(card.html).not.toContain("<Cap>");
  });

  it("tell the shopper which size is on its way in exchange, with the courier's tracking number", () => {
    const ret: MailReturn = {
      status: "Received",
      items: [{ line: 0, quantity: 2 }],
      reason: "Too small",
      wants: "exchange",
      note: "",
      reply: "",
      refundKobo: null,
      exchange: {
        items: [{ line: 0, size: "XL", color: "Navy", imageUrl: "/media/navy.webp" }],
        courier: "GIG Logistics",
        trackingNumber: "GIG-1",
      },
    };
    const mail = returnExchangeMail(order, ret, settings);
    expect(mail.subject).toBe("Your exchange for BAY order BAY-TEST1 is on its way");
    expect(mail.text).toContain(
      "Your exchange for order BAY-TEST1 is on its way with GIG Logistics, tracking number GIG-1.",
    );
    expect(mail.text).toContain("Tee & <Cap> (Size XL, Colour Navy) × 2");
    const unshipped = returnExchangeMail(
      order,
      { ...ret, exchange: { ...ret.exchange!, courier: "", trackingNumber: "" } },
      settings,
    );
    expect(unshipped.text).toContain("Your exchange for order BAY-TEST1 is on its way.");
  });
});
