import { Pencil, Plus, Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { pageHref, pageNumberFrom } from "~/platform/paging";
import { ADMIN_POST_PAGE_SIZE, MAX_POST_SEARCH_LENGTH } from "~/features/blog/admin-post-list";
import { AdminPager } from "~/ui/admin/admin-pager";
import { AdminSearch } from "~/ui/admin/admin-search";
import type { Route } from "./+types/blog";
import {
  blogCategoryLabel,
  deletePost,
  listAdminPostPage,
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

/** The list's search and page in its URL: kept through a publish or a delete. */
function placeOf(request: Request) {
  const params = new URL(request.url).searchParams;
  return {
    query: (params.get("q") ?? "").slice(0, MAX_POST_SEARCH_LENGTH),
    page: pageNumberFrom(params.get("page")),
  };
}

function listHref({ query, page }: { query: string; page: number }) {
  return pageHref(LIST_PATH, { q: query.trim() || null }, page);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const place = placeOf(request);
  try {
    const list = await listAdminPostPage(context.db, place);
    const now = new Date();
    return {
      ...list,
      query: place.query,
      posts: list.posts.map((post) => ({
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
    return {
      posts: [],
      matches: 0,
      total: 0,
      published: 0,
      scheduled: 0,
      page: 1,
      pageCount: 1,
      query: place.query,
      failed: true,
      toast,
    };
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
      return redirectWithToast(listHref(placeOf(request)), {
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
    return redirectWithToast(listHref(placeOf(request)), {
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
  const { posts, failed, matches, total, published, scheduled, page, pageCount, query } =
    loaderData;
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    new URL(navigation.formAction, "http://portal").pathname === LIST_PATH;
  const first = (page - 1) * ADMIN_POST_PAGE_SIZE + 1;

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
        title={`All posts (${total})`}
        description={`${published} published${scheduled > 0 ? `, ${scheduled} scheduled` : ""}. Newest first. Published posts appear on Health Tips in their language; scheduled ones at their time (Orlando).`}
        actions={
          <ButtonLink to="/admin/blog/new" variant="primary">
            <Plus className="size-4" aria-hidden="true" />
            New Blog Post
          </ButtonLink>
        }
      >
        <AdminSearch
          id="blog-admin-search"
          label="Blog posts"
          placeholder="Search by title or address"
          query={query}
          maxLength={MAX_POST_SEARCH_LENGTH}
          className="mb-4"
        />
        {query || pageCount > 1 ? (
          <p role="status" className="mb-2 text-sm text-slate-700">
            {query
              ? `${matches === 1 ? "1 post matches" : `${matches} posts match`} "${query.trim()}".`
              : ""}
            {pageCount > 1 ? ` Showing ${first}–${first + posts.length - 1}.` : ""}{" "}
            {query ? (
              <Link to={LIST_PATH} className="font-semibold text-brand-800 underline">
                Show all posts
              </Link>
            ) : null}
          </p>
        ) : null}
        {posts.length === 0 ? (
          <p className="text-slate-600">
            {failed
              ? "No posts to show."
              : query
                ? "No post matches the search."
                : "No blog posts yet. Write the first one."}
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
        <AdminPager
          page={page}
          pageCount={pageCount}
          hrefOf={(number) => listHref({ query, page: number })}
          label="Pages of blog posts"
        />
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
