import { Link } from "react-router";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { cn } from "~/ui/cn";
import { Pager, type PagerMessages } from "~/ui/pager";
import { ALL_CATEGORIES, categoryDisplayLabel, categoryHref, postCategories } from "./categories";
import { FeaturedPost, PostCard, PostCardSkeleton } from "./post-card";
import type { BlogListMessages, BlogListPage, PostCardView } from "./types";
import { blogListHref, blogPath, postPath } from "./paths";

/** Placeholder cards shown while the posts load: two rows of the widest grid. */
export const SKELETON_CARDS = 6;

export function BlogListSkeleton({ t }: { t: BlogListMessages }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t.loading}</span>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-skeleton">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One page of Health Tips: the featured block (first page of "All"), the category
 * tabs and the grid, then the numbered pages. The server chose the posts (issue 29):
 * the tabs and the pages are links (?category=…, ?page=…), so they work before and
 * without JavaScript; with it, React Router fetches the next page's data only.
 */
export function BlogList({
  list,
  locale,
  t,
  pager,
  categoryLabels,
}: {
  list: BlogListPage;
  locale: Locale;
  t: BlogListMessages;
  pager: PagerMessages;
  categoryLabels: Readonly<Record<string, string>>;
}) {
  const { featured, posts, total, page, pageCount, category } = list;
  const listPath = blogPath(locale);
  if (total === 0) {
    return <p className="text-lg text-slate-600">{t.empty}</p>;
  }

  const articlePath = (post: PostCardView) => postPath(post.slug, locale);
  const labelOf = (id: string) => categoryDisplayLabel(id, categoryLabels);
  const tabs = [
    { id: ALL_CATEGORIES, label: t.all },
    ...postCategories(
      list.categories.map((id) => ({ category: id })),
      categoryLabels,
      locale,
    ),
  ];
  const hrefOf = (number: number) => blogListHref(locale, category, number);

  return (
    <div className="space-y-12 sm:space-y-16">
      {featured ? (
        <FeaturedPost
          post={featured}
          href={articlePath(featured)}
          categoryLabel={labelOf(featured.category)}
          t={t}
        />
      ) : null}

      <section aria-labelledby="latest-articles-title">
        <h2 id="latest-articles-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t.latest}
        </h2>
        <nav aria-label={t.categoriesLabel} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {tabs.map((tab) => {
              const current = tab.id === category;
              return (
                <li key={tab.id}>
                  <Link
                    to={categoryHref(listPath, tab.id)}
                    aria-current={current ? "true" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold transition-colors",
                      current
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
                    )}
                  >
                    {tab.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="sr-only" role="status" aria-live="polite">
          {total === 1 ? t.countOne : format(t.countOther, { count: total })}
        </p>
        {posts.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  href={articlePath(post)}
                  categoryLabel={labelOf(post.category)}
                  t={t}
                />
              </li>
            ))}
          </ul>
        ) : page > pageCount ? (
          <p className="mt-8 text-lg text-slate-600">
            {t.pageMissing}{" "}
            <Link to={hrefOf(1)} className="font-semibold text-brand-700 underline">
              {t.firstPage}
            </Link>
          </p>
        ) : null}
        <Pager
          page={page}
          pageCount={pageCount}
          hrefOf={hrefOf}
          label={t.pagesLabel}
          t={pager}
          className="mt-10"
        />
      </section>
    </div>
  );
}
