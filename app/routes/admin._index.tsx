import { Link } from "react-router";
import { adminOverview, ownerToDo, type OwnerToDo } from "@/admin";
import { setupSteps, type SetupStep } from "@/store";
import { mailIsSent } from "@/mail";
import { MailNotSentBanner } from "~/components/admin/mail-banner";
import { salesReport, salesTodayAndYesterday, type SalesDay } from "@/orders";
import { AppError } from "@/platform/errors";
import { SalesReportSection } from "~/components/admin/sales-report";
import { formatNaira } from "@/shop/money";
import { requireAdminPage } from "~/lib/guards.server";
import type { Route } from "./+types/admin._index";
import { storeNameIn } from "~/lib/store-name";
import { countOf, formatCount } from "@/shop/counts";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Admin Overview | ${store}` },
    {
      name: "description",
      content: `Live figures for the ${store} store: products, orders, pending orders, users and revenue.`,
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const [overview, toDo, steps, sales, days] = await Promise.all([
    adminOverview(context.app, user),
    ownerToDo(context.app, user),
    setupSteps(context.app, user),
    // A range the service refuses (a typo in the address, an end before the start) shows its message
    // above the default 30 days rather than an error page.
    salesReport(context.app, user, query).then(
      (report) => ({ report, rangeError: null }),
      async (error: unknown) => {
        if (!(error instanceof AppError) || error.status !== 422) throw error;
        const rangeError = { message: error.message, from: query.from ?? "", to: query.to ?? "" };
        return { report: await salesReport(context.app, user, {}), rangeError };
      },
    ),
    salesTodayAndYesterday(context.app, user),
  ]);
  return { overview, toDo, steps, ...sales, days, mailIsSent: mailIsSent(context.app) };
}

/**
 * The day's work, each with its list: the orders to send, the returns to answer and to settle, the transfers to look for in
 * the bank, the products to restock and the shoppers waiting for one. Only what is there; nothing when all is done.
 */
function NeedsYou({ pendingOrders, toDo }: { pendingOrders: number; toDo: OwnerToDo }) {
  const items = [
    {
      count: pendingOrders,
      one: "order is pending",
      many: "orders are pending",
      action: "Pack and send (a transfer once paid)",
      to: "/admin/orders?status=Pending",
    },
    {
      count: toDo.returnsToAnswer,
      one: "return to answer",
      many: "returns to answer",
      action: "Accept or decline",
      to: "/admin/returns",
    },
    {
      count: toDo.returnsToSettle,
      one: "return owed its exchange or refund",
      many: "returns owed their exchange or refund",
      action: "Send the exchange, or record the refund",
      to: "/admin/returns",
    },
    {
      count: toDo.unpaidTransfers,
      one: "bank transfer to look for",
      many: "bank transfers to look for",
      action: "Mark paid once in your account",
      to: "/admin/orders?status=Pending&paymentStatus=Pending&paymentMethod=bank-transfer",
    },
    {
      count: toDo.lowStockProducts,
      one: "product running low",
      many: "products running low",
      action: "Restock",
      to: "/admin/low-stock",
    },
    {
      count: toDo.shoppersWaiting,
      one: "shopper waiting for a restock",
      many: "shoppers waiting for a restock",
      action: "See what they want",
      to: "/admin/waiting",
    },
  ].filter((item) => item.count > 0);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="needs-you-heading" className="rounded-lg border border-neutral-300 bg-white p-4">
      <h3 id="needs-you-heading" className="font-semibold">
        Needs you
      </h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.one}>
            <Link
              to={item.to}
              className="flex min-h-11 items-center justify-between gap-3 rounded-md border border-neutral-200 px-3 py-2 hover:border-neutral-900"
            >
              <span>
                <strong className="text-lg">{formatCount(item.count)}</strong> {item.count === 1 ? item.one : item.many}
                <span className="block text-sm text-neutral-700">{item.action}</span>
              </span>
              <span aria-hidden="true" className="text-xl text-brand">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The day's takings so far beside yesterday's (as the sales report counts them): the first thing an owner looks for. */
function Today({ today, yesterday }: { today: SalesDay; yesterday: SalesDay }) {
  return (
    <section aria-labelledby="today-heading" className="rounded-lg border border-neutral-300 bg-white p-4">
      <h3 id="today-heading" className="text-sm text-neutral-600">
        Today
      </h3>
      {today.orders === 0 ? (
        <p className="mt-1 text-lg font-semibold">No orders yet</p>
      ) : (
        <p className="mt-1">
          <strong className="text-2xl font-bold">{formatNaira(today.revenueKobo)}</strong> from{" "}
          {countOf(today.orders, "order")}
        </p>
      )}
      <p className="text-sm text-neutral-700">
        Yesterday:{" "}
        {yesterday.orders === 0
          ? "no orders"
          : `${formatNaira(yesterday.revenueKobo)} from ${countOf(yesterday.orders, "order")}`}
      </p>
    </section>
  );
}

/** What the shop still needs from its owner; gone once every step is done. */
function SetupSteps({ steps }: { steps: SetupStep[] }) {
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="setup-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="setup-heading" className="font-semibold">
        Get your shop ready
      </h3>
      <ul className="mt-2 flex flex-col divide-y divide-amber-200">
        {steps.map((step) => (
          <li key={step.id} className="py-2">
            <Link to={step.href} className="font-semibold text-brand underline underline-offset-2">
              {step.title}
            </Link>
            <p className="text-sm text-neutral-700">{step.why}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  const { overview, toDo, steps, report, rangeError, days, mailIsSent: sending } = loaderData;
  const cards = [
    { label: "Total Products", value: overview.totalProducts, to: "/admin/products" },
    { label: "Total Orders", value: overview.totalOrders, to: "/admin/orders" },
    // The day's work starts here: the orders still to be sent.
    { label: "Pending Orders", value: overview.pendingOrders, to: "/admin/orders?status=Pending" },
    { label: "Total Users", value: overview.totalUsers, to: "/admin/users" },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold">Overview</h2>
      {sending ? null : <MailNotSentBanner withLink />}
      <Today today={days.today} yesterday={days.yesterday} />
      <NeedsYou pendingOrders={overview.pendingOrders} toDo={toDo} />
      <SetupSteps steps={steps} />
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label}>
            <Link
              to={card.to}
              className="block rounded-lg border border-neutral-300 p-4 hover:border-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <span className="block text-sm text-neutral-600">{card.label}</span>
              <span className="mt-1 block text-2xl font-bold">{formatCount(card.value)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="revenue-heading" className="rounded-lg border border-neutral-300 p-4">
        <h3 id="revenue-heading" className="text-sm text-neutral-600">
          Revenue
        </h3>
        <p className="mt-1 text-2xl font-bold">{formatNaira(overview.revenueKobo)}</p>
        <p className="text-xs text-neutral-600">All orders except cancelled ones.</p>
      </section>
      <SalesReportSection report={report} rangeError={rangeError} />
    </div>
  );
}
