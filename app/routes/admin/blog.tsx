import { Pencil, Plus, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import {
  ADMIN_POST_PAGE_SIZE,
  MAX_POST_SEARCH_LENGTH,
  postListQuery,
  postSortLabels,
  type PostListQuery,
} from "~/features/blog/admin-post-list";
import { AdminPager } from "~/ui/admin/admin-pager";
import { ListToolbar, NoMatches } from "~/ui/admin/list-toolbar";
import {
  BulkActions,
  BulkCheckbox,
  useBulkSelection,
  type BulkAction,
  type BulkConfirmation,
} from "~/ui/admin/bulk-actions";
import { countOf, selectedIds } from "~/platform/forms/bulk-selection";
import { postStatusLabels } from "~/features/blog/post-status";
import type { Route } from "./+types/blog";
import {
  blogCategoryLabel,
  deletePost,
  deletePosts,
  listAdminPostPage,
  setPostPublished,
  setPostsPublished,
} from "~/features/blog/post-admin.server";
import { adminMeta } from "~/ui/admin/meta";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { PostStatusBadges } from "~/features/blog/post-badges";
import { PostLanguages, postLanguageStates } from "~/features/blog/post-languages";
import { postStatus } from "~/features/blog/post-status";
import { staffDateTimeFormat } from "~/platform/clinic";
import { Button, ButtonLink } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { blogPostListSchema } from "~/features/blog/post-form";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { localeLabels, locales } from "~/i18n/locales";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import { postPath } from "~/features/blog/paths";
import { movedToTrashText } from "~/features/trash/index.server";
import { AdminAlertRegion } from "~/ui/admin/admin-alert";

const LIST_PATH = "/admin/blog";
/** A bulk post names up to a page of ids twice (checked, and the page's). */
const MAX_BODY_BYTES = 12 * 1024;

const POST_NOUN = { one: "post", other: "posts" };

/** The list's search, filters, sort and page in its URL: kept through a publish or a delete. */
function placeOf(request: Request): PostListQuery {
  return postListQuery.parse(request);
}

function listHref(place: PostListQuery, page = place.page) {
  return postListQuery.href(LIST_PATH, place, page);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const place = placeOf(request);
  try {
    const list = await listAdminPostPage(context.db, place);
    const now = new Date();
    // An article to a row: its versions the search found, and each language's state.
    const items = list.items.map((item) => ({
      groupId: item.groupId,
      posts: item.posts.map((post) => ({
        ...post,
        status: postStatus(post, now),
        dateText: staffDateTimeFormat.format(post.publishAt),
        categoryLabel: blogCategoryLabel(post.category),
        publicPath: postPath(post.slug, post.locale),
      })),
      languages: postLanguageStates(Object.values(item.versions), now),
    }));
    return {
      ...list,
      place,
      categories: [
        ...new Set([
          ...list.categories,
          ...(place.filters.category ? [place.filters.category] : []),
        ]),
      ].map((id) => ({ id, label: blogCategoryLabel(id) })),
      items,
      /** The page's found versions, article after article. */
      posts: items.flatMap((item) => item.posts),
      failed: false,
      toast: null,
    };
  } catch (error) {
    logger.error({ err: error }, "admin blog post list query failed");
    const toast: Toast = { type: "error", title: "Failed to fetch blog posts" };
    return {
      items: [],
      posts: [],
      matches: 0,
      total: 0,
      published: 0,
      scheduled: 0,
      page: 1,
      pageCount: 1,
      categories: [],
      place,
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
  const form = submission.data;

  if ("ids" in form) {
    const ids = selectedIds(form);
    if (ids.length === 0) {
      return failure("No posts selected", "Select the posts first, then choose an action.", 400);
    }
    // Without JavaScript's dialog the page asks first, naming the count.
    if (form.confirmed !== "yes") {
      const confirmation: BulkConfirmation = { intent: form.intent, ids };
      return { confirmation };
    }
    try {
      const result =
        form.intent === "bulk-trash"
          ? await deletePosts(context.db, { ids, actor })
          : await setPostsPublished(context.db, {
              ids,
              published: form.intent === "bulk-publish",
              actor,
            });
      const done = countOf(result.changed.length, POST_NOUN);
      const title =
        form.intent === "bulk-trash"
          ? `${done} moved to the Trash`
          : form.intent === "bulk-publish"
            ? `${done} published`
            : `${done} unpublished`;
      const notes = [
        result.unchanged > 0
          ? `${countOf(result.unchanged, POST_NOUN)} already ${form.intent === "bulk-publish" ? "published" : "unpublished"}.`
          : "",
        result.missing > 0 ? `${countOf(result.missing, POST_NOUN)} no longer existed.` : "",
        form.intent === "bulk-trash" && result.changed.length > 0
          ? "They can be restored from the Trash."
          : "",
      ].filter(Boolean);
      return redirectWithToast(listHref(placeOf(request)), {
        type: "success",
        title,
        ...(notes.length > 0 ? { description: notes.join(" ") } : {}),
      });
    } catch (error) {
      logger.error({ err: error, intent: form.intent }, "blog post bulk action failed");
      return failure("Failed to update blog posts", "Please try again in a moment.", 500);
    }
  }

  if (form.intent === "set-published") {
    const published = form.published === "true";
    try {
      const result = await setPostPublished(context.db, {
        id: form.id,
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
      logger.error({ err: error, id: form.id }, "blog post publish change failed");
      return failure("Failed to update blog post", "Please try again in a moment.", 500);
    }
  }

  try {
    const result = await deletePost(context.db, { id: form.id, actor });
    if (result.kind === "not-found") return failure("Failed to delete blog post", gone, 404);
    return redirectWithToast(listHref(placeOf(request)), {
      type: "success",
      title: "Blog post deleted successfully",
      description: movedToTrashText(result.title),
    });
  } catch (error) {
    logger.error({ err: error, id: form.id }, "blog post delete failed");
    return failure("Failed to delete blog post", "Please try again in a moment.", 500);
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Blog Posts");

const bulkActions: BulkAction[] = [
  {
    intent: "bulk-publish",
    label: "Publish",
    question: (count) => `Publish ${count}?`,
    consequence:
      "They appear on Health Tips in their language (a scheduled post at its time). Drafts are dated now.",
  },
  {
    intent: "bulk-unpublish",
    label: "Unpublish",
    question: (count) => `Unpublish ${count}?`,
    consequence: "They are taken off the site and kept as drafts.",
  },
  {
    intent: "bulk-trash",
    label: "Move to trash",
    question: (count) => `Move ${count} to the Trash?`,
    consequence:
      "They are removed from the site and kept in the Trash, from which they can be restored.",
    danger: true,
  },
];

export default function AdminBlogPosts({ loaderData, actionData }: Route.ComponentProps) {
  const {
    items,
    failed,
    matches,
    total,
    published,
    scheduled,
    page,
    pageCount,
    place,
    categories,
  } = loaderData;
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    new URL(navigation.formAction, "http://portal").pathname === LIST_PATH;
  const first = (page - 1) * ADMIN_POST_PAGE_SIZE + 1;
  const narrowed = postListQuery.isNarrowed(place);
  const posts = items.flatMap((item) => item.posts);
  const pageIds = posts.map((post) => post.id);
  const selection = useBulkSelection(pageIds);
  const error = actionData && "error" in actionData ? actionData.error : null;
  const confirmation = actionData && "confirmation" in actionData ? actionData.confirmation : null;

  return (
    <div className="space-y-6">
      <AdminAlertRegion
        message={
          error ??
          (failed
            ? "The blog posts could not be loaded. Please reload the page in a moment."
            : null)
        }
      />
      <AdminCard
        title={`All posts (${total})`}
        description={`${published} published${scheduled > 0 ? `, ${scheduled} scheduled` : ""}. Published posts appear on Health Tips in their language; scheduled ones at their time (Orlando).`}
        actions={
          <ButtonLink to="/admin/blog/new" variant="primary">
            <Plus className="size-4" aria-hidden="true" />
            New Blog Post
          </ButtonLink>
        }
      >
        <ListToolbar
          id="blog-admin-search"
          label="Blog posts"
          placeholder="Search by title or address"
          query={place.q}
          maxLength={MAX_POST_SEARCH_LENGTH}
          narrowed={narrowed}
          clearHref={LIST_PATH}
          className="mb-4"
          selects={[
            {
              name: "status",
              label: "Status",
              value: place.filters.status ?? "",
              options: [
                { value: "", label: "Any status" },
                ...(["published", "scheduled", "draft", "ended"] as const).map((status) => ({
                  value: status,
                  label: postStatusLabels[status],
                })),
              ],
            },
            {
              name: "category",
              label: "Category",
              value: place.filters.category ?? "",
              options: [
                { value: "", label: "Any category" },
                ...categories.map((category) => ({ value: category.id, label: category.label })),
              ],
            },
            {
              name: "language",
              label: "Language",
              value: place.filters.language ?? "",
              options: [
                { value: "", label: "Any language" },
                ...locales.map((locale) => ({ value: locale, label: localeLabels[locale] })),
              ],
            },
            {
              name: "sort",
              label: "Sort by",
              value: place.sort === "newest" ? "" : place.sort,
              options: (Object.keys(postSortLabels) as PostListQuery["sort"][]).map((sort) => ({
                value: sort === "newest" ? "" : sort,
                label: postSortLabels[sort],
              })),
            },
          ]}
        />
        {narrowed || pageCount > 1 ? (
          <p role="status" className="mb-2 text-sm text-slate-700">
            {narrowed
              ? `${matches === 1 ? "1 post matches" : `${matches} posts match`}${place.q ? ` "${place.q}"` : " the filters"}.`
              : ""}
            {pageCount > 1 && items.length > 0
              ? ` Showing ${first}–${first + items.length - 1}.`
              : ""}
          </p>
        ) : null}
        {items.length === 0 ? (
          failed ? (
            <p className="text-slate-600">No posts to show.</p>
          ) : narrowed ? (
            <NoMatches noun="posts" clearHref={LIST_PATH} />
          ) : (
            <p className="text-slate-600">No blog posts yet. Write the first one.</p>
          )
        ) : (
          <>
            <BulkActions
              formId="bulk-posts"
              noun={POST_NOUN}
              pageIds={pageIds}
              selection={selection}
              actions={bulkActions}
              confirmation={confirmation}
              cancelHref={listHref(place)}
              busy={busy}
            />
            <ul className="divide-y divide-slate-100" aria-label="Blog posts">
              {items.map((item) => (
                <li key={item.groupId} className="space-y-3 py-4">
                  {item.posts.map((post) => (
                    <div
                      key={post.id}
                      className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between"
                    >
                      <div className="flex min-w-0 items-start gap-3">
                        <span className="mt-0.5">
                          <BulkCheckbox
                            formId="bulk-posts"
                            id={post.id}
                            label={`Select: ${post.title}`}
                            selection={selection}
                          />
                        </span>
                        <div className="min-w-0">
                          <h3 className="font-semibold break-words text-slate-900">{post.title}</h3>
                          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-600">
                            <PostStatusBadges status={post.status} featured={post.featured} />
                            <span>{localeLabels[post.locale]}</span>
                            <span>{post.categoryLabel}</span>
                            <span>
                              {post.status === "scheduled" ? "Appears " : ""}
                              <time dateTime={new Date(post.publishAt).toISOString()}>
                                {post.dateText}
                              </time>
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
                    </div>
                  ))}
                  <PostLanguages
                    states={item.languages}
                    articleTitle={item.posts[0]?.title ?? ""}
                    className="rounded-lg bg-slate-50 px-3 py-2 sm:ml-8"
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        <AdminPager
          page={page}
          pageCount={pageCount}
          hrefOf={(number) => listHref(place, number)}
          label="Pages of blog posts"
        />
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
