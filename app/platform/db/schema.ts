import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
// Relative, not "~/": drizzle-kit reads this file without the app's path aliases.
import { locales } from "../../i18n/locales";
import { invitationRoleValues, userRoleValues } from "./user-roles";

/**
 * The database schema: the site's content (team members, blog posts, images,
 * page content, lab tests), staff accounts and roles, and what visitors send,
 * plus the columns the bilingual site needs. Content that staff write exists in English and, where
 * a visitor reads it, in Brazilian Portuguese; an empty Portuguese value falls
 * back to English (see app/i18n/content.ts).
 */

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * An editable item's version: each save adds one, and a save based on another version
 * is refused (app/features/history/), so no editor silently overwrites another.
 */
const version = {
  version: integer("version").notNull().default(1),
};

/** The languages content is written in: the site's own. */
export const contentLocales = locales;

/**
 * A language column holds a language tag ("en", "pt-BR", "es"). The check is on the
 * tag's form, not on today's list, so adding a language to app/i18n/locale-list.ts needs
 * no migration; the app validates the value against the list (Zod, the enum type).
 */
function isLanguageTag(column: AnyPgColumn) {
  return sql`${column} ~ '^[a-z]{2,3}(-[A-Z]{2})?$'`;
}

/** `column in ('a', 'b')`, for check constraints that follow a list of values. */
function oneOf(column: AnyPgColumn, values: readonly string[]) {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /**
     * The role, bio, qualifications and specialties in every language: a map locale → texts
     * (app/features/team/member-form.ts, teamMemberTextsSchema; English required, the other
     * languages falling back to it field by field).
     */
    texts: jsonb("texts").notNull(),
    imageUrl: text("image_url"),
    orderIndex: integer("order_index").notNull().default(1),
    active: boolean("active").notNull().default(true),
    /**
     * The member's address, /team/<slug>: made from the name when added (createTeamMember),
     * then kept. A row inserted without one (a test's, a script's) gets a unique stand-in.
     */
    slug: text("slug")
      .notNull()
      .default(sql`'member-' || gen_random_uuid()`),
    ...version,
    ...timestamps,
  },
  (table) => [
    index("team_members_active_order_idx").on(table.active, table.orderIndex),
    uniqueIndex("team_members_slug_idx").on(table.slug),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    /** Sanitized HTML (allowlist) — sanitized on save and again before render. */
    content: text("content").notNull().default(""),
    excerpt: text("excerpt"),
    category: text("category").notNull().default("general"),
    author: text("author"),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(false),
    imageUrl: text("image_url"),
    /** The language the post is written in; the blog lists the visitor's language. */
    locale: text("locale", { enum: contentLocales }).notNull().default("en"),
    /**
     * The article this post is a version of: the versions of one article in the site's
     * languages share it, at most one per language (its own slug, text and state each).
     * A post made alone starts its own group.
     */
    groupId: uuid("group_id").notNull().defaultRandom(),
    /**
     * The post's date: a published post shows from this moment (a later one is scheduled),
     * and the list, the article and the feeds give it as the date.
     */
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull().defaultNow(),
    /** When set, a published post stops showing from this moment. */
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex("blog_posts_slug_idx").on(table.slug),
    uniqueIndex("blog_posts_group_locale_idx").on(table.groupId, table.locale),
    index("blog_posts_public_idx").on(table.locale, table.published, table.publishAt),
    check("blog_posts_locale_check", isLanguageTag(table.locale)),
  ],
);

/**
 * A post's earlier addresses: its public page at an old slug answers 301 to the current
 * one, so shared links and search results keep working after a rename. A slug taken
 * again by a post (any post) stops redirecting.
 */
