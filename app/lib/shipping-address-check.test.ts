import { describe, expect, it } from "vitest";
import { checkShippingAddressForm } from "./shipping-address-check";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("checkout form's check, loaded on first focus", () => {
  it("says the shipping form's message for each wrong field", () => {
    expect(checkShippingAddressForm(form({ phone: "12345", postalCode: "x".repeat(21) }))).toEqual({
      fullName: "Please enter your full name",
      phone: "Please enter a valid Nigerian phone number",
      address: "Please enter your address",
      city: "Please enter your city",
      state: "Please select your state",
      postalCode: "Please enter a shorter postal code",
    });
    expect(checkShippingAddressForm(form({}))).toMatchObject({ phone: "Please enter your phone number" });
  });

  it("lets a complete form go, with the other fields of the checkout form beside it", () => {
    const filled = form({
      fullName: "Ada Obi",
      phone: "0803 123 4567",
      address: "12 Allen Avenue",
      city: "Ikeja",
      state: "Lagos",
      paymentMethod: "pay-on-delivery",
      checkoutKey: "a-fresh-key",
    });
    expect(checkShippingAddressForm(filled)).toEqual({});
  });

  it("asks only for a name and phone number when the shopper picks up in store", () => {
    expect(checkShippingAddressForm(form({ delivery: "pickup" }))).toEqual({
      fullName: "Please enter your full name",
      phone: "Please enter your phone number",
    });
    expect(checkShippingAddressForm(form({ delivery: "pickup", fullName: "Ada Obi", phone: "0803 123 4567" }))).toEqual(
      {},
    );
  });
});
