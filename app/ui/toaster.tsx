import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Toast } from "~/platform/toast";

/*
 * The site's one toaster, on public pages and in the staff portal alike. The server's
 * toasts travel as loader data: an action's (or a redirect's) in the cookie the root
 * loader reads (app/platform/toast.server.ts), a page's own (its data could not be
 * read) in that page's loader data, both under `toast`. What happens only in the
 * browser (a copied link, an upload's progress) calls showToast. Sonner is downloaded
 * with the first toast: most visits never see one.
 */

type Deliver = (toast: Toast) => void;

let deliver: Deliver | null = null;
const waiting: Toast[] = [];
const wakeUps = new Set<() => void>();

/** Shows a toast: at once when sonner is loaded, else as soon as it is. */
export function showToast(toast: Toast): void {
  if (deliver) {
    deliver(toast);
    return;
  }
  waiting.push(toast);
  for (const wakeUp of wakeUps) wakeUp();
}

const SonnerToaster = lazy(() => import("./sonner-toaster"));

function connect(next: Deliver | null) {
  deliver = next;
  if (next) for (const toast of waiting.splice(0)) next(toast);
}

/** The toast a route's loader data carries, if any. */
export function toastOf(loaderData: unknown): Toast | null {
  const toast = (loaderData as { toast?: Toast | null } | null | undefined)?.toast;
  return toast ?? null;
}

/**
 * Mount once (the root route does, with the toasts of the matched routes' data). Shows
 * each toast object once (a loader hands a new object with every answer that carries a
 * toast) and renders nothing until the first toast.
 */
export function Toaster({ toasts }: { toasts: readonly (Toast | null)[] }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const wakeUp = () => setNeeded(true);
    wakeUps.add(wakeUp);
    if (waiting.length > 0) wakeUp();
    return () => {
      wakeUps.delete(wakeUp);
    };
  }, []);
  const shown = useRef(new WeakSet<Toast>());
  useEffect(() => {
    for (const toast of toasts) {
      if (!toast || shown.current.has(toast)) continue;
      shown.current.add(toast);
      showToast(toast);
    }
  });
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={connect} />
    </Suspense>
  );
}
