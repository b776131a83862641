import { desc, sql } from "drizzle-orm";
import { preparedOnce } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { type CurrentUser, requireAdmin } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { kickMailWorker } from "./delivery";

export type Mail = { to: string; subject: string; text: string; html: string };

/**
 * Stores a mail for delivery (status pending) and logs that it did. Delivery itself is a separate
 * worker, so a slow or failing mail server never fails the request that caused the mail. `orderId`:
 * the order the mail is about, so that its timeline in the admin lists it.
 */
export async function queueMail(ctx: AppContext, mail: Mail, orderId: string | null = null): Promise<void> {
  const insert = preparedOnce(ctx.db, "mail_queue", (db) =>
    db
      .insert(mailOutbox)
      .values({
        to: sql.placeholder("to"),
        subject: sql.placeholder("subject"),
        text: sql.placeholder("text"),
        html: sql.placeholder("html"),
        orderId: sql.placeholder("orderId"),
      })
      .returning({ id: mailOutbox.id })
      .prepare("mail_queue"),
  );
  const [queued] = await insert.execute({ ...mail, orderId });
  // Never the body, in any environment: it holds reset links and shoppers' addresses (issue 12).
  ctx.log.info({ mailId: queued.id, to: mail.to, subject: mail.subject }, "mail queued");
  kickMailWorker();
}

/**
 * Recent mails, newest first, for admins (support: was it sent, and when). Never a body: a pending
 * reset mail holds a live link to someone's account, whoever reads it could take the account.
 */
export async function recentMails(ctx: AppContext, user: CurrentUser | null, limit: number) {
  requireAdmin(user);
  return ctx.db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
}
