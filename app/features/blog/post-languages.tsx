import { Link } from "react-router";
import { Plus } from "lucide-react";
import { localeLabels, locales, type Locale } from "~/i18n/locales";
import { cn } from "~/ui/cn";
import { addVersionHref } from "./admin-post-list";
import { postStatus, postStatusLabels, type PostStatus } from "./post-status";

/** One language of an article as the portal shows it: its version's state, or missing. */
export type PostLanguageState =
  | { locale: Locale; id: string; title: string; status: PostStatus }
  | { locale: Locale; id: null; title: null; status: "missing" };

/**
 * Each language's state of an article (an item of the list, the editor's article): from
 * its versions, at `now`. Computed on the server (the states depend on the moment).
 */
export function postLanguageStates(
  versions: ReadonlyArray<{
    id: string;
    locale: Locale;
    title: string;
    published: boolean;
    publishAt: Date;
    unpublishAt: Date | null;
  }>,
  now: Date,
): PostLanguageState[] {
  return locales.map((locale): PostLanguageState => {
    const version = versions.find((one) => one.locale === locale);
    return version
      ? { locale, id: version.id, title: version.title, status: postStatus(version, now) }
      : { locale, id: null, title: null, status: "missing" };
  });
}

const stateClasses: Record<PostStatus | "missing", string> = {
  draft: "bg-slate-100 text-slate-700",
  scheduled: "bg-sky-50 text-sky-900",
  published: "bg-brand-50 text-brand-800",
  ended: "bg-slate-100 text-slate-700",
  missing: "bg-amber-50 text-amber-900",
};

const linkClass =
  "inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline underline-offset-2 sm:min-h-0";

/**
 * The article's languages, one line each: the state (Published, Scheduled, Draft,
 * Missing) with a link to edit that version, or to add it. `current`: the language of
 * the version open in the editor, named as such instead of linked.
 */
export function PostLanguages({
  states,
  articleTitle,
  current,
  className,
}: {
  states: readonly PostLanguageState[];
  /** The title the links' names use (the list's row, the editor's post). */
  articleTitle: string;
  current?: Locale;
  className?: string;
}) {
  const source = states.find((state) => state.id !== null)?.id ?? null;
  return (
    <dl
      className={cn(
        "grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm text-slate-700",
        className,
      )}
    >
      {states.map((state) => (
        <div key={state.locale} className="contents">
          <dt className="font-medium text-slate-900">{localeLabels[state.locale]}</dt>
          <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              className={cn(
                "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                stateClasses[state.status],
              )}
            >
              {state.status !== "missing"
                ? postStatusLabels[state.status]
                : state.locale === current
                  ? "New, not saved yet"
                  : "Missing"}
            </span>
            {state.locale === current ? (
              <span className="text-slate-600">This version</span>
            ) : state.id === null ? (
              source ? (
                <Link
                  to={addVersionHref(source, state.locale)}
                  className={linkClass}
                  aria-label={`Add ${localeLabels[state.locale]} version: ${articleTitle}`}
                >
                  <Plus className="size-4" aria-hidden="true" />
                  Add {localeLabels[state.locale]} version
                </Link>
              ) : null
            ) : (
              <Link
                to={`/admin/blog/${state.id}`}
                className={linkClass}
                aria-label={`Edit ${localeLabels[state.locale]} version: ${state.title}`}
              >
                Edit {localeLabels[state.locale]} version
              </Link>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
