import { Eye, Smartphone } from "lucide-react";
import { PHONE_PREVIEW_WINDOW } from "~/ui/admin/preview-button";
import { CopyButton } from "~/ui/copy-button";

/**
 * The editor's preview links: the post as visitors will see it, on the site in each
 * language, and a link to send a colleague who is not signed in. Each shows the last
 * saved version; the link stops working at `expires`.
 */
export function PostPreviewPanel({
  sites,
  shareUrl,
  expires,
}: {
  /** The preview's address on each language's site, English first ("English": …). */
  sites: ReadonlyArray<{ language: string; href: string }>;
  shareUrl: string;
  expires: string;
}) {
  const english = sites[0]?.href ?? shareUrl;
  const linkClass =
    "inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-2";
  return (
    <section
      aria-labelledby="post-preview-title"
      className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id="post-preview-title" className="font-semibold text-slate-900">
        Preview
      </h2>
      <p className="text-slate-700">
        See the last saved version as visitors will, even before it is published. To see changes you
        have not saved yet, use Preview beside Save.
      </p>
      <p className="flex flex-wrap gap-x-5">
        {sites.map(({ language, href }) => (
          <a key={href} href={href} target="_blank" rel="noreferrer" className={linkClass}>
            <Eye className="size-4" aria-hidden="true" />
            Preview on the {language} site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ))}
        <a
          href={english}
          target="_blank"
          rel="noreferrer"
          className={linkClass}
          onClick={(event) => {
            // A window the size of a phone's screen shows the phone layout on a desktop.
            if (window.open(english, "_blank", PHONE_PREVIEW_WINDOW)) event.preventDefault();
          }}
        >
          <Smartphone className="size-4" aria-hidden="true" />
          Preview at phone width<span className="sr-only"> (opens in a new window)</span>
        </a>
      </p>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor="post-preview-link" className="font-medium text-slate-900">
            Preview link for a colleague
          </label>
          <CopyButton text={shareUrl} label="Copy link" description="preview link" />
        </div>
        <input
          id="post-preview-link"
          readOnly
          value={shareUrl}
          aria-describedby="post-preview-link-hint"
          className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 p-2 text-slate-900"
        />
        <p id="post-preview-link-hint" className="mt-1 text-slate-600">
          Anyone with this link can see the post until {expires} (Orlando time), without signing in.
          Search engines never list it.
        </p>
      </div>
    </section>
  );
}
