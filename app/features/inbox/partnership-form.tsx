import { useRef, type Ref } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError } from "~/ui/form-field";
import { FormOutcome, useAnnouncedOutcome } from "~/ui/form-outcome";
import { SubmissionKeyInput, useSubmissionKey } from "~/ui/submission-key";
import { InboxFormFooter, medicalNoticeId, type InboxFormMessages } from "./inbox-form-footer";
import {
  inboxFieldLimits,
  type InboxField,
  type InboxFieldError,
  type InboxFormOutcome,
} from "./inbox-forms";

type PartnershipField = InboxField<"partnership">;
const partnershipFieldLimits = inboxFieldLimits("partnership");

export type PartnershipFormMessages = InboxFormMessages<
  "partnership",
  {
    heading: string;
    fields: Record<PartnershipField, string>;
    placeholders: Record<PartnershipField, string>;
    optional: string;
  }
> & { errors: { required: string } & Partial<Record<InboxFieldError, string>> };

/** What the action answered; undefined before the first post. */
export type PartnershipActionResult = InboxFormOutcome<PartnershipField>;

const inputClass =
  "mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100 aria-[invalid=true]:border-red-600";

/** The one-line inputs, in the form's order. */
const lineFields = [
  { name: "companyName", type: "text", autoComplete: "organization", required: true },
  { name: "contactPerson", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", autoComplete: "tel", required: false },
] as const;

/** The id of an input in the partnership form (prefixed: the page has other content). */
export const partnershipInputId = (field: PartnershipField) => `partner-${field}`;

/**
 * The partnership request form: a real form post that works without JavaScript
 * (the outcome is written into the page); with it, inputs lock while sending and
 * the server's outcome is also a toast.
 */
export function PartnershipForm({
  t,
  result,
  action,
  formRef: externalRef,
  submissionKey,
}: {
  t: PartnershipFormMessages;
  result: PartnershipActionResult | undefined;
  /** The page's one-time key for the form (the loader's). */
  submissionKey: string;
  /** Where the form posts; a #fragment brings a no-JavaScript visitor back to the form. */
  action?: string;
  formRef?: Ref<HTMLFormElement>;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formMethod === "POST" &&
    navigation.formData?.has("companyName") === true;
  const ownRef = useRef<HTMLFormElement>(null);
  const values = result && "values" in result ? result.values : undefined;
  const fieldErrors: Partial<Record<PartnershipField, InboxFieldError>> =
    result?.status === "invalid" ? result.fieldErrors : {};

  useAnnouncedOutcome(result, ownRef, t);
  const submission = useSubmissionKey(submissionKey, result);

  const setRefs = (element: HTMLFormElement | null) => {
    ownRef.current = element;
    if (typeof externalRef === "function") externalRef(element);
    else if (externalRef) externalRef.current = element;
  };

  const errorId = (field: PartnershipField) => `${partnershipInputId(field)}-error`;
  const errorText = (field: PartnershipField) => {
    const error = fieldErrors[field];
    return error ? (
      <FieldError id={errorId(field)}>{t.errors[error] ?? t.errors.required}</FieldError>
    ) : null;
  };
  const label = (field: PartnershipField, optional: boolean) => (
    <label htmlFor={partnershipInputId(field)} className="font-medium text-slate-900">
      {t.partnership.fields[field]}
      {optional ? (
        <>
          {" "}
          <span className="font-normal text-slate-600">{t.partnership.optional}</span>
        </>
      ) : null}
    </label>
  );

  return (
    <Form
      method="post"
      onSubmit={submission.onSubmit}
      action={action}
      ref={setRefs}
      className="space-y-5"
      aria-describedby="partner-outcome"
    >
      <SubmissionKeyInput value={submission.key} />
      <FormOutcome id="partner-outcome" t={t} result={result} />
      <fieldset disabled={sending} className="space-y-5">
        {/* Named for tools that list a page's groups; the heading above says it to the eye. */}
        <legend className="sr-only">{t.partnership.heading}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {lineFields.map(({ name, type, autoComplete, required }) => (
            <div key={name}>
              {label(name, !required)}
              <input
                id={partnershipInputId(name)}
                name={name}
                type={type}
                required={required}
                autoComplete={autoComplete}
                maxLength={partnershipFieldLimits[name]}
                placeholder={t.partnership.placeholders[name]}
                defaultValue={values?.[name]}
                aria-invalid={fieldErrors[name] ? true : undefined}
                aria-describedby={fieldErrors[name] ? errorId(name) : undefined}
                className={inputClass}
              />
              {errorText(name)}
            </div>
          ))}
        </div>
        <div>
          {label("message", false)}
          <textarea
            id={partnershipInputId("message")}
            name="message"
            required
            rows={5}
            maxLength={partnershipFieldLimits.message}
            placeholder={t.partnership.placeholders.message}
            defaultValue={values?.message}
            aria-invalid={fieldErrors.message ? true : undefined}
            aria-describedby={[
              fieldErrors.message ? errorId("message") : "",
              medicalNoticeId("partner"),
            ]
              .filter(Boolean)
              .join(" ")}
            className={inputClass}
          />
          {errorText("message")}
        </div>
        <InboxFormFooter idPrefix="partner" sending={sending} t={t.partnership} />
      </fieldset>
    </Form>
  );
}
