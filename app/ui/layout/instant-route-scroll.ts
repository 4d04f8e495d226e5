import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigation } from "react-router";

/*
 * The page scrolls smoothly to an anchor on the same page (app.css), but a route change
 * must land at the top of the new page at once: ScrollRestoration's window.scrollTo
 * would otherwise animate from wherever the old page was. While a navigation to another
 * page is under way the document scrolls instantly; smooth scrolling comes back once the
 * new page has been scrolled into place.
 */

// useLayoutEffect warns on the server; there it has nothing to do anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export function useInstantRouteScroll(): void {
  const navigation = useNavigation();
  const { pathname, key } = useLocation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;

  useBrowserLayoutEffect(() => {
    if (leaving) document.documentElement.style.scrollBehavior = "auto";
  }, [leaving]);

  // After ScrollRestoration's layout effect has scrolled the new page.
  useEffect(() => {
    const root = document.documentElement;
    const frame = requestAnimationFrame(() => root.style.removeProperty("scroll-behavior"));
    return () => cancelAnimationFrame(frame);
  }, [key]);
}
