import { ArrowRight, CalendarDays, UserRound } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/ui/button";
import { SmartImage } from "~/ui/smart-image";
import { format } from "~/i18n/format";
import { cn } from "~/ui/cn";
import {
  BLOG_DEFAULT_IMAGE,
  BLOG_IMAGE_HEIGHT,
  BLOG_IMAGE_WIDTH,
  type BlogListMessages,
  type PostCardView,
} from "./types";

/** The post's category as a small badge. */
export function CategoryBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100",
        className,
      )}
    >
      {label}
    </span>
  );
}

/** Author and date of a post. */
export function PostMeta({
  post: { author, date, dateLabel },
  byAuthor,
  className,
}: {
  post: Pick<PostCardView, "author" | "date" | "dateLabel">;
  byAuthor: string;
  className?: string;
}) {
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600",
        className,
      )}
    >
      {author ? (
        <span className="inline-flex items-center gap-1.5">
          <UserRound className="size-4 text-brand-600" aria-hidden="true" />
          {format(byAuthor, { author })}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4 text-brand-600" aria-hidden="true" />
        <time dateTime={date}>{dateLabel}</time>
      </span>
    </p>
  );
}

/**
 * The post's picture, or the default one: described by the media library's alt text
 * in the post's language, else decorative next to the title.
 */
export function PostImage({
  imageUrl,
  alt,
  unavailableLabel,
  priority = false,
  className,
}: {
  imageUrl: string | null;
  alt: string;
  unavailableLabel: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <SmartImage
      src={imageUrl}
      fallbackSrc={BLOG_DEFAULT_IMAGE}
      alt={alt}
      width={BLOG_IMAGE_WIDTH}
      height={BLOG_IMAGE_HEIGHT}
      unavailableLabel={unavailableLabel}
      priority={priority}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      className={cn("aspect-[1200/630] w-full", className)}
    />
  );
}

/** A link whose visible text is short ("Read More") and whose accessible name says which post. */
function ReadLink({
  to,
  label,
  accessibleLabel,
  title,
  className,
}: {
  to: string;
  label: string;
  /** e.g. "Read More: {title}"; starts with the visible text, so speech control finds it. */
  accessibleLabel: string;
  title: string;
  className?: string;
}) {
  const full = format(accessibleLabel, { title });
  // The link's text carries the title too (visually hidden): search engines and
  // Lighthouse read a link's text, not its label. The label keeps the name exact.
  const hidden = full.startsWith(label) ? full.slice(label.length) : "";
  return (
    <Link to={to} aria-label={full} className={className}>
      <span>
        {label}
        {hidden ? <span className="sr-only">{hidden}</span> : null}
      </span>
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** What an article in the grid and the featured post show, and where they link. */
type PostCardProps = {
  post: PostCardView;
  href: string;
  categoryLabel: string;
  t: BlogListMessages;
};

/** One article in the grid. */
export function PostCard({ post, href, categoryLabel, t }: PostCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <PostImage
        imageUrl={post.imageUrl}
        alt={post.imageAlt}
        unavailableLabel={t.imageUnavailable}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CategoryBadge label={categoryLabel} />
        <h3 className="text-xl font-semibold text-slate-900">{post.title}</h3>
        {post.excerpt ? <p className="line-clamp-3 text-slate-600">{post.excerpt}</p> : null}
        <PostMeta post={post} byAuthor={t.byAuthor} className="mt-auto pt-2" />
        <ReadLink
          to={href}
          label={t.readMore}
          accessibleLabel={t.readMoreAbout}
          title={post.title}
          className="inline-flex min-h-11 w-fit items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        />
      </div>
    </article>
  );
}

/** The featured post, above the grid on the Health Tips page's "All" tab. */
export function FeaturedPost({ post, href, categoryLabel, t }: PostCardProps) {
  return (
    <section
      aria-labelledby="featured-post-title"
      className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2"
      data-testid="featured-post"
    >
      <PostImage
        imageUrl={post.imageUrl}
        alt={post.imageAlt}
        unavailableLabel={t.imageUnavailable}
        priority
        className="h-full lg:aspect-auto lg:min-h-80"
      />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold tracking-wide text-slate-900 uppercase">
            {t.featured}
          </span>
          <CategoryBadge label={categoryLabel} />
        </div>
        <h2 id="featured-post-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {post.title}
        </h2>
        {post.excerpt ? <p className="text-lg text-slate-600">{post.excerpt}</p> : null}
        <PostMeta post={post} byAuthor={t.byAuthor} />
        <ReadLink
          to={href}
          label={t.readArticle}
          accessibleLabel={t.readArticleAbout}
          title={post.title}
          className={cn(buttonClasses("primary", "lg"), "mt-2 w-fit")}
        />
      </div>
    </section>
  );
}

/** A grey card with the same shape, shown while posts load. */
export function PostCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-[1200/630] w-full animate-pulse bg-slate-200" />
      <div className="space-y-3 p-6">
        <div className="h-5 w-24 animate-pulse rounded-full bg-slate-200" />
        <div className="h-6 w-5/6 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
