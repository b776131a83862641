import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { CurrentUser } from "@/accounts/sessions";
import { requireUser } from "@/accounts/guards";
import { orders, paymentEvents, type OrderRow } from "@/db/schema";
import type { AppContext } from "@/platform/context";
import { AppError, conflict, notFound } from "@/platform/errors";

// Paystack API: https://paystack.com/docs/api/transaction/ (amounts in kobo, currency NGN).

export const PAYMENT_START_FAILED_MESSAGE = "We could not start the card payment. Please try again.";

/** Where Paystack sends the shopper back after paying: a page that verifies and shows the order. */
export function paystackCallbackUrl(base: string): string {
  return `${base}/payments/paystack/callback`;
}

export function cardPaymentsEnabled(ctx: AppContext): boolean {
  return Boolean(ctx.config.PAYSTACK_SECRET_KEY);
}

function secretKey(ctx: AppContext): string {
  const key = ctx.config.PAYSTACK_SECRET_KEY;
  if (!key) throw new AppError(409, "card_payments_off", "Card payments are not available. Please choose another payment method.");
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
 * Starts a card payment for an order: stores a new unique reference on the order, asks Paystack for
 * a checkout page and returns its address for the shopper's browser.
 */
export async function initializePayment(
  ctx: AppContext,
  order: Pick<OrderRow, "id" | "orderNumber" | "customerEmail" | "totalAmountKobo">,
  callbackUrl: string,
): Promise<{ authorizationUrl: string; reference: string }> {
  secretKey(ctx);
  const reference = newReference(order.orderNumber);
  await ctx.db.update(orders).set({ paymentReference: reference, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  let body: unknown;
  try {
    body = await paystackFetch(ctx, "/transaction/initialize", {
      method: "POST",
      body: JSON.stringify({
        email: order.customerEmail,
        amount: order.totalAmountKobo,
        currency: "NGN",
        reference,
        callback_url: callbackUrl,
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
  callbackUrl: string,
): Promise<{ authorizationUrl: string; reference: string }> {
  const shopper = requireUser(user, "Please sign in to pay for your order");
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber.trim().toUpperCase()), eq(orders.userId, shopper.id)))
    .limit(1);
  if (!order) throw notFound("Order Not Found");
  if (order.paymentMethod !== "card") throw conflict("This order is not paid by card.");
  if (order.paymentStatus === "Verified") throw conflict("This order has already been paid.");
  if (order.status === "Cancelled") throw conflict("This order has been cancelled.");
  return initializePayment(ctx, order, callbackUrl);
}

export type ChargeOutcome = "verified" | "already-handled" | "not-successful" | "amount-mismatch" | "unknown-reference";

/**
 * Applies a charge Paystack reported (by the signed webhook or by our own verify call). Only a
 * successful charge of exactly the order total in NGN marks the payment Verified. Each handled
 * success is recorded in payment_events under "charge.success:<reference>" in the same transaction,
 * so a replayed webhook, or the webhook arriving after the verify call, changes nothing.
 */
export async function applyCharge(ctx: AppContext, data: Charge): Promise<ChargeOutcome> {
  const [order] = await ctx.db
    .select({ id: orders.id, orderNumber: orders.orderNumber, totalAmountKobo: orders.totalAmountKobo })
    .from(orders)
    .where(eq(orders.paymentReference, data.reference))
    .limit(1);
  if (!order) {
    // An older reference of a retried order, or not ours at all: nothing to change.
    ctx.log.warn({ reference: data.reference }, "Paystack charge for an unknown reference");
    return "unknown-reference";
  }
  if (data.status !== "success") {
    ctx.log.info({ reference: data.reference, status: data.status, orderNumber: order.orderNumber }, "card payment not completed");
    return "not-successful";
  }
  return ctx.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ id: `charge.success:${data.reference}`, orderId: order.id, kind: "charge.success" })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return "already-handled" as const;
    if (data.amount !== order.totalAmountKobo || data.currency !== "NGN") {
      ctx.log.error(
        { orderNumber: order.orderNumber, reference: data.reference, paid: data.amount, currency: data.currency, due: order.totalAmountKobo },
        "card payment amount does not match the order; payment left Pending",
      );
      return "amount-mismatch" as const;
    }
    await tx
      .update(orders)
      .set({ paymentStatus: "Verified", updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.paymentReference, data.reference)));
    ctx.log.info({ orderNumber: order.orderNumber, reference: data.reference }, "card payment verified");
    return "verified" as const;
  });
}

export type VerifyResult = { outcome: ChargeOutcome | "unreachable"; orderNumber: string | null; paid: boolean };

/** Asks Paystack how a transaction ended (the shopper's return to the callback page) and applies it. */
export async function verifyPayment(ctx: AppContext, reference: string): Promise<VerifyResult> {
  const find = async () =>
    (
      await ctx.db
        .select({ orderNumber: orders.orderNumber, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.paymentReference, reference))
        .limit(1)
    )[0];
  const order = await find();
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
  const after = await find();
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
export async function handleWebhook(ctx: AppContext, rawBody: string, signature: string | undefined): Promise<ChargeOutcome | "ignored"> {
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
