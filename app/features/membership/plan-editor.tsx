import { localeLabels, siteLanguagesText } from "~/i18n/locales";
import { useNavigation } from "react-router";
import { locales } from "~/i18n/locales";

import { AdminCard } from "~/ui/admin/admin-shell";
import { EditorForm, type EditorProps } from "~/ui/admin/editor-form";
import { LanguageColumns } from "~/ui/admin/language-columns";
import { UnsavedChangesNote } from "~/ui/admin/unsaved-changes";
import { Button, ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { CheckboxField, FieldHint, FormField, withHint } from "~/ui/form-field";
import {
  MAX_PLAN_PRICE_CENTS,
  planLimits,
  planTextField,
  type PlanField,
  type PlanFormValues,
  type PlanTextField,
} from "./plan-form";
import { MONTHLY_PAYMENTS, planIconNames, planTabs } from "./plans";

const controlId = (field: PlanField) => `plan-${field.replace(/[^a-zA-Z0-9-]/g, "-")}`;

const textLabels: Record<PlanTextField, string> = {
  name: "Name",
  description: "Description",
  benefits: "What's included",
  cta: "Button text",
};

const tabNames = { individual: "Individual", family: "Family", senior: "Senior" } as const;

const fieldLabels = {
  category: "Tab",
  icon: "Icon",
  fee: "Enrolment fee (US$)",
  monthly: "Monthly payment (US$)",
  featured: "Most popular",
  active: "Active",
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      (Object.keys(textLabels) as PlanTextField[]).map((field) => [
        planTextField(field, locale),
        `${textLabels[field]} (${localeLabels[locale]})`,
      ]),
    ),
  ),
} as Record<PlanField, string>;

const maxPrice = (MAX_PLAN_PRICE_CENTS / 100).toLocaleString("en-US");

/**
 * The form of a new or an existing membership plan: prices, tab, icon, banner and
 * visibility, then its texts in each language side by side. It posts to its own route
 * (works without JavaScript); a refused save shows the server's messages at the fields
 * with everything typed kept. Give it a `key` that changes with each answer.
 */
export function PlanEditor({
  mode,
  values,
  fieldErrors = {},
  formError,
  formRef,
  unsaved = false,
  version,
  conflict,
}: EditorProps<PlanFormValues, PlanField>) {
  const busy = useNavigation().state === "submitting";
  const creating = mode === "create";
  const field = (key: PlanField) => ({
    id: controlId(key),
    label: fieldLabels[key],
    error: fieldErrors[key],
  });
  const text = (key: PlanField) => ({
    name: key,
    defaultValue: values[key],
    maxLength: planLimits[key],
  });

  return (
    <EditorForm
      formRef={formRef}
      label={creating ? "New membership plan" : `Edit ${values.name_en}`}
      fieldErrors={fieldErrors}
      labels={fieldLabels}
      controlId={controlId}
      formError={formError}
      version={version}
      conflict={conflict}
      itemName="membership plan"
      notSaved="The membership plan was not saved. Please correct these fields:"
    >
      <AdminCard
        title="Price"
        description={`Members pay the enrolment fee, then ${MONTHLY_PAYMENTS} monthly payments; the card shows the year's total. Amounts in dollars, e.g. 99 or 99.50, up to $${maxPrice}.`}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {(["fee", "monthly"] as const).map((key) => (
            <FormField key={key} {...field(key)}>
              {(control) => (
                <input
                  {...control}
                  {...text(key)}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                />
              )}
            </FormField>
          ))}
        </div>
      </AdminCard>

      <AdminCard title="Place and look">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field("category")}>
            {(control) => (
              <select {...control} name="category" defaultValue={values.category}>
                {planTabs.map((tab) => (
                  <option key={tab} value={tab}>
                    {tabNames[tab]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField {...field("icon")}>
            {(control) => (
              <select {...control} name="icon" defaultValue={values.icon}>
                {planIconNames.map((icon) => (
                  <option key={icon} value={icon}>
                    {icon.replace("-", " ")}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="space-y-4 sm:col-span-2">
            <CheckboxField
              id={controlId("featured")}
              name="featured"
              label="Most popular"
              hint="Shows the MOST POPULAR banner on the card. The first featured plan's fee is the membership's “Starting at” price on its service page and in search results."
              defaultChecked={values.featured !== ""}
            />
            <CheckboxField
              id={controlId("active")}
              name="active"
              label="Active"
              hint={`Active plans are shown on the Membership page in ${siteLanguagesText}. Inactive plans stay here, hidden from the site.`}
              defaultChecked={values.active !== ""}
            />
          </div>
        </div>
      </AdminCard>

      <AdminCard
        title="Texts"
        description="What the card says in each language. The English name and button text are required."
      >
        <LanguageColumns>
          {(locale) => {
            const key = (name: PlanTextField) => planTextField(name, locale);
            const lang = locale === "en" ? undefined : locale;
            const optional = locale === "en" ? undefined : "(optional)";
            const benefitsHint = `${controlId(key("benefits"))}-hint`;
            return (
              <>
                <FormField {...field(key("name"))} optionalLabel={optional}>
                  {(control) => (
                    <input
                      {...control}
                      {...text(key("name"))}
                      type="text"
                      lang={lang}
                      required={locale === "en"}
                    />
                  )}
                </FormField>
                <FormField {...field(key("description"))} optionalLabel="(optional)">
                  {(control) => (
                    <textarea
                      {...control}
                      {...text(key("description"))}
                      rows={2}
                      lang={lang}
                      className={cn(control.className, "field-sizing-content min-h-[4.5rem]")}
                    />
                  )}
                </FormField>
                <FormField {...field(key("benefits"))} optionalLabel="(optional)">
                  {(control) => (
                    <>
                      <textarea
                        {...withHint(control, benefitsHint)}
                        {...text(key("benefits"))}
                        rows={4}
                        lang={lang}
                        className={cn(control.className, "field-sizing-content min-h-[6.5rem]")}
                      />
                      <FieldHint id={benefitsHint}>
                        One item a line. Every card also lists the members&apos; discount.
                      </FieldHint>
                    </>
                  )}
                </FormField>
                <FormField {...field(key("cta"))} optionalLabel={optional}>
                  {(control) => (
                    <input
                      {...control}
                      {...text(key("cta"))}
                      type="text"
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
        <ButtonLink to="/admin/membership-plans" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving…" : creating ? "Add Plan" : "Save changes"}
        </Button>
      </div>
    </EditorForm>
  );
}