export const blogPostSlugRedirects = pgTable("blog_post_slug_redirects", {
  slug: text("slug").primaryKey(),
  postId: uuid("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    filename: text("filename").notNull(),
    /** The name the file had on the uploader's computer: what the library calls it. */
    originalName: text("original_name"),
    /**
     * What the image shows, for screen readers, in every language: a map locale → text
     * ({ "en": …, "pt-BR": …, "es": … }, only the languages that have one; read through
     * app/features/media/alt-texts.ts). A page shows the text of its own language.
     */
    altTexts: jsonb("alt_texts").notNull().default({}),
    category: text("category"),
    /** The storage key, e.g. "about-us/5f0c….jpg"; the public URL is /uploads/<key>. */
    filePath: text("file_path").notNull(),
    fileSize: integer("file_size").notNull(),
    mimeType: text("mime_type").notNull(),
    /** The original's pixel size, read by sharp at upload. */
    width: integer("width"),
    height: integer("height"),
    /** Widths of the resized WebP variants made once at upload (<key>.<width>.webp). */
    variantWidths: integer("variant_widths")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    uploadDate: timestamp("upload_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("images_filename_idx").on(table.filename),
    // Public pages look up a cover's alt text by its URL's key.
    index("images_file_path_idx").on(table.filePath),
    index("images_upload_date_idx").on(table.uploadDate),
    // A map, always: the library's search reads it with jsonb_each_text.
    check("images_alt_texts_check", sql`jsonb_typeof(${table.altTexts}) = 'object'`),
  ],
);

export const pageContentTypes = ["text", "html", "url", "json"] as const;

export const pageContent = pgTable(
  "page_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageName: text("page_name").notNull(),
    sectionName: text("section_name").notNull(),
    /** English rows are the source; a missing or empty pt-BR row falls back to English. */
    locale: text("locale", { enum: contentLocales }).notNull().default("en"),
    contentType: text("content_type", { enum: pageContentTypes }).notNull().default("text"),
    contentValue: text("content_value").notNull(),
    ...version,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("page_content_page_section_locale_idx").on(
      table.pageName,
      table.sectionName,
      table.locale,
    ),
    check("page_content_locale_check", isLanguageTag(table.locale)),
    check("page_content_type_check", oneOf(table.contentType, pageContentTypes)),
  ],
);

/**
 * Better Auth's tables (docs/decisions/005): accounts, sessions stored in the
 * database, e-mail verification tokens and the sign-in/sign-up rate-limit
 * counters. Property names are the library's field names; columns are snake_case.
 */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Set for a generated one-time password: the admin must choose a new one before anything else. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  ...timestamps,
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The password's scrypt hash (credential accounts only). */
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** Better Auth's own rate-limit counters, in the database so they hold across processes. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: userRoleValues }).notNull().default("user"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("user_roles_user_id_idx").on(table.userId),
    check("user_roles_role_check", oneOf(table.role, userRoleValues)),
  ],
);

/**
 * Invitations to the staff portal (app/features/auth/invitations.server.ts): an admin names
 * an e-mail and a role, the colleague gets a link. Only a SHA-256 hash of the link's random
 * token is stored; re-sending replaces it (the old link stops working). An invitation is
 * pending until it is accepted (the account exists, verified, with the role) or revoked;
 * at most one is pending per address.
 */
