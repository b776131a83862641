import { and, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { mailOutbox } from "./tables";
import type { AppContext } from "@/platform/context";

/** What the worker needs from a mail transport (nodemailer's transports fit; so do test doubles of SMTP). */
export type MailTransport = {
  sendMail: (message: { from: string; to: string; subject: string; text: string; html: string }) => Promise<unknown>;
};

// Wait after the 1st, 2nd, … failed attempt; after the last one the mail is given up (status failed).
const BACKOFF_MINUTES = [1, 5, 15, 60, 60, 120, 240];
export const MAX_MAIL_ATTEMPTS = BACKOFF_MINUTES.length + 1;
// A claimed mail is not due again for this long, so a crashed worker's mail is retried, not lost.
const CLAIM_MINUTES = 5;
const BATCH_SIZE = 20;

export function createMailTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/**
 * Sends the due pending mails. Rows are claimed with FOR UPDATE SKIP LOCKED and pushed into the
 * future before any sending, so several shop instances never send the same mail twice and no
 * transaction stays open while talking to the mail server. A failed send keeps the row pending
 * with a later retry time; after MAX_MAIL_ATTEMPTS it is marked failed. Returns how many were sent.
 */
export async function deliverPendingMail(
  ctx: AppContext,
  transport: MailTransport,
): Promise<{ sent: number; failed: number }> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    if (due.length === 0) return due;
    await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(mins => ${CLAIM_MINUTES})` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      );
    return due;
  });

  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await transport.sendMail({
        from: ctx.config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await ctx.db
        .update(mailOutbox)
        // A delivered mail's text is the recipient's now; the shop keeps no reset link once it is sent.
        .set({ status: "sent", sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null, text: "", html: "" })
        .where(eq(mailOutbox.id, mail.id));
      ctx.log.info({ mailId: mail.id, to: mail.to, subject: mail.subject }, "mail sent");
      sent++;
    } catch (err) {
      failed++;
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= MAX_MAIL_ATTEMPTS;
      const waitMinutes = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1];
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await ctx.db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          attempts,
          lastError,
          nextAttemptAt: sql`now() + make_interval(mins => ${waitMinutes})`,
        })
        .where(eq(mailOutbox.id, mail.id));
      const log = giveUp ? ctx.log.error.bind(ctx.log) : ctx.log.warn.bind(ctx.log);
      log(
        { mailId: mail.id, to: mail.to, attempts, err: lastError },
        giveUp ? "mail given up" : "mail send failed; will retry",
      );
    }
  }
  return { sent, failed };
}

// The server and the pages are two bundles, each with its own copy of this module: the worker is
// registered where both see it, or a mail queued by a page action waited for the next tick.
const WORKER_KEY = Symbol.for("bay.mailWorker.kick");
const registry = globalThis as { [WORKER_KEY]?: (() => void) | null };

/** Asks the running worker (if any) to deliver now instead of at its next tick. */
export function kickMailWorker(): void {
  registry[WORKER_KEY]?.();
}

/**
 * Runs deliverPendingMail every `intervalMs` and whenever kicked. Without SMTP_URL there is no worker:
 * mail stays pending in the outbox table, unsent (its body is never logged nor shown to admins).
 */
export function startMailWorker(ctx: AppContext, intervalMs = 15_000): { stop: () => void } {
  if (!ctx.config.SMTP_URL) {
    ctx.log.info("SMTP_URL is not set: mail is kept in the outbox and not sent");
    return { stop: () => {} };
  }
  const transport = createMailTransport(ctx.config.SMTP_URL);
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await deliverPendingMail(ctx, transport);
      } while (again);
    } catch (err) {
      ctx.log.error({ err }, "mail delivery run failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  registry[WORKER_KEY] = () => void run();
  void run();
  return {
    stop: () => {
      clearInterval(timer);
      registry[WORKER_KEY] = null;
    },
  };
}
