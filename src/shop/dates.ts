const longDate = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeZone: "Africa/Lagos" });
const shortDate = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeZone: "Africa/Lagos" });

/** "22 November 2026": the Nigerian English long date of SPEC.md. */
export function formatLongDate(date: Date | string): string {
  return longDate.format(new Date(date));
}

export function formatShortDate(date: Date | string): string {
  return shortDate.format(new Date(date));
}
