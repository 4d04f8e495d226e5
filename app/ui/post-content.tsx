import { useMemo } from "react";
import { cn } from "~/ui/cn";

/** The id of the hidden "(opens in a new tab)" note that external links in a post point to. */
export const POST_NEW_TAB_NOTE_ID = "post-new-tab-note";

/**
 * A post's body. `html` MUST come from sanitizePostHtml
 * (app/platform/sanitize.server.ts): only then is it safe to insert as is.
 */
export function PostContent({
  html,
  lang,
  newTabLabel,
  className,
}: {
  html: string;
  /** Set when the post is written in another language than the page around it. */
  lang?: string;
  newTabLabel: string;
  className?: string;
}) {
  // One object per html string: React 19 sets innerHTML again whenever the object
  // differs, and the router re-renders the page after hydrating it, which would
  // replace every node of the body (images reloaded, a selection or focus lost).
  const body = useMemo(() => ({ __html: html }), [html]);
  return (
    <>
      <div
        lang={lang}
        className={cn(
          "text-lg leading-relaxed text-slate-700",
          "[&>*:first-child]:mt-0 [&_p]:mt-5",
          "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight sm:[&_h2]:text-3xl",
          "[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-semibold sm:[&_h3]:text-2xl",
          "[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900",
          "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
          "[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
          "[&_li]:pl-1 [&_li]:marker:text-brand-600",
          "[&_b]:font-semibold [&_b]:text-slate-900 [&_strong]:font-semibold [&_strong]:text-slate-900",
          "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800",
          "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-slate-800 [&_blockquote]:italic",
          "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl",
          className,
        )}
        // Sanitized on the server with an allowlist right before it got here.
        dangerouslySetInnerHTML={body}
      />
      <span id={POST_NEW_TAB_NOTE_ID} hidden>
        {newTabLabel}
      </span>
    </>
  );
}
