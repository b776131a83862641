import { and, eq, inArray } from "drizzle-orm";
import { users } from "./tables";
import { requireUser, type CurrentUser } from "@/platform/access";
import type { AppContext } from "@/platform/context";

/** Whether the shopper wants a bag they leave a day mailed to them (docs/product-rules.md#bag-reminder). */
export async function remindsOfBag(ctx: AppContext, user: CurrentUser | null): Promise<boolean> {
  const shopper = requireUser(user);
  const [row] = await ctx.db.select({ on: users.remindOfBag }).from(users).where(eq(users.id, shopper.id)).limit(1);
  return row?.on ?? false;
}

/** The shopper turns the bag reminder on or off (Settings, and the link in the reminder itself). */
export async function chooseBagReminders(ctx: AppContext, user: CurrentUser | null, on: boolean): Promise<void> {
  const shopper = requireUser(user);
  await ctx.db.update(users).set({ remindOfBag: on }).where(eq(users.id, shopper.id));
}

/** Of these shoppers, those who want the reminder: where and to whom it goes. */
export async function bagReminderRecipients(
  ctx: AppContext,
  userIds: string[],
): Promise<Array<{ id: string; email: string; fullName: string }>> {
  if (userIds.length === 0) return [];
  return ctx.db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.remindOfBag, true)));
}
