/**
 * `(run) => void` as source text: calls `run` once the page has loaded and its content
 * is on screen (first contentful paint). The inline scripts that start something the
 * first paint must not wait for (the text font's fetch, the membership application's
 * frame) splice it in: they are plain ES2020 strings that run before any module.
 * Waiting for the load alone is not enough: a short page can load before it paints,
 * and a frame or font requested then competes with the first paint on a slow line.
 * Without paint timing (old browsers, test DOMs) the load is the signal.
 */
export const afterFirstPaintSource = `(run) => {
  const afterLoad = () => {
    const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (!types.includes("paint")) return run();
    // Buffered: a paint that came before the load is delivered too.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}`;
