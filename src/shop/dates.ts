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
export const LAGOS_OFFSET_HOURS = 1;

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
