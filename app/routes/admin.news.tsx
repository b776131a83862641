import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { CheckedForm } from "~/components/checked-form";
import { deleteNews, listAdminNews, saveNewsWithImage, updateNews, type AdminNewsPost, newsFormSchema } from "@/news";
import { formatShortDate } from "@/shop/dates";
import { Pager } from "~/components/admin/pager";
import { listOrFirstPage } from "~/lib/admin-list.server";
import { changeAndReturn, formError, returnPath } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/guards.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireIntent } from "~/lib/form-intent.server";
import type { Route } from "./+types/admin.news";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";
import { FieldError } from "~/components/field-error";
import { AdminField, AdminFormSection, boxClass, FILE_BOX_CLASS } from "~/components/admin/form-field";
import { useAnsweredForm } from "~/lib/form-errors";
import { formRefusal, parseForm } from "~/lib/form-contract";
import { formText } from "@/platform/form-fields";
import { storeNameIn } from "~/lib/store-name";

const FIELDS = ["title", "body"] as const;

const PAGE_SIZE = 20;
const BASE = "/admin/news";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [
    { title: `News Feed | Admin | ${store}` },
    { name: "description", content: `Write, publish and unpublish the ${store} store's news posts.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdminPage(context, request);
  const params = new URL(request.url).searchParams;
  const list = await listOrFirstPage((query) => listAdminNews(context.app, user, query), {
    page: params.get("page") ?? 1,
    limit: PAGE_SIZE,
  });
  const pick = (key: string) => list.items.find((post) => post.id === params.get(key)) ?? null;
  return { ...list, editing: pick("edit"), deleting: pick("delete") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdminPage(context, request);
  const form = await request.formData();
  const back = returnPath(form, BASE);
  const id = formText(form.get("id"));
  const intent = requireIntent(form, ["save", "delete", "publish", "unpublish"]);
  if (intent === "delete") {
    return changeAndReturn(
      back,
      () => deleteNews(context.app, user, id),
      { success: "News post deleted", failure: "Failed to delete news post" },
      context,
    );
  }
  if (intent === "publish" || intent === "unpublish") {
    const isPublished = intent === "publish";
    return changeAndReturn(
      back,
      () => updateNews(context.app, user, id, { isPublished }),
      {
        success: isPublished ? "News post published" : "News post unpublished",
        failure: "Failed to update news post",
      },
      context,
    );
  }
  const parsed = parseForm(newsFormSchema, form);
  if (!parsed.value) return formRefusal(parsed);
  try {
    await saveNewsWithImage(context.app, user, id || null, parsed.value);
  } catch (error) {
    return formError(error);
  }
  return redirectWithToast(back, { kind: "success", message: id ? "News post updated" : "News post created" });
}

function NewsForm({ post, returnTo }: { post: AdminNewsPost | null; returnTo: string }) {
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const prefix = post ? "edit-post" : "new-post";
  const id = (name: string) => `${prefix}-${name}`;
  // The service's own rules (src/news/news-schema.ts): an empty title or body is said beside it
  // before the upload starts; without JavaScript the action answers with the same messages.
  const form = useAnsweredForm({
    fields: FIELDS,
    answer: actionData && "error" in actionData ? actionData : null,
    loadValidate: () => import("~/lib/admin-form-checks").then((checks) => checks.checkNewsForm),
    idPrefix: `${prefix}-`,
  });
  const error = form.message;
  const box = (name: (typeof FIELDS)[number]) => ({
    ...form.field(name),
    className: boxClass(Boolean(form.errors[name])),
  });
  return (
    <CheckedForm checks={form} onFocus={form.onFocus} encType="multipart/form-data" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {post ? <input type="hidden" name="id" value={post.id} /> : null}
      <AdminField label="Title" htmlFor={id("title")}>
        <input id={id("title")} name="title" required maxLength={200} defaultValue={post?.title} {...box("title")} />
        <FieldError id={form.errorId("title")} message={form.errors.title} />
      </AdminField>
      <AdminField label="Body" htmlFor={id("body")}>
        <textarea
          id={id("body")}
          name="body"
          required
          rows={5}
          maxLength={20000}
          defaultValue={post?.body}
          {...box("body")}
        />
        <FieldError id={form.errorId("body")} message={form.errors.body} />
      </AdminField>
      <AdminField label="Image (optional)" htmlFor={id("image")}>
        {post?.imageUrl ? (
          <div className="flex items-center gap-3">
            <img src={post.imageUrl} alt="Current cover" className="h-16 w-16 rounded object-cover" />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="removeImage" /> Remove image
            </label>
          </div>
        ) : null}
        <input id={id("image")} name="image" type="file" accept="image/*" className={FILE_BOX_CLASS} />
      </AdminField>
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" name="isPublished" defaultChecked={post?.isPublished ?? false} />
        Published
      </label>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {post ? (
          <Link to={returnTo} className="btn-secondary">
            Cancel
          </Link>
        ) : null}
        <button type="submit" disabled={saving} className="btn-primary">
          {saving ? "Saving..." : post ? "Update Post" : "Create Post"}
        </button>
      </div>
    </CheckedForm>
  );
}

export default function AdminNewsPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, limit, editing, deleting } = loaderData;
  const [searchParams] = useSearchParams();
  const params = new URLSearchParams(searchParams);
  params.delete("edit");
  params.delete("delete");
  const returnTo = params.toString() ? `${BASE}?${params.toString()}` : BASE;
  const hrefWith = (key: string, id: string) => {
    const next = new URLSearchParams(params);
    next.set(key, id);
    return `?${next.toString()}`;
  };
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">News Feed</h2>
      <AdminFormSection headingId="news-form-heading" heading={editing ? "Edit Post" : "New Post"}>
        <NewsForm key={editing?.id ?? "new"} post={editing} returnTo={returnTo} />
      </AdminFormSection>

      {deleting ? (
        <DeleteConfirmation
          headingId="delete-post-heading"
          heading="Delete post"
          name={deleting.title}
          id={deleting.id}
          returnTo={returnTo}
        />
      ) : null}

      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-8 text-center">No news posts yet</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="News posts">
          {items.map((post) => (
            <li key={post.id} className="flex flex-col gap-2 rounded-lg border border-neutral-300 p-3 sm:flex-row">
              {post.imageUrl ? (
                <img src={post.imageUrl} alt="" className="h-20 w-20 shrink-0 rounded object-cover" loading="lazy" />
              ) : null}
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold">{post.title}</h3>
                <p className="line-clamp-2 text-sm text-neutral-700">{post.body}</p>
                <p className="mt-1 text-xs">
                  <span
                    className={`rounded px-2 py-0.5 font-bold ${post.isPublished ? "bg-green-100 text-green-900" : "bg-neutral-100 text-neutral-900"}`}
                  >
                    {post.isPublished ? "Published" : "Draft"}
                  </span>{" "}
                  {post.publishedAt
                    ? `on ${formatShortDate(post.publishedAt)}`
                    : `written ${formatShortDate(post.createdAt)}`}
                </p>
              </div>
              <div className="flex flex-wrap items-start gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value={post.isPublished ? "unpublish" : "publish"} />
                  <input type="hidden" name="id" value={post.id} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                  <button
                    type="submit"
                    className="rounded-md border border-neutral-400 px-3 py-1.5 text-sm font-semibold"
                    aria-label={`${post.isPublished ? "Unpublish" : "Publish"} ${post.title}`}
                  >
                    {post.isPublished ? "Unpublish" : "Publish"}
                  </button>
                </Form>
                <Link
                  to={hrefWith("edit", post.id)}
                  className="rounded-md border border-neutral-400 px-3 py-1.5 text-sm font-semibold"
                  aria-label={`Edit ${post.title}`}
                >
                  Edit
                </Link>
                <Link
                  to={hrefWith("delete", post.id)}
                  className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800"
                  aria-label={`Delete ${post.title}`}
                >
                  Delete
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} limit={limit} total={total} search={searchParams} />
    </div>
  );
}
