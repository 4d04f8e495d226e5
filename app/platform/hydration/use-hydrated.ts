import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs in the
 * browser. Lets a control render its no-JavaScript form first (a link, a form
 * submit) and its enhanced form after hydration, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
