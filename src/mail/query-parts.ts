import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { mailOutbox } from "./tables";

/*
 * What other capabilities read of the mail outbox, stated here so that the mail stays its only reader
 * and writer (decision 035). This file imports only the mail's tables and the kernel, so any capability
 * may use it without a cycle.
 */

/** The mails about an order (confirmation, status changes), for its timeline: subject and state, never the body. */
export async function mailsAboutOrder(db: Db, orderId: string) {
  return db
    .select({
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId));
}
