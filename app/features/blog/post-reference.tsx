import { languageTags, localeLabels, type Locale } from "~/i18n/locales";
import { AdminCard } from "~/ui/admin/admin-shell";
import { cn } from "~/ui/cn";

/** Another language's version of the article, read-only, to translate from. */
export type PostReference = {
  id: string;
  locale: Locale;
  title: string;
  excerpt: string | null;
  /** Sanitized on the server. */
  html: string;
};

/**
 * The article's version in another language beside the editor (below it on phones):
 * its title, excerpt and body as written, marked with its language, not editable.
 */
export function PostReferencePanel({ reference }: { reference: PostReference }) {
  const lang = languageTags[reference.locale];
  return (
    <AdminCard
      title={`${localeLabels[reference.locale]} version (to translate from)`}
      description="Read only. Your changes here do not change it."
    >
      <section aria-label={`${localeLabels[reference.locale]} version`} className="space-y-4">
        <div>
          <p className="text-sm font-medium text-slate-600">Title</p>
          <p lang={lang} className="mt-1 text-lg font-semibold text-slate-900">
            {reference.title}
          </p>
        </div>
        {reference.excerpt ? (
          <div>
            <p className="text-sm font-medium text-slate-600">Excerpt</p>
            <p lang={lang} className="mt-1 text-slate-800">
              {reference.excerpt}
            </p>
          </div>
        ) : null}
        <div>
          <p className="text-sm font-medium text-slate-600">Content</p>
          <div
            lang={lang}
            className={cn(
              "mt-1 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800",
              "[&>*:first-child]:mt-0 [&_p]:mt-3 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold",
              "[&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold",
              "[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6",
              "[&_a]:text-brand-800 [&_a]:underline [&_blockquote]:mt-3 [&_blockquote]:border-l-4",
              "[&_blockquote]:pl-4 [&_img]:mt-3 [&_img]:h-auto [&_img]:max-w-full",
            )}
            // Sanitized on the server with the articles' allowlist.
            dangerouslySetInnerHTML={{ __html: reference.html }}
          />
        </div>
      </section>
    </AdminCard>
  );
}
