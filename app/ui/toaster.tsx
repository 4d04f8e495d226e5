import { lazy, Suspense, useEffect, useState } from "react";
import type { Toast } from "~/platform/toast";

/*
 * Toasts on the public site. Sonner is only downloaded with the first toast (most
 * visits never see one), so pages call showToast() rather than sonner's toast().
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

/** Mount once in the public layout; renders nothing until the first toast. */
export function PublicToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const wakeUp = () => setNeeded(true);
    wakeUps.add(wakeUp);
    if (waiting.length > 0) wakeUp();
    return () => {
      wakeUps.delete(wakeUp);
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={connect} />
    </Suspense>
  );
}
