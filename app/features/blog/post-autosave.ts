import { useEffect, useRef, useState, type RefObject } from "react";
import { sameSnapshot, snapshotOf, type FormSnapshot } from "~/ui/admin/form-snapshot";

/** Where the post form's background saves go (app/routes/admin/blog-autosave.ts). */
export const AUTOSAVE_PATH = "/admin/blog/autosave";
/** How often the form is looked at for changes to keep. */
export const AUTOSAVE_INTERVAL_MS = 5_000;

export type AutosaveState =
  { kind: "idle" } | { kind: "saved"; at: string } | { kind: "session-ended" } | { kind: "failed" };

/**
 * Keeps what is typed in the post form on the server: every few seconds, when the form
 * differs from what was last kept (or loaded), it is sent to the autosave route. Runs
 * after hydration only; the state says when the last copy was kept, for "Draft saved at".
 */
export function usePostAutosave(
  formRef: RefObject<HTMLFormElement | null>,
  target: string,
): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const kept = useRef<FormSnapshot | null>(null);
  const sending = useRef(false);

  useEffect(() => {
    kept.current = formRef.current ? snapshotOf(formRef.current) : null;
    const timer = setInterval(() => {
      const form = formRef.current;
      if (!form || sending.current) return;
      const now = snapshotOf(form);
      if (kept.current && sameSnapshot(now, kept.current)) return;
      const body = new FormData(form);
      body.set("autosaveTarget", target);
      sending.current = true;
      fetch(AUTOSAVE_PATH, { method: "POST", body, credentials: "same-origin" })
        .then(async (response) => {
          if (response.status === 401) return setState({ kind: "session-ended" });
          const answer = (await response.json()) as { ok: boolean; savedAtText?: string };
          if (!response.ok || !answer.ok || !answer.savedAtText)
            return setState({ kind: "failed" });
          kept.current = now;
          setState({ kind: "saved", at: answer.savedAtText });
        })
        .catch(() => setState({ kind: "failed" }))
        .finally(() => {
          sending.current = false;
        });
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [formRef, target]);

  return state;
}

/** What the form says of its background saves. */
export function autosaveText(state: AutosaveState): string {
  switch (state.kind) {
    case "idle":
      return "";
    case "saved":
      return `Draft saved at ${state.at}`;
    case "session-ended":
      return "Not kept automatically: your session has ended. Save to sign in again.";
    case "failed":
      return "Could not keep a draft just now; it will try again.";
  }
}
