import { sql } from "drizzle-orm";
import { bagReminderRecipients } from "@/accounts";
import { joinVariantAndProduct } from "@/catalog/query-parts";
import { queryRows } from "@/db/client";
import { bagReminderMail, kickMailWorker, queueMail } from "@/mail";
import type { AppContext } from "@/platform/context";
import { runEvery } from "@/platform/periodic";
import { publicOrigin } from "@/platform/public-origin";
import { formatNaira } from "@/shop/money";
import { readStoreSettings } from "@/store";

const HOUR_MS = 3_600_000;
/** A bag untouched this long is reminded of: long enough to have gone, soon enough to remember it. */
export const BAG_REMINDER_AFTER_HOURS = 24;
/** A bag untouched longer than this is let be: a reminder a week on reads as a shop chasing. */
export const BAG_REMINDER_UNTIL_DAYS = 7;
/** Bags claimed per transaction, and lines named in a mail (the rest are counted). */
const BATCH_SIZE = 100;
const LINES_NAMED = 3;
/** How often each process looks for bags due a reminder; the claim keeps each to one mail. */
const CHECK_MS = 15 * 60_000;

type Line = { userId: string; name: string; size: string; color: string; quantity: number; priceKobo: number };

/**
 * Mails each shopper whose bag has been left BAG_REMINDER_AFTER_HOURS (docs/product-rules.md#bag-reminder), once
 * per state of the bag: claiming a bag writes its reminder's time in the transaction that queues the mail, and a
 * bag is due only if it changed after its last reminder, so however many processes look, one mail goes. A
 * shopper who turned reminders off is claimed and not mailed; while the owner has them off, nothing is looked
 * at (a bag left meanwhile is reminded of once they are on again). Returns how many mails were queued.
 */
export async function sendBagReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const from = await readStoreSettings(ctx);
  if (!from.remindBags) return 0;
  const origin = publicOrigin(ctx.config);
  const leftBefore = new Date(now.getTime() - BAG_REMINDER_AFTER_HOURS * HOUR_MS);
  const leftAfter = new Date(now.getTime() - BAG_REMINDER_UNTIL_DAYS * 24 * HOUR_MS);
  let queued = 0;
  for (;;) {
    const { claimed, mailed } = await ctx.db.transaction(async (tx) => {
      const claimed = await queryRows<{ userId: string }>(
        tx,
        sql`WITH bags AS (
              SELECT user_id, max(updated_at) AS changed FROM cart_items GROUP BY user_id
              HAVING max(updated_at) <= ${leftBefore.toISOString()}::timestamptz
                AND max(updated_at) > ${leftAfter.toISOString()}::timestamptz
            ), due AS (
              SELECT bags.user_id, bags.changed FROM bags
              LEFT JOIN bag_reminders r ON r.user_id = bags.user_id
              WHERE r.reminded_at IS NULL OR r.reminded_at < bags.changed
              LIMIT ${BATCH_SIZE}
            )
            INSERT INTO bag_reminders (user_id, reminded_at)
            SELECT user_id, ${now.toISOString()}::timestamptz FROM due
            ON CONFLICT (user_id) DO UPDATE SET reminded_at = excluded.reminded_at
              WHERE bag_reminders.reminded_at < (SELECT changed FROM due WHERE due.user_id = excluded.user_id)
            RETURNING user_id AS "userId"`,
      );
      const inTx = { ...ctx, db: tx };
      const recipients = await bagReminderRecipients(
        inTx,
        claimed.map((bag) => bag.userId),
      );
      if (recipients.length === 0) return { claimed: claimed.length, mailed: 0 };
      const lines = await queryRows<Line>(
        tx,
        sql`SELECT c.user_id AS "userId", p.name, c.size, c.color, c.quantity,
              p.effective_price_kobo::double precision AS "priceKobo"
            FROM cart_items c ${joinVariantAndProduct(sql`c.variant_id`)}
            WHERE c.user_id IN (${sql.join(
              recipients.map((shopper) => sql`${shopper.id}::uuid`),
              sql`, `,
            )})
            ORDER BY c.updated_at DESC, c.id`,
      );
      for (const shopper of recipients) {
        const bag = lines.filter((line) => line.userId === shopper.id);
        const reminder = {
          fullName: shopper.fullName,
          items: bag.slice(0, LINES_NAMED).map((line) => ({
            name: line.name,
            options: [line.size && `Size ${line.size}`, line.color && `Colour ${line.color}`]
              .filter(Boolean)
              .join(", "),
            quantity: line.quantity,
            amount: formatNaira(line.priceKobo * line.quantity),
          })),
          more: Math.max(0, bag.length - LINES_NAMED),
          bagLink: `${origin}/cart`,
          settingsLink: `${origin}/settings#bag-reminder`,
        };
        await queueMail(inTx, { to: shopper.email, kind: "bag-reminder", ...bagReminderMail(reminder, from) });
      }
      return { claimed: claimed.length, mailed: recipients.length };
    });
    queued += mailed;
    if (claimed < BATCH_SIZE) break;
  }
  // queueMail asked the worker inside the transaction, which may have looked before the commit.
  if (queued > 0) kickMailWorker();
  return queued;
}

/** Looks now and then every quarter of an hour for bags due a reminder, until stopped. */
export function startBagReminders(ctx: AppContext, intervalMs = CHECK_MS): { stop: () => void } {
  return runEvery(ctx.log, intervalMs, [{ failure: "the bag reminders failed", run: () => sendBagReminders(ctx) }]);
}
