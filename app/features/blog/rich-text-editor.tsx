import type { Locale } from "~/i18n/locales";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { FieldError, inputClass } from "~/ui/form-field";
import { cn } from "~/ui/cn";
import { useHydrated } from "~/platform/hydration/use-hydrated";
import { htmlAddressProblems } from "~/platform/links";

/**
 * A blog post's content: TipTap's visual editor with a switch to the HTML
 * source. Either way the HTML travels in one form field, so the post's form
 * posts normally. Before JavaScript runs (and without it) the HTML <textarea>
 * is the editor. TipTap itself comes in with a dynamic import after hydration:
 * it is in its own chunk, loaded by the blog edit page only.
 */
const BlogVisualEditor = lazy(() =>
  import("./visual-editor").catch((error: unknown) => {
    // A chunk that does not load (a new deployment, a dropped connection) must
    // not cost the editor their work: the HTML source stays usable.
    console.warn("The visual editor could not be loaded", error);
    return { default: VisualEditorUnavailable };
  }),
);

type VisualEditorProps = {
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  locale: Locale;
  onUnavailable: () => void;
};

function VisualEditorUnavailable({ onUnavailable }: VisualEditorProps) {
  useEffect(onUnavailable, [onUnavailable]);
  return <EditorLoading />;
}

type Mode = "visual" | "html";

export function RichTextEditor({
  id,
  name,
  label,
  defaultValue,
  maxLength,
  error,
  locale,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  maxLength: number;
  error?: string;
  /** The article's language (an inserted image's alt text is asked in it). */
  locale: Locale;
}) {
  const hydrated = useHydrated();
  const [html, setHtml] = useState(defaultValue);
  // HTML with a picture from another website or a link that breaks the rule opens as
  // source, where the save's message says what to fix: the visual editor would ask the
  // browser for the picture (which the policy blocks) and drop the link without a word.
  const [mode, setMode] = useState<Mode>(() => {
    const problems = htmlAddressProblems(defaultValue);
    return problems.image === undefined && problems.link === undefined ? "visual" : "html";
  });
  const [visualUnavailable, setVisualUnavailable] = useState(false);
  const onUnavailable = useCallback(() => {
    setVisualUnavailable(true);
    setMode("html");
  }, []);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(" ");
  const showSource = !hydrated || mode === "html";

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        {showSource ? (
          <label id={labelId} htmlFor={id} className="font-medium text-slate-900">
            {label}
            {hydrated ? <span className="font-normal text-slate-500"> (HTML source)</span> : null}
          </label>
        ) : (
          <span id={labelId} className="font-medium text-slate-900">
            {label}
          </span>
        )}
        {hydrated ? (
          <div
            role="group"
            aria-label="Editor view"
            className="inline-flex rounded-full border border-slate-300 bg-white p-0.5 text-sm"
          >
            {(
              [
                ["visual", "Visual editor"],
                ["html", "HTML source"],
              ] as const
            ).map(([value, text]) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                disabled={value === "visual" && visualUnavailable}
                onClick={() => setMode(value)}
                className="min-h-11 rounded-full px-4 font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-700 aria-pressed:text-white disabled:cursor-not-allowed disabled:opacity-60"
              >
                {text}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {visualUnavailable ? (
        <p role="status" className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          The visual editor could not be loaded. Edit the HTML source here, or save and reload the
          page to try again.
        </p>
      ) : null}
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {showSource
          ? "Paragraphs, headings (h2, h3), lists, links, quotes, bold, italic and images from the media library are kept. Anything else (scripts, styles, frames) is removed when you save."
          : "Select text to format it with the toolbar, or insert an image from the media library. Text pasted from Word or Google Docs keeps its headings, lists, links, bold and italic, without its fonts and colours. Links open in a new tab on the site when they lead elsewhere."}
      </p>

      {hydrated ? <input type="hidden" name={name} value={html} /> : null}
      {showSource ? (
        <textarea
          // A new element once hydrated: uncontrolled before, controlled after.
          key={hydrated ? "controlled" : "plain"}
          id={id}
          // Before hydration the textarea posts the content itself.
          name={hydrated ? undefined : name}
          {...(hydrated ? { value: html } : { defaultValue })}
          onChange={hydrated ? (event) => setHtml(event.target.value) : undefined}
          rows={18}
          maxLength={maxLength}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, "font-mono text-sm leading-6")}
        />
      ) : (
        <Suspense fallback={<EditorLoading />}>
          <BlogVisualEditor
            initialHtml={html}
            onChange={setHtml}
            onUnavailable={onUnavailable}
            labelId={labelId}
            describedBy={describedBy}
            invalid={Boolean(error)}
            locale={locale}
          />
        </Suspense>
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function EditorLoading() {
  return (
    <div
      role="status"
      className="mt-2 flex min-h-80 items-center justify-center rounded-xl border border-slate-300 bg-slate-50 text-sm text-slate-600"
    >
      Loading the editor…
    </div>
  );
}
