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
  partnerLimits,
  partnerTextField,
  partnerTextFields,
  type PartnerField,
  type PartnerFormValues,
  type PartnerTextField,
} from "./partner-form";
import { partnerCategories, partnerCategoryNames } from "./partners";

const controlId = (field: PartnerField) => `partner-${field.replace(/[^a-zA-Z0-9-]/g, "-")}`;

const textLabels: Record<PartnerTextField, string> = {
  category: "Category",
  benefit: "Member benefit",
};

const fieldLabels = {
  name: "Name",
  logoUrl: "Logo",
  category: "Kind of business",
  discountPercent: "Discount (%)",
  active: "Active",
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      partnerTextFields.map((field) => [
        partnerTextField(field, locale),
        `${textLabels[field]} (${localeLabels[locale]})`,
      ]),
    ),
  ),
} as Record<PartnerField, string>;

/**
 * The form of a new or an existing partner: name, logo, kind, discount and visibility,
 * then its category and benefit in each language side by side. Posts to its own route;
 * a refused save keeps everything typed. Give it a `key` that changes with each answer.
 */
export function PartnerEditor({
  mode,
  values,
  fieldErrors = {},
  formError,
  formRef,
  unsaved = false,
  version,
  conflict,
}: EditorProps<PartnerFormValues, PartnerField>) {
  const busy = useNavigation().state === "submitting";
  const creating = mode === "create";
  const field = (key: PartnerField) => ({
    id: controlId(key),
    label: fieldLabels[key],
    error: fieldErrors[key],
  });
  const text = (key: PartnerField) => ({
    name: key,
    defaultValue: values[key],
    maxLength: partnerLimits[key],
  });
  const kindHint = `${controlId("category")}-hint`;
  const percentHint = `${controlId("discountPercent")}-hint`;

  return (
    <EditorForm
      formRef={formRef}
      label={creating ? "New partner" : `Edit ${values.name}`}
      fieldErrors={fieldErrors}
      labels={fieldLabels}
      controlId={controlId}
      formError={formError}
      version={version}
      conflict={conflict}
      itemName="partner"
      notSaved="The partner was not saved. Please correct these fields:"
    >
      <AdminCard title="Partner" description="The name is the same in every language.">
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
              maxLength={partnerLimits.logoUrl}
              hint="Pick a wide image (160 × 64) from the Media Library (or upload one there). Without a logo, the card shows its kind's artwork and the logo strip leaves it out."
              removeLabel="Remove logo"
            />
          </div>
          <FormField {...field("category")}>
            {(control) => (
              <>
                <select
                  {...withHint(control, kindHint)}
                  name="category"
                  defaultValue={values.category}
                >
                  {partnerCategories.map((category) => (
                    <option key={category} value={category}>
                      {partnerCategoryNames[category]}
                    </option>
                  ))}
                </select>
                <FieldHint id={kindHint}>The card's artwork when there is no logo.</FieldHint>
              </>
            )}
          </FormField>
          <FormField {...field("discountPercent")}>
            {(control) => (
              <>
                <input
                  {...withHint(control, percentHint)}
                  {...text("discountPercent")}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  required
                />
                <FieldHint id={percentHint}>
                  The headline discount, a whole number from 0 to 100. The benefit sentence below is
                  what visitors read.
                </FieldHint>
              </>
            )}
          </FormField>
          <div className="md:col-span-2">
            <CheckboxField
              id={controlId("active")}
              name="active"
              label="Active"
              hint={`Active partners are shown on the Partners page in ${siteLanguagesText}. Inactive ones stay here, hidden from the site.`}
              defaultChecked={values.active !== ""}
            />
          </div>
        </div>
      </AdminCard>

      <AdminCard
        title="Texts"
        description="What the card says in each language: the category under the name, and the member benefit as visitors read it (e.g. “20% off all services”)."
      >
        <LanguageColumns>
          {(locale) => {
            const key = (name: PartnerTextField) => partnerTextField(name, locale);
            const lang = locale === "en" ? undefined : locale;
            const optionalLabel = locale === "en" ? undefined : "(optional)";
            return (
              <>
                <FormField {...field(key("category"))} optionalLabel={optionalLabel}>
                  {(control) => (
                    <input
                      {...control}
                      {...text(key("category"))}
                      type="text"
                      autoComplete="off"
                      lang={lang}
                      required={locale === "en"}
                    />
                  )}
                </FormField>
                <FormField {...field(key("benefit"))} optionalLabel={optionalLabel}>
                  {(control) => (
                    <textarea
                      {...control}
                      {...text(key("benefit"))}
                      rows={2}
                      lang={lang}
                      required={locale === "en"}
                      className={cn(control.className, "field-sizing-content min-h-[4rem]")}
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
        <ButtonLink to="/admin/partners" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving…" : creating ? "Add Partner" : "Save changes"}
        </Button>
      </div>
    </EditorForm>
  );
}
