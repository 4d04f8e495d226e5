import { CircleAlert, CircleCheck, LoaderCircle, Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/ui/public-toaster";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import {
  NEWSLETTER_EMAIL_MAX_LENGTH,
  NEWSLETTER_HONEYPOT_FIELD,
  NEWSLETTER_INTENT,
  type NewsletterFieldError,
} from "~/features/inbox/newsletter-fields";
import { format } from "~/i18n/format";
import { cn } from "~/ui/cn";

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
  errors: Record<NewsletterFieldError, string>;
};

/** What the /health-tips action answered; undefined before the first post. */
export type NewsletterActionResult =
  | { status: "subscribed" }
  | { status: "already-subscribed" }
  | { status: "invalid"; error: NewsletterFieldError; value: string }
  | { status: "rate-limited"; retryAfterMinutes: number; value: string }
  | { status: "error"; value: string };

const ERROR_ID = "newsletter-email-error";

/**
 * The e-mail subscribe box of the Health Tips page. A real form post, so it
 * works without JavaScript (the page comes back with the outcome written in);
 * with JavaScript it is sent in the background and the outcome is a toast too.
 */
export function NewsletterForm({
  t,
  actionData,
}: {
  t: NewsletterMessages;
  /** The outcome of a post made without JavaScript (the page's action data). */
  actionData: NewsletterActionResult | undefined;
}) {
  const fetcher = useFetcher<NewsletterActionResult>({ key: "newsletter" });
  const result = fetcher.data ?? actionData;
  const sending = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Loaders revalidate after the post: react to each result once.
  const announced = useRef<NewsletterActionResult | undefined>(actionData);
  const error = result?.status === "invalid" ? result.error : undefined;
  const value = result && "value" in result ? result.value : undefined;

  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    switch (result.status) {
      case "subscribed":
        formRef.current?.reset();
        showToast({ type: "success", title: t.success.title, description: t.success.text });
        break;
      case "already-subscribed":
        formRef.current?.reset();
        showToast({ type: "info", title: t.already.title, description: t.already.text });
        break;
      case "invalid":
        showToast({ type: "error", title: t.errors[result.error] });
        inputRef.current?.focus();
        break;
      case "rate-limited":
        showToast({
          type: "error",
          title: t.rateLimited.title,
          description: format(t.rateLimited.text, { minutes: result.retryAfterMinutes }),
        });
        break;
      case "error":
        showToast({ type: "error", title: t.failure.title, description: t.failure.text });
        break;
    }
  }, [result, t]);

  return (
    <section
      aria-labelledby="newsletter-title"
      className="lazy-render-174 py-16 sm:py-20 lg:lazy-render-155"
    >
      <Container>
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
              ref={formRef}
              className="mx-auto mt-8 max-w-xl text-left"
              aria-describedby="newsletter-outcome"
            >
              <input type="hidden" name="intent" value={NEWSLETTER_INTENT} />
              <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
                {t.emailLabel}
              </label>
              <div className="mt-2 flex flex-col gap-3 sm:flex-row">
                <input
                  ref={inputRef}
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
                  {t.errors[error]}
                </p>
              ) : null}
              {/* People never see or fill this; form-filling bots do. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label htmlFor="newsletter-website">Website</label>
                <input
                  id="newsletter-website"
                  name={NEWSLETTER_HONEYPOT_FIELD}
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                />
              </div>
              <p className="mt-3 text-sm text-brand-100">{t.note}</p>
              <Outcome t={t} result={result} />
            </fetcher.Form>
          </div>
        </div>
      </Container>
    </section>
  );
}

/** The outcome, written into the page too: there without JavaScript and for screen readers. */
function Outcome({
  t,
  result,
}: {
  t: NewsletterMessages;
  result: NewsletterActionResult | undefined;
}) {
  let box: { tone: "success" | "error"; title: string; text?: string } | null = null;
  if (result?.status === "subscribed") box = { tone: "success", ...t.success };
  else if (result?.status === "already-subscribed") box = { tone: "success", ...t.already };
  else if (result?.status === "error") box = { tone: "error", ...t.failure };
  else if (result?.status === "rate-limited") {
    box = {
      tone: "error",
      title: t.rateLimited.title,
      text: format(t.rateLimited.text, { minutes: result.retryAfterMinutes }),
    };
  }
  return (
    <div id="newsletter-outcome" role="status" aria-live="polite">
      {box ? (
        <div
          className={cn(
            "mt-4 flex gap-3 rounded-xl border p-4",
            box.tone === "success"
              ? "border-brand-300 bg-brand-50 text-brand-900"
              : "border-red-300 bg-red-50 text-red-900",
          )}
        >
          {box.tone === "success" ? (
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          )}
          <div>
            <p className="font-semibold">{box.title}</p>
            {box.text ? <p className="mt-1">{box.text}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
