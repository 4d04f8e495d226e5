import { useState, type MouseEvent } from "react";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { cn } from "~/ui/cn";
import {
  ALL_CATEGORIES,
  categoryDisplayLabel,
  categoryHref,
  featuredPost,
  gridPosts,
  postCategories,
  selectedCategory,
} from "./categories";
import { FeaturedPost, PostCard, PostCardSkeleton } from "./post-card";
import type { BlogListMessages, PostCardView } from "./types";
import { blogPath, postPath } from "./paths";

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

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The featured block, the category tabs and the grid. The tabs are links to
 * ?category=…, so they work without JavaScript (the server renders the
 * filtered page); with JavaScript a click filters the posts already here and
 * only rewrites the address, without asking the server again.
 */
export function BlogList({
  posts,
  requestedCategory,
  locale,
  t,
  categoryLabels,
}: {
  posts: readonly PostCardView[];
  requestedCategory: string | null;
  locale: Locale;
  t: BlogListMessages;
  categoryLabels: Readonly<Record<string, string>>;
}) {
  const [category, setCategory] = useState(() => selectedCategory(requestedCategory, posts));

  if (posts.length === 0) {
    return <p className="text-lg text-slate-600">{t.empty}</p>;
  }

  const listPath = blogPath(locale);
  const articlePath = (post: PostCardView) => postPath(post.slug, locale);
  const labelOf = (id: string) => categoryDisplayLabel(id, categoryLabels);
  const tabs = [
    { id: ALL_CATEGORIES, label: t.all },
    ...postCategories(posts, categoryLabels, locale),
  ];
  const featured = category === ALL_CATEGORIES ? featuredPost(posts) : undefined;
  const shown = gridPosts(posts, category);
  const count = featured ? shown.length + 1 : shown.length;

  function choose(event: MouseEvent<HTMLAnchorElement>, id: string, href: string) {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    setCategory(id);
    // The address follows, so the filter survives a reload or a shared link.
    window.history.replaceState(window.history.state, "", href);
  }

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
              const href = categoryHref(listPath, tab.id);
              const current = tab.id === category;
              return (
                <li key={tab.id}>
                  <a
                    href={href}
                    onClick={(event) => choose(event, tab.id, href)}
                    aria-current={current ? "true" : undefined}
                    className={cn(
                      "inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold transition-colors",
                      current
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
                    )}
                  >
                    {tab.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="sr-only" role="status" aria-live="polite">
          {count === 1 ? t.countOne : format(t.countOther, { count })}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
            {shown.map((post) => (
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
        ) : null}
      </section>
    </div>
  );
}
