import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Toast, ToastChannel, ToastId } from "~/platform/toast";

/*
 * The site's one toaster, on public pages and in the staff portal alike. The server's
 * toasts travel as loader data: an action's (or a redirect's) in the cookie the root
 * loader reads (app/platform/toast.server.ts), a page's own (its data could not be
 * read) in that page's loader data, both under `toast`. What happens only in the
 * browser (a copied link, an upload's progress) calls showToast. Sonner is downloaded
 * with the first toast: most visits never see one.
 *
 * A new outcome replaces a stale one: the toasts on screen when a navigation or a form's
 * post starts are dismissed when it settles, so an old error never sits over the next,
 * valid answer. Toasts shown while it runs (a clientAction's own) stay.
 */

let channel: ToastChannel | null = null;
const waiting: Toast[] = [];
const wakeUps = new Set<() => void>();
/** Toasts on screen (sonner tells when one closes). */
const onScreen = new Set<ToastId>();

/** Called by the loaded toaster when a toast closes, by timeout or by hand. */
function forgetToast(id: ToastId): void {
  onScreen.delete(id);
}

/** Shows a toast: at once when sonner is loaded, else as soon as it is. */
export function showToast(toast: Toast): void {
  if (channel) {
    onScreen.add(channel.show(toast));
    return;
  }
  waiting.push(toast);
  for (const wakeUp of wakeUps) wakeUp();
}

const SonnerToaster = lazy(() => import("./sonner-toaster"));

function connect(next: ToastChannel | null) {
  channel = next;
  if (next) for (const toast of waiting.splice(0)) onScreen.add(next.show(toast));
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
export function Toaster({
  toasts,
  navigating = false,
}: {
  toasts: readonly (Toast | null)[];
  /** A navigation or a form's post is under way (the root passes useNavigation's state). */
  navigating?: boolean;
}) {
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
  // The toasts that were on screen when the current navigation started.
  const stale = useRef<Set<ToastId> | null>(null);
  useEffect(() => {
    if (navigating && !stale.current) stale.current = new Set(onScreen);
    if (!navigating && stale.current) {
      channel?.dismiss(stale.current);
      for (const id of stale.current) onScreen.delete(id);
      stale.current = null;
    }
  }, [navigating]);
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
      <SonnerToaster onReady={connect} onClosed={forgetToast} />
    </Suspense>
  );
}
