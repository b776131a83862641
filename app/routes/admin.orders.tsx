import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import {
  ordersStatusFormSchema,
  ordersStatusMessage,
  listAdminOrders,
  returnStatesOf,
  setOrderStatus,
  setStatusOfOrders,
  statusFormSchema,
  type AdminOrderView,
} from "@/orders";
import { formValue } from "~/lib/form-contract";
import { listUnmatchedCharges, type UnmatchedCharge } from "@/payments";
import { ORDER_STATUSES } from "@/shop/constants";
import { formatShortDate } from "@/shop/dates";
import { formatNaira } from "@/shop/money";
import { AdminSearch } from "~/components/admin/admin-search";
import {
  CancelTickedOrders,
  OrderCards,
  OrdersTable,
  PaymentFilters,
  TickedOrders,
} from "~/components/admin/order-list";
import { ASKED } from "~/components/admin/ticked-rows";
import { nextStepOf, StatusButtons, UnpaidMark } from "~/components/admin/order-status-panel";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { changeAndReturn, returnPath } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/guards.server";
import { requireIntent } from "~/lib/form-intent.server";
import type { Route } from "./+types/admin.orders";
import { formText } from "@/platform/form-fields";
import { storeNameIn } from "~/lib/store-name";
import { countOf, formatCount } from "@/shop/counts";

