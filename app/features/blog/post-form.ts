import { z } from "zod";
import { defaultLocale, isLocale, locales, type Locale } from "~/i18n/locales";
import { withoutControlCharacters } from "~/platform/forms/control-characters";
import { isSlug, SLUG_MAX_LENGTH, slugify } from "~/features/blog/slug";

/**
 * The staff portal's blog post form (spec part 2 §3, §5): its fields, limits and
 * rules. The server action validates with parseBlogPostForm; the page reads the
 * names and limits. Messages are English prose: the portal is English only.
 * The content is checked for size here and sanitized on save
 * (app/features/blog/post-admin.server.ts).
 */

export const blogPostFields = [
  "title",
  "slug",
  "locale",
  "excerpt",
  "category",
  "author",
  "imageUrl",
  "published",
  "featured",
  "content",
] as const;
export type BlogPostField = (typeof blogPostFields)[number];

/** A post is written in one of the site's languages; the public list shows the visitor's. */
export type BlogPostLocale = Locale;

/** The category a new post starts with. */
export const DEFAULT_BLOG_CATEGORY = "general";

/** Maximum lengths after trimming; the form uses them as maxLength too. */
export const blogPostLimits = {
  title: 200,
  slug: SLUG_MAX_LENGTH,
  excerpt: 500,
  category: 50,
  author: 100,
  imageUrl: 2048,
  /** Characters of HTML: a very long article is a few tens of thousands. */
  content: 200_000,
} as const;

/** The largest form post the action reads: the content at its limit, in UTF-8, and the rest. */
export const BLOG_POST_MAX_BODY_BYTES = 1024 * 1024;

export const blogPostMessages = {
  titleRequired: "Enter a title.",
  tooLong: (limit: number) => `Keep this under ${limit.toLocaleString("en-US")} characters.`,
  slugInvalid: "Use letters, numbers and hyphens (for example: healthy-summer-habits).",
  slugFromTitle:
    "The title has no letters or numbers to make an address from. Enter a slug (for example: healthy-summer-habits).",
  slugTaken: (slug: string) =>
    `Another post already uses the address "${slug}". Change the slug (or the title, when the slug is empty).`,
  locale: "Choose the post's language.",
  category: "Choose a category.",
  imageUrl: "Enter a web address starting with https:// or a path on this site starting with /.",
  malformed: "This value could not be read. Please try again.",
} as const;

/** The spec's category form: lowercase words joined by hyphens ("mental-health"). */
const categoryPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An image address the public page can show: an http(s) URL or a path on this
 * site (e.g. a media library file, "/uploads/…"), never "//host", data: or
 * javascript:. The article page checks again before it renders (safeImageSrc).
 */
