import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { adminStorePages, updateStorePage, MAX_PAGE_TEXT_LENGTH, storePageFormSchema, storePageHref } from "@/store";
import { formText } from "@/platform/form-fields";
import { formValue } from "~/lib/form-contract";
import { FieldError } from "~/components/field-error";
import { boxClass } from "~/components/admin/form-field";
import { formError } from "~/lib/admin-action.server";
import { requireIntent } from "~/lib/form-intent.server";
import { requireAdminPage } from "~/lib/guards.server";
import { storeNameIn } from "~/lib/store-name";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.pages.$slug";

export function meta({ data: loaded, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const store = storeNameIn(matches);
  return [{ title: `${loaded ? `Edit ${loaded.page.title}` : "Page not found"} | Admin | ${store}` }];
}

async function pageOf(context: Route.LoaderArgs["context"], request: Request, slug: string) {
  const user = requireAdminPage(context, request);
  const page = (await adminStorePages(context.app, user)).find((p) => p.slug === slug);
  if (!page) throw data(null, { status: 404 });
  return { user, page };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { page } = await pageOf(context, request, params.slug);
  return { page };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, page } = await pageOf(context, request, params.slug);
  const form = await request.formData();
  requireIntent(form, ["save"]);
  const body = formText(form.get("body"));
  try {
    await updateStorePage(context.app, user, page.slug, formValue(storePageFormSchema, form));
  } catch (error) {
    return formError(error, { typed: body });
  }
  return redirectWithToast("/admin/pages", {
    kind: "success",
    message: body.trim() ? `${page.title} saved` : `${page.title} hidden from the shop`,
  });
}

const HINT_ID = "page-body-hint";

export default function AdminPageEditor({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const error = answer && "error" in answer ? (answer.fields?.body ?? answer.error) : undefined;
  const neverWritten = page.updatedAt === null;
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/pages" className="text-brand underline">
          Pages
        </Link>
      </nav>
      <h2 className="text-xl font-semibold">Edit {page.title}</h2>
      {neverWritten ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-neutral-800">
          This page is not on your shop yet. The text below is a suggestion: change what differs for your shop, then
          save to publish it.
        </p>
      ) : null}
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="save" />
        <label htmlFor="page-body" className="font-medium">
          Text
        </label>
        <textarea
          id="page-body"
          name="body"
          rows={18}
          maxLength={MAX_PAGE_TEXT_LENGTH}
          defaultValue={
            answer && "typed" in answer ? String(answer.typed) : neverWritten ? page.suggestedBody : page.body
          }
          aria-describedby={`${HINT_ID}${error ? " page-body-error" : ""}`}
          aria-invalid={error ? true : undefined}
          className={`${boxClass(Boolean(error))} font-mono text-sm`}
        />
        <FieldError id="page-body-error" message={error} />
        <div id={HINT_ID} className="text-sm text-neutral-700">
          <p>
            Plain text, or simple Markdown: a blank line starts a new paragraph, <code>## Heading</code>,{" "}
            <code>- item</code> or <code>1. item</code> for lists, <code>**bold**</code>, <code>*italic*</code> and{" "}
            <code>[words](https://…)</code> for a link (https, mailto:, tel: or a page of the shop such as{" "}
            <code>/pages/faq</code>). Leave it empty to hide the page.
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {page.body ? (
            <Link to={storePageHref(page.slug)} className="font-medium text-brand underline">
              View page
            </Link>
          ) : null}
          <button type="submit" disabled={saving} className="btn-primary">
            {saving ? "Saving..." : "Save Page"}
          </button>
        </div>
      </Form>
    </div>
  );
}