export const userInvitations = pgTable(
  "user_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** The name the admin typed, offered on the acceptance page (optional). */
    name: text("name"),
    role: text("role", { enum: invitationRoleValues }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedById: text("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Copied, so the list still says who invited after that account is deleted. */
    invitedByEmail: text("invited_by_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: text("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("user_invitations_pending_email_idx")
      .on(table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check("user_invitations_role_check", oneOf(table.role, invitationRoleValues)),
  ],
);

/**
 * Who changed what in the admin portal, newest first on the dashboard. The
 * actor's e-mail is copied so an entry stays readable after the account is deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** What was done, e.g. "user.role_changed", "team_member.created". */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    /** A short human-readable description, e.g. the record's name. */
    summary: text("summary").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_created_at_idx").on(table.createdAt)],
);

export const contactDeliveryStatuses = ["pending", "sent", "failed"] as const;
export type ContactDeliveryStatus = (typeof contactDeliveryStatuses)[number];

/**
 * For submissions that are stored and then e-mailed to the clinic: whether the
 * e-mail went out, and why not when it failed.
 */
const deliveryColumns = {
  deliveryStatus: text("delivery_status", { enum: contactDeliveryStatuses })
    .notNull()
    .default("pending"),
  /** Why the last delivery attempt failed (the mail transport's error message). */
  deliveryError: text("delivery_error"),
  /** When a staff member marked it handled (null: still open), and who. */
  handledAt: timestamp("handled_at", { withTimezone: true }),
  handledBy: text("handled_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
};

/**
 * Messages from the public contact form. A row is written before the clinic is
 * e-mailed, so a message survives a mail outage; delivery_status tells staff
 * which ones never reached the inbox.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** One of the contact form's service ids, or null when none was chosen. */
    service: text("service"),
    message: text("message").notNull(),
    /** The language the visitor wrote in (the page they were on). */
    locale: text("locale", { enum: contentLocales }).notNull(),
    ...deliveryColumns,
  },
  (table) => [
    check("contact_messages_locale_check", isLanguageTag(table.locale)),
    check(
      "contact_messages_delivery_status_check",
      sql`${table.deliveryStatus} in ('pending', 'sent', 'failed')`,
    ),
  ],
);

/**
 * Fixed-window counters (app/platform/rate-limit.server.ts). In the database, not
 * in memory, so a limit holds across server processes.
 */
export const rateLimits = pgTable("rate_limits", {
  /** What is limited and for whom, e.g. "contact:203.0.113.7". */
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * Failed sign-ins per account (app/features/auth/sign-in-throttle.server.ts), kept
 * apart from the per-address limits so a guesser who changes address still waits.
 * Keyed by a keyed hash of the lower-cased e-mail: the table never names anyone,
 * and a row exists for an address whether or not it has an account.
 */
export const signInThrottle = pgTable("sign_in_throttle", {
  accountKey: text("account_key").primaryKey(),
  /** Attempts since the last success (or since a quiet day), counted before the password check. */
  failures: integer("failures").notNull(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  /** No attempt for this account is checked before this time. */
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
});

/**
 * Partnership requests from the foundation page. Stored before the clinic is
 * e-mailed, exactly like contact messages, so a mail outage loses nothing.
 */
export const partnershipRequests = pgTable(
  "partnership_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyName: text("company_name").notNull(),
    contactPerson: text("contact_person").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    locale: text("locale", { enum: contentLocales }).notNull(),
    ...deliveryColumns,
  },
  (table) => [
    check("partnership_requests_locale_check", isLanguageTag(table.locale)),
    check(
      "partnership_requests_delivery_status_check",
      sql`${table.deliveryStatus} in ('pending', 'sent', 'failed')`,
    ),
  ],
);

/** Newsletter subscribers from the health tips page; one row per normalised (trimmed, lowercased) e-mail. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** The language of the page they subscribed on: the newsletter's language for them. */
    locale: text("locale", { enum: contentLocales }).notNull(),
    /**
     * When they asked for the newsletter (for one not confirmed yet: when they last
     * asked, which their confirmation link's lifetime counts from).
     */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When they followed the link in the confirmation e-mail (double opt-in); null until
     * then: such an address gets no newsletter, is not exported, and is deleted once its
     * link has expired (app/features/inbox/newsletter.server.ts).
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(table.email),
    check("newsletter_subscribers_locale_check", isLanguageTag(table.locale)),
  ],
);

/*
 * The lab search (issue 29): the database keeps each test's search words and sort name
 * (generated columns of lab_tests), lower case and without the accents of Portuguese,
 * Spanish and English names ("Sjögren" is found as "sjogren"), so a search reads them
 * from an index instead of working them out for each of thousands of rows.
 */
const ACCENTED = "áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ";
const UNACCENTED = "aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNY";

function unaccentedLower(text: SQL): SQL {
  return sql`lower(translate(${text}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${UNACCENTED}'`)}))`;
}

/** PostgreSQL's text search document, for the stored search words of a test. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The order tests are listed in: by name without case or accents (byte order, alike everywhere). */
export function labTestSortKey(table: { sortName: AnyPgColumn }): SQL {
  return sql`${table.sortName} collate "C"`;
}

/**
 * The lab price list on /lab-tests, edited in the admin portal and seeded from
 * the shipped sample (app/startup/seed/lab-tests.json).
 */
export const labTests = pgTable(
  "lab_tests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The laboratory's test code, numeric text, unique. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** Display text such as "$35.00"; empty means "call for pricing". */
    price: text("price").notNull().default(""),
    /**
     * Kept by the database from the name and code, so every way a test is written (the
     * portal, an import, the seed) is found alike, and a search reads them instead of
     * working them out again for each of thousands of rows: the words of the name and
     * code, letters and digits only ("25-OH Vitamin D" → 25, oh, vitamin, d), and the
     * name as the list sorts it.
     */
    searchWords: tsvector("search_words").generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', regexp_replace(${unaccentedLower(sql`name || ' ' || code`)}, '[^a-z0-9]+', ' ', 'g'))`,
    ),
    sortName: text("sort_name").generatedAlwaysAs((): SQL => unaccentedLower(sql`name`)),
    // An import's changes add one too, so an edit opened before it is refused.
    ...version,
    ...timestamps,
  },
  (table) => [
    uniqueIndex("lab_tests_code_idx").on(table.code),
    index("lab_tests_name_idx").on(table.name),
    index("lab_tests_search_idx").using("gin", table.searchWords),
    index("lab_tests_sort_idx").on(labTestSortKey(table), table.code),
  ],
);

