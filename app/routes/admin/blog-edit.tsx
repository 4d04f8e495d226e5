import { useAnswerKey } from "~/ui/admin/answer-key";
import { ExternalLink, History } from "lucide-react";
import { useRef } from "react";
import { data, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/blog-edit";
import {
  blogCategoryOptions,
  createPost,
  findAdminPost,
  findPostVersions,
  updatePost,
  type PostVersion,
  type SavePostResult,
} from "~/features/blog/post-admin.server";
import { TRANSLATION_LANGUAGE_PARAM, TRANSLATION_OF_PARAM } from "~/features/blog/admin-post-list";
import {
  PostLanguages,
  postLanguageStates,
  type PostLanguageState,
} from "~/features/blog/post-languages";
import { PostReferencePanel, type PostReference } from "~/features/blog/post-reference";
import { isLocale, localeLabels, locales, type Locale } from "~/i18n/locales";
import { sanitizePostHtml } from "~/platform/sanitize.server";
import { adminMeta } from "~/ui/admin/meta";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { BlogPostForm } from "~/features/blog/post-editor";
import { ButtonLink } from "~/ui/button";
import {
  BLOG_POST_MAX_BODY_BYTES,
  blogPostFields,
  blogPostEchoLimits,
  blogPostFormValues,
  blogPostMessages,
  blogPostSchema,
  newBlogPostValues,
  type BlogPostFieldErrors,
  type BlogPostFormValues,
} from "~/features/blog/post-form";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast } from "~/platform/toast.server";
import { postPath } from "~/features/blog/paths";
import { postStatus } from "~/features/blog/post-status";
import { previewHref, previewToken } from "~/features/blog/preview.server";
import { PostPreviewPanel } from "~/features/blog/post-preview-panel";
import {
  discardAutosave,
  findAutosave,
  NEW_POST_TARGET,
  newVersionTarget,
  type AutosaveTarget,
} from "~/features/blog/autosave.server";
import { autosaveText, usePostAutosave } from "~/features/blog/post-autosave";
import { RESTORE_PARAM, UnsavedCopyNotice } from "~/features/blog/unsaved-copy-notice";
import { env } from "~/platform/env.server";
import { staffDateTimeFormat } from "~/platform/clinic";
import { baseVersionOf } from "~/features/history/index.server";
import { historyPath } from "~/features/history/paths";
import { presenceOnOpen } from "~/features/history/presence.server";
import { usePresence, type OtherEditor } from "~/features/history/presence";
import { PresenceNote } from "~/features/history/presence-note";
import type { EditConflict } from "~/ui/admin/edit-conflict";

/**
 * /admin/blog/new (create) and /admin/blog/:id (edit): one module, two modes.
 * Saving returns to the refreshed list with its toast; a refused save answers
 * 400 with the field errors and what was typed.
 */

function postIdOf(params: Route.LoaderArgs["params"]): string | null {
  return "id" in params && typeof params.id === "string" ? params.id : null;
}

/** The article a new post is a version of (?translationOf=<one of its posts>), if any. */
function translationOfParam(request: Request): string | null {
  const value = new URL(request.url).searchParams.get(TRANSLATION_OF_PARAM);
  return value === null ? null : value.slice(0, 100);
}

/** Where the form's typing is kept: the post, a new version of an article, or a new post. */
function autosaveTargetOf(request: Request, id: string | null): AutosaveTarget {
  if (id !== null) return id;
  const sourceId = translationOfParam(request);
  const language = new URL(request.url).searchParams.get(TRANSLATION_LANGUAGE_PARAM);
  return sourceId !== null && isLocale(language)
    ? newVersionTarget(sourceId, language)
    : NEW_POST_TARGET;
}

/** The article's languages and, to translate from, another version of it. */
type Translation = {
  /** The language of the version open in the form. */
  locale: Locale;
  languages: PostLanguageState[];
  reference: PostReference | null;
  /** What the languages' links call the article. */
  articleTitle: string;
};

