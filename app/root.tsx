import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { useSiteData, type SiteData } from "./platform/site-data";
import { readToast } from "./platform/toast.server";
import { toastOf, Toaster } from "./ui/toaster";
import stylesheet from "./app.css?url";
import { format } from "./i18n/format";
import { errorMessages } from "./i18n/error-messages";
import { languageTags, localeFromPathname, localeFromRequest, localizePath } from "./i18n/locales";
import { getMessages } from "./i18n/messages.server";
import { isContentEditor } from "./features/auth/roles";
import { getSessionUser } from "./features/auth/session.server";
import { getClinicSettings } from "./features/site-content/clinic-settings.server";
import { useInstantRouteScroll } from "./ui/layout/instant-route-scroll";
import { findPageContentPreview } from "./features/site-content/page-content-preview.server";
import { siteOrigin } from "./platform/env.server";
import { buttonClasses } from "./ui/button";
import { controlsScript } from "~/platform/controls/controls-script";
import { useNonce } from "./platform/hydration/nonce";
import { deferredHydrationScript, HYDRATED_EVENT } from "./platform/hydration/deferred-hydration";

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
  // A preview link of a clinic fact (Page Content, page "site") shows it on every page.
  const draft = await findPageContentPreview(context.db, request);
  const site: SiteData = {
    locale,
    siteUrl: siteOrigin(),
    clinic: await getClinicSettings(context.db, locale, draft),
    layout: common.layout,
    // Only content editors see the floating Admin button; anonymous visitors cost no lookup.
    isContentEditor: isContentEditor((await getSessionUser(request, context.db))?.role),
    toast,
  };
  return data(site, { headers });
}

/**
 * After any form post, whatever its answer's status, the root's data is read again:
 * the answer may have set a toast (app/platform/toast.server.ts), and this loader is
 * what reads it.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return true;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useSiteData();
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeFromPathname(pathname);
  const nonce = useNonce();
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <html lang={languageTags[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans text-slate-800 antialiased">
        {/* First, so every control below works from the moment it is painted. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: controlsScript }}
        />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: deferredHydrationScript }}
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
      <Toaster toasts={useMatches().map((match) => toastOf(match.loaderData))} />
    </>
  );
}

/** Last resort for anything no route handled: a friendly page in the visitor's language. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname);
  const t = errorMessages[locale];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {format(t.code, { status })}
      </p>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.title}</h1>
      <p className="text-lg text-slate-600">{t.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={pathname} className={buttonClasses("primary")}>
          {t.retry}
        </a>
        <Link to={localizePath("/", locale)} className={buttonClasses("secondary")} reloadDocument>
          {t.home}
        </Link>
      </div>
    </main>
  );
}
