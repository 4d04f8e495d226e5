import { ChevronDown, Handshake } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Button, buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { partnershipInputId } from "~/features/inbox";
import { useHydrated } from "~/platform/hydration/use-hydrated";

/** The fragment that shows the partnership form: the toggle's, the closing call to action's. */
export const PARTNER_PANEL_ID = "partner";
export const PARTNER_HASH = `#${PARTNER_PANEL_ID}`;

export type PartnerPanelState = {
  /** JavaScript is running: the button toggles the panel. Before that, links and :target do. */
  enhanced: boolean;
  open: boolean;
  /** Whether the panel shows before JavaScript (after a form post without it). */
  initiallyOpen: boolean;
  toggle: () => void;
};

/**
 * The partnership form's visibility: the Become a Partner button shows or
 * hides it.
 *
 * Without JavaScript the panel is hidden by CSS and shown by `:target`, so the
 * Become a Partner link (#partner) reveals it; after a form post it is rendered
 * open. With JavaScript the link becomes a disclosure button (aria-expanded),
 * and any other link to #partner (the closing call to action) opens the panel,
 * scrolls to it and moves the focus to its first field.
 */
export function usePartnerPanel(initiallyOpen: boolean): PartnerPanelState {
  const enhanced = useHydrated();
  // Read once in the browser; nothing rendered depends on it until hydration is over.
  const [open, setOpen] = useState(
    () => initiallyOpen || (typeof window !== "undefined" && window.location.hash === PARTNER_HASH),
  );
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      // A click that opens a new tab or window leaves this page as it is.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.hash !== PARTNER_HASH) return;
      if (link.pathname !== window.location.pathname) return;
      setOpen(true);
      setFocusRequest((count) => count + 1);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    const panel = document.getElementById(PARTNER_PANEL_ID);
    const first = document.getElementById(partnershipInputId("companyName"));
    panel?.scrollIntoView({ block: "start" });
    first?.focus({ preventScroll: true });
  }, [focusRequest]);

  return { enhanced, open, initiallyOpen, toggle: () => setOpen((value) => !value) };
}

/** Become a Partner: a link to the form before JavaScript, a disclosure button after. */
export function PartnerToggle({ state, label }: { state: PartnerPanelState; label: string }) {
  const icon = <Handshake className="size-5" aria-hidden="true" />;
  if (!state.enhanced) {
    return (
      <a href={PARTNER_HASH} className={buttonClasses("primary", "lg")}>
        {icon}
        {label}
      </a>
    );
  }
  return (
    <Button
      size="lg"
      aria-expanded={state.open}
      aria-controls={PARTNER_PANEL_ID}
      onClick={state.toggle}
    >
      {icon}
      {label}
      <ChevronDown
        className={`size-5 transition-transform ${state.open ? "rotate-180" : ""}`}
        aria-hidden="true"
      />
    </Button>
  );
}

/** The panel around the partnership form. */
export function PartnerPanel({
  state,
  className,
  children,
}: {
  state: PartnerPanelState;
  className?: string;
  children: ReactNode;
}) {
  if (state.enhanced) {
    return (
      <div id={PARTNER_PANEL_ID} hidden={!state.open} className={cn("scroll-mt-24", className)}>
        {children}
      </div>
    );
  }
  return (
    <div
      id={PARTNER_PANEL_ID}
      className={cn(
        "scroll-mt-24",
        state.initiallyOpen ? undefined : "hidden target:block",
        className,
      )}
    >
      {children}
    </div>
  );
}
