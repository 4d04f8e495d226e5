/**
 * CSS that applies only when the browser runs no JavaScript. It is unlayered, so
 * it wins over Tailwind's utilities (which live in a cascade layer). With
 * JavaScript the browser never parses it, and React does not hydrate it.
 */
export function NoScriptStyle({ css }: { css: string }) {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