export function isImageAddress(value: string): boolean {
  // Whitespace, control characters (browsers skip some inside URLs) and backslashes.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Text that arrives once: a missing field is "", a field sent twice or a file is malformed. */
function text(limit: number) {
  return z
    .string({ error: blogPostMessages.malformed })
    .optional()
    .transform((value) => withoutControlCharacters(value ?? "").trim())
    .pipe(z.string().max(limit, { error: blogPostMessages.tooLong(limit) }));
}

/** A checkbox: checked sends "on" (or "true" from a script); unchecked sends nothing. */
const checkbox = z
  .string({ error: blogPostMessages.malformed })
  .optional()
  .transform((value) => value === "on" || value === "true");

const emptyToNull = (value: string) => (value === "" ? null : value);

const blogPostSchema = z
  .object({
    title: text(blogPostLimits.title).pipe(
      z.string().min(1, { error: blogPostMessages.titleRequired }),
    ),
    slug: text(blogPostLimits.slug * 2),
    locale: z.enum(locales, { error: blogPostMessages.locale }),
    excerpt: text(blogPostLimits.excerpt).transform(emptyToNull),
    category: text(blogPostLimits.category).refine((value) => categoryPattern.test(value), {
      error: blogPostMessages.category,
    }),
    author: text(blogPostLimits.author).transform(emptyToNull),
    imageUrl: text(blogPostLimits.imageUrl)
      .refine((value) => value === "" || isImageAddress(value), {
        error: blogPostMessages.imageUrl,
      })
      .transform(emptyToNull),
    published: checkbox,
    featured: checkbox,
    // Not trimmed: it is HTML, sanitized as a whole on save.
    content: z
      .string({ error: blogPostMessages.malformed })
      .max(blogPostLimits.content, { error: blogPostMessages.tooLong(blogPostLimits.content) })
      .optional()
      .transform((value) => withoutControlCharacters(value ?? "")),
  })
  .transform((post, context) => {
    // The spec's rule: an empty slug is made from the title. A typed one is
    // tidied the same way ("My Post" → "my-post").
    const slug = slugify(post.slug === "" ? post.title : post.slug);
    if (!isSlug(slug)) {
      context.addIssue({
        code: "custom",
        path: ["slug"],
        message: post.slug === "" ? blogPostMessages.slugFromTitle : blogPostMessages.slugInvalid,
      });
      return z.NEVER;
    }
    return { ...post, slug };
  });

/** A valid post, ready to store (the content still to be sanitized). */
export type BlogPostInput = {
  title: string;
  slug: string;
  locale: BlogPostLocale;
  excerpt: string | null;
  category: string;
  author: string | null;
  /** Null when the field was empty: the public page shows its default image. */
  imageUrl: string | null;
  published: boolean;
  featured: boolean;
  content: string;
};

export type BlogPostFieldErrors = Partial<Record<BlogPostField, string>>;

export type BlogPostFormResult =
  { success: true; data: BlogPostInput } | { success: false; fieldErrors: BlogPostFieldErrors };

/** Validates the posted fields and gives at most one message per field (the first). */
export function parseBlogPostForm(values: Partial<Record<string, unknown>>): BlogPostFormResult {
  const result = blogPostSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: BlogPostFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isBlogPostField(field) || fieldErrors[field]) continue;
    fieldErrors[field] = issue.message;
  }
  return { success: false, fieldErrors };
}

/** The form's fields as posted (a field sent twice stays a list, for the schema to refuse). */
export function blogPostFormValues(formData: FormData): Partial<Record<BlogPostField, unknown>> {
  const values: Partial<Record<BlogPostField, unknown>> = {};
  for (const field of blogPostFields) {
    const entries = formData.getAll(field);
    values[field] = entries.length === 0 ? undefined : entries.length === 1 ? entries[0] : entries;
  }
  return values;
}

function isBlogPostField(value: unknown): value is BlogPostField {
  return typeof value === "string" && (blogPostFields as readonly string[]).includes(value);
}

/** What the form shows: a stored post, a new one's defaults, or what was posted. */
export type BlogPostFormValues = {
  title: string;
  slug: string;
  locale: BlogPostLocale;
  excerpt: string;
  category: string;
  author: string;
  imageUrl: string;
  published: boolean;
  featured: boolean;
  content: string;
};

export const newBlogPostValues: BlogPostFormValues = {
  title: "",
  slug: "",
  locale: "en",
  excerpt: "",
  category: DEFAULT_BLOG_CATEGORY,
  author: "",
  imageUrl: "",
  published: false,
  featured: false,
  content: "",
};

/** The posted values to show again beside their errors (text cut to a sane length). */
export function echoBlogPostValues(formData: FormData): BlogPostFormValues {
  const textOf = (field: BlogPostField, limit: number) => {
    const value = formData.get(field);
    return typeof value === "string" ? value.slice(0, limit) : "";
  };
  const locale = textOf("locale", 10);
  return {
    title: textOf("title", blogPostLimits.title * 2),
    slug: textOf("slug", blogPostLimits.slug * 2),
    locale: isLocale(locale) ? locale : defaultLocale,
    excerpt: textOf("excerpt", blogPostLimits.excerpt * 2),
    category: textOf("category", blogPostLimits.category) || DEFAULT_BLOG_CATEGORY,
    author: textOf("author", blogPostLimits.author * 2),
    imageUrl: textOf("imageUrl", blogPostLimits.imageUrl * 2),
    published: formData.get("published") === "on",
    featured: formData.get("featured") === "on",
    content: textOf("content", blogPostLimits.content + 1),
  };
}
