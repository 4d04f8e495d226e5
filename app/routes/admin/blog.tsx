import { Pencil, Plus, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/blog";
import {
  blogCategoryLabel,
  deletePost,
  listAdminPosts,
  setPostPublished,
} from "~/features/blog/post-admin.server";
import { adminMeta } from "~/ui/admin/meta";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { PostStatusBadges } from "~/features/blog/post-badges";
import { postStatus } from "~/features/blog/post-status";
import { staffDateTimeFormat } from "~/platform/clinic";
import { Button, ButtonLink } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { blogPostListSchema } from "~/features/blog/post-form";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { localeLabels } from "~/i18n/locales";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import { postPath } from "~/features/blog/paths";
import { movedToTrashText } from "~/features/trash/index.server";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";

const LIST_PATH = "/admin/blog";
const MAX_BODY_BYTES = 2 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  try {
    const posts = await listAdminPosts(context.db);
    const now = new Date();
    return {
      posts: posts.map((post) => ({
        ...post,
        status: postStatus(post, now),
        dateText: staffDateTimeFormat.format(post.publishAt),
        categoryLabel: blogCategoryLabel(post.category),
        publicPath: postPath(post.slug, post.locale),
      })),
      failed: false,
      toast: null,
    };
  } catch (error) {
    logger.error({ err: error }, "admin blog post list query failed");
    const toast: Toast = { type: "error", title: "Failed to fetch blog posts" };
    return { posts: [], failed: true, toast };
  }
}

/** A refused change: the message on the page, and the same in the error toast. */
function failure(title: string, error: string, status: number) {
  return dataWithToast({ error }, { type: "error", title, description: error }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const submission = body.ok ? parseSubmission(body.formData, blogPostListSchema) : null;
  if (!submission?.success) {
    return failure(
      "Failed to update blog post",
      "The request was not understood. Please try again.",
      400,
    );
  }
  const actor = { id: editor.id, email: editor.email };
  const gone = "This blog post no longer exists. Someone may have deleted it.";

  if (submission.data.intent === "set-published") {
    const published = submission.data.published === "true";
    try {
      const result = await setPostPublished(context.db, {
        id: submission.data.id,
        published,
        actor,
      });
      if (result.kind === "not-found") return failure("Failed to update blog post", gone, 404);
      return redirectWithToast(LIST_PATH, {
        type: "success",
        title: published
          ? "Blog post published successfully"
          : "Blog post unpublished successfully",
        description: result.title,
      });
    } catch (error) {
      logger.error({ err: error, id: submission.data.id }, "blog post publish change failed");
      return failure("Failed to update blog post", "Please try again in a moment.", 500);
    }
  }

  try {
    const result = await deletePost(context.db, { id: submission.data.id, actor });
    if (result.kind === "not-found") return failure("Failed to delete blog post", gone, 404);
    return redirectWithToast(LIST_PATH, {
      type: "success",
      title: "Blog post deleted successfully",
      description: movedToTrashText(result.title),
    });
  } catch (error) {
    logger.error({ err: error, id: submission.data.id }, "blog post delete failed");
    return failure("Failed to delete blog post", "Please try again in a moment.", 500);
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Blog Posts");

export default function AdminBlogPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, failed } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === LIST_PATH;
  const published = posts.filter((post) => post.status === "published").length;
  const scheduled = posts.filter((post) => post.status === "scheduled").length;

  return (
    <div className="space-y-6">
      <AdminAlertRegion
        message={
          actionData?.error ??
          (failed
            ? "The blog posts could not be loaded. Please reload the page in a moment."
            : null)
        }
      />
      <AdminCard
        title={`All posts (${posts.length})`}
        description={`${published} published${scheduled > 0 ? `, ${scheduled} scheduled` : ""}. Newest first. Published posts appear on Health Tips in their language; scheduled ones at their time (Orlando).`}
        actions={
          <ButtonLink to="/admin/blog/new" variant="primary">
            <Plus className="size-4" aria-hidden="true" />
            New Blog Post
          </ButtonLink>
        }
      >
        {posts.length === 0 ? (
          <p className="text-slate-600">
            {failed ? "No posts to show." : "No blog posts yet. Write the first one."}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Blog posts">
            {posts.map((post) => (
              <li
                key={post.id}
                className="flex flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between"
              >
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-slate-900">{post.title}</h3>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-600">
                    <PostStatusBadges status={post.status} featured={post.featured} />
                    <span>{localeLabels[post.locale]}</span>
                    <span>{post.categoryLabel}</span>
                    <span>
                      {post.status === "scheduled" ? "Appears " : ""}
                      <time dateTime={new Date(post.publishAt).toISOString()}>{post.dateText}</time>
                    </span>
                    {post.status === "published" ? (
                      <a
                        href={post.publicPath}
                        aria-label={`View on site: ${post.title}`}
                        className="font-medium text-brand-800 underline underline-offset-2"
                      >
                        View on site
                      </a>
                    ) : null}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="set-published" />
                    <input type="hidden" name="id" value={post.id} />
                    <input type="hidden" name="published" value={String(!post.published)} />
                    <Button
                      type="submit"
                      variant="secondary"
                      disabled={busy}
                      aria-label={`${post.published ? "Unpublish" : "Publish"}: ${post.title}`}
                    >
                      {post.published ? "Unpublish" : "Publish"}
                    </Button>
                  </Form>
                  <ButtonLink
                    to={`/admin/blog/${post.id}`}
                    variant="secondary"
                    aria-label={`Edit: ${post.title}`}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    Edit
                  </ButtonLink>
                  <ConfirmDialog
                    triggerVariant="ghost"
                    trigger={
                      <>
                        <Trash2 className="size-4" aria-hidden="true" />
                        <span className="sr-only">Delete: {post.title}</span>
                      </>
                    }
                    title="Delete blog post"
                    description={`Are you sure you want to delete this blog post? "${post.title}" will be removed from the site and kept in the Trash, from which it can be restored.`}
                    confirmLabel="Delete"
                    fields={{ intent: "delete", id: post.id }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
