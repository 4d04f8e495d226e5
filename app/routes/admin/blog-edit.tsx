import { ExternalLink } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/blog-edit";
import {
  blogCategoryOptions,
  createPost,
  findAdminPost,
  updatePost,
  type SavePostResult,
} from "~/features/blog/post-admin.server";
import { adminMeta } from "~/ui/admin/meta";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { BlogPostForm } from "~/features/blog/post-editor";
import { ButtonLink } from "~/ui/button";
import { useToast } from "~/ui/toaster";
import {
  BLOG_POST_MAX_BODY_BYTES,
  blogPostFormValues,
  blogPostMessages,
  echoBlogPostValues,
  newBlogPostValues,
  parseBlogPostForm,
  type BlogPostFieldErrors,
  type BlogPostFormValues,
} from "~/features/blog/post-form";
import { readFormBody } from "~/platform/forms/form-data.server";
import { logger } from "~/platform/logger.server";
import type { Toast } from "~/platform/toast";
import { redirectWithToast } from "~/platform/toast.server";
import { postPath } from "~/features/blog/paths";

/**
 * /admin/blog/new (create) and /admin/blog/:id (edit): one module, two modes.
 * Saving returns to the refreshed list with its toast; a refused save answers
 * 400 with the field errors and what was typed.
 */

function postIdOf(params: Route.LoaderArgs["params"]): string | null {
  return "id" in params && typeof params.id === "string" ? params.id : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const id = postIdOf(params);
  if (id === null) {
    return {
      mode: "create" as const,
      id: null,
      found: true,
      values: newBlogPostValues,
      categories: blogCategoryOptions(),
      publicPath: null,
    };
  }
  const post = await findAdminPost(context.db, id);
  if (!post) {
    return data(
      {
        mode: "edit" as const,
        id,
        found: false,
        values: newBlogPostValues,
        categories: [],
        publicPath: null,
      },
      { status: 404 },
    );
  }
  const values: BlogPostFormValues = {
    title: post.title,
    slug: post.slug,
    locale: post.locale,
    excerpt: post.excerpt ?? "",
    category: post.category,
    author: post.author ?? "",
    imageUrl: post.imageUrl ?? "",
    published: post.published,
    featured: post.featured,
    content: post.content,
  };
  return {
    mode: "edit" as const,
    id,
    found: true,
    values,
    categories: blogCategoryOptions(post.category),
    publicPath: post.published ? postPath(post.slug, post.locale) : null,
  };
}

type ActionResult = {
  toast: Toast;
  values: BlogPostFormValues;
  fieldErrors: BlogPostFieldErrors;
  formError?: string;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const id = postIdOf(params);
  const failed = (
    status: number,
    values: BlogPostFormValues,
    fieldErrors: BlogPostFieldErrors,
    formError?: string,
  ) =>
    data<ActionResult>(
      {
        toast: {
          type: "error",
          title: "Failed to save blog post",
          description: formError ?? "Please correct the highlighted fields.",
        },
        values,
        fieldErrors,
        ...(formError ? { formError } : {}),
      },
      { status },
    );

  const body = await readFormBody(request, BLOG_POST_MAX_BODY_BYTES);
  if (!body.ok) {
    return failed(
      body.status,
      newBlogPostValues,
      {},
      body.status === 413
        ? "The post is too large to save. Shorten the content and try again."
        : "The form could not be read. Please try again.",
    );
  }
  const values = echoBlogPostValues(body.formData);
  const parsed = parseBlogPostForm(blogPostFormValues(body.formData));
  if (!parsed.success) return failed(400, values, parsed.fieldErrors);

  const actor = { id: editor.id, email: editor.email };
  let result: SavePostResult;
  try {
    result =
      id === null
        ? await createPost(context.db, { input: parsed.data, actor })
        : await updatePost(context.db, { id, input: parsed.data, actor });
  } catch (error) {
    logger.error({ err: error, id }, "blog post save failed");
    return failed(500, values, {}, "The post could not be saved. Please try again in a moment.");
  }

  switch (result.kind) {
    case "slug-taken":
      return failed(
        409,
        { ...values, slug: result.slug },
        {
          slug: blogPostMessages.slugTaken(result.slug),
        },
      );
    case "not-found":
      return failed(
        404,
        values,
        {},
        "This blog post no longer exists. Someone may have deleted it.",
      );
    case "saved":
      return redirectWithToast("/admin/blog", {
        type: "success",
        title: id === null ? "Blog post created successfully" : "Blog post updated successfully",
        description: parsed.data.title,
      });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "create" ? "New Blog Post" : "Edit Blog Post");

export default function AdminBlogEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, id, found, categories, publicPath } = loaderData;
  useToast(actionData?.toast);

  if (!found) {
    return (
      <AdminCard
        title="Blog post not found"
        description="This blog post does not exist. It may have been deleted."
      >
        <ButtonLink to="/admin/blog">Back to Blog Posts</ButtonLink>
      </AdminCard>
    );
  }
  const values = actionData?.values ?? loaderData.values;
  return (
    <div className="space-y-4">
      {publicPath ? (
        <p className="text-sm">
          <a
            href={publicPath}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-2"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            View this post on the site
          </a>
        </p>
      ) : null}
      <BlogPostForm
        // A new form for another post; the same one keeps what was typed.
        key={id ?? "new"}
        mode={mode}
        values={values}
        categories={categories}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
      />
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
