import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { errorMessages } from "~/i18n/error-messages";
import { format } from "~/i18n/format";
import { localeFromPathname, localizePath } from "~/i18n/locales";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";

/**
 * What an error boundary says, in the visitor's language (from the address, as no loader
 * data may have arrived): the status, a friendly text, Try again (the same address, loaded
 * afresh) and Return to Home. The root draws it alone; the public layout inside its header
 * and footer, so the phone number and WhatsApp stay in reach.
 */
export function ErrorNotice({ className }: { className?: string }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname);
  const t = errorMessages[locale];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div
      className={cn(
        "mx-auto flex max-w-xl flex-col items-center justify-center gap-6 px-6 text-center",
        className,
      )}
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
    </div>
  );
}
