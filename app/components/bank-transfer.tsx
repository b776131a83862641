import { useEffect, useRef, useState } from "react";
import type { BankTransfer } from "@/payments";
import { formatNaira, nairaBoxValue } from "@/shop/money";

/**
 * The shop's account for an order paid by transfer, a part to a line: on a phone the shopper copies the
 * account number, the amount and the reference into their bank's app, one at a time. Each has a Copy
 * button once the page's script runs; before it, and without it, a tap on the value selects it whole.
 */
export function BankTransferDetails({ transfer }: { transfer: BankTransfer }) {
  const lines: Array<{ term: string; value: string; copy?: string }> = [
    { term: "Bank", value: transfer.bankName },
    { term: "Account name", value: transfer.accountName },
    { term: "Account number", value: transfer.accountNumber, copy: transfer.accountNumber },
    // As a bank's app takes an amount: digits, without ₦ or commas.
    { term: "Amount", value: formatNaira(transfer.amountKobo), copy: nairaBoxValue(transfer.amountKobo) },
    { term: "Reference", value: transfer.reference, copy: transfer.reference },
  ];
  // Each part's name above it, and its Copy button beside both: a phone's narrow box keeps the number whole.
  return (
    <dl className="mt-2 sm:max-w-sm">
      {lines
        .filter((line) => line.value !== "")
        .map((line) => (
          <div
            key={line.term}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 border-t border-neutral-200 py-1.5 first:border-t-0"
          >
            <dt className="text-xs text-neutral-600">{line.term}</dt>
            <dd className="col-start-1 font-semibold [overflow-wrap:anywhere] select-all">{line.value}</dd>
            {line.copy ? (
              <dd className="col-start-2 row-span-2 row-start-1">
                <CopyButton text={line.copy} what={line.term.toLowerCase()} />
              </dd>
            ) : null}
          </div>
        ))}
    </dl>
  );
}

/** Copies `text`, then says so for two seconds, aloud too; only where the page's script runs. */
function CopyButton({ text, what }: { text: string; what: string }) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setReady(Boolean(navigator.clipboard));
    return () => clearTimeout(timer.current);
  }, []);
  if (!ready) return null;
  return (
    <>
      <button
        type="button"
        className="min-h-11 shrink-0 rounded-full border border-neutral-300 bg-white px-3 text-sm font-semibold text-brand hover:bg-neutral-100"
        onClick={async () => {
          // Refused (a browser's permission): the value itself still selects whole at a tap.
          const done = await navigator.clipboard.writeText(text).then(
            () => true,
            () => false,
          );
          if (!done) return;
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), 2000);
        }}
      >
        {copied ? "Copied" : "Copy"}
        <span className="sr-only"> the {what}</span>
      </button>
      <span role="status" className="sr-only">
        {copied ? `Copied the ${what}` : ""}
      </span>
    </>
  );
}
