import { describe, expect, it } from "vitest";
import { countOf, formatCount } from "./counts";
import { formatDayLabel, formatLongDate, formatShortDate, lagosDay, lagosTime } from "./dates";
import { formatNaira, nairaBoxValue } from "./money";

// Intl is the reference the shop's own formatting must match, text for text (issue 13: the server
// does not load ICU's locale data itself).
const naira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" });
const wholeNaira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", maximumFractionDigits: 0 });
const inLagos = (options: Intl.DateTimeFormatOptions, locale = "en-NG") =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: "Africa/Lagos" });

const KOBO = [0, 1, 9, 10, 50, 99, 100, 101, 99_999, 100_000, 850_000, 123_456_789, 100_000_000_000, -1, -850_000];
// Every month, both sides of Lagos midnight and of the new year, and a leap day.
const INSTANTS = [
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 5, 12, 7))),
  new Date("2026-12-31T22:59:59.999Z"),
  new Date("2026-12-31T23:00:00Z"),
  new Date("2028-02-29T23:30:00Z"),
  new Date("2026-11-28T05:04:00Z"),
];

describe("the shop's number and date texts", () => {
  it("writes amounts of naira and counts as Intl's en-NG formats do", () => {
    for (const kobo of KOBO) {
      // Whole naira without ".00" (₦28,000), kobo with both decimals (₦0.01, ₦1,234,567.89).
      expect(formatNaira(kobo)).toBe((kobo % 100 === 0 ? wholeNaira : naira).format(kobo / 100));
    }
    expect(formatNaira(850_050)).toBe("₦8,500.50");
    for (const count of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789, -4_321])
      expect(formatCount(count)).toBe(count.toLocaleString("en-NG"));
  });

  it("says a count with its noun, singular for one", () => {
    expect(countOf(1, "order")).toBe("1 order");
    expect(countOf(0, "order")).toBe("0 orders");
    expect(countOf(2_500, "item")).toBe("2,500 items");
    expect(countOf(3, "person", "people")).toBe("3 people");
  });

  it("writes dates and times in Lagos as Intl's formats do", () => {
    for (const instant of INSTANTS) {
      expect(formatLongDate(instant)).toBe(inLagos({ dateStyle: "long" }).format(instant));
      expect(formatShortDate(instant.toISOString())).toBe(inLagos({ dateStyle: "medium" }).format(instant));
      expect(lagosDay(instant)).toBe(inLagos({}, "en-CA").format(instant));
      expect(lagosTime(instant)).toBe(inLagos({ timeStyle: "short" }, "en-GB").format(instant));
      const day = instant.toISOString().slice(0, 10);
      const utcDay = new Date(`${day}T00:00:00Z`);
      expect(formatDayLabel(day)).toBe(
        new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" }).format(utcDay),
      );
      expect(formatDayLabel(day, true)).toBe(
        new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeZone: "UTC" }).format(utcDay),
      );
    }
    expect(formatLongDate("2026-11-22T10:00:00Z")).toBe("22 November 2026");
    expect(lagosDay("2026-12-31T23:30:00Z")).toBe("2027-01-01");
  });

  it("refuses a date that is not one, as Intl does", () => {
    expect(() => formatLongDate("not a date")).toThrow(RangeError);
    expect(() => formatDayLabel("2026-13-45")).toThrow(RangeError);
  });

  it("fills an owner's naira box with whole naira as typed, and kobo only when there are some", () => {
    expect(nairaBoxValue(2_800_000)).toBe("28000");
    expect(nairaBoxValue(2_800_050)).toBe("28000.50");
    expect(nairaBoxValue(1)).toBe("0.01");
  });
});
