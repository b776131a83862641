const longDate = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeZone: "Africa/Lagos" });
const shortDate = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeZone: "Africa/Lagos" });

/** "22 November 2026": the Nigerian English long date of SPEC.md. */
export function formatLongDate(date: Date | string): string {
  return longDate.format(new Date(date));
}

export function formatShortDate(date: Date | string): string {
  return shortDate.format(new Date(date));
}

// Africa/Lagos is UTC+1 all year (no daylight saving), so a Lagos day is a fixed window of UTC time.
const LAGOS_OFFSET = "+01:00";
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" });
const clockTime = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "Africa/Lagos" });
const dayLabel = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" });
const dayLabelWithYear = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeZone: "UTC" });

/** The Africa/Lagos calendar day of an instant, as YYYY-MM-DD. */
export function lagosDay(date: Date | string): string {
  return isoDay.format(new Date(date));
}

/** "14:05", the Africa/Lagos clock time of an instant. */
export function lagosTime(date: Date | string): string {
  return clockTime.format(new Date(date));
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
  return (withYear ? dayLabelWithYear : dayLabel).format(new Date(`${day}T00:00:00Z`));
}
