import { ChevronDown, Handshake } from "lucide-react";
import type { ReactNode } from "react";
import { control, controlHooks } from "~/platform/controls/controls-script";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { NoScriptStyle } from "~/ui/no-script-style";

/** The fragment that shows the partnership form: the toggle's, the closing call to action's. */
export const PARTNER_PANEL_ID = "partner";
export const PARTNER_HASH = `#${PARTNER_PANEL_ID}`;

const toggleHook = "data-partner-toggle";

/**
 * Become a Partner: a disclosure button that shows or hides the partnership form,
 * run by the inline controls script from the moment it is painted. Any link to
 * #partner on the page (the closing call to action) opens the form and puts the
 * focus in it; so does arriving at /foundation#partner. After a form post the
 * form is rendered open.
 *
 * Without JavaScript the button is replaced by a link to #partner, and `:target`
 * shows the form.
 */
export function PartnerToggle({ initiallyOpen, label }: { initiallyOpen: boolean; label: string }) {
  const icon = <Handshake className="size-5" aria-hidden="true" />;
  return (
    <>
      {/* Before what it styles: a <style> in the body may only style what follows it. */}
      <NoScriptStyle
        css={`
          [${toggleHook}] {
            display: none;
          }
          #${PARTNER_PANEL_ID}:target {
            display: block;
          }
        `}
      />
      <button
        type="button"
        aria-expanded={initiallyOpen}
        aria-controls={PARTNER_PANEL_ID}
        {...control("disclosure")}
        {...{ [toggleHook]: "" }}
        className={cn(buttonClasses("primary", "lg"), "group")}
      >
        {icon}
        {label}
        <ChevronDown
          className="size-5 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <noscript>
        <a href={PARTNER_HASH} className={buttonClasses("primary", "lg")}>
          {icon}
          {label}
        </a>
      </noscript>
    </>
  );
}

/**
 * The panel around the partnership form. Not `hidden` in the markup (that would
 * beat `:target` without JavaScript): a class hides it until the script marks it open.
 */
export function PartnerPanel({
  initiallyOpen,
  className,
  children,
}: {
  initiallyOpen: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={PARTNER_PANEL_ID}
      {...{ [controlHooks.open]: initiallyOpen ? "" : undefined }}
      suppressHydrationWarning
      className={cn("hidden scroll-mt-6 data-open:block", className)}
    >
      {children}
    </div>
  );
}
