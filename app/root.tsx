import { useEffect } from "react";
import {
  data,
  type ShouldRevalidateFunctionArgs,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from "react-router";
import type { Route } from "./+types/root";
import { useSiteData, type SiteData } from "./platform/site-data";
import { readToast } from "./platform/toast.server";
import { toastOf, Toaster } from "./ui/toaster";
import { ErrorNotice } from "./ui/error-notice";
import stylesheet from "./app.css?url";
import { languageTags, localeFromPathname, localeFromRequest } from "./i18n/locales";
import { getMessages } from "./i18n/messages.server";
import { isContentEditor } from "./features/auth/roles";
import { getSessionUser } from "./features/auth/session.server";
import {
  clinicUpcomingClosures,
  getClinicSettings,
} from "./features/site-content/clinic-settings.server";
import { fillHoursTexts, hoursTexts } from "./platform/opening-hours";
import { useInstantRouteScroll } from "./ui/layout/instant-route-scroll";
import { isUnansweredPost } from "./platform/forms/unanswered-post";
import { PREVIEW_PARAM } from "./features/preview/preview-param";
import { siteOrigin } from "./platform/env.server";
import { controlsScript } from "~/platform/controls/controls-script";
import { fontGateScript } from "./ui/fonts/font-gate";
import { useNonce } from "./platform/hydration/nonce";
import { deferredHydrationScript, HYDRATED_EVENT } from "./platform/hydration/deferred-hydration";
import { isPublicSitePath } from "./platform/site-areas";

export const links: Route.LinksFunction = () => [
  // With a precedence, React 19 writes the stylesheet before the scripts' modulepreloads;
  // without one it came after thirty of them, and a slow phone waited for them to paint.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const { common } = getMessages(locale);
  const { toast, headers } = await readToast(request);
  const clinic = await getClinicSettings(context.db);
  const hours = hoursTexts(clinic.hours.weekly, locale);
  const site: SiteData = {
    locale,
    siteUrl: siteOrigin(),
    clinic,
    hours,
    upcomingClosures: clinicUpcomingClosures(clinic),
    // The layout's texts name the hours through {placeholders} (the footer's hours).
    layout: fillHoursTexts(common.layout, hours),
    // Only content editors see the floating Admin button; anonymous visitors cost no lookup.
    isContentEditor: isContentEditor((await getSessionUser(request, context.db))?.role),
    toast,
  };
  return data(site, { headers });
}

/**
 * After any form post, whatever its answer's status, the root's data is read again:
 * the answer may have set a toast (app/platform/toast.server.ts), and this loader is
 * what reads it. Not after a post that got no answer: the server is out of reach.
 * Nor between public pages of one language (the same preview link, if any): the clinic's
 * facts and the layout's texts stay the same, and a page whose data cannot be fetched
 * then fails alone, inside the layout, which keeps the header, footer and contact buttons.
 */
export function shouldRevalidate({
  formMethod,
  actionResult,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isUnansweredPost(actionResult)) return false;
  if (formMethod && formMethod !== "GET") return true;
  if (
    !formMethod &&
    isPublicSitePath(currentUrl.pathname) &&
    isPublicSitePath(nextUrl.pathname) &&
    localeFromPathname(currentUrl.pathname) === localeFromPathname(nextUrl.pathname) &&
    currentUrl.searchParams.get(PREVIEW_PARAM) === nextUrl.searchParams.get(PREVIEW_PARAM)
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

/**
 * The inline scripts' bodies, made once: React 19 sets innerHTML again whenever the
 * object differs, and the router re-renders the document after hydrating it.
 */
const inline = {
  fontGateScript: { __html: fontGateScript },
  controlsScript: { __html: controlsScript },
  deferredHydrationScript: { __html: deferredHydrationScript },
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useSiteData();
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeFromPathname(pathname);
  const nonce = useNonce();
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    // The font gate may still mark the element when React takes the page over.
    <html lang={languageTags[locale]} dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
        {/* After the stylesheet, which it waits for: see font-gate.ts. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={inline.fontGateScript}
        />
      </head>
      <body className="min-h-dvh bg-white font-sans text-slate-800 antialiased">
        {/* First, so every control below works from the moment it is painted. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={inline.controlsScript}
        />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={inline.deferredHydrationScript}
        />
      </body>
    </html>
  );
}

export default function App() {
  useInstantRouteScroll();
  return (
    <>
      <Outlet />
      <Toaster
        toasts={useMatches().map((match) => toastOf(match.loaderData))}
        navigating={useNavigation().state !== "idle"}
      />
    </>
  );
}

/** Last resort for anything no route handled: a friendly page in the visitor's language. */
export function ErrorBoundary() {
  return (
    <main id="main-content" className="flex min-h-dvh">
      <ErrorNotice />
    </main>
  );
}
