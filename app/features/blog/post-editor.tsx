import { useState, type ReactNode } from "react";
import { localeLabels, locales } from "~/i18n/locales";
import { useNavigation } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import { ImageUrlField } from "~/features/media";
import { RichTextEditor } from "~/features/blog/rich-text-editor";
import { Button, ButtonLink } from "~/ui/button";
import { CheckboxField, FieldHint, FormField, withHint } from "~/ui/form-field";
import {
  blogPostLimits,
  DEFAULT_BLOG_CATEGORY,
  formLocale,
  isTicked,
  type BlogPostField,
  type BlogPostFormValues,
  type BlogPostLocale,
} from "~/features/blog/post-form";
import { slugify } from "~/platform/slug";
import { EditorForm, editorFieldProps, type EditorProps } from "~/ui/admin/editor-form";
import { UnsavedChangesNote } from "~/ui/admin/unsaved-changes";
import { PreviewButton } from "~/ui/admin/preview-button";
import { postPath } from "./paths";

const controlId = (field: BlogPostField) => `post-${field}`;

/** Where Preview posts the form (app/routes/admin/blog-preview.ts). */
const POST_PREVIEW_PATH = "/admin/blog/preview";

const fieldLabels: Record<BlogPostField, string> = {
  title: "Title",
  slug: "Slug",
  locale: "Language",
  excerpt: "Excerpt",
  category: "Category",
  author: "Author",
  imageUrl: "Image URL",
  published: "Published",
  publishAt: "Publish date and time",
  unpublishAt: "Unpublish at",
  featured: "Featured",
  content: "Content",
};

/**
 * A new or an existing blog post. It posts to its own route, so it works
 * without JavaScript; the server's field errors show at the fields (and in a
 * summary that takes the focus), with what was typed kept. The form reads
 * `values` when it mounts: give it a `key` that changes with each answer of the
 * server, so that it shows the values of that answer.
 */
