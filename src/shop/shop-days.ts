import { addDays, LAGOS_OFFSET_HOURS } from "./dates";

// Calendar days as typed and the days the shop accepts, apart from ./dates.ts (which every page's
// scripts use to show dates) so that only the pages that read a typed day load them (decision 036).

const LAGOS_OFFSET = `+0${LAGOS_OFFSET_HOURS}:00`;

/**
 * The days the shop accepts in any input (reports, exports, a discount code's dates). PostgreSQL has no
 * year 0 and JavaScript writes year 10000 as "+010000-…", so dates far from today are refused, not stored.
 */
export const EARLIEST_SHOP_DAY = "2000-01-01";
export const LATEST_SHOP_DAY = "2100-12-31";
export const SHOP_DAYS_MESSAGE = "Choose a date between 1 January 2000 and 31 December 2100.";

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Whether `text` is a real YYYY-MM-DD calendar day (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = dayTime(text);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** Whether a YYYY-MM-DD calendar day lies within the shop's days, compared as dates. */
export function isShopDay(day: string): boolean {
  return dayTime(day) >= dayTime(EARLIEST_SHOP_DAY) && dayTime(day) <= dayTime(LATEST_SHOP_DAY);
}

/** Whether an instant falls within the shop's days (in Lagos), the midnight that ends the last included. */
export function isShopInstant(instant: Date): boolean {
  const time = instant.getTime();
  return (
    !Number.isNaN(time) &&
    time >= startOfLagosDay(EARLIEST_SHOP_DAY).getTime() &&
    time <= startOfLagosDay(addDays(LATEST_SHOP_DAY, 1)).getTime()
  );
}

/** The instant a Lagos day (YYYY-MM-DD) begins. */
export function startOfLagosDay(day: string): Date {
  return new Date(`${day}T00:00:00${LAGOS_OFFSET}`);
}
