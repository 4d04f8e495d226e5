import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { categoryDisplayLabel } from "~/features/blog/categories";
import { formatPostDate } from "~/features/blog/dates";
import { CategoryBadge, PostImage, PostMeta } from "~/features/blog/post-card";
import { POST_NEW_TAB_NOTE_ID, PostContent } from "~/ui/post-content";
import { NotFoundContent } from "~/ui/not-found-content";
import { Container } from "~/ui/container";
import { CtaBand } from "~/ui/cta-band";
import { PreviewBanner, type PreviewBannerProps } from "~/ui/preview-banner";
import { languageTags, locales, localizePath, type Locale } from "~/i18n/locales";
import { findPublicVersions, findPublishedPostBySlug } from "~/features/blog/posts.server";
import type { LanguageLinks } from "~/platform/language-links";
import { findMovedPostSlug } from "~/features/blog/slug-redirects.server";
import { findPostDraftPreview, findPostForPreview } from "~/features/blog/preview.server";
import { PREVIEW_HEADERS, previewBanner, previewTokenOf } from "~/features/preview/index.server";
import { format, formatDateTime } from "~/i18n/format";
import { CLINIC_TIME_ZONE } from "~/platform/clinic";
import { logger } from "~/platform/logger.server";
import { loadPageTexts } from "~/features/site-content/index.server";
import { htmlToPlainText, sanitizePostHtml } from "~/platform/sanitize.server";
import { metaDescription } from "~/platform/seo/description";
import { blogPostingJsonLd } from "~/platform/seo/json-ld";
import { breadcrumbsJsonLd } from "~/features/services/clinic-json-ld";
import {
  logoImagePath,
  ownShareImage,
  seoMeta,
  shareImages,
  type SeoImage,
} from "~/platform/seo/meta";
import { findActiveTeamMemberNamed } from "~/features/team/members.server";
import { teamMemberPath } from "~/features/team/paths";
import { siteDataOf } from "~/platform/site-data";
import type { Route } from "./+types/blog-post";
import { BLOG_PATH, blogPath, postPath, untranslatedPostListPath } from "~/features/blog/paths";
import { blogFeed } from "~/features/blog/feed";

/**
 * One article. A published post opens under either language prefix (the page
 * around it follows the URL's language); an unknown slug or a draft is a 404.
 * With a valid preview link (`?preview=…`, app/features/blog/preview.server.ts) a draft
 * or scheduled post shows too, marked "Preview"; such an answer is never stored or indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "blog");
  const { blog, media, common } = messages;
  const t = { ...blog.article, imageUnavailable: media.image.unavailable };
  const previewToken = previewTokenOf(request);
  // A preview (or an attempt at one) is nobody's to keep: not a cache's, not a search engine's.
  const headers = previewToken === null ? undefined : PREVIEW_HEADERS;
  const notFound = (status: 404 | 503) =>
    data(
      {
        locale,
        page: { title: t.notFoundTitle, description: t.notFoundText },
        t,
        newTab: common.layout.newTab,
        post: null,
        preview: null,
        languageLinks: null,
        versionPaths: null,
      },
      { status, headers },
    );
  let found;
  let preview: PreviewBannerProps | null = null;
  try {
    if (previewToken === null) {
      found = await findPublishedPostBySlug(context.db, params.slug);
    } else {
      found = await findPostForPreview(context.db, previewToken);
      if (found) {
        const when = (date: Date) => formatDateTime(date, locale, CLINIC_TIME_ZONE);
        preview = {
          text: format(blog.article.preview[found.status], { date: when(found.publishedAt) }),
          expires: format(blog.article.preview.expires, { date: when(found.expiresAt) }),
        };
      } else {
        // Not a saved post's link: perhaps the editor's unsaved changes (Preview changes).
        found = await findPostDraftPreview(context.db, previewToken);
        if (found) {
          preview = previewBanner(locale, previewToken, found, {
            path: `${BLOG_PATH}/${found.slug}`,
          });
        }
      }
    }
  } catch (error) {
    // A failed query is logged and shows the not-found view (like the list: no articles).
    logger.error({ err: error, slug: params.slug }, "blog post query failed");
    return notFound(503);
  }
  if (!found) {
    // A post renamed since the link was shared: its old address leads to the new one.
    const moved =
      previewToken === null
        ? await findMovedPostSlug(context.db, params.slug).catch((error: unknown) => {
            logger.error({ err: error, slug: params.slug }, "moved post query failed");
            return null;
          })
        : null;
    if (moved) throw redirect(postPath(moved, locale), 301);
    logger.info({ slug: params.slug }, "blog post not found");
    return notFound(404);
  }
  const { content, publishedAt, groupId, ...post } = found;
  // The article's versions visitors see (a preview has no other: it links by prefix).
  const versions =
    preview === null
      ? await findPublicVersions(context.db, groupId).catch((error: unknown) => {
          logger.error({ err: error, slug: params.slug }, "article versions query failed");
          return [];
        })
      : null;
  // A byline that names someone on the team links to their page (structured data's author).
  const author = await findActiveTeamMemberNamed(context.db, post.author).catch(
    (error: unknown) => {
      logger.error({ err: error, slug: params.slug }, "article author query failed");
      return null;
    },
  );
  return data(
    {
      locale,
      page: {
        title: post.title,
        // The excerpt, or the start of the text when there is none.
        description: metaDescription(
          post.excerpt || htmlToPlainText(content),
          page.articleDescriptionEnd,
        ),
      },
      t,
      newTab: common.layout.newTab,
      post: {
        ...post,
        html: sanitizePostHtml(content, { newTabDescriptionId: POST_NEW_TAB_NOTE_ID }),
        categoryLabel: categoryDisplayLabel(post.category, blog.categories),
        date: publishedAt.toISOString(),
        dateLabel: formatPostDate(publishedAt, locale),
        /** The author's page on the team, in the article's language; null when not on the team. */
        authorPath: author ? localizePath(teamMemberPath(author), post.locale) : null,
      },
      preview,
      languageLinks: versions ? languageLinksOf(post, versions) : null,
      versionPaths: versions ? versionPathsOf(post, versions) : null,
    },
    { headers },
  );
}

