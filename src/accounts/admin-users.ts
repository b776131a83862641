import { desc, eq, sql, type SQL } from "drizzle-orm";
import { textFormOf } from "@/platform/form-fields";
import { z } from "zod";
import { requireAdmin, requireRoleAdmin } from "@/platform/access";
import { forgetSessions } from "@/accounts/sessions";
import { type CurrentUser } from "@/platform/access";
import { adminSessions, users } from "./tables";
import type { AppContext } from "@/platform/context";
import { AppError, notFound } from "@/platform/errors";
import { parseInput } from "@/platform/validation";
import { ROLES } from "@/shop/constants";
import { matchableId } from "@/db/ids";
import { containsPattern } from "@/db/like-pattern";
import { customerOrderFigures } from "@/orders/query-parts";
import { optionalText, pageSchema, paginate, type Page } from "@/db/paginate";
import type { adminUserResponse } from "./responses";

/** A customer as the admin sees them; never the password hash. */
export type AdminUser = z.infer<typeof adminUserResponse>;

export const userListSchema = pageSchema.extend({ search: optionalText(200) });
export const roleSchema = z.object({ role: z.enum(ROLES, { error: "Role must be customer or admin" }) });

/** The Users page's role form (decision 036). */
export const roleFormSchema = textFormOf(roleSchema);

const userColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  phone: users.phoneNumber,
  role: users.role,
  createdAt: users.createdAt,
  // Written qualified: drizzle leaves column names unqualified inside sql``, ambiguous in a correlated subquery.
  ...customerOrderFigures(sql`"users"."id"`),
};

function toAdminUser(
  row: { createdAt: Date; orderCount: number; spentKobo: string } & Omit<
    AdminUser,
    "createdAt" | "orderCount" | "spentKobo"
  >,
): AdminUser {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    orderCount: Number(row.orderCount),
    spentKobo: Number(row.spentKobo),
  };
}

/** Newest first; `search` matches name, e-mail or phone, case-insensitively. */
export async function listAdminUsers(
  ctx: AppContext,
  user: CurrentUser | null,
  query: unknown,
): Promise<Page<AdminUser>> {
  requireAdmin(user);
  const { page, limit, search } = parseInput(userListSchema, query);
  let where: SQL | undefined;
  if (search) {
    const pattern = containsPattern(search);
    where = sql`(lower(${users.fullName}) LIKE ${pattern} OR lower(${users.email}) LIKE ${pattern} OR ${users.phoneNumber} LIKE ${pattern})`;
  }
  return paginate(
    { page, limit },
    ctx.db.select(userColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
    ctx.db.$count(users, where),
    toAdminUser,
  );
}

/**
 * Makes someone an admin or a customer; only an admin by role may. An admin cannot demote themselves,
 * so the shop never locks itself out. Making someone a customer also ends the admin access they
 * opened with the admin code, in every sign-in: demoted means no admin pages from now on.
 */
export async function setUserRole(
  ctx: AppContext,
  user: CurrentUser | null,
  id: string,
  input: unknown,
): Promise<AdminUser> {
  const admin = requireRoleAdmin(user);
  const { role } = parseInput(roleSchema, input);
  const targetId = matchableId(id);
  if (targetId === admin.id && role !== "admin") {
    throw new AppError(409, "own_role", "You cannot remove your own admin role.");
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, targetId))
      .returning(userColumns);
    if (changed && role === "customer") await tx.delete(adminSessions).where(eq(adminSessions.userId, targetId));
    return changed;
  });
  if (!row) throw notFound("User not found");
  forgetSessions(ctx);
  return toAdminUser(row);
}
