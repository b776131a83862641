import { describe, expect, it } from "vitest";
import { isNigerianPhone, readablePhone } from "./phone";

describe("Nigerian phone numbers", () => {
  it.each(["08031234567", "+2348031234567", "0703 123 4567", "+234 905 123 4567"])("accepts %s", (n) => {
    expect(isNigerianPhone(n)).toBe(true);
  });
  it.each(["0603123456", "0803123456", "080312345678", "+2440803123456", "803123456", "0803-123-4567", ""])(
    "refuses %s",
    (n) => expect(isNigerianPhone(n)).toBe(false),
  );
});

describe("a number as it is shown", () => {
  it.each([
    ["08031234567", "0803 123 4567"],
    ["+2348031234567", "+234 803 123 4567"],
    ["0703 1234567", "0703 123 4567"],
    ["+44 20 7946 0958", "+44 20 7946 0958"],
    ["", ""],
  ])("shows %s as %s", (stored, shown) => expect(readablePhone(stored)).toBe(shown));
});
