import { useEffect, useMemo, useRef } from "react";

/**
 * Search-as-you-type without a request per key: `schedule(value)` runs `action(value)`
 * once the typing has paused for `pauseMs`, each call replacing the one still waiting;
 * `cancel()` drops it (a submit or a clear that answers at once). Nothing runs after
 * the component is gone.
 */
export function useTypingPause<T>(action: (value: T) => void, pauseMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The latest action, so a render that makes a new one does not restart the pause.
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      schedule(value: T) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(value), pauseMs);
      },
      cancel() {
        clearTimeout(timer.current);
      },
    }),
    [pauseMs],
  );
}
