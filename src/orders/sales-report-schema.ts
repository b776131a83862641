import { z } from "zod";
import { daysBetween } from "@/shop/dates";
import { isCalendarDay, isShopDay, SHOP_DAYS_MESSAGE } from "@/shop/shop-days";
import { MAX_REPORT_DAYS, REPORT_PRESETS } from "./report-presets";

export const REPORT_RANGE_MESSAGE = "Choose 7, 30 or 90 days, or a start and an end date.";
export const REPORT_DATE_MESSAGE = "Enter dates as YYYY-MM-DD, for example 2026-11-24.";
export const REPORT_BOTH_DATES_MESSAGE = "Choose both a start date and an end date.";
export const REPORT_ORDER_MESSAGE = "The start date must be on or before the end date.";
export const REPORT_LENGTH_MESSAGE = `Choose a range of at most ${MAX_REPORT_DAYS} days.`;

const emptyAsMissing = (value: unknown) => (value === "" ? undefined : value);

const day = z.preprocess(
  emptyAsMissing,
  z
    .string({ error: REPORT_DATE_MESSAGE })
    .refine(isCalendarDay, { message: REPORT_DATE_MESSAGE, abort: true })
    .refine(isShopDay, SHOP_DAYS_MESSAGE)
    .optional(),
);

/**
 * Which days a sales report or order export covers: `range` (7, 30 or 90 days up to today), or `from` and
 * `to` (Africa/Lagos calendar days, both included), which win when given. Nothing given: the last 30 days.
 */
export const salesRangeSchema = z
  .object({
    range: z.preprocess(
      emptyAsMissing,
      z.enum(REPORT_PRESETS.map(String) as ["7", "30", "90"], { error: REPORT_RANGE_MESSAGE }).optional(),
    ),
    from: day,
    to: day,
  })
  .superRefine((input, ctx) => {
    if ((input.from === undefined) !== (input.to === undefined)) {
      const path = input.from === undefined ? "from" : "to";
      ctx.addIssue({ code: "custom", message: REPORT_BOTH_DATES_MESSAGE, path: [path] });
      return;
    }
    if (input.from === undefined || input.to === undefined) return;
    if (Date.parse(input.from) > Date.parse(input.to))
      ctx.addIssue({ code: "custom", message: REPORT_ORDER_MESSAGE, path: ["to"] });
    else if (daysBetween(input.from, input.to) > MAX_REPORT_DAYS)
      ctx.addIssue({ code: "custom", message: REPORT_LENGTH_MESSAGE, path: ["to"] });
  });

export type SalesRangeInput = z.infer<typeof salesRangeSchema>;