/**
 * "newsletter-welcome" is what subscribing queued before confirmation links (migration
 * 0015): rows of it still queued are sent as they were written, to subscribers that
 * count as confirmed.
 */
export const outboxPurposes = [
  "clinic-notice",
  "newsletter-confirmation",
  "newsletter-welcome",
  "auth",
] as const;
export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;

/**
 * Every e-mail the site sends, written in the same transaction as what caused it
 * (a stored message, a new subscriber) and delivered by the background sender
 * (app/platform/outbox.server.ts): a post never waits for a mail server, a crash
 * loses no e-mail, and one that keeps failing is marked failed, visibly, for staff
 * to send again. A notice or a newsletter e-mail is written out when it is sent, from
 * the row it is about; an account e-mail (verification, password reset) carries its
 * text, sealed, in `payload`, since its link cannot be made again.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: outboxPurposes }).notNull(),
    /** What it is about: "contact_message", "partnership_request", "newsletter_subscriber", "user". */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    /** The whole message, encrypted (account e-mails only). */
    payload: text("payload"),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While "sending": until when the sender that took it owns it; after that anyone may. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The mail transport's last error, for staff. */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_emails_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_emails_subject_idx").on(table.subjectType, table.subjectId),
    check("outbox_emails_purpose_check", oneOf(table.purpose, outboxPurposes)),
    check("outbox_emails_status_check", oneOf(table.status, outboxStatuses)),
  ],
);

/**
 * The one-time keys the public forms carry: a post whose key (and content) was seen
 * already stores nothing new and is answered like the first, so a visitor who sends
 * again after a lost answer does not send twice. Kept for a day.
 */
export const submissionKeys = pgTable(
  "submission_keys",
  {
    /** Which form: "contact", "partnership", "newsletter". */
    form: text("form").notNull(),
    key: text("key").notNull(),
    /** A keyed hash of what was sent: a key shared by two visitors (a cached page) is two posts. */
    fingerprint: text("fingerprint").notNull(),
    /** The row the first post stored, for the answer to a repeat (null: nothing was stored). */
    itemId: text("item_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.form, table.key, table.fingerprint] }),
    index("submission_keys_created_idx").on(table.createdAt),
  ],
);

/**
 * Every saved version of an editable item (a blog post, a team member): who saved it,
 * when, and the stored values. The newest names who made the current version (shown
 * when a stale save is refused); the older ones are the item's history.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "blog_post", "team_member" (as in audit_log). */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** The item's version this revision is. */
    version: integer("version").notNull(),
    /** The item's stored values at that version. */
    snapshot: jsonb("snapshot").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_revisions_entity_version_idx").on(
      table.entityType,
      table.entityId,
      table.version,
    ),
  ],
);

/**
 * What an editor was typing in a blog post's form, saved in the background every few
 * seconds (one row per editor and post; "new" for a post not created yet), so a closed
 * tab, a crash or another device loses nothing. Deleted when the post is saved.
 */
export const postAutosaves = pgTable(
  "post_autosaves",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The post's id, or "new". */
    target: text("target").notNull(),
    /** The form's fields as typed (not yet valid, perhaps). */
    values: jsonb("values").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.target] })],
);

/** What can be previewed before it is saved (the names audit_log and content_revisions use). */
export const previewEntityTypes = ["team_member", "about_us", "page_content", "blog_post"] as const;

/**
 * An editor's unsaved change, kept so that a preview link can show it
 * (app/features/preview/): what the form held when Preview was pressed. Nothing
 * public reads it without a signed link; it is deleted when the link has expired.
 */
export const previewDrafts = pgTable(
  "preview_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: text("entity_type", { enum: previewEntityTypes }).notNull(),
    /** The item's id, or null for one not created yet. */
    entityId: text("entity_id"),
    /** The item's fields as they would be saved (valid: the form's schema read them). */
    values: jsonb("values").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("preview_drafts_created_at_idx").on(table.createdAt),
    check("preview_drafts_entity_type_check", oneOf(table.entityType, previewEntityTypes)),
  ],
);

