import { z } from "zod";
import { bulkSelectionFields } from "~/platform/forms/bulk-selection";
import { htmlAddressProblems, isSiteImage, linkRuleMessages } from "~/platform/links";
import { defaultLocale, isLocale, locales, type Locale } from "~/i18n/locales";
import { withoutControlCharacters } from "~/platform/forms/control-characters";
import { optionalText, requiredText } from "~/platform/forms/fields";
import { isSlug, SLUG_MAX_LENGTH, slugify } from "~/platform/slug";
import { fromClinicLocalInput, toClinicLocalInput } from "~/platform/clinic";

/**
 * The staff portal's blog post forms: the editor's fields, limits and rules, and
 * the list's publish and delete buttons. The server actions validate with these
 * schemas (through parseSubmission); the page reads the names and limits.
 * Messages are English prose: the portal is English only. The content is checked
 * for size here and sanitized on save (app/features/blog/post-admin.server.ts).
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
  "publishAt",
  "unpublishAt",
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
  imageUrl: linkRuleMessages.image,
  contentOffSiteImage: linkRuleMessages.offSiteImageIn,
  contentBadLink: linkRuleMessages.badLinkIn,
  malformed: "This value could not be read. Please try again.",
  dateTime: "Enter a date and time, e.g. 11/27/2026 09:30 AM.",
  unpublishAfterPublish: "The unpublish time must be after the publish time.",
} as const;

/** A category is lowercase words (letters and digits) joined by single hyphens ("mental-health"). */
const categoryPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const { malformed } = blogPostMessages;

/** Text that arrives once: a missing field is "", a field sent twice or a file is malformed. */
function optional(limit: number) {
  return optionalText(limit, { malformed, tooLong: blogPostMessages.tooLong(limit) }).transform(
    (value) => value ?? "",
  );
}

/**
 * Whether a checkbox's value is ticked: checked sends "on" (or "true" from a
 * script); unchecked sends nothing. Any other value is unticked.
 */
export function isTicked(value: string | undefined): boolean {
  return value === "on" || value === "true";
}

/** A checkbox (see isTicked); one sent twice, or as a file, is refused. */
const checkbox = z.string({ error: malformed }).optional().transform(isTicked);

/** A datetime-local field, read on the clinic's clock; empty is null. */
const clinicDateTime = optional(20)
  .refine((value) => value === "" || fromClinicLocalInput(value) !== null, {
    error: blogPostMessages.dateTime,
  })
  .transform((value) => (value === "" ? null : fromClinicLocalInput(value)));

const emptyToNull = (value: string) => (value === "" ? null : value);

/**
 * The address the post is saved under: the typed slug, or the title when the slug
 * is empty, made lowercase with hyphens by slugify ("My Post" → "my-post").
 */
function postSlug(post: { title: string; slug: string }): string {
  return slugify(post.slug === "" ? post.title : post.slug);
}

