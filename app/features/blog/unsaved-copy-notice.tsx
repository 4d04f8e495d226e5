import { History } from "lucide-react";
import { useFetcher } from "react-router";
import { Button, buttonClasses } from "~/ui/button";
import { AUTOSAVE_PATH } from "./post-autosave";

/** The editor's address with this query shows the kept copy in the form. */
export const RESTORE_PARAM = "restore";

/**
 * Offered when the editor opens a post (or a new one) and a copy of what they typed
 * earlier, never saved, was kept automatically: bring it back into the form, or
 * discard it. Restoring shows it in the form; it is saved with Save, as ever.
 */
export function UnsavedCopyNotice({
  savedAtText,
  target,
}: {
  savedAtText: string;
  target: string;
}) {
  const fetcher = useFetcher();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section
      aria-labelledby="unsaved-copy-title"
      className="flex flex-col gap-3 rounded-2xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2">
        <History className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="unsaved-copy-title" className="font-semibold">
            You have unsaved changes from {savedAtText}
          </h2>
          <p>
            They were kept automatically while you typed. Restore them into the form, or discard
            them.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <a href={`?${RESTORE_PARAM}=1`} className={buttonClasses("primary")}>
          Restore them
        </a>
        <fetcher.Form method="post" action={AUTOSAVE_PATH}>
          <input type="hidden" name="intent" value="discard" />
          <input type="hidden" name="autosaveTarget" value={target} />
          <Button type="submit" variant="ghost">
            Discard
          </Button>
        </fetcher.Form>
      </div>
    </section>
  );
}
