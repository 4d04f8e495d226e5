import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { cn } from "~/ui/cn";

type MenuLink = { to: string; label: string; current: boolean };

/**
 * The header's Services menu: the WAI-ARIA menu button pattern (Enter, Space or the
 * arrows open it on the first or last item; the arrows, Home and End move; Escape
 * closes it and returns to the button; Tab or a click elsewhere closes it).
 *
 * Written here rather than with Radix's DropdownMenu, which with its positioning
 * engine added ~30 KB of gzipped JavaScript to every public page (docs/decisions/006).
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const containerRef = useRef<HTMLDivElement>(null);
  // Which item to focus once the menu is shown (set by the key that opened it).
  const focusOnOpen = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current !== null) itemRefs.current[focusOnOpen.current]?.focus();
    focusOnOpen.current = null;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  function openAt(index: number) {
    focusOnOpen.current = index;
    if (open) itemRefs.current[index]?.focus();
    else setOpen(true);
  }

  function close({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = links.length - 1;
    if (["Enter", " ", "ArrowDown"].includes(event.key)) openAt(0);
    else if (event.key === "ArrowUp") openAt(last);
    else return;
    event.preventDefault();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = itemRefs.current;
    const index = items.findIndex((item) => item === document.activeElement);
    const last = links.length - 1;
    const moveTo = (next: number) => items[next]?.focus();
    switch (event.key) {
      case "ArrowDown":
        moveTo(index >= last ? 0 : index + 1);
        break;
      case "ArrowUp":
        moveTo(index <= 0 ? last : index - 1);
        break;
      case "Home":
        moveTo(0);
        break;
      case "End":
        moveTo(last);
        break;
      case "Escape":
        close({ returnFocus: true });
        break;
      case "Tab":
        setOpen(false);
        return; // focus moves on as usual
      default:
        return;
    }
    event.preventDefault();
  }

  const state = open ? "open" : "closed";
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-current={current ? "true" : undefined}
        data-state={state}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onTriggerKeyDown}
        className={cn("group inline-flex items-center gap-1", triggerClassName)}
      >
        {label}
        <ChevronDown
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full left-0 z-50 mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {links.map((link, index) => (
            <li key={link.to} role="none">
              <Link
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                to={link.to}
                role="menuitem"
                tabIndex={-1}
                aria-current={link.current ? "page" : undefined}
                onClick={() => close({ returnFocus: false })}
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
      ) : null}
    </div>
  );
}