/** The editor's one schema. */
export const blogPostSchema = z
  .object({
    title: requiredText(blogPostLimits.title, {
      missing: blogPostMessages.titleRequired,
      malformed,
      required: blogPostMessages.titleRequired,
      tooLong: blogPostMessages.tooLong(blogPostLimits.title),
    }),
    slug: optional(blogPostLimits.slug * 2),
    locale: z.enum(locales, { error: blogPostMessages.locale }),
    excerpt: optional(blogPostLimits.excerpt).transform(emptyToNull),
    category: optional(blogPostLimits.category).refine((value) => categoryPattern.test(value), {
      error: blogPostMessages.category,
    }),
    author: optional(blogPostLimits.author).transform(emptyToNull),
    imageUrl: optional(blogPostLimits.imageUrl)
      .refine((value) => value === "" || isSiteImage(value), {
        error: blogPostMessages.imageUrl,
      })
      .transform(emptyToNull),
    published: checkbox,
    publishAt: clinicDateTime,
    unpublishAt: clinicDateTime,
    featured: checkbox,
    // Not trimmed: it is HTML, sanitized as a whole on save.
    content: z
      .string({ error: malformed })
      .max(blogPostLimits.content, { error: blogPostMessages.tooLong(blogPostLimits.content) })
      .optional()
      .transform((value) => withoutControlCharacters(value ?? "")),
  })
  .superRefine((post, context) => {
    // Saving would drop a picture from another host (the page could not show it) or a
    // link that breaks the link rule: say so instead, naming it.
    const problems = htmlAddressProblems(post.content);
    if (problems.image !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["content"],
        message: blogPostMessages.contentOffSiteImage(problems.image.slice(0, 120)),
      });
    }
    if (problems.link !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["content"],
        message: blogPostMessages.contentBadLink(problems.link.slice(0, 120)),
      });
    }
    if (post.publishAt && post.unpublishAt && post.unpublishAt <= post.publishAt) {
      context.addIssue({
        code: "custom",
        path: ["unpublishAt"],
        message: blogPostMessages.unpublishAfterPublish,
      });
    }
  })
  .superRefine(
    (post, context) => {
      if (isSlug(postSlug(post))) return;
      context.addIssue({
        code: "custom",
        path: ["slug"],
        message: post.slug === "" ? blogPostMessages.slugFromTitle : blogPostMessages.slugInvalid,
      });
    },
    // The address is judged once every field is valid: a missing title asks for a title.
    { when: (payload) => payload.issues.length === 0 },
  )
  .overwrite((post) => ({ ...post, slug: postSlug(post) }));

/** The list's buttons: publish or unpublish a post, or delete it. */
export const blogPostListSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("set-published"),
    id: z.string().max(100),
    published: z.enum(["true", "false"]),
  }),
  z.object({ intent: z.literal("delete"), id: z.string().max(100) }),
  z.object({
    intent: z.enum(["bulk-publish", "bulk-unpublish", "bulk-trash"]),
    ...bulkSelectionFields,
  }),
]);

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
  /** When it shows from (null: now, when saved); a later moment schedules it. */
  publishAt: Date | null;
  /** When it stops showing (null: never). */
  unpublishAt: Date | null;
  featured: boolean;
  content: string;
};

/** At most one message per field: what parseSubmission gives for this form. */
export type BlogPostFieldErrors = Partial<Record<BlogPostField, string>>;

/**
 * What the form shows in each field: a stored post, a new one's defaults, or what
 * was typed ("on" or "" for the checkboxes).
 */
export type BlogPostFormValues = Record<BlogPostField, string>;

/**
 * How much of each field a refused save shows again: more than the limit, so that
 * text too long is seen with its error; the content one character more.
 */
export const blogPostEchoLimits: Record<BlogPostField, number> = {
  title: blogPostLimits.title * 2,
  slug: blogPostLimits.slug * 2,
  locale: 10,
  excerpt: blogPostLimits.excerpt * 2,
  category: blogPostLimits.category,
  author: blogPostLimits.author * 2,
  imageUrl: blogPostLimits.imageUrl * 2,
  published: 10,
  publishAt: 40,
  unpublishAt: 40,
  featured: 10,
  content: blogPostLimits.content + 1,
};

export const newBlogPostValues: BlogPostFormValues = {
  title: "",
  slug: "",
  locale: "en",
  excerpt: "",
  category: DEFAULT_BLOG_CATEGORY,
  author: "",
  imageUrl: "",
  published: "",
  publishAt: "",
  unpublishAt: "",
  featured: "",
  content: "",
};

/** A stored post as the form shows it. */
export function blogPostFormValues(post: BlogPostInput): BlogPostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    locale: post.locale,
    excerpt: post.excerpt ?? "",
    category: post.category,
    author: post.author ?? "",
    imageUrl: post.imageUrl ?? "",
    published: post.published ? "on" : "",
    publishAt: post.publishAt ? toClinicLocalInput(post.publishAt) : "",
    unpublishAt: post.unpublishAt ? toClinicLocalInput(post.unpublishAt) : "",
    featured: post.featured ? "on" : "",
    content: post.content,
  };
}

/** The language a value names, or the default one (a hand-made post may name another). */
export function formLocale(value: string): BlogPostLocale {
  return isLocale(value) ? value : defaultLocale;
}