const PAGE_SIZE = 20;
const UNMATCHED_SHOWN = 10;
const BASE = "/admin/orders";
const FILTERS = ["All", ...ORDER_STATUSES] as const;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Orders Management | Admin | ${store}` },
    {
      name: "description",
      content: `Search ${store} orders, follow their delivery and update their status and payment.`,
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const params = new URL(request.url).searchParams;
  const query = {
    search: params.get("search") ?? "",
    status: params.get("status") ?? "",
    paymentStatus: params.get("paymentStatus") ?? "",
    paymentMethod: params.get("paymentMethod") ?? "",
    page: params.get("page") ?? 1,
    after: params.get("after") ?? "",
    before: params.get("before") ?? "",
    limit: PAGE_SIZE,
  };
  const [result, unmatched] = await Promise.all([
    listOrFirstPage((asked) => listAdminOrders(context.app, user, asked), query),
    listUnmatchedCharges(context.app, user, { limit: UNMATCHED_SHOWN }),
  ]);
  const updateId = params.get("update");
  const returns = await returnStatesOf(
    context.app,
    user,
    result.items.map((order) => order.id),
  );
  return { ...result, unmatched, returns, updating: result.items.find((order) => order.id === updateId) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  const back = returnPath(form, BASE);
  if (requireIntent(form, ["status", "bulk-status"]) === "bulk-status") {
    const askToCancel = unaskedCancel(form);
    if (askToCancel) return { askToCancel };
    return changeAndReturn(
      back,
      async () => setStatusOfOrders(context.app, user, formValue(ordersStatusFormSchema, form)),
      {
        // Red when none of the ticked orders could change: the owner has something to do again.
        success: (result) => ({
          kind: result.changed.length === 0 && result.refused.length > 0 ? "error" : "success",
          message: ordersStatusMessage(result),
        }),
        failure: "Failed to update order status",
      },
      context,
    );
  }
  const id = formText(form.get("id"));
  const status = formText(form.get("status"));
  return changeAndReturn(
    back,
    async () => setOrderStatus(context.app, user, id, formValue(statusFormSchema, form)),
    {
      success: `Order status updated to ${status}`,
      failure: "Failed to update order status",
    },
    context,
  );
}

/**
 * Ticked orders to be cancelled that nobody was asked about (the form posted before or without its
 * JavaScript, which asks in the browser): their ids, to ask on the page. Cancelling restocks and mails.
 */
function unaskedCancel(form: FormData): string[] | null {
  if (formText(form.get("status")) !== "Cancelled" || formText(form.get(ASKED)) === "yes") return null;
  const ids = form.getAll("ids").filter((id): id is string => typeof id === "string" && id !== "");
  return ids.length > 0 ? ids : null;
}

/** The filters a new search keeps: the status tab and the payment filters. */
function keptFilters(search: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of ["status", "paymentStatus", "paymentMethod"]) {
    const value = search.get(key);
    if (value) kept[key] = value;
  }
  return kept;
}

function withoutParam(search: URLSearchParams, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(key);
  const rest = params.toString();
  return rest ? `${BASE}?${rest}` : BASE;
}

export default function AdminOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, nextCursor, previousCursor, summary, updating, unmatched, returns } = loaderData;
  const [searchParams] = useSearchParams();
  const returnTo = withoutParam(searchParams, "update");
  const current = searchParams.get("status") || "All";
  const dialog = useRef<HTMLDialogElement>(null);
  const [inDialog, setInDialog] = useState<AdminOrderView | null>(null);
  useEffect(() => {
    if (inDialog && !dialog.current?.open) dialog.current?.showModal();
  }, [inDialog]);
  // The dialog closes when its status change has been answered, not on any reload of the list (a search still
  // loading when the admin opens the dialog would otherwise close it under their hand).
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") submitted.current = true;
    if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      dialog.current?.close();
    }
  }, [navigation.state]);

  const filterHref = (status: string) => {
    const params = new URLSearchParams(searchParams);
    for (const key of ["page", "after", "before", "update"]) params.delete(key);
    if (status === "All") params.delete("status");
    else params.set("status", status);
    const rest = params.toString();
    return rest ? `?${rest}` : BASE;
  };
  // A link that works without JavaScript (the chooser above the list); with it, the dialog opens.
  const updateStatus = (order: AdminOrderView) => (
    <Link
      to={`?${new URLSearchParams({ ...Object.fromEntries(searchParams), update: order.id })}`}
      onClick={(event) => {
        event.preventDefault();
        setInDialog(order);
      }}
      className="flex min-h-11 items-center justify-center rounded-md border border-neutral-400 bg-white px-3 text-center font-semibold whitespace-nowrap"
      aria-label={`Update Status of ${order.orderNumber}`}
    >
      Update Status
    </Link>
  );
  const cards = [
    { label: "Total Orders", value: formatCount(summary.totalOrders) },
    { label: "Pending", value: formatCount(summary.pending) },
    { label: "Shipped", value: formatCount(summary.shipped) },
    { label: "Delivered", value: formatCount(summary.delivered) },
    { label: "Revenue", value: formatNaira(summary.revenueKobo) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Orders Management</h2>
      {actionData?.askToCancel ? (
        <CancelTickedOrders ids={actionData.askToCancel} orders={items} returnTo={returnTo} />
      ) : null}
      {/* On a phone the five cards are one row that swipes, so the orders start sooner. */}
      <div role="region" aria-label="Order figures" tabIndex={0} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 sm:grid sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
          {cards.map((card) => (
            <li key={card.label} className="shrink-0 rounded-lg border border-neutral-300 bg-white px-3 py-2 sm:p-3">
              <p className="text-xs whitespace-nowrap text-neutral-600 sm:text-sm">{card.label}</p>
              <p className="text-base font-bold whitespace-nowrap sm:mt-1 sm:text-lg">{card.value}</p>
            </li>
          ))}
        </ul>
      </div>

      {unmatched.total > 0 ? <UnmatchedCharges charges={unmatched.items} total={unmatched.total} /> : null}

      <AdminSearch
        id="order-search"
        label="Search orders"
        placeholder="Search by order number, email, or customer name..."
        hint="A phone number finds its orders too, written with 0 or +234."
        keep={keptFilters(searchParams)}
      />

      <div className="flex flex-wrap items-end justify-between gap-3">
        {/* On a phone the five tabs are one row that swipes, so the orders start a row sooner. */}
        <nav aria-label="Filter by status" className="w-full sm:w-auto">
          <ul className="flex gap-2 overflow-x-auto sm:flex-wrap sm:overflow-visible">
            {FILTERS.map((status) => (
              <li key={status} className="shrink-0">
                <Link
                  to={filterHref(status)}
                  aria-current={current === status ? "page" : undefined}
                  className={`block rounded-full border px-4 py-1.5 text-sm font-semibold ${current === status ? "border-brand bg-brand text-white" : "border-neutral-400 text-neutral-800"}`}
                >
                  {status}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <PaymentFilters />
      </div>

      {updating ? (
        <section aria-labelledby="update-heading" className="rounded-lg border border-neutral-300 p-4">
          <StatusChooser
            order={updating}
            returnTo={returnTo}
            headingId="update-heading"
            cancel={
              <Link to={returnTo} className="btn-secondary">
                Cancel
              </Link>
            }
          />
        </section>
      ) : null}

      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">No orders found</p>
      ) : (
        <TickedOrders
          returnTo={returnTo}
          list={
            <>
              <OrdersTable orders={items} returns={returns} updateStatus={updateStatus} />
              <OrderCards orders={items} returns={returns} updateStatus={updateStatus} />
            </>
          }
        />
      )}
      <OrdersPager total={total} nextCursor={nextCursor} previousCursor={previousCursor} search={searchParams} />

      <dialog
        ref={dialog}
        aria-labelledby="status-dialog-heading"
        onClose={() => setInDialog(null)}
        className="m-auto w-[min(100%-1rem,28rem)] rounded-lg p-4 backdrop:bg-black/50"
      >
        {inDialog ? (
          <StatusChooser
            order={inDialog}
            returnTo={returnTo}
            headingId="status-dialog-heading"
            cancel={
              <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
                Cancel
              </button>
            }
          />
        ) : null}
      </dialog>
    </div>
  );
}

/**
 * Newer and older pages by keyset (decision 020): each link names the order the next page starts
 * after, so pages neither overlap nor skip while new orders arrive. A search shows no total: counting
 * all its matches would read them all.
 */
function OrdersPager({
  total,
  nextCursor,
  previousCursor,
  search,
}: {
  total: number | null;
  nextCursor: string | null;
  previousCursor: string | null;
  search: URLSearchParams;
}) {
  if (!nextCursor && !previousCursor && total === null) return null;
  const hrefFor = (key: "after" | "before", id: string) => {
    const params = new URLSearchParams(search);
    for (const old of ["page", "after", "before", "update"]) params.delete(old);
    params.set(key, id);
    return `?${params.toString()}`;
  };
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-2 text-sm">
      {previousCursor ? (
        <Link
          to={hrefFor("before", previousCursor)}
          className="rounded-md border border-neutral-300 px-3 py-2 font-medium"
          rel="prev"
        >
          Previous
        </Link>
      ) : (
        <span />
      )}
      {total !== null ? <span>{countOf(total, "order")}</span> : null}
      {nextCursor ? (
        <Link
          to={hrefFor("after", nextCursor)}
          className="rounded-md border border-neutral-300 px-3 py-2 font-medium"
          rel="next"
        >
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** Card charges that paid no order (paid twice, after a cancel, a wrong amount, an unknown reference): to settle or refund in Paystack. */
function UnmatchedCharges({ charges, total }: { charges: UnmatchedCharge[]; total: number }) {
  return (
    <section aria-labelledby="unmatched-heading" className="rounded-lg border border-red-300 bg-red-50 p-4">
      <h3 id="unmatched-heading" className="font-semibold">
        Card payments to settle or refund ({formatCount(total)})
      </h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {charges.map((charge) => (
          <li key={charge.reference}>
            <span className="font-semibold">{formatNaira(charge.amountKobo)}</span> · {charge.orderNumber ?? "no order"}{" "}
            · {charge.customerEmail ?? "no e-mail"} · {charge.reason} · reference {charge.reference} ·{" "}
            {formatShortDate(charge.createdAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatusChooser({
  order,
  returnTo,
  headingId,
  cancel,
}: {
  order: AdminOrderView;
  returnTo: string;
  headingId: string;
  cancel: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        Update Order Status
      </h3>
      <p>
        Order: <strong>{order.orderNumber}</strong>
      </p>
      <p>
        Current status: <strong>{order.status}</strong>
        <UnpaidMark order={order} />
      </p>
      <Form method="post" className="grid grid-cols-2 gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={order.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <StatusButtons
          status={order.status}
          next={nextStepOf(order)}
          cancelHref={`/admin/orders/${encodeURIComponent(order.orderNumber)}?cancel#order-status`}
        />
      </Form>
      <div className="flex justify-end">{cancel}</div>
    </div>
  );
}
