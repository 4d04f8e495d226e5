import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { ErrorNotice } from "~/ui/error-notice";
import { FloatingActions } from "~/ui/layout/floating-actions";
import { SiteFooter } from "~/ui/layout/site-footer";
import { SiteHeader } from "~/ui/layout/site-header";
import { useSiteData } from "~/platform/site-data";
import type { HydrationHandle } from "~/platform/hydration/deferred-hydration";

/** Public pages work without JavaScript: React starts when the visitor does (decision 008). */
export const handle = { hydration: "on-interaction" } satisfies HydrationHandle;

/** The shared layout of every public page, in both languages: header, footer, floating actions. */
export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

/**
 * A page that fails (its data, its action, its drawing) shows the error inside the layout:
 * the header, the footer and the floating contact buttons stay (issue 28).
 */
export function ErrorBoundary() {
  return (
    <PublicFrame>
      <ErrorNotice className="min-h-[60dvh] py-16" />
    </PublicFrame>
  );
}

function PublicFrame({ children }: { children: ReactNode }) {
  const data = useSiteData();
  // The root loader always runs before this layout; without its data the root error page shows.
  if (!data) throw new Error("Root loader data is missing");
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {data.layout.skipToContent}
      </a>
      <SiteHeader data={data} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter data={data} />
      <FloatingActions data={data} />
    </>
  );
}
