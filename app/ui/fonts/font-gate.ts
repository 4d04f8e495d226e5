/*
 * The text font is inlined in the stylesheet (inter.css), but the browser decodes it only
 * once the first layout asks for it, and lays the (invisible, font-display: block) text out
 * in the fallback's metrics meanwhile: on a slow phone a long page's lines then re-wrap
 * when Inter arrives, a layout shift (0.02-0.03 on the legal pages in Lighthouse). This
 * inline script in the head runs once the stylesheet has loaded (a script waits for the
 * stylesheets before it), asks for Inter's decoding, and keeps the page unpainted
 * (`data-font-wait`, app.css) until it is ready, a second at most. Without JavaScript
 * the page paints at once and the lines may re-wrap once.
 */
/** The family as a CSS font shorthand names it. */
const family = `'Inter Variable'`;

export const fontGateScript = `(() => {
  const root = document.documentElement;
  if (!document.fonts || !document.fonts.load || document.fonts.check("1em ${family}")) return;
  root.setAttribute("data-font-wait", "");
  const show = () => root.removeAttribute("data-font-wait");
  document.fonts.load("1em ${family}").then(show, show);
  setTimeout(show, 1000);
})();`;
