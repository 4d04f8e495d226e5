import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/platform/hydration/use-hydrated";

/** How long a copy button shows its check mark after a copy. */
const COPIED_MS = 2000;

/**
 * Copies `text` to the clipboard; the button says "Copied" with a check mark for two
 * seconds. Shown only once scripts run (without them the text is there to select).
 */
export function CopyButton({
  text,
  label = "Copy",
  description,
}: {
  text: string;
  label?: string;
  /** Said to screen readers after the label: what is copied. */
  description?: string;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!hydrated) return null;

  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), COPIED_MS);
        });
      }}
    >
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      {copied ? "Copied" : label}
      {description ? <span className="sr-only"> {description}</span> : null}
    </button>
  );
}
