import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type CurrentUser, requireUser } from "@/platform/access";
import type { Db, Tx } from "@/db/client";
import {
  chargedOrderColumns,
  keepLatestPaymentReference,
  payOrderByCharge,
  shoppersOrderByNumber,
  theOrder,
} from "@/orders/query-parts";
import type { OrderRow } from "@/orders/tables";
import { paymentAttempts, paymentEvents, unmatchedCharges } from "./tables";
import type { AppContext } from "@/platform/context";
import { AppError, conflict, notFound } from "@/platform/errors";
import { publicOrigin } from "@/platform/public-origin";

// Paystack API: https://paystack.com/docs/api/transaction/ (amounts in kobo, currency NGN).

export const PAYMENT_START_FAILED_MESSAGE = "We could not start the card payment. Please try again.";

/**
 * Where Paystack sends the shopper back after paying: a page that verifies and shows the order. Built
 * here only, from the shop's public origin (never a request header), for every way a payment starts.
 */
function paystackCallbackUrl(ctx: AppContext): string {
  return `${publicOrigin(ctx.config)}/payments/paystack/callback`;
}

export function cardPaymentsEnabled(ctx: AppContext): boolean {
  return Boolean(ctx.config.PAYSTACK_SECRET_KEY);
}

function secretKey(ctx: AppContext): string {
  const key = ctx.config.PAYSTACK_SECRET_KEY;
  if (!key)
    throw new AppError(
      409,
      "card_payments_off",
      "Card payments are not available. Please choose another payment method.",
    );
  return key;
}

/** A fresh reference per attempt: Paystack refuses a reused one, and an abandoned attempt must not block the next. */
function newReference(orderNumber: string): string {
  return `${orderNumber}-${randomBytes(6).toString("hex").toUpperCase()}`;
}

const initializeResponse = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.string().url(), reference: z.string() }),
});

const charge = z.object({
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  customer: z.object({ email: z.string().nullish() }).nullish(),
});
type Charge = z.infer<typeof charge>;

const verifyResponse = z.object({ status: z.literal(true), data: charge });

