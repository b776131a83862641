import { Hono } from "hono";
import type { HttpEnv } from "@/http/env";
import { readJson } from "@/http/json-body";
import { requireAdmin } from "@/accounts/guards";
import { AppError } from "@/platform/errors";
import { createNews, deleteNews, listAdminNews, updateNews } from "./news";
import { listSubscribers, subscribersCsv } from "./newsletter";
import { listAdminOrders, setOrderStatus, setPaymentStatus } from "./orders";
import { createProduct, deleteProduct, listAdminProducts, updateProduct } from "./products";
import { uploadImage } from "./uploads";
import { listAdminUsers, setUserRole } from "./users";
import { listUnmatchedCharges } from "@/payments/unmatched-charges";

/** The admin JSON API (DESIGN.md §4); every service checks the caller is an admin. */
export function adminRoutes(): Hono<HttpEnv> {
  const routes = new Hono<HttpEnv>();

  routes.get("/admin/products", async (c) => c.json(await listAdminProducts(c.var.app, c.var.user, c.req.query())));
  routes.post("/admin/products", async (c) => {
    const product = await createProduct(c.var.app, c.var.user, await readJson(c));
    return c.json({ product }, 201);
  });
  routes.patch("/admin/products/:id", async (c) => {
    const product = await updateProduct(c.var.app, c.var.user, c.req.param("id"), await readJson(c));
    return c.json({ product });
  });
  routes.delete("/admin/products/:id", async (c) => {
    await deleteProduct(c.var.app, c.var.user, c.req.param("id"));
    return c.json({ ok: true });
  });

  routes.post("/admin/uploads", async (c) => {
    // Checked before the body is read, so a visitor's upload is refused without parsing it.
    requireAdmin(c.var.user);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError(400, "bad_request", "Send the image as multipart/form-data in the field \"file\".");
    }
    return c.json(await uploadImage(c.var.app, c.var.user, form.file));
  });

  routes.get("/admin/orders", async (c) => c.json(await listAdminOrders(c.var.app, c.var.user, c.req.query())));
  routes.patch("/admin/orders/:id", async (c) => {
    const order = await setOrderStatus(c.var.app, c.var.user, c.req.param("id"), await readJson(c));
    return c.json({ order });
  });
  routes.patch("/admin/orders/:id/payment", async (c) => {
    const order = await setPaymentStatus(c.var.app, c.var.user, c.req.param("id"), await readJson(c));
    return c.json({ order });
  });

  routes.get("/admin/unmatched-charges", async (c) => c.json(await listUnmatchedCharges(c.var.app, c.var.user, c.req.query())));

  routes.get("/admin/users", async (c) => c.json(await listAdminUsers(c.var.app, c.var.user, c.req.query())));
  routes.patch("/admin/users/:id", async (c) => {
    const user = await setUserRole(c.var.app, c.var.user, c.req.param("id"), await readJson(c));
    return c.json({ user });
  });

  routes.get("/admin/news", async (c) => c.json(await listAdminNews(c.var.app, c.var.user, c.req.query())));
  routes.post("/admin/news", async (c) => {
    const post = await createNews(c.var.app, c.var.user, await readJson(c));
    return c.json({ post }, 201);
  });
  routes.patch("/admin/news/:id", async (c) => {
    const post = await updateNews(c.var.app, c.var.user, c.req.param("id"), await readJson(c));
    return c.json({ post });
  });
  routes.delete("/admin/news/:id", async (c) => {
    await deleteNews(c.var.app, c.var.user, c.req.param("id"));
    return c.json({ ok: true });
  });

  routes.get("/admin/newsletter", async (c) => {
    if (c.req.query("format") === "csv") {
      const csv = await subscribersCsv(c.var.app, c.var.user);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
        "Cache-Control": "no-store",
      });
    }
    return c.json(await listSubscribers(c.var.app, c.var.user, c.req.query()));
  });

  return routes;
}
