import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { format } from "~/i18n/format";
import { cn } from "~/ui/cn";
import { isUnansweredPost } from "~/platform/forms/unanswered-post";
import { showToast } from "~/ui/toaster";

export type FormOutcomeMessages = {
  success: { title: string; text: string };
  /** For a form that can find what was sent already there (the newsletter's address). */
  already?: { title: string; text: string };
  failure: { title: string; text: string };
  /** Shown in the box when given; otherwise the fields' own messages say it. */
  invalid?: { title: string };
  /** `text` may hold a {minutes} placeholder. */
  rateLimited: { title: string; text: string };
};

/** What a delivering form's action answered (the fields each form adds are ignored here). */
export type FormOutcomeResult =
  | { status: "success" }
  | { status: "already-subscribed" }
  | { status: "error" }
  | { status: "invalid" }
  | { status: "rate-limited"; retryAfterMinutes: number };

/**
 * With JavaScript, each new outcome once: an accepted form is cleared; with invalid
 * fields, the focus moves to the first of them; a post that got no answer shows the
 * failure toast. (The server's toast says the rest. Loaders revalidate after the post
 * and hand new objects: each result counts once.)
 */
export function useAnnouncedOutcome(
  result: (FormOutcomeResult & { fieldErrors?: object }) | undefined,
  formRef: RefObject<HTMLFormElement | null>,
  t: Pick<FormOutcomeMessages, "failure">,
): void {
  const announced = useRef<typeof result>(undefined);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (isUnansweredPost(result)) {
      // No server answered, so no toast came with an answer: the page says it itself.
      showToast({ type: "error", title: t.failure.title, description: t.failure.text });
    } else if (result.status === "success" || result.status === "already-subscribed") {
      formRef.current?.reset();
    } else if (result.status === "invalid") {
      const first = Object.keys(result.fieldErrors ?? {})[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }, [result, formRef, t]);
}

/**
 * A form's outcome written into the page, so it is there without JavaScript and
 * announced to screen readers; with JavaScript the form shows a toast as well.
 */
export function FormOutcome({
  id,
  t,
  result,
  className,
}: {
  id: string;
  t: FormOutcomeMessages;
  result: FormOutcomeResult | undefined;
  className?: string;
}) {
  return (
    <div id={id} role="status" aria-live="polite" className={className}>
      {result?.status === "success" ? (
        <OutcomeBox tone="success" title={t.success.title} text={t.success.text} />
      ) : null}
      {result?.status === "error" ? (
        <OutcomeBox tone="error" title={t.failure.title} text={t.failure.text} />
      ) : null}
      {result?.status === "already-subscribed" && t.already ? (
        <OutcomeBox tone="success" title={t.already.title} text={t.already.text} />
      ) : null}
      {result?.status === "invalid" && t.invalid ? (
        <OutcomeBox tone="error" title={t.invalid.title} />
      ) : null}
      {result?.status === "rate-limited" ? (
        <OutcomeBox
          tone="error"
          title={t.rateLimited.title}
          text={format(t.rateLimited.text, { minutes: result.retryAfterMinutes })}
        />
      ) : null}
    </div>
  );
}

function OutcomeBox({
  tone,
  title,
  text,
}: {
  tone: "success" | "error";
  title: string;
  text?: string;
}) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      className={cn(
        "flex gap-3 rounded-xl border p-4",
        tone === "success"
          ? "border-brand-300 bg-brand-50 text-brand-900"
          : "border-red-300 bg-red-50 text-red-900",
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        {text ? <p className="mt-1">{text}</p> : null}
      </div>
    </div>
  );
}
