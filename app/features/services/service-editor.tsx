import { localeLabels } from "~/i18n/locales";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useNavigation } from "react-router";
import { locales } from "~/i18n/locales";

import { AdminCard } from "~/ui/admin/admin-shell";
import { EditorForm, type EditorProps } from "~/ui/admin/editor-form";
import { LanguageColumns } from "~/ui/admin/language-columns";
import { UnsavedChangesNote } from "~/ui/admin/unsaved-changes";
import { Button, ButtonLink, buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { FieldHint, FormField, withHint } from "~/ui/form-field";
import { serviceTextLimits } from "./service-details";
import {
  FAQ_COUNT_FIELD,
  faqField,
  serviceFieldLabels,
  serviceLimits,
  serviceTextField,
  type ServiceFormValues,
  type ServiceTextField,
} from "./service-form";

const controlId = (field: string) => `service-${field.replace(/[^a-zA-Z0-9-]/g, "-")}`;

const placeholderHint = "{openDays}, {hours} and {hoursFrom} show the clinic's hours.";

/**
 * A service page's form: the price (not for the membership, whose price is its plans'),
 * the texts in each language side by side, and the FAQs, one card each with its
 * question and answer in each language. The FAQ buttons (Add, Remove, Move up/down)
 * post the form with their own intent; the server answers with the rearranged form and
 * saves nothing until Save changes. Give it a `key` that changes with each answer.
 */
export function ServiceEditor({
  title,
  priceFromPlans,
  values,
  fieldErrors = {},
  formError,
  formRef,
  unsaved = false,
  version,
  conflict,
}: Omit<EditorProps<ServiceFormValues, string>, "mode"> & {
  title: string;
  priceFromPlans: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  const count = Number(values[FAQ_COUNT_FIELD] ?? 0) || 0;
  const labels = serviceFieldLabels(count);
  const limits = serviceLimits(count);
  const field = (key: string) => ({
    id: controlId(key),
    label: labels[key] ?? key,
    error: fieldErrors[key],
  });
  const text = (key: string) => ({
    name: key,
    defaultValue: values[key] ?? "",
    maxLength: limits[key],
  });
  const area = (control: { className: string }, minHeight: string) =>
    cn(control.className, "field-sizing-content", minHeight);

  return (
    <EditorForm
      formRef={formRef}
      label={`Edit ${title}`}
      fieldErrors={fieldErrors}
      labels={labels}
      controlId={controlId}
      formError={formError}
      version={version}
      conflict={conflict}
      itemName="service page"
      notSaved="The service page was not saved. Please correct these fields:"
    >
      {/* Enter in a text field saves (the first submit button of a form is its default). */}
      <button
        type="submit"
        name="intent"
        value="save"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      >
        Save changes
      </button>
      <input type="hidden" name={FAQ_COUNT_FIELD} value={count} />

      <AdminCard
        title="Price"
        description={
          priceFromPlans
            ? "The membership's price is its plans' lowest monthly price (Membership Plans)."
            : "In US dollars. Leave both empty to say “Ask us about the price”. Without the highest price the page says “Starting at”."
        }
      >
        {priceFromPlans ? (
          <ButtonLink to="/admin/membership-plans" variant="secondary">
            Edit the Membership Plans
          </ButtonLink>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            {(["priceFrom", "priceTo"] as const).map((key) => (
              <FormField key={key} {...field(key)} optionalLabel="(optional)">
                {(control) => (
                  <input
                    {...control}
                    {...text(key)}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                  />
                )}
              </FormField>
            ))}
          </div>
        )}
      </AdminCard>

      <AdminCard
        title="Texts"
        description="What the page says in each language. The English title, subtitle and description are required."
      >
        <LanguageColumns>
          {(locale) => {
            const key = (name: ServiceTextField) => serviceTextField(name, locale);
            const lang = locale === "en" ? undefined : locale;
            const optional = (name: ServiceTextField) =>
              locale === "en" && name !== "priceNote" && name !== "benefits"
                ? undefined
                : "(optional)";
            const hinted = (
              name: ServiceTextField,
              hint: string,
              rows: number,
              minHeight: string,
            ) => {
              const hintId = `${controlId(key(name))}-hint`;
              return (
                <FormField {...field(key(name))} optionalLabel={optional(name)}>
                  {(control) => (
                    <>
                      <textarea
                        {...withHint(control, hintId)}
                        {...text(key(name))}
                        rows={rows}
                        lang={lang}
                        className={area(control, minHeight)}
                      />
                      <FieldHint id={hintId}>{hint}</FieldHint>
                    </>
                  )}
                </FormField>
              );
            };
            return (
              <>
                <FormField {...field(key("title"))} optionalLabel={optional("title")}>
                  {(control) => (
                    <input {...control} {...text(key("title"))} type="text" lang={lang} />
                  )}
                </FormField>
                <FormField {...field(key("subtitle"))} optionalLabel={optional("subtitle")}>
                  {(control) => (
                    <textarea
                      {...control}
                      {...text(key("subtitle"))}
                      rows={2}
                      lang={lang}
                      className={area(control, "min-h-[4rem]")}
                    />
                  )}
                </FormField>
                {hinted(
                  "description",
                  "Leave an empty line between paragraphs.",
                  8,
                  "min-h-[12rem]",
                )}
                {priceFromPlans ? null : (
                  <FormField {...field(key("priceNote"))} optionalLabel="(optional)">
                    {(control) => (
                      <input {...control} {...text(key("priceNote"))} type="text" lang={lang} />
                    )}
                  </FormField>
                )}
                {hinted("benefits", `One benefit a line. ${placeholderHint}`, 6, "min-h-[9rem]")}
              </>
            );
          }}
        </LanguageColumns>
      </AdminCard>

      <AdminCard
        title={`Frequently asked questions (${count})`}
        description={`Shown in this order. Each question needs its English text; an empty text in another language shows the English one. ${placeholderHint} The buttons below rearrange the form; nothing is saved until you press Save changes.`}
      >
        <ol className="space-y-4">
          {Array.from({ length: count }, (_, index) => (
            <li
              key={index}
              className="rounded-xl border border-slate-200 p-4"
              id={`faq-${index + 1}`}
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">Question {index + 1}</h3>
                <div className="flex flex-wrap gap-1">
                  <FaqButton
                    intent={`faq-up-${index}`}
                    disabled={index === 0}
                    label={`Move question ${index + 1} up`}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </FaqButton>
                  <FaqButton
                    intent={`faq-down-${index}`}
                    disabled={index === count - 1}
                    label={`Move question ${index + 1} down`}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </FaqButton>
                  <FaqButton intent={`faq-remove-${index}`} label={`Remove question ${index + 1}`}>
                    <Trash2 className="size-4" aria-hidden="true" />
                  </FaqButton>
                </div>
              </div>
              <div className="grid gap-6 md:grid-cols-2">
                {locales.map((locale) => {
                  const lang = locale === "en" ? undefined : locale;
                  const optional = locale === "en" ? undefined : "(optional)";
                  const question = faqField(index, "question", locale);
                  const answer = faqField(index, "answer", locale);
                  return (
                    <fieldset key={locale} className="min-w-0 space-y-4">
                      <legend className="sr-only">
                        Question {index + 1} in {localeLabels[locale]}
                      </legend>
                      <FormField {...field(question)} optionalLabel={optional}>
                        {(control) => (
                          <textarea
                            {...control}
                            {...text(question)}
                            rows={2}
                            lang={lang}
                            className={area(control, "min-h-[4rem]")}
                          />
                        )}
                      </FormField>
                      <FormField {...field(answer)} optionalLabel={optional}>
                        {(control) => (
                          <textarea
                            {...control}
                            {...text(answer)}
                            rows={4}
                            lang={lang}
                            className={area(control, "min-h-[6.5rem]")}
                          />
                        )}
                      </FormField>
                    </fieldset>
                  );
                })}
              </div>
            </li>
          ))}
        </ol>
        {count < serviceTextLimits.faqs ? (
          <button
            type="submit"
            name="intent"
            value="faq-add"
            formNoValidate
            className={cn(buttonClasses("secondary"), "mt-4")}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add a question
          </button>
        ) : null}
      </AdminCard>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <UnsavedChangesNote show={unsaved} className="sm:mr-auto" />
        <ButtonLink to="/admin/services" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" name="intent" value="save" size="lg" disabled={busy}>
          {busy ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </EditorForm>
  );
}

function FaqButton({
  intent,
  label,
  disabled = false,
  children,
}: {
  intent: string;
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      disabled={disabled}
      title={label}
      className={cn(buttonClasses("ghost"), "px-3")}
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}
