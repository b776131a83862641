import { Link } from "react-router";

/** Shown on the overview and the mail page while SMTP_URL is unset: the shop's mail stays in its outbox. */
export function MailNotSentBanner({ withLink = false }: { withLink?: boolean }) {
  return (
    <p role="status" className="rounded-lg border border-yellow-400 bg-yellow-50 p-3 text-sm text-yellow-950">
      <strong className="font-semibold">Mail is kept, not sent: set SMTP_URL</strong> (your mail server&apos;s address,
      as smtp://user:password@host:587) and restart the shop to send it.
      {withLink ? (
        <>
          {" "}
          <Link to="/admin/mail" className="font-medium underline">
            See the mail kept
          </Link>
        </>
      ) : null}
    </p>
  );
}
