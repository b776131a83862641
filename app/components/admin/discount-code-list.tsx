import { Form, Link } from "react-router";
import { codeStateLabel, discountSummary, type DiscountCodeView } from "@/discounts";
import { formatShortDate } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { DesktopTable, PhoneCards } from "~/components/admin/admin-table";

const hrefWith = (key: string, id: string) => `?${new URLSearchParams({ [key]: id })}`;
const smallButton = "inline-flex min-h-11 items-center rounded-md border px-3 font-semibold";

function validity(code: DiscountCodeView): string {
  const from = code.startsAt ? `from ${formatShortDate(code.startsAt)}` : "";
  const until = code.endsAt ? `until ${formatShortDate(new Date(Date.parse(code.endsAt) - 1))}` : "";
  return [from, until].filter(Boolean).join(" ") || "Always";
}

function Offer({ code }: { code: DiscountCodeView }) {
  return (
    <>
      <p>{discountSummary(code)}</p>
      {code.minSubtotalKobo > 0 ? (
        <p className="text-neutral-700">on {formatNaira(code.minSubtotalKobo)} or more</p>
      ) : null}
      {code.categories.length > 0 ? <p className="text-neutral-700">{code.categories.join(", ")}</p> : null}
    </>
  );
}

function Uses({ code }: { code: DiscountCodeView }) {
  return (
    <>
      <p>
        {code.timesUsed}
        {code.usageLimit !== null ? ` of ${code.usageLimit}` : ""}
      </p>
      {code.perCustomerLimit !== null ? <p className="text-neutral-700">{code.perCustomerLimit} per customer</p> : null}
    </>
  );
}

function Revenue({ code }: { code: DiscountCodeView }) {
  return (
    <>
      <p className="font-semibold">{formatNaira(code.revenueKobo)}</p>
      <p className="text-neutral-700">{formatNaira(code.discountGivenKobo)} off</p>
    </>
  );
}

function CodeActions({ code, returnTo }: { code: DiscountCodeView; returnTo: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post">
        <input type="hidden" name="intent" value={code.isPaused ? "resume" : "pause"} />
        <input type="hidden" name="id" value={code.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          type="submit"
          className={`${smallButton} border-neutral-400`}
          aria-label={`${code.isPaused ? "Resume" : "Pause"} ${code.code}`}
        >
          {code.isPaused ? "Resume" : "Pause"}
        </button>
      </Form>
      <Link
        to={hrefWith("edit", code.id)}
        className={`${smallButton} border-neutral-400`}
        aria-label={`Edit ${code.code}`}
      >
        Edit
      </Link>
      <Link
        to={hrefWith("delete", code.id)}
        className={`${smallButton} border-red-700 text-red-800`}
        aria-label={`Delete ${code.code}`}
      >
        Delete
      </Link>
    </div>
  );
}

/** The codes at desktop width, one row each. */
export function DiscountCodesTable({ codes, returnTo }: { codes: DiscountCodeView[]; returnTo: string }) {
  return (
    <DesktopTable
      label="Discount codes table"
      headings={["Code", "Offer", "Valid", "Used", "Revenue", "Status", "Actions"]}
    >
      {codes.map((code) => (
        <tr key={code.id} className="border-t border-neutral-200 align-top">
          <td className="px-3 py-2 font-semibold break-all">{code.code}</td>
          <td className="px-3 py-2">
            <Offer code={code} />
          </td>
          <td className="px-3 py-2">{validity(code)}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            <Uses code={code} />
          </td>
          <td className="px-3 py-2 whitespace-nowrap">
            <Revenue code={code} />
          </td>
          <td className="px-3 py-2">{codeStateLabel(code.state)}</td>
          <td className="px-3 py-2">
            <CodeActions code={code} returnTo={returnTo} />
          </td>
        </tr>
      ))}
    </DesktopTable>
  );
}

/** The codes on a phone or a tablet: one card each, with what the table's row says. */
export function DiscountCodeCards({ codes, returnTo }: { codes: DiscountCodeView[]; returnTo: string }) {
  return (
    <PhoneCards label="Discount codes" items={codes} nameOf={(code) => code.code}>
      {(code) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold break-all">{code.code}</p>
            <p className="rounded bg-neutral-100 px-2 py-0.5 text-xs font-bold">{codeStateLabel(code.state)}</p>
          </div>
          <div>
            <Offer code={code} />
            <p className="text-neutral-700">{validity(code)}</p>
          </div>
          <dl className="grid grid-cols-2 gap-2">
            <div>
              <dt className="text-neutral-700">Used</dt>
              <dd>
                <Uses code={code} />
              </dd>
            </div>
            <div>
              <dt className="text-neutral-700">Revenue</dt>
              <dd>
                <Revenue code={code} />
              </dd>
            </div>
          </dl>
          <CodeActions code={code} returnTo={returnTo} />
        </>
      )}
    </PhoneCards>
  );
}
