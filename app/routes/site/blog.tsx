import { Info } from "lucide-react";
import { getMessages } from "~/i18n/messages.server";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { BlogList, BlogListSkeleton } from "~/features/blog/blog-list";
import { formatPostDate } from "~/features/blog/dates";
import { NewsletterForm } from "~/features/inbox/newsletter-form";
import type { BlogListPage, PostCardView } from "~/features/blog/types";
import { ALL_CATEGORIES, categoryDisplayLabel } from "~/features/blog/categories";
import { format } from "~/i18n/format";
import { fitDescription } from "~/platform/seo/description";
import { blogListHref, UNTRANSLATED_PARAM } from "~/features/blog/paths";
import { pageNumberFrom } from "~/platform/paging";
import { Container } from "~/ui/container";
import { Deferred } from "~/ui/deferred";
import { PageHeader } from "~/ui/page-header";
import { newSubmissionKey } from "~/platform/forms/field-names";
import { isUnansweredPost, sendKeepingWhatWasTyped } from "~/platform/forms/unanswered-post";
import { answerInboxForm } from "~/features/inbox/inbox-form-action.server";
import { retryAfterHeaders } from "~/platform/rate-limit.server";
import { localeFromRequest } from "~/i18n/locales";
import { listPublishedPostPage, type BlogPostCard } from "~/features/blog/posts.server";
import { logger } from "~/platform/logger.server";
import { loadPageTexts } from "~/features/site-content/index.server";
import { pagedListMeta } from "~/platform/seo/meta";
import { isBackgroundFetch } from "~/platform/streaming.server";
import type { Route } from "./+types/blog";
import { blogFeed } from "~/features/blog/feed";
import { siteDataOf } from "~/platform/site-data";

/** No category name is this long; a longer ?category= is ignored. */
const MAX_CATEGORY_LENGTH = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "blog");
  const { blog, media, common } = messages;
  const params = new URL(request.url).searchParams;
  const requested = params.get("category");
  const category = requested && requested.length <= MAX_CATEGORY_LENGTH ? requested : null;
  const pageNumber = pageNumberFrom(params.get("page"));
  // Come from an article that has no version in this language: the page says so.
  const untranslated = params.get(UNTRANSLATED_PARAM) === "1";
  const card = ({ publishedAt, ...post }: BlogPostCard): PostCardView => ({
    ...post,
    date: publishedAt.toISOString(),
    dateLabel: formatPostDate(publishedAt, locale),
  });
  // A failed query is logged and shows no articles.
  const list: Promise<BlogListPage> = listPublishedPostPage(context.db, locale, {
    category,
    page: pageNumber,
  })
    .then((found) => ({
      ...found,
      featured: found.featured ? card(found.featured) : null,
      posts: found.posts.map(card),
    }))
    .catch((error: unknown) => {
      logger.error({ err: error, locale }, "blog post list query failed");
      return emptyList;
    });
  const payload = {
    locale,
    page,
    t: { ...blog.list, imageUnavailable: media.image.unavailable },
    categoryLabels: blog.categories,
    newsletter: blog.newsletter,
    pager: common.layout.pager,
    submissionKey: newSubmissionKey(),
    untranslated,
    // On a client-side navigation the promise is streamed: six placeholder cards
    // show at once and the cards replace them. A page load has them in its HTML.
    list: isBackgroundFetch(request) ? list : await list,
  };
  // A page past the last (an old link, a guess) is not found, but still shows the way back.
  const missing = !(payload.list instanceof Promise) && payload.list.page > payload.list.pageCount;
  return missing ? data(payload, { status: 404 }) : payload;
}

const emptyList: BlogListPage = {
  featured: null,
  posts: [],
  total: 0,
  page: 1,
  pageCount: 1,
  categories: [],
  category: ALL_CATEGORIES,
};

export function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromRequest(request);
  return answerInboxForm("newsletter", request, {
    db: context.db,
    clientIp: context.clientIp,
    locale,
    t: getMessages(locale).blog.newsletter,
  });
}

/** A post that gets no answer keeps what was typed (app/platform/forms/unanswered-post.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendKeepingWhatWasTyped(args);

export const headers: Route.HeadersFunction = retryAfterHeaders;

/**
 * Subscribing changes nothing the list shows, so the posts are not fetched
 * again after the newsletter form is sent from this page (nor after a post that got
 * no answer, from anywhere).
 */
export function shouldRevalidate({
  currentUrl,
  formAction,
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isUnansweredPost(actionResult)) return false;
  if (formMethod && formMethod !== "GET" && formAction) {
    const target = new URL(formAction, currentUrl);
    if (target.pathname === currentUrl.pathname) return false;
  }
  return defaultShouldRevalidate;
}

/**
 * Each page of the list is its own address (canonical, "Health Tips, page 2"), linked
 * to its neighbours; only the first page of "All" has the other language's list as an
 * equivalent (hreflang). On a client-side navigation the list is still on its way:
 * the title and address then follow the URL (crawlers always get the page whole).
 */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteDataOf(matches);
  if (!loaderData || !site) return [];
  const list = loaderData.list instanceof Promise ? null : loaderData.list;
  const params = new URLSearchParams(location.search);
  const category = list ? list.category : (params.get("category") ?? ALL_CATEGORIES);
  const page = list?.page ?? pageNumberFrom(params.get("page"));
  // A category's list is a page of its own: its own title and description.
  const texts = loaderData.page;
  const label = categoryDisplayLabel(category, loaderData.categoryLabels);
  const heading =
    category === ALL_CATEGORIES
      ? texts
      : {
          title: format(texts.categoryTitle, { title: texts.title, category: label }),
          description: fitDescription(format(texts.categoryDescription, { category: label })),
        };
  const tags = pagedListMeta(
    heading,
    matches,
    location,
    {
      page,
      pageCount: list?.pageCount ?? null,
      titled: loaderData.pager.titled,
      described: loaderData.pager.describedPage,
      hrefOf: (number) => blogListHref(site.locale, category, number),
    },
    { feed: blogFeed(site), alternates: page === 1 && category === ALL_CATEGORIES },
  );
  // The note's address is the list's again: nothing of its own to index.
  return loaderData.untranslated ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

export default function BlogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, t, categoryLabels, newsletter, pager, list, submissionKey, untranslated } =
    loaderData;
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <Container className="py-12 sm:py-16">
        {untranslated ? (
          <p
            role="status"
            className="mb-8 flex items-start gap-2 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 text-slate-800"
          >
            <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {t.untranslated}
          </p>
        ) : null}
        <Deferred value={list} fallback={<BlogListSkeleton t={t} />}>
          {(value) => (
            <BlogList
              list={value}
              locale={locale}
              t={t}
              pager={pager}
              categoryLabels={categoryLabels}
            />
          )}
        </Deferred>
      </Container>
      <NewsletterForm t={newsletter} actionData={actionData} submissionKey={submissionKey} />
    </>
  );
}