export function BlogPostForm({
  mode,
  values,
  categories,
  fieldErrors = {},
  formError,
  formRef,
  unsaved = false,
  version,
  conflict,
  autosaveNote = "",
  postId,
  reference,
}: EditorProps<BlogPostFormValues, BlogPostField> & {
  /** Another language's version to translate from: beside the article on wide screens. */
  reference?: ReactNode;
  categories: { id: string; label: string }[];
  /** The post being edited (none for a new one): Preview changes names it. */
  postId?: string;
  /** What the background save says ("Draft saved at 10:42 AM"). */
  autosaveNote?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const [locale, setLocale] = useState(() => formLocale(values.locale));

  const creating = mode === "create";
  const fields = { fieldErrors, labels: fieldLabels, controlId };
  const field = editorFieldProps(fields);
  const addressSlug = slugify(slug) || slugify(title) || "your-post-title";

  return (
    <EditorForm
      formRef={formRef}
      label={creating ? "New blog post" : `Edit ${values.title}`}
      {...fields}
      formError={formError}
      version={version}
      conflict={conflict}
      itemName="blog post"
      notSaved="The blog post was not saved. Please correct these fields:"
    >
      <div
        className={
          reference
            ? "grid items-start gap-6 xl:grid-cols-2"
            : "grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
        }
      >
        <AdminCard title="Article">
          <div className="space-y-5">
            <FormField {...field("title")} optionalLabel="(required)">
              {(control) => (
                <input
                  {...control}
                  name="title"
                  type="text"
                  required
                  maxLength={blogPostLimits.title}
                  value={title}
                  onChange={(event) => setTitle(event.target.value)}
                />
              )}
            </FormField>

            <FormField {...field("slug")} optionalLabel="(optional)">
              {(control) => (
                <>
                  <input
                    {...withHint(control, "post-slug-hint")}
                    name="slug"
                    type="text"
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    maxLength={blogPostLimits.slug}
                    placeholder={slugify(title) || "made-from-the-title"}
                    value={slug}
                    onChange={(event) => setSlug(event.target.value)}
                  />
                  <FieldHint id="post-slug-hint">
                    Leave empty to make it from the title. The article&apos;s address:{" "}
                    <span className="font-mono wrap-anywhere text-slate-800">
                      {postPath(addressSlug, locale)}
                    </span>
                  </FieldHint>
                </>
              )}
            </FormField>

            <FormField {...field("excerpt")} optionalLabel="(optional)">
              {(control) => (
                <>
                  <textarea
                    {...withHint(control, "post-excerpt-hint")}
                    name="excerpt"
                    rows={3}
                    maxLength={blogPostLimits.excerpt}
                    defaultValue={values.excerpt}
                  />
                  <FieldHint id="post-excerpt-hint">
                    One or two sentences for the article cards on Health Tips.
                  </FieldHint>
                </>
              )}
            </FormField>

            <RichTextEditor
              id={controlId("content")}
              name="content"
              label={fieldLabels.content}
              defaultValue={values.content}
              maxLength={blogPostLimits.content}
              error={fieldErrors.content}
              locale={locale}
            />
          </div>
        </AdminCard>

        {reference}

        <div
          className={
            reference ? "grid items-start gap-6 md:grid-cols-2 xl:col-span-2" : "space-y-6"
          }
        >
          <AdminCard title="Publishing">
            <div className="space-y-5">
              <CheckboxField
                id={controlId("published")}
                name="published"
                label="Published"
                hint="Shown on Health Tips in its language. Unticked, it is a draft only staff see."
                defaultChecked={isTicked(values.published)}
              />
              <FormField {...field("publishAt")} optionalLabel="(optional)">
                {(control) => (
                  <>
                    <input
                      {...withHint(control, "post-publishAt-hint")}
                      type="datetime-local"
                      name="publishAt"
                      defaultValue={values.publishAt}
                    />
                    <FieldHint id="post-publishAt-hint">
                      Orlando time. Empty: when you publish. A later time schedules the post: it
                      appears then.
                    </FieldHint>
                  </>
                )}
              </FormField>
              <FormField {...field("unpublishAt")} optionalLabel="(optional)">
                {(control) => (
                  <>
                    <input
                      {...withHint(control, "post-unpublishAt-hint")}
                      type="datetime-local"
                      name="unpublishAt"
                      defaultValue={values.unpublishAt}
                    />
                    <FieldHint id="post-unpublishAt-hint">
                      Orlando time. The post stops showing then; empty: it stays.
                    </FieldHint>
                  </>
                )}
              </FormField>
              <CheckboxField
                id={controlId("featured")}
                name="featured"
                label="Featured"
                hint="The newest featured post leads the Health Tips page."
                defaultChecked={isTicked(values.featured)}
              />
              <FormField {...field("locale")}>
                {(control) => (
                  <select
                    {...control}
                    name="locale"
                    value={locale}
                    onChange={(event) => setLocale(event.target.value as BlogPostLocale)}
                  >
                    {locales.map((value) => (
                      <option key={value} value={value}>
                        {localeLabels[value]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField {...field("category")}>
                {(control) => (
                  <select
                    {...control}
                    name="category"
                    defaultValue={values.category || DEFAULT_BLOG_CATEGORY}
                  >
                    {categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField {...field("author")} optionalLabel="(optional)">
                {(control) => (
                  <input
                    {...control}
                    name="author"
                    type="text"
                    autoComplete="off"
                    maxLength={blogPostLimits.author}
                    defaultValue={values.author}
                  />
                )}
              </FormField>
            </div>
          </AdminCard>

          <AdminCard title="Image">
            <ImageUrlField
              {...field("imageUrl")}
              defaultValue={values.imageUrl}
              maxLength={blogPostLimits.imageUrl}
              hint={
                <>
                  Choose one from the media library, or upload a new one there. Empty: the
                  site&apos;s default picture.
                </>
              }
              removeLabel="Remove image"
            />
          </AdminCard>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        {postId ? <input type="hidden" name="postId" value={postId} /> : null}
        <PreviewButton action={POST_PREVIEW_PATH} />
        <Button type="submit" variant="primary" size="lg" disabled={busy}>
          {busy ? "Saving…" : creating ? "Create post" : "Save changes"}
        </Button>
        <ButtonLink to="/admin/blog" variant="ghost" size="lg">
          Cancel
        </ButtonLink>
        <UnsavedChangesNote show={unsaved} />
        <p role="status" className="text-sm text-slate-600">
          {autosaveNote}
        </p>
      </div>
    </EditorForm>
  );
}
