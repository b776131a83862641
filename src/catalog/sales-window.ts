/** The window of sales a variant's pace is read from ("units sold in the last 30 days", issue 46). */
export const SALES_WINDOW_DAYS = 30;
