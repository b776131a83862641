import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { listAdminUsers, roleFormSchema, setUserRole } from "@/accounts";
import { formValue } from "~/lib/form-contract";
import { ROLE_ADMINS_ONLY_MESSAGE } from "@/platform/access";
import { formatShortDate } from "@/shop/dates";
import { AdminSearch } from "~/components/admin/admin-search";
import { DesktopTable, PhoneCards } from "~/components/admin/admin-table";
import { CustomerPhone } from "~/components/admin/customer-phone";
import { Pager } from "~/components/admin/pager";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { changeAndReturn, returnPath } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/guards.server";
import type { Route } from "./+types/admin.users";
import { formText } from "@/platform/form-fields";
import { storeNameIn } from "~/lib/store-name";
import { countOf } from "@/shop/counts";
import { formatNaira } from "@/shop/money";

const PAGE_SIZE = 20;
const BASE = "/admin/users";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `Users | Admin | ${store}` },
    { name: "description", content: `Find ${store} customers and choose who is an admin.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const params = new URL(request.url).searchParams;
  const query = { search: params.get("search") ?? "", page: params.get("page") ?? 1, limit: PAGE_SIZE };
  const list = await listOrFirstPage((asked) => listAdminUsers(context.app, user, asked), query);
  // Roles are lasting power: only role admins change them (platform/access.ts), so a code-only admin sees no buttons.
  return { ...list, me: user.id, canChangeRoles: user.role === "admin" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  const role = formText(form.get("role"));
  const name = formText(form.get("name")) || "The user";
  return changeAndReturn(
    returnPath(form, BASE),
    async () => setUserRole(context.app, user, formText(form.get("id")), formValue(roleFormSchema, form)),
    {
      success: `${name} is now ${role === "admin" ? "an admin" : "a customer"}`,
      failure: "Failed to change role",
    },
    context,
  );
}

type UserRow = Route.ComponentProps["loaderData"]["items"][number];

/** What an admin may do, said before the change: it is lasting power over the whole shop. */
const ADMIN_POWERS = "An admin can change products, prices, orders, store settings and who else is an admin.";

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, limit, me, canChangeRoles } = loaderData;
  const [searchParams] = useSearchParams();
  const returnTo = usersHref(searchParams, null);
  const promoting = canChangeRoles ? items.find((user) => user.id === searchParams.get("promote")) : undefined;
  const action = (user: UserRow) => (
    <RoleAction
      user={user}
      self={user.id === me}
      canChangeRoles={canChangeRoles}
      returnTo={returnTo}
      askHref={usersHref(searchParams, user.id)}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Users</h2>
      <AdminSearch id="user-search" label="Search users" placeholder="Search by name, email or phone..." />
      <p className="text-sm text-neutral-700">{countOf(total, "user")}</p>
      {!canChangeRoles && (
        <p className="rounded-md border border-neutral-300 bg-neutral-50 p-3 text-sm">{ROLE_ADMINS_ONLY_MESSAGE}</p>
      )}
      {promoting ? <PromoteConfirmation user={promoting} returnTo={returnTo} /> : null}
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">No users found</p>
      ) : (
        <>
          <UsersTable users={items} action={action} />
          <UserCards users={items} action={action} />
        </>
      )}
      <Pager page={page} limit={limit} total={total} search={searchParams} />
    </div>
  );
}

/** This list's address as it is (search, page), asking to make `promote` an admin, or not asking. */
function usersHref(search: URLSearchParams, promote: string | null): string {
  const next = new URLSearchParams(search);
  if (promote) next.set("promote", promote);
  else next.delete("promote");
  const query = next.toString();
  return query ? `${BASE}?${query}` : BASE;
}

function RoleBadge({ role }: { role: UserRow["role"] }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-bold ${role === "admin" ? "bg-brand text-white" : "bg-neutral-100 text-neutral-900"}`}
    >
      {role === "admin" ? "Admin" : "Customer"}
    </span>
  );
}

/** What the customer's orders not cancelled came to, or nothing before their first. */
function Spent({ user }: { user: UserRow }) {
  return user.orderCount === 0 ? "—" : formatNaira(user.spentKobo);
}

