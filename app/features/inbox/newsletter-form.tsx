import { CircleAlert, LoaderCircle, Mail } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { PageSection } from "~/ui/page-section";
import { FormOutcome, useAnnouncedOutcome } from "~/ui/form-outcome";
import { Honeypot } from "~/ui/honeypot";
import { SubmissionKeyInput, useSubmissionKey } from "~/ui/submission-key";
import { INTENT_FIELD } from "~/platform/forms/field-names";
import {
  inboxFieldLimits,
  NEWSLETTER_INTENT,
  type InboxFieldError,
  type InboxFormOutcome,
} from "./inbox-forms";

const NEWSLETTER_EMAIL_MAX_LENGTH = inboxFieldLimits("newsletter").email;

export type NewsletterMessages = {
  title: string;
  text: string;
  emailLabel: string;
  placeholder: string;
  submit: string;
  sending: string;
  note: string;
  success: { title: string; text: string };
  already: { title: string; text: string };
  failure: { title: string; text: string };
  rateLimited: { title: string; text: string };
  errors: { required: string } & Partial<Record<InboxFieldError, string>>;
};

/** What the /health-tips action answered; undefined before the first post. */
export type NewsletterActionResult = InboxFormOutcome<"email">;

const ERROR_ID = "newsletter-email-error";

/**
 * The e-mail subscribe box of the Health Tips page. A real form post, so it
 * works without JavaScript (the page comes back with the outcome written in);
 * with JavaScript it is sent in the background and the server's outcome is a toast too.
 */
export function NewsletterForm({
  t,
  actionData,
  submissionKey,
}: {
  t: NewsletterMessages;
  /** The outcome of a post made without JavaScript (the page's action data). */
  actionData: NewsletterActionResult | undefined;
  /** The page's one-time key for the form (the loader's). */
  submissionKey: string;
}) {
  const fetcher = useFetcher<NewsletterActionResult>({ key: "newsletter" });
  const result = fetcher.data ?? actionData;
  const sending = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const error = result?.status === "invalid" ? result.fieldErrors.email : undefined;
  const value = result && "values" in result ? result.values.email : undefined;
  useAnnouncedOutcome(result, formRef, t);
  const submission = useSubmissionKey(submissionKey, result);

  return (
    <PageSection
      labelledBy="newsletter-title"
      className="lazy-render-174 py-16 sm:py-20 lg:lazy-render-155"
    >
      <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 size-56 rounded-full bg-brand-600/40"
        />
        <div className="relative mx-auto max-w-2xl text-center">
          <span
            aria-hidden="true"
            className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-white/10 text-white"
          >
            <Mail className="size-7" strokeWidth={1.75} />
          </span>
          <h2
            id="newsletter-title"
            className="mt-5 text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {t.title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{t.text}</p>

          <fetcher.Form
            method="post"
            onSubmit={submission.onSubmit}
            ref={formRef}
            className="mx-auto mt-8 max-w-xl text-left"
            aria-describedby="newsletter-outcome"
          >
            <input type="hidden" name={INTENT_FIELD} value={NEWSLETTER_INTENT} />
            <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
              {t.emailLabel}
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                maxLength={NEWSLETTER_EMAIL_MAX_LENGTH}
                placeholder={t.placeholder}
                defaultValue={value}
                // A new value from the server (the no-JavaScript path) replaces the field.
                key={value ?? ""}
                readOnly={sending}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ERROR_ID : undefined}
                className="min-h-12 w-full flex-1 rounded-full border border-white/20 bg-white px-5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-3 focus:outline-offset-2 focus:outline-accent-300 aria-[invalid=true]:border-red-600"
              />
              <Button type="submit" variant="inverse" size="lg" disabled={sending}>
                {sending ? (
                  <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                ) : null}
                {sending ? t.sending : t.submit}
              </Button>
            </div>
            {error ? (
              <p
                id={ERROR_ID}
                className="mt-2 flex items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-red-700"
              >
                <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
                {t.errors[error] ?? t.errors.required}
              </p>
            ) : null}
            <Honeypot idPrefix="newsletter" />
            <SubmissionKeyInput value={submission.key} />
            <p className="mt-3 text-sm text-brand-100">{t.note}</p>
            <FormOutcome id="newsletter-outcome" t={t} result={result} className="[&>div]:mt-4" />
          </fetcher.Form>
        </div>
      </div>
    </PageSection>
  );
}
