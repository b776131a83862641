import { ownerDigests } from "./tables";
import { lowStockReachedSince } from "@/catalog";
import { kickMailWorker, ownerDigestMail, queueMail } from "@/mail";
import { unpaidBankTransfers } from "@/orders";
import type { AppContext } from "@/platform/context";
import { runEvery } from "@/platform/periodic";
import { publicOrigin } from "@/platform/public-origin";
import { lagosDay, lagosTime } from "@/shop/dates";
import { readStoreSettings } from "@/store";

/** The Lagos hour from which the day's digest goes: the owner reads it with the morning's first orders. */
export const DIGEST_HOUR = 8;
/** Lines of each list in the mail; the rest are counted ("and n more") and a link leads to them. */
const DIGEST_LINES = 30;
const DAY_MS = 24 * 3_600_000;
/** How often each process looks whether today's digest is due; claiming the day keeps it to one mail. */
const DIGEST_CHECK_MS = 15 * 60_000;

export type DigestOutcome = "sent" | "nothing-to-say" | "not-yet" | "no-address" | "already-sent";

/**
 * The owner's daily digest (issue 46): the sizes and colours that reached the low-stock threshold in
 * the last day and the bank transfers still unpaid a day after they were placed, mailed to the store's
 * contact address. The day is claimed by inserting its row in owner_digests in the transaction that
 * queues the mail, so however many processes look at once, one of them sends it and only once; a
 * failure before the commit leaves the day unclaimed for the next look.
 */
export async function sendOwnerDigest(ctx: AppContext, now = new Date()): Promise<DigestOutcome> {
  if (Number(lagosTime(now).slice(0, 2)) < DIGEST_HOUR) return "not-yet";
  const store = await readStoreSettings(ctx);
  if (!store.contactEmail) return "no-address";
  const day = lagosDay(now);
  const since = new Date(now.getTime() - DAY_MS);
  const outcome = await ctx.db.transaction(async (tx): Promise<DigestOutcome> => {
    const claimed = await tx
      .insert(ownerDigests)
      .values({ day })
      .onConflictDoNothing()
      .returning({ day: ownerDigests.day });
    if (claimed.length === 0) return "already-sent";
    const inTx = { ...ctx, db: tx };
    const lowStock = await lowStockReachedSince(inTx, store.lowStockThreshold, since, DIGEST_LINES);
    const unpaid = await unpaidBankTransfers(inTx, since, DIGEST_LINES);
    // A quiet day claims its row and mails nothing: no news is not worth a mail.
    if (lowStock.items.length === 0 && unpaid.total === 0) return "nothing-to-say";
    const digest = {
      day,
      threshold: store.lowStockThreshold,
      lowStock: lowStock.items,
      lowStockTotal: lowStock.total,
      unpaidTransfers: unpaid.items,
      unpaidTotal: unpaid.total,
    };
    await queueMail(inTx, {
      to: store.contactEmail,
      kind: "owner-digest",
      ...ownerDigestMail(digest, store, { origin: publicOrigin(ctx.config) }),
    });
    return "sent";
  });
  // queueMail asked the worker inside the transaction, which may have looked before the commit.
  if (outcome === "sent") kickMailWorker();
  return outcome;
}

/** Looks now and then every quarter of an hour whether today's digest is due, until stopped. */
export function startOwnerDigest(ctx: AppContext, intervalMs = DIGEST_CHECK_MS): { stop: () => void } {
  return runEvery(ctx.log, intervalMs, [
    { failure: "the owner's daily digest failed", run: () => sendOwnerDigest(ctx) },
  ]);
}
