import { Info, LoaderCircle, Send } from "lucide-react";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/ui/button";
import { FormOutcome, useAnnouncedOutcome } from "~/ui/form-outcome";
import { FormField } from "~/ui/form-field";
import { Honeypot } from "~/ui/honeypot";
import {
  contactServiceIds,
  inboxFieldLimits,
  type InboxField,
  type InboxFieldError,
  type InboxFormOutcome,
} from "./inbox-forms";

type ContactField = InboxField<"contact">;
const contactFieldLimits = inboxFieldLimits("contact");

/** The notice under the message field: no medical details in the form. */
const MEDICAL_NOTICE_ID = "contact-medical-notice";

export type ContactFormMessages = {
  form: {
    heading: string;
    subtitle: string;
    fields: Record<ContactField, string>;
    placeholders: { name: string; email: string; phone: string; message: string };
    optional: string;
    selectDefault: string;
    serviceOptions: Record<(typeof contactServiceIds)[number], string>;
    submit: string;
    sending: string;
    privacyNote: string;
    medicalNotice: string;
  };
  success: { title: string; text: string };
  failure: { title: string; text: string };
  rateLimited: { title: string; text: string };
  invalid: { title: string };
  errors: Record<InboxFieldError, string>;
};

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
}: {
  t: ContactFormMessages;
  result: ContactActionResult | undefined;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const values = result && "values" in result ? result.values : undefined;
  const fieldErrors = result?.status === "invalid" ? result.fieldErrors : {};

  useAnnouncedOutcome(result, formRef);

  const errorFor = (field: ContactField) => {
    const error = fieldErrors[field];
    return error ? t.errors[error] : undefined;
  };

  return (
    <Form method="post" ref={formRef} className="space-y-5" aria-describedby="contact-outcome">
      <FormOutcome id="contact-outcome" t={t} result={result} />
      <fieldset disabled={sending} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="name" label={t.form.fields.name} error={errorFor("name")}>
            {(control) => (
              <input
                {...control}
                name="name"
                type="text"
                required
                autoComplete="name"
                maxLength={contactFieldLimits.name}
                placeholder={t.form.placeholders.name}
                defaultValue={values?.name}
              />
            )}
          </FormField>
          <FormField id="email" label={t.form.fields.email} error={errorFor("email")}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                required
                autoComplete="email"
                maxLength={contactFieldLimits.email}
                placeholder={t.form.placeholders.email}
                defaultValue={values?.email}
              />
            )}
          </FormField>
          <FormField
            id="phone"
            label={t.form.fields.phone}
            optionalLabel={t.form.optional}
            error={errorFor("phone")}
          >
            {(control) => (
              <input
                {...control}
                name="phone"
                type="tel"
                autoComplete="tel"
                maxLength={contactFieldLimits.phone}
                placeholder={t.form.placeholders.phone}
                defaultValue={values?.phone}
              />
            )}
          </FormField>
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
              {...control}
              aria-describedby={[control["aria-describedby"], MEDICAL_NOTICE_ID]
                .filter(Boolean)
                .join(" ")}
              name="message"
              required
              rows={5}
              maxLength={contactFieldLimits.message}
              placeholder={t.form.placeholders.message}
              defaultValue={values?.message}
            />
          )}
        </FormField>
        <p
          id={MEDICAL_NOTICE_ID}
          className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-slate-700"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {t.form.medicalNotice}
        </p>
        <Honeypot idPrefix="contact" />
        <p className="text-sm text-slate-600">{t.form.privacyNote}</p>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {sending ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="size-5" aria-hidden="true" />
          )}
          {sending ? t.form.sending : t.form.submit}
        </Button>
      </fieldset>
    </Form>
  );
}
