import { ArrowLeft, FileText, Loader2 } from "lucide-react";
import { NewTabLink } from "~/ui/new-tab-link";
import { useRef } from "react";
import { Button, ButtonLink, buttonClasses } from "~/ui/button";
import { Container } from "~/ui/container";
import { IconArt } from "~/ui/icon-art";
import { ContactOptions } from "~/ui/contact-options";
import type { Messages } from "~/i18n/messages.server";
import { useNonce } from "~/platform/hydration/nonce";
import { useInlineScriptAfterNavigation } from "~/platform/hydration/inline-script";
import {
  applicationHooks as hooks,
  applicationScreenScript,
  type ApplicationState,
} from "./application-script";
import { NoScriptStyle } from "~/ui/no-script-style";

export type ApplicationMessages = Messages["membership"]["application"];

type Props = {
  title: string;
  lead: string;
  t: ApplicationMessages;
  /** The external signup form (clinic.urls.membershipSignup). */
  signupUrl: string;
  /** The localized home page. */
  homeHref: string;
  phone: string;
  whatsappNumber: string;
  email: string;
  newTabLabel: string;
};

const TITLE_ID = "application-title";

/** Without JavaScript there is no frame and no timer: show the options straight away. */
const noScriptCss = `[data-application-actions],[data-application-frame]{display:none}[${hooks.fallback}]{display:block}`;

/** The state every render starts in; the script changes the attribute, React never does. */
const INITIAL_STATE: ApplicationState = "loading";

/** The inline script's body, made once so a re-render does not set it again. */
const applicationScreenScriptBody = { __html: applicationScreenScript };

/** An element React leaves to the script: rendered empty, never filled or hydrated. */
const scriptOwned = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true };

/**
 * The membership application: the external signup form
 * in a frame, a loading overlay with "Having trouble?", and a fallback with
 * other ways to apply. The inline script at its end (application-script.ts)
 * makes the frame and moves between the states, before React has loaded; React
 * renders the same markup and leaves the script's attributes and elements alone.
 */
export function ApplicationScreen(props: Props) {
  const { title, lead, t, signupUrl, homeHref } = props;
  const nonce = useNonce();
  const screenRef = useRef<HTMLDivElement>(null);

  useInlineScriptAfterNavigation(screenRef, hooks.running, applicationScreenScript);

  return (
    <div
      ref={screenRef}
      {...{ [hooks.screen]: "" }}
      data-state={INITIAL_STATE}
      suppressHydrationWarning
      className="group/application"
    >
      <NoScriptStyle css={noScriptCss} />
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <Container className="flex flex-col gap-5 py-8 sm:py-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h1 id={TITLE_ID} className="text-3xl font-bold tracking-tight sm:text-4xl">
              {title}
            </h1>
            <p className="mt-2 text-lg text-slate-600">{lead}</p>
          </div>
          <div
            data-application-actions=""
            // Invisible, not gone: the options below stay where the form was (no layout shift).
            className="flex flex-wrap gap-3 group-data-[state=fallback]/application:invisible"
          >
            <ButtonLink to={homeHref} variant="secondary">
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t.back}
            </ButtonLink>
            <NewTabLink href={signupUrl} className={buttonClasses("primary")}>
              {t.openNewTab}
            </NewTabLink>
          </div>
        </Container>
      </div>

      <Container className="py-8 sm:py-12">
        {/* Announces a fallback the visitor did not ask for (timeout or error). */}
        <p
          {...{ [hooks.announcement]: "" }}
          data-message={t.fallback.message}
          aria-live="polite"
          className="sr-only"
          {...scriptOwned}
        />

        <div data-application-frame="" className="group-data-[state=fallback]/application:hidden">
          <div className="relative h-[75dvh] min-h-[32rem] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div
              {...{ [hooks.frameSlot]: "" }}
              data-src={signupUrl}
              data-title={t.frameTitle}
              className="size-full"
              {...scriptOwned}
            />
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-5 bg-white px-6 text-center group-data-[state=loaded]/application:hidden">
              <div role="status" className="flex flex-col items-center gap-4">
                <Loader2
                  className="size-10 animate-spin text-brand-600 motion-reduce:animate-none"
                  aria-hidden="true"
                />
                <p className="text-lg font-medium text-slate-700">{t.loading}</p>
              </div>
              <Button variant="ghost" {...{ [hooks.trouble]: "" }}>
                {t.trouble}
              </Button>
            </div>
          </div>
          {/* A frame can "load" the browser's own error page: keep a way out under it.
              The line is reserved while loading so nothing moves when the form arrives. */}
          <div className="invisible mt-4 text-center group-data-[state=loaded]/application:visible">
            <Button variant="ghost" {...{ [hooks.trouble]: "" }}>
              {t.trouble}
            </Button>
          </div>
        </div>

        <Fallback {...props} />
      </Container>
      <script nonce={nonce} dangerouslySetInnerHTML={applicationScreenScriptBody} />
    </div>
  );
}

/** Other ways to apply: open the form in a new tab, go back, call or write (hidden until the fallback). */
function Fallback({ t, signupUrl, homeHref, phone, whatsappNumber, email, newTabLabel }: Props) {
  return (
    <section
      {...{ [hooks.fallback]: "" }}
      tabIndex={-1}
      aria-labelledby={TITLE_ID}
      aria-describedby="application-fallback-message"
      className="mx-auto hidden max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm outline-none group-data-[state=fallback]/application:block sm:p-10"
    >
      <IconArt icon={FileText} />
      <p id="application-fallback-message" className="mt-5 text-lg text-slate-700">
        {t.fallback.message}
      </p>
      <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
        <NewTabLink
          href={signupUrl}
          newTabLabel={newTabLabel}
          className={buttonClasses("primary", "lg")}
        >
          {t.fallback.open}
        </NewTabLink>
        <ButtonLink to={homeHref} variant="secondary" size="lg">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t.fallback.back}
        </ButtonLink>
      </div>
      <div className="mt-8 border-t border-slate-200 pt-6">
        <h2 className="text-lg font-semibold">{t.fallback.contactHeading}</h2>
        <ContactOptions
          phone={phone}
          whatsappNumber={whatsappNumber}
          email={email}
          labels={t.fallback}
          newTabLabel={newTabLabel}
        />
      </div>
    </section>
  );
}