/** How many orders the user placed, leading to them in the orders list (found by their e-mail). */
function OrdersOf({ user }: { user: UserRow }) {
  const count = countOf(user.orderCount, "order");
  if (user.orderCount === 0) return <>{count}</>;
  return (
    <Link
      to={`/admin/orders?search=${encodeURIComponent(user.email)}`}
      className="text-brand underline"
      aria-label={`${count} by ${user.fullName}`}
    >
      {count}
    </Link>
  );
}

/** The users at desktop width, one row each. */
function UsersTable({ users, action }: { users: UserRow[]; action: (user: UserRow) => ReactNode }) {
  return (
    <DesktopTable label="Users table" headings={["Name", "Contact", "Role", "Joined", "Orders", "Spent", "Actions"]}>
      {users.map((user) => (
        <tr key={user.id} className="border-t border-neutral-200">
          <td className="px-3 py-2 font-medium">{user.fullName}</td>
          <td className="px-3 py-2">
            <p className="[overflow-wrap:anywhere]">{user.email}</p>
            {user.phone ? <CustomerPhone phone={user.phone} /> : null}
          </td>
          <td className="px-3 py-2">
            <RoleBadge role={user.role} />
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{formatShortDate(user.createdAt)}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            <OrdersOf user={user} />
          </td>
          <td className="px-3 py-2 font-semibold whitespace-nowrap">
            <Spent user={user} />
          </td>
          <td className="px-3 py-2">{action(user)}</td>
        </tr>
      ))}
    </DesktopTable>
  );
}

/** The users on a phone or a tablet: one card each, with what the table's row says. */
function UserCards({ users, action }: { users: UserRow[]; action: (user: UserRow) => ReactNode }) {
  return (
    <PhoneCards label="Users" items={users} nameOf={(user) => user.fullName}>
      {(user) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium">{user.fullName}</p>
            <RoleBadge role={user.role} />
          </div>
          <p className="break-all text-neutral-700">{user.email}</p>
          {user.phone ? <CustomerPhone phone={user.phone} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-neutral-700">
              Joined {formatShortDate(user.createdAt)} · <OrdersOf user={user} />
              {user.orderCount > 0 && (
                <>
                  {" · "}
                  <strong className="font-semibold text-neutral-900">
                    <Spent user={user} />
                  </strong>{" "}
                  spent
                </>
              )}
            </p>
            {action(user)}
          </div>
        </>
      )}
    </PhoneCards>
  );
}

/**
 * Making someone an admin is asked first (`?promote=id`, on the page, with or without JavaScript); making an admin a
 * customer again takes power away, so it is done at once.
 */
function RoleAction(props: {
  user: UserRow;
  self: boolean;
  canChangeRoles: boolean;
  returnTo: string;
  askHref: string;
}) {
  const { user } = props;
  if (props.self) return <span className="text-xs text-neutral-700">You</span>;
  if (!props.canChangeRoles) return <span className="text-xs text-neutral-700">—</span>;
  const button =
    "inline-flex min-h-11 items-center rounded-md border border-neutral-400 px-3 font-semibold whitespace-nowrap";
  if (user.role !== "admin") {
    return (
      <Link to={props.askHref} className={button} aria-label={`Make ${user.fullName} an admin`}>
        Make admin
      </Link>
    );
  }
  return (
    <RoleForm user={user} becomes="customer" returnTo={props.returnTo}>
      <button type="submit" className={button} aria-label={`Make ${user.fullName} a customer`}>
        Make customer
      </button>
    </RoleForm>
  );
}

function RoleForm(props: { user: UserRow; becomes: UserRow["role"]; returnTo: string; children: ReactNode }) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="id" value={props.user.id} />
      <input type="hidden" name="name" value={props.user.fullName} />
      <input type="hidden" name="role" value={props.becomes} />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      {props.children}
    </Form>
  );
}

function PromoteConfirmation({ user, returnTo }: { user: UserRow; returnTo: string }) {
  return (
    <section aria-labelledby="promote-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="promote-heading" className="font-semibold">
        Make {user.fullName} an admin?
      </h3>
      <p className="mt-1 text-sm">
        {ADMIN_POWERS} ({user.email})
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <RoleForm user={user} becomes="admin" returnTo={returnTo}>
          <button type="submit" className="btn-primary">
            Yes, make admin
          </button>
        </RoleForm>
        <Link to={returnTo} className="btn-secondary">
          Keep as customer
        </Link>
      </div>
    </section>
  );
}