function referenceOf(version: PostVersion): PostReference {
  return {
    id: version.id,
    locale: version.locale,
    title: version.title,
    excerpt: version.excerpt,
    html: sanitizePostHtml(version.content),
  };
}

/**
 * The editor's view of the article: each language's state, and the version to translate
 * from: the one `?from=` names, else the first other language's.
 */
function translationOf(
  request: Request,
  versions: readonly PostVersion[],
  locale: Locale,
  articleTitle: string,
): Translation {
  const from = new URL(request.url).searchParams.get("from");
  const others = versions.filter((version) => version.locale !== locale);
  const reference = others.find((version) => version.locale === from) ?? others[0];
  return {
    locale,
    languages: postLanguageStates(versions, new Date()),
    reference: reference ? referenceOf(reference) : null,
    articleTitle,
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const editor = await requireContentEditor(request, context.db);
  const id = postIdOf(params);
  // What this editor typed and did not save (kept automatically), when newer than the post.
  const restoring = new URL(request.url).searchParams.get(RESTORE_PARAM) === "1";
  const autosaveTarget = autosaveTargetOf(request, id);
  const unsavedCopy = async (saved: { at: Date | null; values: BlogPostFormValues }) => {
    const copy = await findAutosave(context.db, editor.id, autosaveTarget);
    if (!copy || (saved.at && copy.savedAt <= saved.at)) return null;
    // A copy that says what the form would show anyway is nothing to offer.
    const shown = saved.values;
    if (blogPostFields.every((field) => copy.values[field] === shown[field])) return null;
    return { values: copy.values, savedAtText: staffDateTimeFormat.format(copy.savedAt) };
  };
  if (id === null) {
    // "Add Portuguese version": a new post of that article, in that language.
    const sourceId = translationOfParam(request);
    const source = sourceId === null ? null : await findAdminPost(context.db, sourceId);
    if (sourceId !== null && !source) {
      return data(
        {
          mode: "create" as const,
          id: null,
          found: false,
          values: newBlogPostValues,
          version: undefined,
          categories: [],
          publicPath: null,
          preview: null,
          unsavedCopy: null,
          others: [] as OtherEditor[],
          translation: null as Translation | null,
          autosaveTarget,
        },
        { status: 404 },
      );
    }
    let values = newBlogPostValues;
    let translation: Translation | null = null;
    if (source) {
      const versions = await findPostVersions(context.db, source.groupId);
      const asked = new URL(request.url).searchParams.get(TRANSLATION_LANGUAGE_PARAM);
      const missing = locales.filter((locale) => !versions.some((v) => v.locale === locale));
      const locale = isLocale(asked) ? asked : missing[0];
      const existing = versions.find((version) => version.locale === (locale ?? source.locale));
      // Written already (or every language is): that version's editor.
      if (!locale || existing) throw redirect(`/admin/blog/${existing?.id ?? source.id}`);
      // What the versions share is filled in; the texts are written, not copied (the
      // other version is beside the form), so no English is saved under Portuguese.
      values = {
        ...newBlogPostValues,
        locale,
        category: source.category,
        author: source.author ?? "",
        imageUrl: source.imageUrl ?? "",
        featured: source.featured ? "on" : "",
      };
      translation = translationOf(request, versions, locale, source.title);
    }
    const copy = await unsavedCopy({ at: null, values });
    return {
      mode: "create" as const,
      id: null,
      found: true,
      values: restoring && copy ? copy.values : values,
      version: undefined,
      categories: blogCategoryOptions(),
      publicPath: null,
      preview: null,
      unsavedCopy: restoring ? null : copy,
      others: [] as OtherEditor[],
      translation,
      autosaveTarget,
    };
  }
  const post = await findAdminPost(context.db, id);
  if (!post) {
    return data(
      {
        mode: "edit" as const,
        id,
        found: false,
        values: newBlogPostValues,
        version: undefined,
        categories: [],
        publicPath: null,
        preview: null,
        unsavedCopy: null,
        others: [] as OtherEditor[],
        translation: null as Translation | null,
        autosaveTarget,
      },
      { status: 404 },
    );
  }
  const copy = await unsavedCopy({ at: post.updatedAt, values: blogPostFormValues(post) });
  const others = await presenceOnOpen(
    context.db,
    { entityType: "blog_post", entityId: id },
    editor,
  );
  return {
    mode: "edit" as const,
    id,
    found: true,
    values: restoring && copy ? copy.values : blogPostFormValues(post),
    version: post.version,
    categories: blogCategoryOptions(post.category),
    publicPath:
      postStatus(post, new Date()) === "published" ? postPath(post.slug, post.locale) : null,
    preview: previewLinks(post),
    unsavedCopy: restoring ? null : copy,
    others,
    autosaveTarget,
    translation: translationOf(
      request,
      await findPostVersions(context.db, post.groupId),
      post.locale,
      post.title,
    ),
  };
}

/**
 * The post's preview addresses under every language's prefix (the page around it follows
 * the prefix), with a fresh signed token, and until when they work.
 */
function previewLinks(post: { id: string; slug: string }) {
  const expiresAt = new Date(Date.now() + env.PREVIEW_LINK_HOURS * 3_600_000);
  const token = previewToken(post.id, expiresAt);
  const path = (locale: Locale) => previewHref(postPath(post.slug, locale), token);
  return {
    sites: locales.map((locale) => ({ language: localeLabels[locale], href: path(locale) })),
    shareUrl: new URL(path("en"), env.SITE_URL).href,
    expires: staffDateTimeFormat.format(expiresAt),
  };
}

/** A refused save: what was typed (when the form was read), and why. */
type Refusal = {
  values?: BlogPostFormValues;
  fieldErrors: BlogPostFieldErrors;
  formError?: string;
  /** Someone saved first: their version (the form's base from now on) and what differs. */
  version?: number;
  conflict?: EditConflict;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const id = postIdOf(params);
  const refuse = (status: number, refusal: Refusal) =>
    dataWithToast(
      refusal,
      {
        type: "error",
        title: "Failed to save blog post",
        description: refusal.formError ?? "Please correct the highlighted fields.",
      },
      { status },
    );

  const body = await readFormBody(request, BLOG_POST_MAX_BODY_BYTES);
  if (!body.ok) {
    return refuse(body.status, {
      fieldErrors: {},
      formError:
        body.status === 413
          ? "The post is too large to save. Shorten the content and try again."
          : "The form could not be read. Please try again.",
    });
  }
  const submission = parseSubmission(body.formData, blogPostSchema, {
    limits: blogPostEchoLimits,
  });
  if (!submission.success) {
    const { values, fieldErrors } = submission;
    return refuse(400, { values, fieldErrors });
  }
  // Shown again if the save fails: what was typed, as it would have been saved.
  const values = blogPostFormValues(submission.data);

  const actor = { id: editor.id, email: editor.email };
  let result: SavePostResult;
  try {
    result =
      id === null
        ? await createPost(context.db, {
            input: submission.data,
            actor,
            translationOf: translationOfParam(request) ?? undefined,
          })
        : await updatePost(context.db, {
            id,
            input: submission.data,
            baseVersion: baseVersionOf(body.formData),
            actor,
          });
  } catch (error) {
    logger.error({ err: error, id }, "blog post save failed");
    return refuse(500, {
      values,
      fieldErrors: {},
      formError: "The post could not be saved. Please try again in a moment.",
    });
  }

  switch (result.kind) {
    case "slug-taken":
      return refuse(409, {
        values,
        fieldErrors: { slug: blogPostMessages.slugTaken(result.slug) },
      });
    case "conflict":
      return dataWithToast<Refusal>(
        { values, fieldErrors: {}, version: result.version, conflict: result.conflict },
        {
          type: "error",
          title: "Not saved: someone else changed this post",
          description: "Compare the two versions below; nothing you typed is lost.",
        },
        { status: 409 },
      );
    case "language-taken":
      return refuse(409, {
        values,
        fieldErrors: {
          locale: `This article already has a ${localeLabels[result.locale]} version. Choose another language, or edit that version from the list.`,
        },
      });
    case "not-found":
      return refuse(404, {
        values,
        fieldErrors: {},
        formError:
          id === null
            ? "The article you are translating no longer exists. Someone may have deleted it."
            : "This blog post no longer exists. Someone may have deleted it.",
      });
    case "saved":
      // Saved: the copy kept while typing is no longer needed.
      await discardAutosave(context.db, editor.id, autosaveTargetOf(request, id)).catch(
        (error: unknown) => logger.warn({ err: error }, "could not delete a post's autosaved copy"),
      );
      return redirectWithToast("/admin/blog", {
        type: "success",
        title: id === null ? "Blog post created successfully" : "Blog post updated successfully",
        description: submission.data.title,
      });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "create" ? "New Blog Post" : "Edit Blog Post");

export default function AdminBlogEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, found, categories, publicPath, preview, unsavedCopy, translation } = loaderData;
  // The form starts again from the values the server sent: for each answer of its post
  // (what was typed, after a refused save), each saved version, and each address (a
  // restored unsaved copy, a translation's source), never under the editor's typing.
  const { search } = useLocation();
  const answerKey = useAnswerKey(actionData, `${loaderData.version ?? ""}${search}`);
  // Watched here, above that key: a refused save keeps its unsaved changes.
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const autosave = usePostAutosave(formRef, loaderData.autosaveTarget);
  const others = usePresence("posts", mode === "edit" ? loaderData.id : null, loaderData.others);

  if (!found) {
    return (
      <AdminCard
        title="Blog post not found"
        description="This blog post does not exist. It may have been deleted."
      >
        <ButtonLink to="/admin/blog">Back to Blog Posts</ButtonLink>
      </AdminCard>
    );
  }
  const values = actionData?.values ?? loaderData.values;
  return (
    <div className="space-y-4">
      {mode === "edit" && loaderData.id ? (
        <p className="flex flex-wrap gap-x-6 text-sm">
          {publicPath ? (
            <a
              href={publicPath}
              className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-2"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              View this post on the site
            </a>
          ) : null}
          <Link
            to={historyPath("posts", loaderData.id)}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-2"
          >
            <History className="size-4" aria-hidden="true" />
            History and earlier versions
          </Link>
        </p>
      ) : null}
      {translation && (mode === "edit" || translation.reference) ? (
        <section
          aria-label="Versions of this article"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 className="mb-2 text-sm font-semibold text-slate-900">
            {mode === "create"
              ? `New ${localeLabels[translation.locale]} version of "${translation.articleTitle}"`
              : "Versions of this article"}
          </h2>
          <PostLanguages
            states={translation.languages}
            articleTitle={translation.articleTitle}
            current={translation.locale}
          />
        </section>
      ) : null}
      <PresenceNote others={others} noun="post" />
      {unsavedCopy ? (
        <UnsavedCopyNotice savedAtText={unsavedCopy.savedAtText} target={loaderData.id ?? "new"} />
      ) : null}
      {preview ? <PostPreviewPanel {...preview} /> : null}
      <BlogPostForm
        key={answerKey}
        mode={mode}
        values={values}
        categories={categories}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
        version={actionData?.version ?? loaderData.version}
        conflict={actionData?.conflict}
        autosaveNote={autosaveText(autosave)}
        formRef={formRef}
        unsaved={unsaved}
        postId={loaderData.id ?? undefined}
        reference={
          translation?.reference ? (
            <PostReferencePanel reference={translation.reference} />
          ) : undefined
        }
      />
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
