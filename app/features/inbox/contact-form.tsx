import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FormOutcome, useAnnouncedOutcome } from "~/ui/form-outcome";
import { FormField, withHint } from "~/ui/form-field";
import { SubmissionKeyInput, useSubmissionKey } from "~/ui/submission-key";
import { InboxFormFooter, medicalNoticeId, type InboxFormMessages } from "./inbox-form-footer";
import {
  contactServiceIds,
  inboxFieldLimits,
  type InboxField,
  type InboxFieldError,
  type InboxFormOutcome,
} from "./inbox-forms";

type ContactField = InboxField<"contact">;
const contactFieldLimits = inboxFieldLimits("contact");

/** The one-line inputs, in the form's order. */
const lineFields = [
  { name: "name", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", autoComplete: "tel", required: false },
] as const;

export type ContactFormMessages = InboxFormMessages<
  "form",
  {
    heading: string;
    subtitle: string;
    fields: Record<ContactField, string>;
    placeholders: { name: string; email: string; phone: string; message: string };
    optional: string;
    selectDefault: string;
    serviceOptions: Record<(typeof contactServiceIds)[number], string>;
  }
> & { errors: Record<InboxFieldError, string> };

/** What the action answered; undefined before the first post. */
export type ContactActionResult = InboxFormOutcome<ContactField>;

/**
 * The contact form: a real form post that works without JavaScript (the browser
 * checks the required fields and the address; the server checks everything again);
 * with JavaScript, inputs lock while sending and the server's outcome is a toast too.
 */
export function ContactForm({
  t,
  result,
  submissionKey,
}: {
  t: ContactFormMessages;
  result: ContactActionResult | undefined;
  /** The page's one-time key for the form (the loader's). */
  submissionKey: string;
}) {
  const submission = useSubmissionKey(submissionKey, result);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const values = result && "values" in result ? result.values : undefined;
  const fieldErrors = result?.status === "invalid" ? result.fieldErrors : {};

  useAnnouncedOutcome(result, formRef, t);

  const errorFor = (field: ContactField) => {
    const error = fieldErrors[field];
    return error ? t.errors[error] : undefined;
  };

  return (
    <Form
      method="post"
      ref={formRef}
      onSubmit={submission.onSubmit}
      className="space-y-5"
      aria-describedby="contact-outcome"
    >
      <SubmissionKeyInput value={submission.key} />
      <FormOutcome id="contact-outcome" t={t} result={result} />
      <fieldset disabled={sending} className="space-y-5">
        {/* Named for tools that list a page's groups; the heading above says it to the eye. */}
        <legend className="sr-only">{t.form.heading}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {lineFields.map(({ name, type, autoComplete, required }) => (
            <FormField
              key={name}
              id={name}
              label={t.form.fields[name]}
              optionalLabel={required ? undefined : t.form.optional}
              error={errorFor(name)}
            >
              {(control) => (
                <input
                  {...control}
                  name={name}
                  type={type}
                  required={required}
                  autoComplete={autoComplete}
                  maxLength={contactFieldLimits[name]}
                  placeholder={t.form.placeholders[name]}
                  defaultValue={values?.[name]}
                />
              )}
            </FormField>
          ))}
          <FormField
            id="service"
            label={t.form.fields.service}
            optionalLabel={t.form.optional}
            error={errorFor("service")}
          >
            {(control) => (
              <select {...control} name="service" defaultValue={values?.service ?? ""}>
                <option value="">{t.form.selectDefault}</option>
                {contactServiceIds.map((id) => (
                  <option key={id} value={id}>
                    {t.form.serviceOptions[id]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField id="message" label={t.form.fields.message} error={errorFor("message")}>
          {(control) => (
            <textarea
              {...withHint(control, medicalNoticeId("contact"))}
              name="message"
              required
              rows={5}
              maxLength={contactFieldLimits.message}
              placeholder={t.form.placeholders.message}
              defaultValue={values?.message}
            />
          )}
        </FormField>
        <InboxFormFooter idPrefix="contact" sending={sending} t={t.form} />
      </fieldset>
    </Form>
  );
}
