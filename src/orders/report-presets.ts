// The sales report's quick choices (no zod here: the overview page ships them to the browser).

/** The report's quick choices, in days up to and including today (Africa/Lagos). */
export const REPORT_PRESETS = [7, 30, 90] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const DEFAULT_REPORT_DAYS: ReportPreset = 30;
/** The longest custom range: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;
