import { localeLabels, siteLanguagesText } from "~/i18n/locales";
import { useNavigation } from "react-router";
import { ImageUrlField } from "~/features/media";
import { locales } from "~/i18n/locales";

import { AdminCard } from "~/ui/admin/admin-shell";
import { EditorForm, type EditorProps } from "~/ui/admin/editor-form";
import { LanguageColumns } from "~/ui/admin/language-columns";
import { UnsavedChangesNote } from "~/ui/admin/unsaved-changes";
import { Button, ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { CheckboxField, FieldHint, FormField, withHint } from "~/ui/form-field";
import {
  insurerLimits,
  insurerTextField,
  type InsurerField,
  type InsurerFormValues,
  type InsurerTextField,
} from "./insurer-form";

const controlId = (field: InsurerField) => `insurer-${field.replace(/[^a-zA-Z0-9-]/g, "-")}`;

const textLabels: Record<InsurerTextField, string> = {
  description: "Description",
  plans: "Plans accepted",
};

const fieldLabels = {
  name: "Name",
  logoUrl: "Logo",
  active: "Active",
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      (Object.keys(textLabels) as InsurerTextField[]).map((field) => [
        insurerTextField(field, locale),
        `${textLabels[field]} (${localeLabels[locale]})`,
      ]),
    ),
  ),
} as Record<InsurerField, string>;

/**
 * The form of a new or an existing insurer: name, logo and visibility, then its
 * description and plans in each language side by side. Posts to its own route; a
 * refused save keeps everything typed. Give it a `key` that changes with each answer.
 */
export function InsurerEditor({
  mode,
  values,
  fieldErrors = {},
  formError,
  formRef,
  unsaved = false,
  version,
  conflict,
}: EditorProps<InsurerFormValues, InsurerField>) {
  const busy = useNavigation().state === "submitting";
  const creating = mode === "create";
  const field = (key: InsurerField) => ({
    id: controlId(key),
    label: fieldLabels[key],
    error: fieldErrors[key],
  });
  const text = (key: InsurerField) => ({
    name: key,
    defaultValue: values[key],
    maxLength: insurerLimits[key],
  });

  return (
    <EditorForm
      formRef={formRef}
      label={creating ? "New insurer" : `Edit ${values.name}`}
      fieldErrors={fieldErrors}
      labels={fieldLabels}
      controlId={controlId}
      formError={formError}
      version={version}
      conflict={conflict}
      itemName="insurer"
      notSaved="The insurer was not saved. Please correct these fields:"
    >
      <AdminCard title="Insurer" description="The name is the same in every language.">
        <div className="grid gap-5 md:grid-cols-2">
          <FormField {...field("name")}>
            {(control) => (
              <input {...control} {...text("name")} type="text" autoComplete="off" required />
            )}
          </FormField>
          <div>
            <ImageUrlField
              {...field("logoUrl")}
              name="logoUrl"
              defaultValue={values.logoUrl}
              maxLength={insurerLimits.logoUrl}
              hint="Pick a square image from the Media Library (or upload one there). Without a logo, the card shows the name's first letter."
              removeLabel="Remove logo"
            />
          </div>
          <div className="md:col-span-2">
            <CheckboxField
              id={controlId("active")}
              name="active"
              label="Active"
              hint={`Active insurers are shown on the Insurance page in ${siteLanguagesText}. Inactive ones stay here, hidden from the site.`}
              defaultChecked={values.active !== ""}
            />
          </div>
        </div>
      </AdminCard>

      <AdminCard
        title="Texts"
        description="What the card says in each language. The English description is required."
      >
        <LanguageColumns>
          {(locale) => {
            const key = (name: InsurerTextField) => insurerTextField(name, locale);
            const lang = locale === "en" ? undefined : locale;
            const plansHint = `${controlId(key("plans"))}-hint`;
            return (
              <>
                <FormField
                  {...field(key("description"))}
                  optionalLabel={locale === "en" ? undefined : "(optional)"}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      {...text(key("description"))}
                      rows={3}
                      lang={lang}
                      required={locale === "en"}
                      className={cn(control.className, "field-sizing-content min-h-[5.5rem]")}
                    />
                  )}
                </FormField>
                <FormField {...field(key("plans"))} optionalLabel="(optional)">
                  {(control) => (
                    <>
                      <textarea
                        {...withHint(control, plansHint)}
                        {...text(key("plans"))}
                        rows={4}
                        lang={lang}
                        className={cn(control.className, "field-sizing-content min-h-[6.5rem]")}
                      />
                      <FieldHint id={plansHint}>One plan a line.</FieldHint>
                    </>
                  )}
                </FormField>
              </>
            );
          }}
        </LanguageColumns>
      </AdminCard>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <UnsavedChangesNote show={unsaved} className="sm:mr-auto" />
        <ButtonLink to="/admin/insurers" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving…" : creating ? "Add Insurer" : "Save changes"}
        </Button>
      </div>
    </EditorForm>
  );
}
