import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";

/**
 * Renders loader data that may still be on its way: a promise (streamed on a
 * client-side navigation) shows `fallback` until it settles; a value (a page
 * load, see app/platform/streaming.server.ts) renders at once, with no fallback in
 * the HTML, so the page is complete without JavaScript.
 */
export function Deferred<T>({
  value,
  fallback,
  errorElement,
  children,
}: {
  value: T | Promise<T>;
  fallback: ReactNode;
  errorElement?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!(value instanceof Promise)) return <>{children(value)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value} errorElement={errorElement}>
        {children}
      </Await>
    </Suspense>
  );
}
