import type { ReactNode } from "react";
import { defaultLocale, localeLabels, locales, type Locale } from "~/i18n/locales";

/**
 * An editor's texts in every language of the site, side by side (one above the other on
 * a phone): English, required, then each translation, optional, with the hint that an
 * empty field shows the English text. One column per entry of the locale list.
 */
export function LanguageColumns({ children }: { children: (locale: Locale) => ReactNode }) {
  return (
    <div className="grid gap-6 md:grid-cols-[repeat(auto-fit,minmax(16rem,1fr))]">
      {locales.map((locale) => (
        <fieldset key={locale} className="min-w-0 space-y-5">
          <legend className="text-base font-semibold text-slate-900">{localeLabels[locale]}</legend>
          <p className="-mt-3 text-sm text-slate-600">
            {locale === defaultLocale
              ? "Fields not marked (optional) are required."
              : `Optional: an empty field falls back to English on the ${localeLabels[locale]} site.`}
          </p>
          {children(locale)}
        </fieldset>
      ))}
    </div>
  );
}
