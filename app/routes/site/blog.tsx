import { data, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { BlogList, BlogListSkeleton } from "~/features/blog/blog-list";
import { formatPostDate } from "~/features/blog/dates";
import { NewsletterForm, type NewsletterActionResult } from "~/features/inbox/newsletter-form";
import type { PostCardView } from "~/features/blog/types";
import { Container } from "~/ui/container";
import { Deferred } from "~/ui/deferred";
import { PageHeader } from "~/ui/page-header";
import { readFormBody } from "~/platform/forms/form-data.server";
import { NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_INTENT } from "~/features/inbox/newsletter-fields";
import { localeFromRequest } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { listPublishedPosts } from "~/features/blog/posts.server";
import { subscribeToNewsletter } from "~/features/inbox/newsletter.server";
import { mailer } from "~/platform/email.server";
import { logger } from "~/platform/logger.server";
import { loadPageMessages } from "~/i18n/page-messages.server";
import { seoMeta } from "~/platform/seo/meta";
import { isBackgroundFetch } from "~/platform/streaming.server";
import type { Route } from "./+types/blog";
import { blogFeed } from "~/features/blog/feed";
import { siteDataOf } from "~/platform/site-data";

/** An address and two short fields; anything much larger is not a person subscribing. */
const MAX_BODY_BYTES = 4 * 1024;

/** No category name is this long; a longer ?category= is ignored. */
const MAX_CATEGORY_LENGTH = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = loadPageMessages(request, "healthTips");
  const { healthTips, media } = getMessages(locale);
  const requested = new URL(request.url).searchParams.get("category");
  // A failed query is logged and shows no articles (spec part 2 §8).
  const posts: Promise<PostCardView[]> = listPublishedPosts(context.db, locale)
    .then((rows) =>
      rows.map(({ createdAt, ...post }) => ({
        ...post,
        date: createdAt.toISOString(),
        dateLabel: formatPostDate(createdAt, locale),
      })),
    )
    .catch((error: unknown) => {
      logger.error({ err: error, locale }, "blog post list query failed");
      return [];
    });
  return {
    locale,
    page,
    t: { ...healthTips.list, imageUnavailable: media.image.unavailable },
    categoryLabels: healthTips.categories,
    newsletter: healthTips.newsletter,
    // The tab a link without JavaScript asked for; the list checks that it exists.
    category: requested && requested.length <= MAX_CATEGORY_LENGTH ? requested : null,
    // On a client-side navigation the promise is streamed: six placeholder cards
    // show at once and the cards replace them (spec part 2 §4). A page load has them in its HTML.
    posts: isBackgroundFetch(request) ? posts : await posts,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromRequest(request);
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok && body.status === 413) {
    return data<NewsletterActionResult>(
      { status: "invalid", error: "tooLong", value: "" },
      { status: 413 },
    );
  }
  if (!body.ok) {
    return data<NewsletterActionResult>({ status: "error", value: "" }, { status: 400 });
  }
  const { formData } = body;
  if (formData.get("intent") !== NEWSLETTER_INTENT) {
    return data<NewsletterActionResult>({ status: "error", value: "" }, { status: 400 });
  }
  const typed = formData.get("email");
  const value = typeof typed === "string" ? typed.slice(0, NEWSLETTER_EMAIL_MAX_LENGTH) : "";
  try {
    const result = await subscribeToNewsletter(
      { db: context.db, mailer },
      { formData, clientKey: context.clientIp, locale },
    );
    switch (result.kind) {
      case "subscribed":
      case "spam":
        return data<NewsletterActionResult>({ status: "subscribed" });
      case "already-subscribed":
        return data<NewsletterActionResult>({ status: "already-subscribed" });
      case "invalid":
        return data<NewsletterActionResult>(
          { status: "invalid", error: result.error, value: result.value },
          { status: 400 },
        );
      case "rate-limited":
        return data<NewsletterActionResult>(
          {
            status: "rate-limited",
            retryAfterMinutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)),
            value,
          },
          { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
        );
    }
  } catch (error) {
    // Nothing was acknowledged: the visitor keeps what they typed and can try again.
    logger.error({ err: error }, "newsletter subscription could not be stored");
    return data<NewsletterActionResult>({ status: "error", value }, { status: 503 });
  }
}

/** Passes the action's Retry-After (rate limit) on to the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

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

export default function HealthTipsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, t, categoryLabels, newsletter, category, posts } = loaderData;
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
      <NewsletterForm t={newsletter} actionData={actionData} />
    </>
  );
}
