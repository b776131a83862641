import { desc, sql } from "drizzle-orm";
import { preparedOnce } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import type { CurrentUser } from "@/accounts/sessions";
import { requireAdmin } from "@/accounts/guards";
import type { AppContext } from "@/platform/context";
import { kickMailWorker } from "./delivery";

export type Mail = { to: string; subject: string; text: string; html: string };

/**
 * Stores a mail for delivery (status pending) and logs it. Delivery itself is a separate worker,
 * so a slow or failing mail server never fails the request that caused the mail.
 */
export async function queueMail(ctx: AppContext, mail: Mail): Promise<void> {
  const insert = preparedOnce(ctx.db, "mail_queue", (db) =>
    db
      .insert(mailOutbox)
      .values({ to: sql.placeholder("to"), subject: sql.placeholder("subject"), text: sql.placeholder("text"), html: sql.placeholder("html") })
      .prepare("mail_queue"),
  );
  await insert.execute(mail);
  const details = ctx.config.NODE_ENV === "production" ? {} : { text: mail.text };
  ctx.log.info({ to: mail.to, subject: mail.subject, ...details }, "mail queued");
  kickMailWorker();
}

/** Recent mails, newest first, for admins (support, and tests that follow a mailed link). */
export async function recentMails(ctx: AppContext, user: CurrentUser | null, limit: number) {
  requireAdmin(user);
  return ctx.db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}
