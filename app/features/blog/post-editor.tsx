import { useState, type ReactNode } from "react";
import { localeLabels, locales } from "~/i18n/locales";
import { Form, useNavigation } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import { MediaPicker } from "~/features/media";
import { RichTextEditor } from "~/features/blog/rich-text-editor";
import { Button, ButtonLink } from "~/ui/button";
import { FormField, type ControlProps } from "~/ui/form-field";
import {
  blogPostLimits,
  DEFAULT_BLOG_CATEGORY,
  formLocale,
  isTicked,
  type BlogPostField,
  type BlogPostFieldErrors,
  type BlogPostFormValues,
  type BlogPostLocale,
} from "~/features/blog/post-form";
import { slugify } from "~/features/blog/slug";
import { FormErrorSummary } from "~/ui/admin/form-error-summary";
import { postPath } from "./paths";

export type BlogPostFormMode = "create" | "edit";

const controlId = (field: BlogPostField) => `post-${field}`;

const fieldLabels: Record<BlogPostField, string> = {
  title: "Title",
  slug: "Slug",
  locale: "Language",
  excerpt: "Excerpt",
  category: "Category",
  author: "Author",
  imageUrl: "Image URL",
  published: "Published",
  featured: "Featured",
  content: "Content",
};

function withHint(control: ControlProps, hintId: string): ControlProps {
  return {
    ...control,
    "aria-describedby": [control["aria-describedby"], hintId].filter(Boolean).join(" "),
  };
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

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
}: {
  mode: BlogPostFormMode;
  values: BlogPostFormValues;
  categories: { id: string; label: string }[];
  fieldErrors?: BlogPostFieldErrors;
  /** A problem that is not one field's (the post was deleted meanwhile, the database failed). */
  formError?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  const [locale, setLocale] = useState(() => formLocale(values.locale));
  const [imageUrl, setImageUrl] = useState(values.imageUrl);

  const creating = mode === "create";
  const field = (key: BlogPostField) => ({
    id: controlId(key),
    label: fieldLabels[key],
    error: fieldErrors[key],
  });
  const addressSlug = slugify(slug) || slugify(title) || "your-post-title";

  return (
    <Form
      method="post"
      noValidate
      className="space-y-6"
      aria-label={creating ? "New blog post" : `Edit ${values.title}`}
    >
      <FormErrorSummary
        fieldErrors={fieldErrors}
        formError={formError}
        labels={fieldLabels}
        controlId={controlId}
        notSaved="The blog post was not saved. Please correct these fields:"
      />

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
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
                  <Hint id="post-slug-hint">
                    Leave empty to make it from the title. The article&apos;s address:{" "}
                    <span className="font-mono wrap-anywhere text-slate-800">
                      {postPath(addressSlug, locale)}
                    </span>
                  </Hint>
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
                  <Hint id="post-excerpt-hint">
                    One or two sentences for the article cards on Health Tips.
                  </Hint>
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
            />
          </div>
        </AdminCard>

        <div className="space-y-6">
          <AdminCard title="Publishing">
            <div className="space-y-5">
              <Checkbox
                name="published"
                label="Published"
                hint="Shown on Health Tips in its language. Unticked, it is a draft only staff see."
                defaultChecked={isTicked(values.published)}
              />
              <Checkbox
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
            <FormField {...field("imageUrl")} optionalLabel="(optional)">
              {(control) => (
                <>
                  <input
                    {...withHint(control, "post-imageUrl-hint")}
                    name="imageUrl"
                    type="url"
                    inputMode="url"
                    maxLength={blogPostLimits.imageUrl}
                    placeholder="https://"
                    value={imageUrl}
                    onChange={(event) => setImageUrl(event.target.value)}
                  />
                  <Hint id="post-imageUrl-hint">
                    Pick one from the Media Library or paste an image address. Empty: the
                    site&apos;s default picture. Images kept on other websites are not shown on the
                    public site.
                  </Hint>
                </>
              )}
            </FormField>
            <div className="mt-3 flex flex-wrap gap-2">
              <MediaPicker onSelect={(url) => setImageUrl(url)} />
              {imageUrl ? (
                <Button variant="ghost" onClick={() => setImageUrl("")}>
                  Remove image
                </Button>
              ) : null}
            </div>
          </AdminCard>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" size="lg" disabled={busy}>
          {busy ? "Saving…" : creating ? "Create post" : "Save changes"}
        </Button>
        <ButtonLink to="/admin/blog" variant="ghost" size="lg">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}

function Checkbox({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: "published" | "featured";
  label: string;
  hint: string;
  defaultChecked: boolean;
}) {
  const id = controlId(name);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
