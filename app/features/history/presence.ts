import { useEffect, useRef, useState } from "react";
import type { HistoryKindName } from "./paths";

/** Where an open edit page says it is still open, or that it was left (routes/admin/presence.ts). */
export const PRESENCE_PATH = "/admin/presence";
/** How often an open edit page says so; the server forgets a page after three missed beats. */
export const PRESENCE_HEARTBEAT_MS = 30_000;

/** Another editor with the item open, as the server describes them. */
export type OtherEditor = { email: string; sinceText: string };

function presenceBody(kind: HistoryKindName, id: string, intent: "here" | "leave"): FormData {
  const body = new FormData();
  body.set("kind", kind);
  body.set("id", id);
  body.set("intent", intent);
  return body;
}

/**
 * The other editors who have this item open: first as the page's loader found them, then
 * as each heartbeat answers. Leaving the page (or closing the tab) says so at once.
 */
export function usePresence(
  kind: HistoryKindName,
  id: string | null,
  initial: readonly OtherEditor[],
): readonly OtherEditor[] {
  // A beat's answer holds until the loader sends a newer list (a save, a reload).
  const [heard, setHeard] = useState<{
    basis: readonly OtherEditor[];
    others: readonly OtherEditor[];
  } | null>(null);
  const latestInitial = useRef(initial);
  useEffect(() => {
    latestInitial.current = initial;
  }, [initial]);
  useEffect(() => {
    if (id === null) return;
    let stopped = false;
    const beat = () => {
      fetch(PRESENCE_PATH, {
        method: "POST",
        body: presenceBody(kind, id, "here"),
        credentials: "same-origin",
      })
        .then(async (response) => {
          if (!response.ok || stopped) return;
          const answer = (await response.json()) as { others?: OtherEditor[] };
          if (Array.isArray(answer.others)) {
            setHeard({ basis: latestInitial.current, others: answer.others });
          }
        })
        // A missed beat only leaves the note as it was.
        .catch(() => undefined);
    };
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    const leave = () => navigator.sendBeacon(PRESENCE_PATH, presenceBody(kind, id, "leave"));
    window.addEventListener("pagehide", leave);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [kind, id]);
  return heard && heard.basis === initial ? heard.others : initial;
}
