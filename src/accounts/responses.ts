// The accounts' JSON answers as zod schemas: the User and AdminUser components of /api/v1/openapi.json
// and the check of every real answer in tests (src/http/response-contract.ts). Server-only.
import { z } from "@hono/zod-openapi";
import { dateTime, emailAddress, kobo, listOf } from "@/http/openapi-route";
import { ROLES } from "@/shop/constants";

export const userResponse = z
  .object({
    id: z.string(),
    email: emailAddress,
    fullName: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    isAdmin: z.boolean(),
    adminSessionExpiresAt: dateTime.nullable(),
  })
  .openapi("User");

export const sessionResponse = z.object({ user: userResponse, token: z.string() });
export const meResponse = z.object({ user: userResponse });
export const adminCodeResponse = z.object({ adminSessionExpiresAt: dateTime });
export const passwordResetRequestedResponse = z.object({ ok: z.literal(true), message: z.string() });

/** A user as the admin's list shows them: no admin-session fields, with their orders counted and what those not cancelled came to. */
export const adminUserResponse = z
  .object({
    id: z.string(),
    email: emailAddress,
    fullName: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    createdAt: dateTime,
    orderCount: z.number().int(),
    spentKobo: kobo,
  })
  .openapi("AdminUser");
export const adminUserListResponse = listOf(adminUserResponse);
export const oneAdminUserResponse = z.object({ user: adminUserResponse });
