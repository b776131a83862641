import { Link, useSearchParams } from "react-router";
// Straight from their files: the browser's copy of this page keeps only the kinds' names (no zod, no queries).
import { mailKindName, listOutbox, mailIsSent, type OutboxMail } from "@/mail";
import { formatShortDate, lagosTime } from "@/shop/dates";
import { Pager } from "~/components/admin/pager";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import { MailNotSentBanner } from "~/components/admin/mail-banner";
import type { Route } from "./+types/admin.mail";
import { AdminTableHead } from "~/components/admin/admin-table";

const PAGE_SIZE = 25;
const BASE = "/admin/mail";
const FILTERS = [
  { status: "", label: "All" },
  { status: "pending", label: "Waiting" },
  { status: "sent", label: "Sent" },
  { status: "failed", label: "Failed" },
] as const;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Mail | Admin | ${store}` },
    { name: "description", content: `The mails ${store} sent or is about to send: to whom, what and how it went.` },
  ];
}

/** Issue 46: the outbox (src/mail/outbox.ts), newest first: recipient, subject, kind, status, time; never a body. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const params = new URL(request.url).searchParams;
  const list = await listOrFirstPage((query) => listOutbox(context.app, user, query), {
    page: params.get("page") ?? 1,
    status: params.get("status") ?? "",
    limit: PAGE_SIZE,
  });
  return { ...list, mailIsSent: mailIsSent(context.app) };
}

const when = (at: Date | string) => `${formatShortDate(at)}, ${lagosTime(at)}`;

function StatusBadge({ mail }: { mail: OutboxMail }) {
  const look = {
    sent: ["bg-green-100 text-green-900", "Sent"],
    pending: ["bg-yellow-100 text-yellow-900", "Waiting"],
    failed: ["bg-red-100 text-red-900", "Failed"],
  }[mail.status];
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-bold whitespace-nowrap ${look[0]}`}>{look[1]}</span>
  );
}

/** The status in words: when it went, when it is tried again, or why it failed. */
function StatusDetail({ mail, sending }: { mail: OutboxMail; sending: boolean }) {
  if (mail.status === "sent" && mail.sentAt) return <p className="text-neutral-700">Sent {when(mail.sentAt)}</p>;
  return (
    <>
      {mail.status === "pending" && !sending ? <p className="text-neutral-700">Kept: no mail server is set</p> : null}
      {mail.status === "pending" && sending && mail.attempts > 0 ? (
        <p className="text-neutral-700">
          Tried {mail.attempts} {mail.attempts === 1 ? "time" : "times"}; again {when(mail.nextAttemptAt)}
        </p>
      ) : null}
      {mail.lastError ? <p className="break-words text-red-800">Error: {mail.lastError}</p> : null}
    </>
  );
}

export default function AdminMailPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, limit, mailIsSent: sending } = loaderData;
  const [searchParams] = useSearchParams();
  const current = searchParams.get("status") ?? "";
  const headings = ["Recipient", "Subject", "Kind", "Status", "Queued"];
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Mail</h2>
      {sending ? null : <MailNotSentBanner />}
      <p className="text-neutral-800">
        Every mail the shop sends goes through this outbox. Their contents are not shown here: they may hold a
        shopper&apos;s password-reset link.
      </p>
      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => (
            <li key={filter.label}>
              <Link
                to={filter.status ? `?status=${filter.status}` : BASE}
                aria-current={current === filter.status ? "page" : undefined}
                className={`block rounded-full border px-4 py-1.5 text-sm font-semibold ${current === filter.status ? "border-brand bg-brand text-white" : "border-neutral-400 text-neutral-800"}`}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">No mail yet</p>
      ) : (
        <>
          <div className="hidden rounded-lg border border-neutral-300 bg-white lg:block">
            <table className="w-full table-fixed text-left text-sm" aria-label="Mail table">
              <colgroup>
                <col className="w-[24%]" />
                <col className="w-[30%]" />
                <col className="w-[14%]" />
                <col className="w-[18%]" />
                <col className="w-[14%]" />
              </colgroup>
              <AdminTableHead headings={headings} />
              <tbody>
                {items.map((mail) => (
                  <tr key={mail.id} className="border-t border-neutral-200 align-top">
                    <td className="px-3 py-2 break-all">{mail.to}</td>
                    <td className="px-3 py-2 break-words">{mail.subject}</td>
                    <td className="px-3 py-2">{mailKindName(mail.kind)}</td>
                    <td className="px-3 py-2">
                      <StatusBadge mail={mail} />
                      <StatusDetail mail={mail} sending={sending} />
                    </td>
                    <td className="px-3 py-2">{when(mail.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label="Mails" className="flex flex-col gap-3 lg:hidden">
            {items.map((mail) => (
              <li key={mail.id} className="rounded-lg border border-neutral-300 bg-white p-3 text-sm">
                <article aria-label={mail.subject} className="flex flex-col gap-1">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-medium break-words">{mail.subject}</p>
                    <StatusBadge mail={mail} />
                  </div>
                  <p className="break-all text-neutral-700">To {mail.to}</p>
                  <p className="text-neutral-700">
                    {mailKindName(mail.kind)} · queued {when(mail.createdAt)}
                  </p>
                  <StatusDetail mail={mail} sending={sending} />
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={page} limit={limit} total={total} search={searchParams} />
    </div>
  );
}
