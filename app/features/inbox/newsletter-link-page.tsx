import { CircleAlert, CircleCheck, LoaderCircle, Mail } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { NEWSLETTER_TOKEN_PARAM } from "./newsletter-links";

/**
 * The page a newsletter e-mail's link opens (confirm, unsubscribe): what the link does
 * and a button that does it. The button is a real form post, so it works before
 * JavaScript loads, and opening the link alone changes nothing: mail scanners open links.
 */
export type NewsletterLinkView =
  /** The link holds: the button. */
  | { kind: "ask"; text: string; submit: string; sending: string; token: string }
  /** Done, or nothing to do. */
  | { kind: "done"; text: string }
  /** A bad or expired link, or a failure; with a way to subscribe again. */
  | { kind: "problem"; text: string; again: { label: string; to: string } };

export function NewsletterLinkPage({ title, view }: { title: string; view: NewsletterLinkView }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  return (
    <>
      <PageHeader title={title} />
      <Container className="py-12 sm:py-16">
        <div className="max-w-2xl" role={view.kind === "ask" ? undefined : "status"}>
          {view.kind === "ask" ? (
            <Form method="post" className="space-y-6">
              <p className="flex items-start gap-3 text-lg text-slate-700">
                <Mail className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                {view.text}
              </p>
              <input type="hidden" name={NEWSLETTER_TOKEN_PARAM} value={view.token} />
              <Button type="submit" size="lg" disabled={sending}>
                {sending ? (
                  <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                ) : null}
                {sending ? view.sending : view.submit}
              </Button>
            </Form>
          ) : view.kind === "done" ? (
            <p className="flex items-start gap-3 text-lg text-slate-700">
              <CircleCheck className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {view.text}
            </p>
          ) : (
            <div className="space-y-6">
              <p className="flex items-start gap-3 text-lg text-slate-700">
                <CircleAlert className="mt-1 size-5 shrink-0 text-red-700" aria-hidden="true" />
                {view.text}
              </p>
              <ButtonLink to={view.again.to} size="lg">
                {view.again.label}
              </ButtonLink>
            </div>
          )}
        </div>
      </Container>
    </>
  );
}
