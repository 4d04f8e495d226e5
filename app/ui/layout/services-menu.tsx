import { ChevronDown } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { control, controlHooks } from "~/platform/controls/controls-script";
import { useCloseOnNavigation } from "~/platform/controls/close-on-navigation";
import { cn } from "~/ui/cn";

type MenuLink = { to: string; label: string; current: boolean };

const SERVICES_MENU_ID = "services-menu";

/**
 * The header's Services links: the WAI-ARIA disclosure navigation menu (a button
 * that shows a list of links; Tab moves through them, the arrows, Home and End do
 * too; Escape closes it and returns to the button; a click or the focus elsewhere
 * closes it). Run by the inline controls script, so it works from the moment it is
 * painted (docs/decisions/015); the links are in the server HTML.
 */
export function ServicesMenu({
  label,
  links,
  current,
  triggerClassName,
}: {
  label: string;
  links: readonly MenuLink[];
  /** The visitor is somewhere in the services section. */
  current: boolean;
  triggerClassName: string;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useCloseOnNavigation(triggerRef);

  return (
    <div {...{ [controlHooks.dismiss]: "" }} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={false}
        aria-controls={SERVICES_MENU_ID}
        aria-current={current ? "true" : undefined}
        {...control("disclosure")}
        {...{ [controlHooks.escape]: "" }}
        className={cn("group inline-flex items-center gap-1", triggerClassName)}
      >
        {label}
        <ChevronDown
          className="size-4 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <ul
        id={SERVICES_MENU_ID}
        hidden
        suppressHydrationWarning
        className="absolute top-full left-0 z-50 mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={link.current ? "page" : undefined}
              className={cn(
                "block rounded-lg px-3 py-2.5 text-sm outline-none hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600",
                link.current ? "font-semibold text-brand-700" : "text-slate-700",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
