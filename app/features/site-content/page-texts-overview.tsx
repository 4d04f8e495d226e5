import { ExternalLink, Pencil } from "lucide-react";
import { Link } from "react-router";
import { localeLabels, localizePath, type Locale } from "~/i18n/locales";
import { ButtonLink } from "~/ui/button";
import { editableTextRowId, placeholderMeanings, type EditableTextsPage } from "./editable-texts";

/** The link that opens an editable text's form: its entry's, or a new entry's with the shipped text. */
export function editableTextEditHref(
  pageName: string,
  section: string,
  value: { locale: Locale; entryId: string | null },
): string {
  if (value.entryId !== null) return `?edit=${value.entryId}`;
  const query = new URLSearchParams({ new: "1", page: pageName, section, locale: value.locale });
  return `?${query.toString()}`;
}

/**
 * The content section's first view: every public page with the texts staff can change,
 * each with what every language shows now, whether it is the shipped text or a changed
 * one, where it shows (a link opening the page at that spot) and its Edit link.
 */
export function PageTextsOverview({ pages }: { pages: readonly EditableTextsPage[] }) {
  return (
    <div className="space-y-8">
      <nav aria-label="Pages with texts to change" className="flex flex-wrap gap-2">
        {pages.map((page) => (
          <a
            key={page.pageName}
            href={`#page-texts-${page.pageName}`}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-200 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {page.label}
          </a>
        ))}
      </nav>
      {pages.map((page) => (
        <section
          key={page.pageName}
          id={`page-texts-${page.pageName}`}
          aria-labelledby={`page-texts-${page.pageName}-title`}
          className="scroll-mt-24 space-y-3"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
            <h3
              id={`page-texts-${page.pageName}-title`}
              className="text-lg font-bold text-slate-900"
            >
              {page.label}
              <span className="ml-2 font-mono text-sm font-normal text-slate-600">{page.path}</span>
            </h3>
            <span className="text-sm text-slate-600">
              {page.texts.length} {page.texts.length === 1 ? "text" : "texts"}
            </span>
          </div>
          <ul className="divide-y divide-slate-100">
            {page.texts.map((text) => (
              <li
                key={text.section}
                id={editableTextRowId(page.pageName, text.section)}
                className="scroll-mt-24 py-4"
              >
                <p className="font-semibold text-slate-900">{text.label}</p>
                {text.placeholders?.length ? (
                  <p className="mt-1 text-sm text-slate-600">
                    {text.placeholders.map((name) => (
                      <span key={name} className="mr-3 inline-block">
                        <code className="font-mono">{`{${name}}`}</code> is replaced by{" "}
                        {placeholderMeanings[name]}.
                      </span>
                    ))}
                  </p>
                ) : null}
                <dl className="mt-2 space-y-2">
                  {text.values.map((value) => {
                    const where = `${text.label}, ${page.label}, ${localeLabels[value.locale]}`;
                    const pageHref = localizePath(page.path, value.locale);
                    return (
                      <div
                        key={value.locale}
                        className="grid gap-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-[8rem_1fr_auto] sm:items-start"
                      >
                        <dt className="text-sm font-semibold text-slate-700">
                          {localeLabels[value.locale]}
                          <span
                            className={
                              value.entryId
                                ? "mt-1 block w-fit rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900"
                                : "mt-1 block w-fit rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700"
                            }
                          >
                            {value.entryId ? "Changed" : "Shipped text"}
                          </span>
                        </dt>
                        <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">
                          {value.value}
                        </dd>
                        <dd className="flex flex-wrap items-center gap-1">
                          <ButtonLink
                            to={editableTextEditHref(page.pageName, text.section, value)}
                            variant="ghost"
                          >
                            <Pencil className="size-4" aria-hidden="true" />
                            Edit<span className="sr-only"> {where}</span>
                          </ButtonLink>
                          <Link
                            to={text.anchor ? `${pageHref}#${text.anchor}` : pageHref}
                            target="_blank"
                            rel="noreferrer"
                            reloadDocument
                            className="inline-flex min-h-11 items-center gap-1.5 px-2 text-sm font-medium text-brand-800 underline underline-offset-2"
                          >
                            <ExternalLink className="size-4" aria-hidden="true" />
                            View
                            <span className="sr-only">
                              {" "}
                              {where} on the site (opens in a new tab)
                            </span>
                          </Link>
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
