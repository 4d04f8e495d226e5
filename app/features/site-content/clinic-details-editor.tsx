import { localeLabels, siteLanguagesText } from "~/i18n/locales";
import type { Ref } from "react";
import { useNavigation } from "react-router";
import { locales } from "~/i18n/locales";
import { weekdays } from "~/platform/opening-hours";
import { AdminCard } from "~/ui/admin/admin-shell";
import { EditorForm } from "~/ui/admin/editor-form";
import { UnsavedChangesNote } from "~/ui/admin/unsaved-changes";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { compactInputClass, FieldError, FieldHint, FormField, withHint } from "~/ui/form-field";
import {
  closureField,
  closureRowCount,
  clinicDetailsLabels,
  contactFields,
  dayField,
  linkFields,
  weekdayLabels,
  type ClinicDetailsFieldErrors,
  type ClinicDetailsFormValues,
} from "./clinic-details-form";

/** The id of a field's control; the error summary links to it. */
const controlId = (field: string) => `clinic-${field}`;

/** A small labelled control of the hours' grids, with its error below. */
function SmallField({
  field,
  label,
  error,
  children,
}: {
  field: string;
  label: string;
  error?: string;
  children: (props: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    className: string;
  }) => React.ReactNode;
}) {
  const id = controlId(field);
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        className: cn(compactInputClass, "mt-1"),
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A time of day, to five minutes (a weekday's or a closure's opening and closing). */
function TimeField({
  field,
  label,
  error,
  value,
}: {
  field: string;
  label: string;
  error?: string;
  value?: string;
}) {
  return (
    <SmallField field={field} label={label} error={error}>
      {(control) => <input {...control} name={field} type="time" step={300} defaultValue={value} />}
    </SmallField>
  );
}

/**
 * The Clinic details form: contact facts, weekly hours, closures and links, each field
 * showing its current value, one Save. It posts to its own route (works without
 * JavaScript); the server's field errors show at the fields and in the summary, with
 * what was typed kept. Give it a `key` that changes with each answer of the server.
 */
export function ClinicDetailsForm({
  values,
  fieldErrors = {},
  formError,
  formRef,
  unsaved = false,
  version,
}: {
  values: ClinicDetailsFormValues;
  fieldErrors?: ClinicDetailsFieldErrors;
  formError?: string;
  formRef?: Ref<HTMLFormElement>;
  unsaved?: boolean;
  version: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const labels = clinicDetailsLabels(values);
  const fields = { fieldErrors, labels, controlId };
  const text = (key: string) => ({
    id: controlId(key),
    label: labels[key] ?? key,
    error: fieldErrors[key],
  });
  const rows = closureRowCount(values);

  return (
    <EditorForm
      formRef={formRef}
      label="Clinic details"
      {...fields}
      formError={formError}
      version={version}
      itemName="clinic details"
      notSaved="The clinic details were not saved. Please correct these fields:"
    >
      <AdminCard
        title="Contact"
        description={`Shown in the header, the footer, the contact page and the search engines' data, the same in ${siteLanguagesText}.`}
      >
        <div className="grid gap-5 md:grid-cols-2">
          {(Object.keys(contactFields) as (keyof typeof contactFields)[]).map((key) => (
            <div key={key} className={key === "address" ? "md:col-span-2" : undefined}>
              <FormField
                {...text(key)}
                optionalLabel={key === "phoneSecondary" ? "(optional)" : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    name={key}
                    defaultValue={values[key]}
                    type={key === "email" ? "email" : key === "address" ? "text" : "tel"}
                    autoComplete="off"
                    maxLength={key === "address" ? 200 : key === "email" ? 254 : 40}
                  />
                )}
              </FormField>
            </div>
          ))}
        </div>
      </AdminCard>

      <AdminCard
        title="Opening hours"
        description="Each day: open, with its opening and closing times, or closed. Every page that names the hours (the footer, the contact page, the FAQs, the search engines' data) writes them from these, in each language."
      >
        <fieldset>
          <legend className="sr-only">Weekly hours</legend>
          <ul className="divide-y divide-slate-200">
            {weekdays.map((day) => {
              const open = dayField(day, "open");
              return (
                <li key={day} className="grid items-end gap-3 py-3 sm:grid-cols-[10rem_1fr_1fr]">
                  <div className="flex items-center gap-3 self-center">
                    <input
                      id={controlId(open)}
                      name={open}
                      type="checkbox"
                      value="on"
                      defaultChecked={values[open] === "on"}
                      className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
                    />
                    <label htmlFor={controlId(open)} className="font-medium text-slate-900">
                      {weekdayLabels[day]} <span className="font-normal text-slate-600">open</span>
                    </label>
                  </div>
                  {(["opens", "closes"] as const).map((part) => {
                    const key = dayField(day, part);
                    return (
                      <TimeField
                        key={part}
                        field={key}
                        label={labels[key] ?? key}
                        error={fieldErrors[key]}
                        value={values[key]}
                      />
                    );
                  })}
                </li>
              );
            })}
          </ul>
        </fieldset>
      </AdminCard>

      <AdminCard
        title="Closures and holiday hours"
        description="A date the clinic is closed or keeps other hours. Closures of the next 30 days are listed on the contact page and given to search engines. To remove one, empty its date."
      >
        <ul className="space-y-4">
          {Array.from({ length: rows }, (_, index) => {
            const kind = closureField(index, "kind");
            return (
              <li key={index} className="rounded-xl border border-slate-200 p-4">
                <fieldset>
                  <legend className="font-medium text-slate-900">
                    {values[closureField(index, "date")]
                      ? `Closure ${index + 1}`
                      : `New closure ${index + 1}`}
                  </legend>
                  <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                    <SmallField
                      field={closureField(index, "date")}
                      label="Date"
                      error={fieldErrors[closureField(index, "date")]}
                    >
                      {(control) => (
                        <input
                          {...control}
                          name={closureField(index, "date")}
                          type="date"
                          defaultValue={values[closureField(index, "date")]}
                        />
                      )}
                    </SmallField>
                    <SmallField field={kind} label="That day" error={fieldErrors[kind]}>
                      {(control) => (
                        <select {...control} name={kind} defaultValue={values[kind]}>
                          <option value="closed">Closed</option>
                          <option value="special">Special hours</option>
                        </select>
                      )}
                    </SmallField>
                    {(["opens", "closes"] as const).map((part) => {
                      const key = closureField(index, part);
                      return (
                        <TimeField
                          key={part}
                          field={key}
                          label={
                            part === "opens" ? "Opens (special hours)" : "Closes (special hours)"
                          }
                          error={fieldErrors[key]}
                          value={values[key]}
                        />
                      );
                    })}
                    {locales.map((locale) => {
                      const key = closureField(index, `note-${locale}`);
                      return (
                        <div key={locale} className="sm:col-span-2">
                          <SmallField
                            field={key}
                            label={`Note in ${localeLabels[locale]} (optional)`}
                            error={fieldErrors[key]}
                          >
                            {(control) => (
                              <input
                                {...control}
                                name={key}
                                type="text"
                                lang={locale}
                                maxLength={120}
                                defaultValue={values[key]}
                              />
                            )}
                          </SmallField>
                        </div>
                      );
                    })}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      </AdminCard>

      <AdminCard
        title="Links"
        description="Full https:// addresses of the booking and signup services, the review site and the social profiles."
      >
        <div className="grid gap-5 md:grid-cols-2">
          {(Object.keys(linkFields) as (keyof typeof linkFields)[]).map((key) => (
            <FormField key={key} {...text(key)}>
              {(control) =>
                key === "bookingPracticeKey" ? (
                  <input
                    {...control}
                    name={key}
                    defaultValue={values[key]}
                    type="text"
                    maxLength={100}
                  />
                ) : (
                  <>
                    <input
                      {...withHint(control, `${controlId(key)}-hint`)}
                      name={key}
                      defaultValue={values[key]}
                      type="url"
                      maxLength={500}
                    />
                    <FieldHint id={`${controlId(key)}-hint`}>
                      {key === "membershipSignup" || key === "bookingWidget"
                        ? "An https:// address (the demo's own stand-in page until the clinic sets one)."
                        : "An https:// address."}
                    </FieldHint>
                  </>
                )
              }
            </FormField>
          ))}
        </div>
      </AdminCard>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <UnsavedChangesNote show={unsaved} className="sm:mr-auto" />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving…" : "Save clinic details"}
        </Button>
      </div>
    </EditorForm>
  );
}
