import { useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { BlogList, BlogListSkeleton } from "~/features/blog/blog-list";
import { formatPostDate } from "~/features/blog/dates";
import { NewsletterForm } from "~/features/inbox/newsletter-form";
import type { PostCardView } from "~/features/blog/types";
import { Container } from "~/ui/container";
import { Deferred } from "~/ui/deferred";
import { PageHeader } from "~/ui/page-header";
import { newSubmissionKey } from "~/platform/forms/field-names";
import { answerInboxForm } from "~/features/inbox/inbox-form-action.server";
import { retryAfterHeaders } from "~/platform/rate-limit.server";
import { localeFromRequest } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { listPublishedPosts } from "~/features/blog/posts.server";
import { logger } from "~/platform/logger.server";
import { loadPageMessages } from "~/i18n/page-messages.server";
import { seoMeta } from "~/platform/seo/meta";
import { isBackgroundFetch } from "~/platform/streaming.server";
import type { Route } from "./+types/blog";
import { blogFeed } from "~/features/blog/feed";
import { siteDataOf } from "~/platform/site-data";

/** No category name is this long; a longer ?category= is ignored. */
const MAX_CATEGORY_LENGTH = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "blog");
  const { blog, media } = getMessages(locale);
  const requested = new URL(request.url).searchParams.get("category");
  // A failed query is logged and shows no articles.
  const posts: Promise<PostCardView[]> = listPublishedPosts(context.db, locale)
    .then((rows) =>
      rows.map(({ publishedAt, ...post }) => ({
        ...post,
        date: publishedAt.toISOString(),
        dateLabel: formatPostDate(publishedAt, locale),
      })),
    )
    .catch((error: unknown) => {
      logger.error({ err: error, locale }, "blog post list query failed");
      return [];
    });
  return {
    locale,
    page,
    t: { ...blog.list, imageUnavailable: media.image.unavailable },
    categoryLabels: blog.categories,
    newsletter: blog.newsletter,
    submissionKey: newSubmissionKey(),
    // The tab a link without JavaScript asked for; the list checks that it exists.
    category: requested && requested.length <= MAX_CATEGORY_LENGTH ? requested : null,
    // On a client-side navigation the promise is streamed: six placeholder cards
    // show at once and the cards replace them. A page load has them in its HTML.
    posts: isBackgroundFetch(request) ? posts : await posts,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromRequest(request);
  return answerInboxForm("newsletter", request, {
    db: context.db,
    clientIp: context.clientIp,
    locale,
    t: getMessages(locale).blog.newsletter,
  });
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

/**
 * Subscribing changes nothing the list shows, so the posts are not fetched
 * again after the newsletter form is sent from this page.
 */
export function shouldRevalidate({
  currentUrl,
  formAction,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET" && formAction) {
    const target = new URL(formAction, currentUrl);
    if (target.pathname === currentUrl.pathname) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location, { feed: blogFeed(siteDataOf(matches)) });

export default function BlogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, t, categoryLabels, newsletter, category, posts, submissionKey } =
    loaderData;
  const location = useLocation();
  const list = (items: PostCardView[]) => (
    <BlogList
      // A navigation to this page (another ?category=) starts from its address again.
      key={location.key}
      posts={items}
      requestedCategory={category}
      locale={locale}
      t={t}
      categoryLabels={categoryLabels}
    />
  );
  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <Container className="py-12 sm:py-16">
        <Deferred value={posts} fallback={<BlogListSkeleton t={t} />}>
          {list}
        </Deferred>
      </Container>
      <NewsletterForm t={newsletter} actionData={actionData} submissionKey={submissionKey} />
    </>
  );
}
