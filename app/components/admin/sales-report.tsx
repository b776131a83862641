import { Form, Link } from "react-router";
import { type DiscountUsage, type ProductSales, type SalesReport, type SalesShare, REPORT_PRESETS } from "@/orders";
import { formatDayLabel } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { SalesChart } from "./sales-chart";
import { formatCount } from "@/shop/counts";

const cell = "py-1 pr-2";
const number = "py-1 pl-3 text-right whitespace-nowrap";
// A column's heading may wrap ("Discount given"), so four columns fit a 360 px phone.
const numberHead = "py-1 pl-3 text-right align-bottom";

function ProductsTable({ title, rows }: { title: string; rows: ProductSales[] }) {
  return (
    <ReportTable title={title} empty={rows.length === 0} heads={["Product", "Units", "Revenue"]}>
      {rows.map((row, index) => (
        <tr key={row.productId} className="border-t border-neutral-200">
          <th scope="row" className={`${cell} text-left font-normal`}>
            {index + 1}. {row.productName}
          </th>
          <td className={number}>{formatCount(row.units)}</td>
          <td className={number}>{formatNaira(row.revenueKobo)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

function SharesTable({ title, head, rows }: { title: string; head: string; rows: SalesShare[] }) {
  return (
    <ReportTable title={title} empty={rows.length === 0} heads={[head, "Orders", "Revenue"]}>
      {rows.map((row) => (
        <tr key={row.key} className="border-t border-neutral-200">
          <th scope="row" className={`${cell} text-left font-normal`}>
            {row.label}
          </th>
          <td className={number}>{formatCount(row.orders)}</td>
          <td className={number}>{formatNaira(row.revenueKobo)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

function DiscountCodesTable({ rows }: { rows: DiscountUsage[] }) {
  return (
    <ReportTable
      title="Discount codes used"
      empty={rows.length === 0}
      heads={["Code", "Orders", "Discount given", "Revenue"]}
    >
      {rows.map((row) => (
        <tr key={row.code} className="border-t border-neutral-200">
          <th scope="row" className={`${cell} text-left font-normal`}>
            {row.code}
          </th>
          <td className={number}>{formatCount(row.orders)}</td>
          <td className={number}>{formatNaira(row.discountKobo)}</td>
          <td className={number}>{formatNaira(row.revenueKobo)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

function ReportTable(props: { title: string; heads: string[]; empty: boolean; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-neutral-300 p-3 sm:p-4">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{props.title}</caption>
        <thead>
          <tr>
            {props.heads.map((head, index) => (
              <th key={head} scope="col" className={index === 0 ? `${cell} text-left align-bottom` : numberHead}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.empty ? (
            <tr>
              <td colSpan={props.heads.length} className="py-2 text-neutral-600">
                No sales in these days.
              </td>
            </tr>
          ) : (
            props.children
          )}
        </tbody>
      </table>
    </div>
  );
}

/** One end of the custom days: the day shown, or what was typed when it was refused. */
function DayBox({ label, name, day }: { label: string; name: "from" | "to"; day: string }) {
  return (
    <label className="flex flex-col text-sm">
      {label}
      <input
        type="date"
        name={name}
        defaultValue={day}
        required
        className="rounded-md border border-neutral-300 px-2 py-1"
      />
    </label>
  );
}

/** The overview's sales report: range choice, chart, best sellers, payment methods, states, discount codes and the CSV export. */
export function SalesReportSection(props: {
  report: SalesReport;
  /** Why the days asked for were refused (the report then shows the last 30 days), with what was typed. */
  rangeError: { message: string; from: string; to: string } | null;
}) {
  const { report, rangeError } = props;
  const { range } = report;
  const span = `${formatDayLabel(range.from, true)} to ${formatDayLabel(range.to, true)}`;
  const csvHref = `/api/v1/admin/reports/orders.csv?from=${range.from}&to=${range.to}`;
  return (
    <section aria-labelledby="sales-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="sales-heading" className="text-lg font-semibold">
          Sales
        </h3>
        <a href={csvHref} download className="font-medium text-brand underline">
          Export CSV
        </a>
      </div>
      <nav aria-label="Sales report days" className="flex flex-wrap items-end gap-3">
        <ul className="flex gap-2">
          {REPORT_PRESETS.map((days) => (
            <li key={days}>
              <Link
                to={`?range=${days}`}
                aria-current={range.preset === days ? "page" : undefined}
                className={`block rounded-md border px-3 py-1.5 text-sm font-medium ${
                  range.preset === days
                    ? "border-brand bg-brand text-white"
                    : "border-neutral-300 text-neutral-800 hover:bg-neutral-100"
                }`}
              >
                {days} days
              </Link>
            </li>
          ))}
        </ul>
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Custom days">
          <DayBox label="From" name="from" day={rangeError ? rangeError.from : range.from} />
          <DayBox label="To" name="to" day={rangeError ? rangeError.to : range.to} />
          <button type="submit" className="rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-white">
            Show
          </button>
        </Form>
      </nav>
      {rangeError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {rangeError.message} Showing the last 30 days instead.
        </p>
      ) : null}
      <p className="text-sm text-neutral-700">
        {span}: <strong>{formatCount(report.totals.orders)}</strong> {report.totals.orders === 1 ? "order" : "orders"},{" "}
        <strong>{formatNaira(report.totals.revenueKobo)}</strong> (cancelled orders left out; days in Lagos time).
        {report.refunds.returns > 0 ? (
          <>
            {" "}
            Refunded for returns: <strong>{formatNaira(report.refunds.amountKobo)}</strong> (
            {report.refunds.returns === 1 ? "1 return" : `${formatCount(report.refunds.returns)} returns`});{" "}
            <strong>{formatNaira(report.totals.revenueKobo - report.refunds.amountKobo)}</strong> after refunds.
          </>
        ) : null}
      </p>
      <SalesChart id="sales-chart" days={report.days} title={`Revenue and orders per day, ${span}`} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ProductsTable title="Top 10 products by units" rows={report.topByUnits} />
        <ProductsTable title="Top 10 products by revenue" rows={report.topByRevenue} />
        <SharesTable title="Orders by payment method" head="Payment method" rows={report.byPaymentMethod} />
        <SharesTable title="Orders by state" head="State" rows={report.byState} />
        <DiscountCodesTable rows={report.byDiscountCode} />
      </div>
    </section>
  );
}
