// Dates are written out rather than asked of Intl, for the reasons of formatCount (./counts.ts): the
// texts are those of Intl's en-NG formats ("28 November 2026", "28 Nov 2026", "Sept" for September).
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

// Africa/Lagos is UTC+1 all year (no daylight saving), so a Lagos day is a fixed window of UTC time.
const LAGOS_OFFSET_HOURS = 1;
const LAGOS_OFFSET = `+0${LAGOS_OFFSET_HOURS}:00`;

/** The date, refused as Intl would refuse it when it is no date. */
function validDate(date: Date | string): Date {
  const valid = new Date(date);
  if (Number.isNaN(valid.getTime())) throw new RangeError("Invalid time value");
  return valid;
}

/** The instant as a Date whose UTC fields are the Lagos wall clock's. */
function lagosClock(date: Date | string): Date {
  return new Date(validDate(date).getTime() + LAGOS_OFFSET_HOURS * 3_600_000);
}

/** "28 Nov 2026" (or "28 Nov") from a Date's UTC fields, with the month names given. */
function dayMonthYear(date: Date, months: string[], withYear = true): string {
  const dayMonth = `${date.getUTCDate()} ${months[date.getUTCMonth()]}`;
  return withYear ? `${dayMonth} ${date.getUTCFullYear()}` : dayMonth;
}

/** "22 November 2026": the Nigerian English long date (docs/product-rules.md#dates). */
export function formatLongDate(date: Date | string): string {
  return dayMonthYear(lagosClock(date), MONTHS);
}

/** "22 Nov 2026". */
export function formatShortDate(date: Date | string): string {
  return dayMonthYear(lagosClock(date), SHORT_MONTHS);
}

/** The Africa/Lagos calendar day of an instant, as YYYY-MM-DD. */
export function lagosDay(date: Date | string): string {
  return lagosClock(date).toISOString().slice(0, 10);
}

/** "14:05", the Africa/Lagos clock time of an instant. */
export function lagosTime(date: Date | string): string {
  return lagosClock(date).toISOString().slice(11, 16);
}

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

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (1 when they are the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** "24 Nov" (or "24 Nov 2026" with the year): a YYYY-MM-DD day, short, for charts and tables. */
export function formatDayLabel(day: string, withYear = false): string {
  return dayMonthYear(validDate(`${day}T00:00:00Z`), SHORT_MONTHS, withYear);
}
