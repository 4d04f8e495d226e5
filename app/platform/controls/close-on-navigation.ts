import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";
import { closeDisclosure } from "./controls-script";

/**
 * Closes a disclosure the controls script opened (the phone menu, the Services links)
 * when a link changes the page in place. Not on the first run: one opened before
 * hydration stays open.
 */
export function useCloseOnNavigation(button: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const seenKey = useRef(key);
  useEffect(() => {
    if (seenKey.current === key) return;
    seenKey.current = key;
    closeDisclosure(button.current);
  }, [key, button]);
}