/** What can be in the Trash (the names audit_log and content_revisions use). */
export const trashEntityTypes = ["blog_post", "team_member", "page_content", "image"] as const;

/**
 * Deleted content, kept TRASH_DAYS days (app/features/trash/): a delete removes the row
 * (so no public query sees it) and copies it here in the same transaction, with every
 * stored value, so a restore puts it back with its id, address and links. An image's
 * files stay in the bucket until its entry is purged.
 */
export const trash = pgTable(
  "trash",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: text("entity_type", { enum: trashEntityTypes }).notNull(),
    /** The deleted row's id. */
    entityId: text("entity_id").notNull(),
    /** What the Trash lists: the post's title, the member's name, the entry's place, the file. */
    title: text("title").notNull(),
    /** The deleted row's stored values, by property name (dates as ISO strings). */
    snapshot: jsonb("snapshot").notNull(),
    deletedBy: text("deleted_by").references(() => users.id, { onDelete: "set null" }),
    /** Copied so the entry stays readable after the account is deleted. */
    deletedByEmail: text("deleted_by_email").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("trash_deleted_at_idx").on(table.deletedAt),
    check("trash_entity_type_check", oneOf(table.entityType, trashEntityTypes)),
  ],
);

/**
 * Who has an item open in an editor (app/features/history/presence.server.ts): one row per
 * editor and item, refreshed while the page is open and removed when it is left. A note
 * for the others ("Also open: …"), never a lock.
 */
export const editPresence = pgTable(
  "edit_presence",
  {
    /** As in content_revisions: "blog_post", "team_member". */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.entityType, table.entityId, table.userId] }),
    index("edit_presence_seen_at_idx").on(table.seenAt),
  ],
);

/**
 * The clinic's facts, the same in every language (app/features/site-content/clinic-details*):
 * its phones, e-mail, address, weekly hours and closures, and the links to the booking,
 * signup, reviews and social pages. One row (id "clinic"), its value checked by the
 * form's Zod schema on save and on read; no row means the demo's defaults (with any
 * older page_content "site" entries carried over).
 */
export const clinicSettings = pgTable(
  "clinic_settings",
  {
    id: text("id").primaryKey().default("clinic"),
    value: jsonb("value").notNull(),
    ...version,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The e-mail of who saved last (copied, as in the audit log). */
    updatedBy: text("updated_by"),
  },
  (table) => [check("clinic_settings_single_row_check", sql`${table.id} = 'clinic'`)],
);

/**
 * The VIP membership plans (/membership, the membership service page, the structured
 * data): numbers in columns, each language's texts in `texts`, a map locale → texts
 * (validated by app/features/membership/plan-data.ts), so a new language needs no
 * migration. Each plan is paid as an enrolment fee and then MONTHLY_PAYMENTS monthly
 * payments, in US cents. Seeded with the demo plans by the migration that made it.
 */
export const membershipPlans = pgTable(
  "membership_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A stable name for links and tests, e.g. individual-silver. */
    slug: text("slug").notNull().unique(),
    /** The plan chooser's tab: individual, family or senior. */
    category: text("category").notNull(),
    /** The card's artwork, one of planIcons. */
    icon: text("icon").notNull(),
    position: integer("position").notNull(),
    active: boolean("active").notNull().default(true),
    /** Shows the MOST POPULAR banner. */
    featured: boolean("featured").notNull().default(false),
    feeCents: integer("fee_cents").notNull(),
    monthlyCents: integer("monthly_cents").notNull(),
    texts: jsonb("texts").notNull(),
    ...version,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "membership_plans_category_check",
      oneOf(table.category, ["individual", "family", "senior"]),
    ),
    check(
      "membership_plans_prices_check",
      sql`${table.feeCents} >= 0 and ${table.monthlyCents} >= 0`,
    ),
    index("membership_plans_position_idx").on(table.position),
  ],
);

/**
 * The insurers the clinic accepts (/insurance): a name (the same in every language), a
 * logo (a shipped mark or a media library image, optional), and each language's
 * description and plans in `texts` (app/features/insurance/insurer-data.ts).
 */
