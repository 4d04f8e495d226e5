import { data } from "react-router";
import { format } from "~/i18n/format";
import { localeFromRequest, localizePath, type Locale } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import type { Database } from "~/platform/db/client.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { formInput } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import type { NewsletterLinkView } from "./newsletter-link-page";
import { NEWSLETTER_TOKEN_PARAM } from "./newsletter-links";
import {
  checkConfirmationLink,
  CONFIRMATION_LINK_DAYS,
  confirmSubscriber,
  isUnsubscribeLink,
  unsubscribe,
  type ConfirmationState,
} from "./newsletter.server";

/*
 * The loaders and actions of the pages the newsletter's e-mails link to
 * (routes/site/newsletter-confirm.tsx, routes/site/newsletter-unsubscribe.tsx): the link's
 * token from the address (or the button's form), what it allows, and the page's words.
 * Every answer is private and unindexed: it depends on the token in its address.
 */

export const EMAIL_LINK_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** The form posts carry nothing else: a token and, from mail programs, one field. */
const MAX_BODY_BYTES = 4 * 1024;

/** Where the newsletter form is: the Health Tips page's box. */
function subscribePath(locale: Locale): string {
  return `${localizePath("/health-tips", locale)}#newsletter-title`;
}

function tokenInUrl(request: Request): string | null {
  return new URL(request.url).searchParams.get(NEWSLETTER_TOKEN_PARAM);
}

/**
 * The token of a post: the button's field, else the address's (a mail program's one-click
 * unsubscribe posts `List-Unsubscribe=One-Click` to the link itself, RFC 8058).
 */
async function tokenOfPost(request: Request): Promise<string | null> {
  const body = await readFormBody(request, MAX_BODY_BYTES);
  const posted = body.ok ? formInput(body.formData)[NEWSLETTER_TOKEN_PARAM] : undefined;
  return typeof posted === "string" ? posted : tokenInUrl(request);
}

type LinkPage = { title: string; description: string };

function answer(
  locale: Locale,
  page: LinkPage,
  title: string,
  view: NewsletterLinkView,
  status = 200,
) {
  return data({ locale, page, title, view }, { status, headers: EMAIL_LINK_PAGE_HEADERS });
}

/** The words both link pages have (app/i18n: blog.newsletterConfirm, .newsletterUnsubscribe). */
type LinkPageWords = {
  title: string;
  description: string;
  text: string;
  submit: string;
  sending: string;
  invalidTitle: string;
  failureText: string;
  subscribeAgain: string;
};

/**
 * A link page's answer in a state both pages have (the button; a bad link, 400; a
 * failure, 503) or in one of its own, `done`: what the link did, or that nothing was left
 * to do.
 */
function linkAnswer<Done extends string>(
  locale: Locale,
  t: LinkPageWords,
  state: "ready" | "invalid" | "failure" | NoInfer<Done>,
  token: string,
  {
    invalidText,
    done,
  }: { invalidText: string; done: Record<Done, { title: string; text: string }> },
) {
  const page = { title: t.title, description: t.description };
  const again = { label: t.subscribeAgain, to: subscribePath(locale) };
  switch (state) {
    case "ready":
      return answer(locale, page, t.title, {
        kind: "ask",
        text: t.text,
        submit: t.submit,
        sending: t.sending,
        token,
      });
    case "invalid":
      return answer(
        locale,
        page,
        t.invalidTitle,
        { kind: "problem", text: invalidText, again },
        400,
      );
    case "failure":
      return answer(locale, page, t.title, { kind: "problem", text: t.failureText, again }, 503);
    default: {
      const { title, text } = done[state];
      return answer(locale, page, title, { kind: "done", text });
    }
  }
}

// ---- Confirming a subscription.

function confirmationAnswer(locale: Locale, state: ConfirmationState | "failure", token: string) {
  const t = getMessages(locale).blog.newsletterConfirm;
  return linkAnswer(locale, t, state, token, {
    invalidText: format(t.invalidText, { days: CONFIRMATION_LINK_DAYS }),
    done: {
      confirmed: { title: t.confirmedTitle, text: t.confirmedText },
      "already-confirmed": { title: t.alreadyTitle, text: t.alreadyText },
    },
  });
}

/** GET: the button, or why there is none. Changes nothing. */
export async function loadConfirmationPage(request: Request, db: Database) {
  const locale = localeFromRequest(request);
  const token = tokenInUrl(request) ?? "";
  try {
    return confirmationAnswer(locale, await checkConfirmationLink(db, token), token);
  } catch (error) {
    logger.error({ err: error }, "newsletter confirmation link could not be checked");
    return confirmationAnswer(locale, "failure", token);
  }
}

/** POST (the button): confirms the subscription the link names. */
export async function answerConfirmation(request: Request, db: Database) {
  const locale = localeFromRequest(request);
  const token = (await tokenOfPost(request)) ?? "";
  try {
    const state = await confirmSubscriber(db, token);
    logger.info({ state }, "newsletter confirmation link used");
    return confirmationAnswer(locale, state, token);
  } catch (error) {
    logger.error({ err: error }, "newsletter subscription could not be confirmed");
    return confirmationAnswer(locale, "failure", token);
  }
}

// ---- Unsubscribing.

function unsubscribeAnswer(
  locale: Locale,
  state: "ready" | "unsubscribed" | "invalid" | "failure",
  token: string,
) {
  const t = getMessages(locale).blog.newsletterUnsubscribe;
  return linkAnswer(locale, t, state, token, {
    invalidText: t.invalidText,
    done: { unsubscribed: { title: t.doneTitle, text: t.doneText } },
  });
}

/** GET: the button (the link is only checked, not used). */
export function loadUnsubscribePage(request: Request) {
  const locale = localeFromRequest(request);
  const token = tokenInUrl(request) ?? "";
  return unsubscribeAnswer(locale, isUnsubscribeLink(token) ? "ready" : "invalid", token);
}

/**
 * POST: the button, or a mail program's one-click unsubscribe (RFC 8058), which comes
 * without cookies or Origin and needs only a 200. The address is deleted.
 */
export async function answerUnsubscribe(request: Request, db: Database) {
  const locale = localeFromRequest(request);
  const token = (await tokenOfPost(request)) ?? "";
  try {
    const state = await unsubscribe(db, token);
    logger.info({ state }, "newsletter unsubscribe link used");
    return unsubscribeAnswer(locale, state, token);
  } catch (error) {
    logger.error({ err: error }, "newsletter subscriber could not be removed");
    return unsubscribeAnswer(locale, "failure", token);
  }
}
