import { Form, useSearchParams } from "react-router";
import { listAdminUsers, roleFormSchema, setUserRole } from "@/accounts";
import { formValue } from "~/lib/form-contract";
import { ROLE_ADMINS_ONLY_MESSAGE } from "@/platform/access";
import { formatShortDate } from "@/shop/dates";
import { AdminSearch } from "~/components/admin/admin-search";
import { AdminTable } from "~/components/admin/admin-table";
import { Pager } from "~/components/admin/pager";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { changeAndReturn, returnPath } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/guards.server";
import type { Route } from "./+types/admin.users";
import { formText } from "@/platform/form-fields";
import { storeNameIn } from "~/lib/store-name";
import { formatCount } from "@/shop/counts";

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

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, limit, me, canChangeRoles } = loaderData;
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.toString() ? `${BASE}?${searchParams.toString()}` : BASE;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Users</h2>
      <AdminSearch id="user-search" label="Search users" placeholder="Search by name, email or phone..." />
      <p className="text-sm text-neutral-700">{formatCount(total)} users</p>
      {!canChangeRoles && (
        <p className="rounded-md border border-neutral-300 bg-neutral-50 p-3 text-sm">{ROLE_ADMINS_ONLY_MESSAGE}</p>
      )}
      <AdminTable
        label="Users table"
        headings={["Name", "Email", "Phone", "Role", "Joined", "Orders", "Actions"]}
        emptyText="No users found"
        isEmpty={items.length === 0}
        minWidthClass="min-w-[48rem]"
      >
        {items.map((user) => {
          const next = user.role === "admin" ? "customer" : "admin";
          const self = user.id === me;
          return (
            <tr key={user.id} className="border-t border-neutral-200">
              <td className="px-3 py-2 font-medium">{user.fullName}</td>
              <td className="px-3 py-2">{user.email}</td>
              <td className="px-3 py-2 whitespace-nowrap">{user.phone}</td>
              <td className="px-3 py-2">
                <span
                  className={`rounded px-2 py-0.5 text-xs font-bold ${user.role === "admin" ? "bg-brand text-white" : "bg-neutral-100 text-neutral-900"}`}
                >
                  {user.role === "admin" ? "Admin" : "Customer"}
                </span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatShortDate(user.createdAt)}</td>
              <td className="px-3 py-2">{user.orderCount}</td>
              <td className="px-3 py-2">
                {self ? (
                  <span className="text-xs text-neutral-700">You</span>
                ) : !canChangeRoles ? (
                  <span className="text-xs text-neutral-700">—</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="id" value={user.id} />
                    <input type="hidden" name="name" value={user.fullName} />
                    <input type="hidden" name="role" value={next} />
                    <input type="hidden" name="returnTo" value={returnTo} />
                    <button
                      type="submit"
                      className="rounded-md border border-neutral-400 px-3 py-1.5 font-semibold whitespace-nowrap"
                      aria-label={`Make ${user.fullName} ${next === "admin" ? "an admin" : "a customer"}`}
                    >
                      {next === "admin" ? "Make admin" : "Make customer"}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <Pager page={page} limit={limit} total={total} search={searchParams} />
    </div>
  );
}