async function paystackFetch(ctx: AppContext, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${ctx.config.PAYSTACK_BASE_URL.replace(/\/+$/, "")}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${secretKey(ctx)}`, "content-type": "application/json", ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    ctx.log.warn({ path, status: response.status, body }, "Paystack refused a request");
    throw new AppError(502, "payment_provider_error", PAYMENT_START_FAILED_MESSAGE);
  }
  return body;
}

/**
 * Starts a card payment for an order: records a new attempt under a unique reference (every attempt
 * is kept: a shopper may pay on any of them, in another tab or after a slow webhook), asks Paystack
 * for a checkout page and returns its address for the shopper's browser. `orders.payment_reference`
 * keeps the latest attempt for people reading the order; charges are matched by payment_attempts.
 */
export async function initializePayment(
  ctx: AppContext,
  order: Pick<OrderRow, "id" | "orderNumber" | "customerEmail" | "totalAmountKobo">,
): Promise<{ authorizationUrl: string; reference: string }> {
  secretKey(ctx);
  const reference = newReference(order.orderNumber);
  await ctx.db.execute(sql`
    WITH attempt AS (INSERT INTO ${paymentAttempts} (reference, order_id) VALUES (${reference}, ${order.id}))
    ${keepLatestPaymentReference(order.id, reference)}`);
  let body: unknown;
  try {
    body = await paystackFetch(ctx, "/transaction/initialize", {
      method: "POST",
      body: JSON.stringify({
        email: order.customerEmail,
        amount: order.totalAmountKobo,
        currency: "NGN",
        reference,
        callback_url: paystackCallbackUrl(ctx),
        metadata: { order_number: order.orderNumber },
      }),
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.warn({ err, orderNumber: order.orderNumber }, "Paystack could not be reached");
    throw new AppError(502, "payment_provider_error", PAYMENT_START_FAILED_MESSAGE);
  }
  const parsed = initializeResponse.safeParse(body);
  if (!parsed.success) {
    ctx.log.warn({ body, orderNumber: order.orderNumber }, "Paystack initialize answer not understood");
    throw new AppError(502, "payment_provider_error", PAYMENT_START_FAILED_MESSAGE);
  }
  return { authorizationUrl: parsed.data.data.authorization_url, reference };
}

/**
 * "Pay now" for the owner of an unpaid card order (also right after checkout). Refused for other
 * methods, paid or cancelled orders.
 */
export async function startCardPayment(
  ctx: AppContext,
  user: CurrentUser | null,
  orderNumber: string,
): Promise<{ authorizationUrl: string; reference: string }> {
  const shopper = requireUser(user, "Please sign in to pay for your order");
  const order = await shoppersOrderByNumber(ctx.db, shopper.id, orderNumber);
  if (!order) throw notFound("Order Not Found");
  if (order.paymentMethod !== "card") throw conflict("This order is not paid by card.");
  if (order.paymentStatus === "Verified") throw conflict("This order has already been paid.");
  if (order.status === "Cancelled") throw conflict("This order has been cancelled.");
  return initializePayment(ctx, order);
}

export type ChargeOutcome =
  | "verified"
  | "already-handled"
  | "not-successful"
  | "amount-mismatch"
  | "unknown-reference"
  | "order-already-paid"
  | "order-cancelled";

/** Why a successful charge paid nothing, as recorded in unmatched_charges for the admin. */
const UNMATCHED_REASONS: Partial<Record<ChargeOutcome, string>> = {
  "unknown-reference": "No order has this payment reference",
  "amount-mismatch": "The amount paid is not the order total in naira",
  "order-already-paid": "The order was already paid",
  "order-cancelled": "The order was cancelled before the payment arrived",
};

type ChargedOrder = {
  id: string;
  orderNumber: string;
  customerEmail: string;
  paymentStatus: string;
  status: string;
  totalAmountKobo: number;
};

/** The order a payment reference was issued for (any of its attempts), or null. */
async function orderForReference(db: Db | Tx, reference: string): Promise<ChargedOrder | null> {
  const [row] = await db
    .select(chargedOrderColumns)
    .from(paymentAttempts)
    .innerJoin(...theOrder(paymentAttempts.orderId))
    .where(eq(paymentAttempts.reference, reference))
    .limit(1);
  return row ?? null;
}

/**
 * Why a successful charge could not pay its order, from the order as it is after the update found
 * nothing. "already-handled" cannot happen in practice (the update waits for any other change of
 * the row); it records nothing.
 */
function whyUnmatched(order: ChargedOrder | null, data: Charge): ChargeOutcome {
  if (!order) return "unknown-reference";
  if (order.paymentStatus === "Verified") return "order-already-paid";
  if (order.status === "Cancelled") return "order-cancelled";
  if (data.amount !== order.totalAmountKobo || data.currency !== "NGN") return "amount-mismatch";
  return "already-handled";
}

/**
 * Applies a charge Paystack reported (by the signed webhook or by our own verify call). A successful
 * charge on any attempt of an order pays it when it is exactly the order total in NGN and the order
 * is still unpaid and not cancelled: one conditional UPDATE decides, so two charges at once (two
 * tabs, webhook and verify) pay it once. Each handled success is recorded in payment_events under
 * "charge.success:<reference>" in the same transaction, so a replay changes nothing. A successful
 * charge that pays nothing (unknown reference, order already paid or cancelled, wrong amount) is
 * money taken from a shopper: it is recorded in unmatched_charges for an admin to settle or refund.
 */
export async function applyCharge(ctx: AppContext, data: Charge): Promise<ChargeOutcome> {
  if (data.status !== "success") {
    ctx.log.info({ reference: data.reference, status: data.status }, "card payment not completed");
    return (await orderForReference(ctx.db, data.reference)) ? "not-successful" : "unknown-reference";
  }
  const attemptsOrder = sql`(SELECT order_id FROM ${paymentAttempts} WHERE reference = ${data.reference})`;
  const result = await ctx.db.transaction(async (tx): Promise<{ outcome: ChargeOutcome; orderNumber?: string }> => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ id: `charge.success:${data.reference}`, orderId: attemptsOrder, kind: "charge.success" })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return { outcome: "already-handled" };
    const paid = await payOrderByCharge(tx, attemptsOrder, data);
    if (paid) return { outcome: "verified", orderNumber: paid };
    const order = await orderForReference(tx, data.reference);
    const why = whyUnmatched(order, data);
    if (why === "already-handled") return { outcome: why };
    await tx
      .insert(unmatchedCharges)
      .values({
        reference: data.reference,
        orderId: order?.id ?? null,
        amountKobo: data.amount,
        customerEmail: data.customer?.email ?? order?.customerEmail ?? null,
        reason:
          data.currency === "NGN" ? UNMATCHED_REASONS[why]! : `${UNMATCHED_REASONS[why]} (paid in ${data.currency})`,
      })
      .onConflictDoNothing();
    return { outcome: why, orderNumber: order?.orderNumber };
  });
  const { outcome, orderNumber } = result;
  if (outcome === "verified") {
    ctx.log.info({ orderNumber, reference: data.reference }, "card payment verified");
  } else if (outcome !== "already-handled") {
    ctx.log.warn(
      { reference: data.reference, orderNumber, outcome, paid: data.amount, currency: data.currency },
      "successful card charge paid no order; recorded for an admin to settle or refund",
    );
  }
  return outcome;
}

export type VerifyResult = { outcome: ChargeOutcome | "unreachable"; orderNumber: string | null; paid: boolean };

/**
 * Asks Paystack how a transaction ended (the shopper's return to the callback page) and applies it.
 * Only references we issued are asked about: an unknown one answers at once.
 */
export async function verifyPayment(ctx: AppContext, reference: string): Promise<VerifyResult> {
  const order = await orderForReference(ctx.db, reference);
  if (!order) return { outcome: "unknown-reference", orderNumber: null, paid: false };
  let outcome: VerifyResult["outcome"];
  try {
    const body = await paystackFetch(ctx, `/transaction/verify/${encodeURIComponent(reference)}`);
    const parsed = verifyResponse.safeParse(body);
    if (parsed.success && parsed.data.data.reference === reference) {
      outcome = await applyCharge(ctx, parsed.data.data);
    } else {
      ctx.log.warn({ reference, body }, "Paystack verify answer not understood");
      outcome = "not-successful";
    }
  } catch (err) {
    // Paystack unreachable: the webhook may still settle it; the order stays payable meanwhile.
    ctx.log.warn({ err, reference }, "could not verify a card payment");
    outcome = "unreachable";
  }
  const after = await orderForReference(ctx.db, reference);
  return { outcome, orderNumber: order.orderNumber, paid: after?.paymentStatus === "Verified" };
}

/** True when the signature is the hex HMAC-SHA512 of the raw body under our secret key. */
export function validWebhookSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac("sha512", secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

const webhookEvent = z.object({ event: z.string(), data: z.unknown() });

/**
 * The Paystack webhook. The signature proves the body came from Paystack (it carries no cookie, so
 * no origin check applies). Events other than charge.success are acknowledged and ignored.
 */
export async function handleWebhook(
  ctx: AppContext,
  rawBody: string,
  signature: string | undefined,
): Promise<ChargeOutcome | "ignored"> {
  if (!validWebhookSignature(secretKey(ctx), rawBody, signature)) {
    ctx.log.warn("Paystack webhook with a bad signature refused");
    throw new AppError(401, "bad_signature", "Invalid signature.");
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError(400, "bad_request", "Broken JSON.");
  }
  const event = webhookEvent.safeParse(json);
  if (!event.success || event.data.event !== "charge.success") return "ignored";
  const data = charge.safeParse(event.data.data);
  if (!data.success) {
    ctx.log.warn({ body: json }, "Paystack charge.success webhook not understood");
    return "ignored";
  }
  return applyCharge(ctx, data.data);
}
