import { describe, expect, it } from "vitest";
import { z } from "zod";
import { discountCodeFormSchema } from "@/discounts";
import { checkbox, lagosDayBox, listOf, nairaBox, numberBox, textBox } from "@/platform/form-fields";
import { CONTROL_CHARACTERS_MESSAGE } from "@/platform/control-characters";
import { newsletterFormSchema } from "@/newsletter";
import { AppError } from "@/platform/errors";
import { textFormOf } from "@/platform/form-fields";
import { parseInput } from "@/platform/validation";
import { formValue, parseForm } from "./form-contract";

const posted = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
};

const boxes = z.object({
  name: textBox(z.string().trim().min(1, "Please enter a name")),
  price: nairaBox(z.number({ error: "Price must be a number" }).int().min(1, "Price must be more than zero"), 0),
  stock: numberBox(
    z.number({ error: "Stock must be a whole number" }).int("Stock must be a whole number").nullable(),
    null,
  ),
  startsOn: lagosDayBox(z.iso.datetime({ offset: true, error: "Please enter a valid date" }).nullable()),
  endsOn: lagosDayBox(z.iso.datetime({ offset: true, error: "Please enter a valid date" }).nullable(), { end: true }),
  sizes: listOf(z.array(z.enum(["S", "M", "L"], { error: "Please choose sizes from the list" }))),
  isNew: checkbox(),
});

describe("one form contract: a posted form read by its schema", () => {
  it("turns naira text into kobo, Lagos days into instants, ticks into booleans and empty boxes into null", () => {
    const form = posted({
      name: "Ankara shirt",
      price: "₦12,500.50",
      stock: "",
      startsOn: "2026-03-01",
      endsOn: "2026-03-31",
      sizes: ["S", "L"],
      isNew: "on",
    });
    expect(parseForm(boxes, form)).toEqual({
      value: {
        name: "Ankara shirt",
        price: 1_250_050,
        stock: null,
        // Midnight in Lagos (UTC+1); the end day ends at the next midnight.
        startsOn: "2026-02-28T23:00:00.000Z",
        endsOn: "2026-03-31T23:00:00.000Z",
        sizes: ["S", "L"],
        isNew: true,
      },
    });
    expect(parseForm(boxes, posted({ name: "Cap", price: "800", sizes: "M" })).value).toMatchObject({
      price: 80_000,
      startsOn: null,
      sizes: ["M"],
      isNew: false,
    });
  });

  it("puts each message on the box that caused it, the first problem only, and names the first for the form", () => {
    const refused = parseForm(
      boxes,
      posted({ name: " ", price: "twelve", stock: "2.5", startsOn: "soon", sizes: ["S", "XXL"] }),
    );
    expect(refused).toEqual({
      fields: {
        name: "Please enter a name",
        price: "Price must be a number",
        stock: "Stock must be a whole number",
        startsOn: "Please enter a valid date",
        sizes: "Please choose sizes from the list",
      },
      message: "Please enter a name",
    });
  });

  it("refuses a control character on its field, and reads no box it does not know", () => {
    expect(parseForm(boxes, posted({ name: "a\u0000b", price: "1" })).fields).toEqual({
      name: CONTROL_CHARACTERS_MESSAGE,
    });
    const odd = posted({ name: "Cap", price: "1", __intent__: "{", "name[0]": "x", "a.b": "y" });
    expect(parseForm(boxes, odd).value).toMatchObject({ name: "Cap", price: 100 });
  });
});

describe("the admin's discount code form", () => {
  const base = { code: "rainy10", kind: "percent", percentOff: "10" };

  it("gives the service its input: kobo, instants and booleans, only the chosen kind's amount", () => {
    const { value } = parseForm(
      discountCodeFormSchema,
      posted({
        ...base,
        amountOff: "not read",
        minSubtotal: "5,000",
        usageLimit: "3",
        categories: "Hat",
        freeDelivery: "on",
      }),
    );
    expect(value).toEqual({
      code: "RAINY10",
      kind: "percent",
      percentOff: 10,
      amountOffKobo: 0,
      minSubtotalKobo: 500_000,
      startsAt: null,
      endsAt: null,
      usageLimit: 3,
      perCustomerLimit: null,
      categories: ["Hat"],
      freeDelivery: true,
      isPaused: false,
    });
  });

  it("says a garbage date on its own box, and an end before the start on the end box", () => {
    expect(parseForm(discountCodeFormSchema, posted({ ...base, startsOn: "31/02/2026" })).fields).toEqual({
      startsOn: "Please enter a valid date",
    });
    expect(
      parseForm(discountCodeFormSchema, posted({ ...base, startsOn: "2026-05-02", endsOn: "2026-05-01" })).fields,
    ).toEqual({ endsOn: "The end date must be after the start date" });
    expect(parseForm(discountCodeFormSchema, posted({ ...base, kind: "fixed", amountOff: "" })).fields).toEqual({
      amountOff: "Amount off must be more than zero",
    });
    expect(parseForm(discountCodeFormSchema, posted({ ...base, kind: "fixed", amountOff: "1.234" })).fields).toEqual({
      amountOff: "Amount off must be a number",
    });
  });
});

describe("a form's value reaches the service parsed once", () => {
  const subscriber = z.object({ email: z.string().trim().min(1, "Please enter an email address") });
  const subscriberForm = textFormOf(subscriber);

  it("is taken as it is by the service's parseInput with the same schema, and parsed by any other", () => {
    const { value } = parseForm(subscriberForm, posted({ email: " ada@example.com " }));
    expect(value).toEqual({ email: "ada@example.com" });
    expect(parseInput(subscriber, value)).toBe(value);
    const other = z.object({ email: z.string().toUpperCase() });
    expect(parseInput(other, value)).toEqual({ email: "ADA@EXAMPLE.COM" });
    // The same data from anywhere else (the JSON API, a script) is parsed: a new object.
    expect(parseInput(subscriber, { email: " ada@example.com " })).toEqual({ email: "ada@example.com" });
    // Trusted as parsed, it cannot be changed on its way to the service.
    expect(() => Object.assign(value!, { email: "not an email" })).toThrow(TypeError);
  });

  it("refuses with the service's own 422 and message for the actions that answer with a toast", () => {
    const refused = (() => {
      try {
        formValue(newsletterFormSchema, posted({ email: "" }));
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 422, message: "Please enter an email address" });
  });
});
