/** What the public list reads of a post, besides its date. */
export type PostCardFields = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  /** Only an http(s) URL or a site path; null shows the default image. */
  imageUrl: string | null;
  /** The media library's alt text of the image in the post's language; "" when none (decorative). */
  imageAlt: string;
  category: string;
  author: string | null;
  featured: boolean;
};

/** What a post card or the featured block shows: ready to render, dates already formatted. */
export type PostCardView = PostCardFields & {
  /** ISO 8601, for <time dateTime>. */
  date: string;
  /** The date in the visitor's language, e.g. "January 14, 2026" or "14 de janeiro de 2026". */
  dateLabel: string;
};

/** The strings the list, its cards and the featured block read. */
export type BlogListMessages = {
  loading: string;
  empty: string;
  featured: string;
  readArticle: string;
  readArticleAbout: string;
  readMore: string;
  readMoreAbout: string;
  latest: string;
  categoriesLabel: string;
  all: string;
  countOne: string;
  countOther: string;
  byAuthor: string;
  pagesLabel: string;
  pageMissing: string;
  firstPage: string;
  imageUnavailable: string;
};

/** The image a post without one (or whose image fails) shows. */
export const BLOG_DEFAULT_IMAGE = "/images/blog-default.svg";
export const BLOG_IMAGE_WIDTH = 1200;
export const BLOG_IMAGE_HEIGHT = 630;

/** One page of the public list as the page renders it (app/features/blog/posts.server.ts). */
export type BlogListPage = {
  featured: PostCardView | null;
  posts: PostCardView[];
  total: number;
  page: number;
  pageCount: number;
  categories: string[];
  category: string;
};
