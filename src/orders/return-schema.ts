import { z } from "zod";
import { checkbox, formOf, formText, listOf, nairaBox, textFormOf } from "@/platform/form-fields";
import { RETURN_NOTE_MAX, RETURN_REASONS, RETURN_REPLY_MAX, RETURN_WISHES } from "@/shop/constants";
import { bothOrNeither, shipmentFields } from "./shipment-schema";

const NOTHING_TICKED = "Please tick what you are sending back";
const REASON_MISSING = "Please choose a reason";
const WANTS_MISSING = "Please choose an exchange or a refund";
const REPLY_MISSING = "Please tell the shopper why";

/** The shopper's request: which lines of the order and how many of each, why, and what they want instead. */
export const returnRequestSchema = z.object({
  items: z
    .array(
      z.object({
        line: z.number({ error: NOTHING_TICKED }).int().min(0),
        quantity: z.number({ error: "Please choose how many" }).int().min(1, { error: "Please choose how many" }),
        /** For an exchange: the size and colour of the same product wanted instead (a variant's id). */
        wantedVariantId: z.uuid({ error: "Please choose a size and colour we sell" }).optional(),
      }),
      { error: NOTHING_TICKED },
    )
    .min(1, { error: NOTHING_TICKED })
    .refine((items) => new Set(items.map((item) => item.line)).size === items.length, {
      error: "Each piece is listed once",
    }),
  reason: z.enum(RETURN_REASONS, { error: REASON_MISSING }),
  wants: z.enum(RETURN_WISHES, { error: WANTS_MISSING }),
  note: z
    .string()
    .trim()
    .max(RETURN_NOTE_MAX, { error: `A note is at most ${RETURN_NOTE_MAX} characters` })
    .default(""),
});

/**
 * The order page's return form (decision 036): a box `line` per piece ticked (its place in the order) with its
 * own `quantity-{line}` and, for an exchange, `wanted-{line}` (the size and colour wanted instead), and the reason, the wish and the note as text. An empty choice is left out, so the
 * schema's own message names it.
 */
export const returnRequestFormSchema = formOf(returnRequestSchema, (sent) => {
  const lines = listOf(z.array(z.string())).parse(sent.line);
  const chosen = (name: string) => formText(sent[name]) || undefined;
  return {
    items: lines.map((line) => ({
      line: Number(line),
      quantity: Number(formText(sent[`quantity-${line}`]) || 1),
      wantedVariantId: formText(sent[`wanted-${line}`]) || undefined,
    })),
    reason: chosen("reason"),
    wants: chosen("wants"),
    note: formText(sent.note),
  };
});

/** The owner's answer: accept (with where to send the parcel) or decline (saying why). */
export const returnAnswerSchema = z
  .object({
    decision: z.enum(["accept", "decline"], { error: "Please accept or decline" }),
    reply: z
      .string()
      .trim()
      .max(RETURN_REPLY_MAX, { error: `A reply is at most ${RETURN_REPLY_MAX} characters` })
      .default(""),
  })
  .superRefine(({ decision, reply }, ctx) => {
    if (decision === "decline" && !reply) ctx.addIssue({ code: "custom", path: ["reply"], message: REPLY_MISSING });
  });

/** The admin order page's answer form: its two buttons send `decision`. */
export const returnAnswerFormSchema = textFormOf(returnAnswerSchema);

/** The parcel is back: whether its pieces go back on the shelf (not when they came back worn or damaged). */
export const returnReceivedSchema = z.object({ restock: z.boolean({ error: "restock must be true or false" }) });

export const returnReceivedFormSchema = formOf(
  returnReceivedSchema,
  (sent) => ({ restock: sent.restock }),
  z.object({ restock: checkbox() }),
);

const REFUND_MISSING = "Please enter the amount refunded";

/** What the owner paid back for a received return, in kobo (its ceiling, the order's total, is the service's). */
export const returnRefundSchema = z.object({
  amountKobo: z
    .number({ error: REFUND_MISSING })
    .int({ error: "Please enter naira and kobo only" })
    .min(1, { error: REFUND_MISSING }),
});

/** The admin order page's refund form: its `amount` box in naira ("₦12,500"), judged by the amount's own rule. */
export const returnRefundFormSchema = formOf(
  returnRefundSchema,
  (sent) => sent,
  z
    .object({ amount: nairaBox(returnRefundSchema.shape.amountKobo, null) })
    .transform((boxes) => ({ amountKobo: boxes.amount })),
);

/** The refusal of an exchange that does not say what to send for each piece going back. */
export const EXCHANGE_PIECE_MISSING = "Please choose what to send for each piece";

/**
 * The exchange the owner sends: for each returned line, the variant (size and colour) of the same product that
 * goes instead, and the courier carrying it with its tracking number, both or neither.
 */
export const returnExchangeSchema = z
  .object({
    pieces: z
      .array(
        z.object({
          line: z.number({ error: EXCHANGE_PIECE_MISSING }).int().min(0),
          variantId: z.uuid({ error: EXCHANGE_PIECE_MISSING }),
        }),
        { error: EXCHANGE_PIECE_MISSING },
      )
      .min(1, { error: EXCHANGE_PIECE_MISSING }),
    courier: shipmentFields.courier.default(""),
    trackingNumber: shipmentFields.trackingNumber.default(""),
  })
  .superRefine(bothOrNeither);

/** The admin order page's exchange form: a `line` per returned piece, its `variant-{line}` choice, the courier boxes. */
export const returnExchangeFormSchema = formOf(returnExchangeSchema, (sent) => {
  const lines = listOf(z.array(z.string())).parse(sent.line);
  return {
    pieces: lines.map((line) => ({
      line: Number(line),
      variantId: formText(sent[`variant-${line}`]) || undefined,
    })),
    courier: formText(sent.courier),
    trackingNumber: formText(sent.trackingNumber),
  };
});
