import { localeLabels, siteLanguagesText } from "~/i18n/locales";
import { useNavigation } from "react-router";
import { locales } from "~/i18n/locales";

import { AdminCard } from "~/ui/admin/admin-shell";
import { EditorForm, type EditorProps } from "~/ui/admin/editor-form";
import { LanguageColumns } from "~/ui/admin/language-columns";
import { UnsavedChangesNote } from "~/ui/admin/unsaved-changes";
import { Button, ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { CheckboxField, FieldError, FormField } from "~/ui/form-field";
import {
  testimonialLimits,
  testimonialPageField,
  testimonialTextField,
  testimonialTextFields,
  type TestimonialField,
  type TestimonialFormValues,
  type TestimonialTextField,
} from "./testimonial-form";
import { testimonialPageNames, testimonialPages } from "./testimonials";

const controlId = (field: TestimonialField) =>
  `testimonial-${field.replace(/[^a-zA-Z0-9-]/g, "-")}`;

const textLabels: Record<TestimonialTextField, string> = {
  quote: "Quote",
  detail: "Who they are",
};

const fieldLabels = {
  name: "Name",
  active: "Active",
  ...Object.fromEntries(
    testimonialPages.map((page) => [testimonialPageField(page), testimonialPageNames[page]]),
  ),
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      testimonialTextFields.map((field) => [
        testimonialTextField(field, locale),
        `${textLabels[field]} (${localeLabels[locale]})`,
      ]),
    ),
  ),
} as Record<TestimonialField, string>;

/**
 * The form of a new or an existing testimonial: the person's name, the pages that show
 * it and its visibility, then the quote and who the person is in each language side by
 * side. Posts to its own route; a refused save keeps everything typed.
 */
export function TestimonialEditor({
  mode,
  values,
  fieldErrors = {},
  formError,
  formRef,
  unsaved = false,
  version,
  conflict,
}: EditorProps<TestimonialFormValues, TestimonialField>) {
  const busy = useNavigation().state === "submitting";
  const creating = mode === "create";
  const field = (key: TestimonialField) => ({
    id: controlId(key),
    label: fieldLabels[key],
    error: fieldErrors[key],
  });
  const text = (key: TestimonialField) => ({
    name: key,
    defaultValue: values[key],
    maxLength: testimonialLimits[key],
  });
  const pagesError = fieldErrors[testimonialPageField(testimonialPages[0])];

  return (
    <EditorForm
      formRef={formRef}
      label={creating ? "New testimonial" : `Edit ${values.name}`}
      fieldErrors={fieldErrors}
      labels={fieldLabels}
      controlId={controlId}
      formError={formError}
      version={version}
      conflict={conflict}
      itemName="testimonial"
      notSaved="The testimonial was not saved. Please correct these fields:"
    >
      <AdminCard
        title="Testimonial"
        description="The name is the same in every language. Use a first name and an initial, with the person's consent."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <FormField {...field("name")}>
            {(control) => (
              <input {...control} {...text("name")} type="text" autoComplete="off" required />
            )}
          </FormField>
          <fieldset className="min-w-0 space-y-3">
            <legend className="font-medium text-slate-900">Shown on</legend>
            {testimonialPages.map((page) => (
              <CheckboxField
                key={page}
                id={controlId(testimonialPageField(page))}
                name={testimonialPageField(page)}
                label={testimonialPageNames[page]}
                hint={page === "home" ? "What Our Patients Say" : "What Our Members Say"}
                defaultChecked={values[testimonialPageField(page)] !== ""}
              />
            ))}
            {pagesError ? (
              <FieldError id={`${controlId(testimonialPageField(testimonialPages[0]))}-error`}>
                {pagesError}
              </FieldError>
            ) : null}
          </fieldset>
          <div className="md:col-span-2">
            <CheckboxField
              id={controlId("active")}
              name="active"
              label="Active"
              hint={`Active testimonials are shown on their pages in ${siteLanguagesText}. Inactive ones stay here, hidden from the site.`}
              defaultChecked={values.active !== ""}
            />
          </div>
        </div>
      </AdminCard>

      <AdminCard
        title="Texts"
        description="What the card says in each language: the quote, and who the person is under their name."
      >
        <LanguageColumns>
          {(locale) => {
            const key = (name: TestimonialTextField) => testimonialTextField(name, locale);
            const lang = locale === "en" ? undefined : locale;
            const optionalLabel = locale === "en" ? undefined : "(optional)";
            return (
              <>
                <FormField {...field(key("quote"))} optionalLabel={optionalLabel}>
                  {(control) => (
                    <textarea
                      {...control}
                      {...text(key("quote"))}
                      rows={4}
                      lang={lang}
                      required={locale === "en"}
                      className={cn(control.className, "field-sizing-content min-h-[6.5rem]")}
                    />
                  )}
                </FormField>
                <FormField {...field(key("detail"))} optionalLabel={optionalLabel}>
                  {(control) => (
                    <input
                      {...control}
                      {...text(key("detail"))}
                      type="text"
                      autoComplete="off"
                      lang={lang}
                      required={locale === "en"}
                    />
                  )}
                </FormField>
              </>
            );
          }}
        </LanguageColumns>
      </AdminCard>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <UnsavedChangesNote show={unsaved} className="sm:mr-auto" />
        <ButtonLink to="/admin/testimonials" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving…" : creating ? "Add Testimonial" : "Save changes"}
        </Button>
      </div>
    </EditorForm>
  );
}