export const insurers = pgTable(
  "insurers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    position: integer("position").notNull(),
    active: boolean("active").notNull().default(true),
    texts: jsonb("texts").notNull(),
    ...version,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("insurers_position_idx").on(table.position)],
);

/**
 * The partner businesses of /partners (app/features/partners): a name (the same in every
 * language), a logo (a shipped drawing or a media library image, optional), its kind (the
 * artwork of a card without a logo), the headline discount in percent, and each
 * language's category label and benefit sentence in `texts`.
 */
export const partners = pgTable(
  "partners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    category: text("category").notNull(),
    discountPercent: integer("discount_percent").notNull(),
    position: integer("position").notNull(),
    active: boolean("active").notNull().default(true),
    texts: jsonb("texts").notNull(),
    ...version,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "partners_category_check",
      oneOf(table.category, [
        "laserHairRemoval",
        "laserAesthetics",
        "barber",
        "dental",
        "wellness",
        "restaurant",
      ]),
    ),
    check(
      "partners_discount_check",
      sql`${table.discountPercent} >= 0 and ${table.discountPercent} <= 100`,
    ),
    index("partners_position_idx").on(table.position),
  ],
);

/**
 * Patients' words on the home and membership pages (app/features/testimonials): the
 * person's name (the same in every language), the pages that show it, and each
 * language's quote and detail (who they are: "Visitor from Ohio") in `texts`.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    pages: text("pages").array().notNull(),
    position: integer("position").notNull(),
    active: boolean("active").notNull().default(true),
    texts: jsonb("texts").notNull(),
    ...version,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("testimonials_pages_check", sql`${table.pages} <@ array['home', 'membership']::text[]`),
    index("testimonials_position_idx").on(table.position),
  ],
);

/**
 * The clinic's videos on the home and about pages (app/features/videos): the YouTube
 * video's id, its thumbnail (a shipped drawing or a media library image), and each
 * language's title and description in `texts`.
 */
export const videos = pgTable(
  "videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    youtubeId: text("youtube_id").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull(),
    position: integer("position").notNull(),
    active: boolean("active").notNull().default(true),
    texts: jsonb("texts").notNull(),
    ...version,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("videos_position_idx").on(table.position)],
);

/**
 * The texts of the five service detail pages (/services/<id>), keyed by the service's id
 * (the set of services and their artwork are code: app/features/services/services.ts).
 * The price is structured: from (null: "ask us") and an optional upper bound, in cents;
 * the membership's price is its plans' and stays null here. Each language's title,
 * subtitle, description paragraphs, price note and benefits in `texts`, and the FAQs
 * in order in `faqs`, each item its question and answer per language
 * (app/features/services/service-details.ts).
 */
export const serviceDetailsTable = pgTable(
  "service_details",
  {
    id: text("id").primaryKey(),
    priceFromCents: integer("price_from_cents"),
    priceToCents: integer("price_to_cents"),
    texts: jsonb("texts").notNull(),
    faqs: jsonb("faqs").notNull(),
    ...version,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "service_details_id_check",
      oneOf(table.id, [
        "membership",
        "checkup",
        "physical-evaluation",
        "consultation",
        "weight-loss",
      ]),
    ),
    check(
      "service_details_price_check",
      sql`(${table.priceFromCents} is null and ${table.priceToCents} is null) or (${table.priceFromCents} > 0 and (${table.priceToCents} is null or ${table.priceToCents} >= ${table.priceFromCents}))`,
    ),
  ],
);

/**
 * The VIP Foundation's events (/foundation): a calendar date (ISO, the clinic's calendar
 * decides upcoming or past) and each language's title, description and place in `texts`.
 */
export const foundationEvents = pgTable(
  "foundation_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    date: text("date").notNull(),
    active: boolean("active").notNull().default(true),
    texts: jsonb("texts").notNull(),
    ...version,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("foundation_events_date_check", sql`${table.date} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    index("foundation_events_date_idx").on(table.date),
  ],
);

/**
 * The foundation's photo gallery (/foundation): an image (a shipped file or a media
 * library image), each language's alt text and caption in `texts`, in staff's order.
 */
export const foundationGalleryImages = pgTable(
  "foundation_gallery_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    imageUrl: text("image_url").notNull(),
    position: integer("position").notNull(),
    active: boolean("active").notNull().default(true),
    texts: jsonb("texts").notNull(),
    ...version,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("foundation_gallery_images_position_idx").on(table.position)],
);
