import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { preparedOnce } from "@/db/client";
import { mailOutbox } from "./tables";
import { type CurrentUser, requireAdmin } from "@/platform/access";
import type { AppContext } from "@/platform/context";
import { pageSchema, paginate, type Page } from "@/db/paginate";
import { parseInput } from "@/platform/validation";
import { kickMailWorker } from "./delivery";
import type { MailKind } from "./mail-kinds";

export type Mail = { to: string; subject: string; text: string; html: string; kind: MailKind };

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
        kind: sql.placeholder("kind"),
        orderId: sql.placeholder("orderId"),
      })
      .returning({ id: mailOutbox.id })
      .prepare("mail_queue"),
  );
  const [queued] = await insert.execute({ ...mail, orderId });
  // Never the body, in any environment: it holds reset links and shoppers' addresses (issue 12).
  ctx.log.info({ mailId: queued.id, to: mail.to, subject: mail.subject, kind: mail.kind }, "mail queued");
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
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/** The mail page's filter: every mail, or those sent, waiting or failed. */
export const outboxQuerySchema = pageSchema.extend({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["pending", "sent", "failed"]).optional()),
});

/** One mail as the admin's mail page shows it: who, what, how it went and when. Never its body or links. */
export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
};

/** The outbox, newest first, paged (the admin's mail page): the columns above only, never `text` or `html`. */
export async function listOutbox(ctx: AppContext, user: CurrentUser | null, query: unknown): Promise<Page<OutboxMail>> {
  requireAdmin(user);
  const { page, limit, status } = parseInput(outboxQuerySchema, query);
  const where = status ? eq(mailOutbox.status, status) : undefined;
  return paginate(
    { page, limit },
    ctx.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        kind: mailOutbox.kind,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        nextAttemptAt: mailOutbox.nextAttemptAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .$dynamic(),
    ctx.db.$count(mailOutbox, where),
    (row) => row,
  );
}

/** Whether mail leaves the shop: only with SMTP_URL set (src/platform/config.ts); otherwise it is kept, unsent. */
export const mailIsSent = (ctx: AppContext): boolean => Boolean(ctx.config.SMTP_URL);

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
}