type Version = { locale: Locale; slug: string };

/**
 * The language switch's targets: the article's version in each language, or, when it has
 * none that visitors see, that language's list saying so.
 */
function languageLinksOf(post: Version, versions: readonly Version[]): LanguageLinks {
  return Object.fromEntries(
    locales.map((locale) => {
      const version = locale === post.locale ? post : versions.find((v) => v.locale === locale);
      return [locale, version ? postPath(version.slug, locale) : untranslatedPostListPath(locale)];
    }),
  );
}

/** The hreflang alternates: each version visitors see, at its own address; none when alone. */
function versionPathsOf(post: Version, versions: readonly Version[]): LanguageLinks | null {
  const shown = versions.some((v) => v.locale === post.locale) ? versions : [post, ...versions];
  if (shown.length < 2) return null;
  return Object.fromEntries(shown.map((v) => [v.locale, postPath(v.slug, v.locale)]));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const post = loaderData?.post;
  if (!post) {
    return [
      ...seoMeta(loaderData?.page, matches, location).filter(
        (tag) => !("tagName" in tag) || tag.tagName !== "link",
      ),
      { name: "robots", content: "noindex" },
    ];
  }
  const root = siteDataOf(matches);
  const siteUrl = root?.siteUrl ?? "";
  // The post's own picture, else the share image of the language it is written in.
  const own = ownShareImage(post.imageUrl, siteUrl);
  const share = shareImages[post.locale];
  const image: SeoImage = own
    ? { ...own, alt: post.imageAlt || post.title }
    : {
        url: `${siteUrl}${share.path}`,
        width: share.width,
        height: share.height,
        alt: root ? `${root.clinic.name}: ${root.layout.tagline}` : post.title,
      };
  const authorUrl = post.authorPath ? `${siteUrl}${post.authorPath}` : null;
  const modified = new Date(post.updatedAt).toISOString();
  const tags = seoMeta(loaderData.page, matches, location, {
    type: "article",
    // The same post opens under both prefixes: the address in its own language is the canonical one.
    canonicalPath: postPath(post.slug, post.locale),
    contentLocale: post.locale,
    // Each language's version at its own address; written in one language only: none.
    alternates: loaderData.versionPaths ?? false,
    image,
    article: {
      publishedTime: post.date,
      modifiedTime: modified,
      section: post.categoryLabel,
      author: authorUrl ?? post.author,
    },
    feed: blogFeed(root),
    jsonLd: (site) => [
      blogPostingJsonLd({
        url: site.canonical,
        headline: post.title,
        description: loaderData.page.description,
        image: image.url,
        datePublished: post.date,
        dateModified: modified,
        author: post.author ? { name: post.author, url: authorUrl } : null,
        inLanguage: languageTags[post.locale],
        section: post.categoryLabel,
        publisher: {
          id: `${site.root.siteUrl}/#clinic`,
          name: site.root.clinic.name,
          url: site.url("/"),
          logo: site.absolute(logoImagePath),
        },
      }),
      breadcrumbsJsonLd(site, [[site.root.layout.servicesMenu.healthTips, BLOG_PATH]], post.title),
    ],
  });
  return loaderData.preview ? [...tags, { name: "robots", content: "noindex, nofollow" }] : tags;
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { locale, t, newTab, post, preview } = loaderData;
  const listPath = blogPath(locale);
  if (!post) {
    return (
      <NotFoundContent
        title={t.notFoundTitle}
        text={t.notFoundText}
        backLabel={t.back}
        backTo={listPath}
      />
    );
  }
  // A post in the other language is marked as such, so it is read out with the right voice.
  const lang = post.locale === locale ? undefined : post.locale;
  return (
    <>
      {preview ? <PreviewBanner text={preview.text} expires={preview.expires} /> : null}
      <article>
        <header className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
          <Container className="py-10 sm:py-14">
            <div className="mx-auto max-w-4xl">
              <Link
                to={listPath}
                className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t.back}
              </Link>
              <div className="mt-4">
                <CategoryBadge label={post.categoryLabel} />
              </div>
              <h1 lang={lang} className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">
                {post.title}
              </h1>
              {post.excerpt ? (
                <p lang={lang} className="mt-4 text-lg text-slate-600 sm:text-xl">
                  {post.excerpt}
                </p>
              ) : null}
              <PostMeta post={post} byAuthor={t.byAuthor} className="mt-6" />
            </div>
          </Container>
        </header>
        <Container className="py-10 sm:py-14">
          <div className="mx-auto max-w-4xl">
            <PostImage
              imageUrl={post.imageUrl}
              alt={post.imageAlt}
              unavailableLabel={t.imageUnavailable}
              priority
              className="rounded-3xl"
            />
            <PostContent
              html={post.html}
              lang={lang}
              newTabLabel={newTab}
              className="mx-auto mt-10 max-w-3xl"
            />
          </div>
        </Container>
      </article>
      <CtaBand {...t.cta} to={localizePath("/contact", locale)} />
    </>
  );
}
