import { ExternalLink, LogOut, Menu, ShieldCheck, X } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { adminNavigation, adminSectionName } from "~/ui/admin/navigation";
import { LOGIN_PATH, SessionGuard } from "~/ui/admin/session-guard";
import { UnsavedChangesGuard } from "~/ui/admin/unsaved-changes";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { NewTabLink } from "~/ui/new-tab-link";

const linkClass =
  "inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

export type AdminShellUser = {
  email: string;
  /** The role's name, shown under the address. */
  roleLabel: string;
  /** Admins also see the admin-only pages (the pages' loaders refuse everyone else too). */
  isAdmin: boolean;
  mustChangePassword: boolean;
};

/**
 * The frame of every admin page: the sidebar (a panel behind a menu button on
 * phones), a header with the section's name as the page's <h1>, and the content,
 * whose forms ask before their unsaved changes are left (UnsavedChangesGuard) and
 * check the session before they save (SessionGuard).
 */
export function AdminShell({ user, children }: { user: AdminShellUser; children: ReactNode }) {
  const { pathname } = useLocation();
  // The page the phone menu was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const sectionName = adminSectionName(pathname);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenOn(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const items = user.mustChangePassword
    ? []
    : adminNavigation.filter((item) => !item.adminOnly || user.isAdmin);

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#admin-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:shadow"
      >
        Skip to content
      </a>

      {menuOpen ? (
        <div
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          aria-hidden="true"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}

      <aside
        id="admin-sidebar"
        className={cn(
          "fixed inset-y-0 left-0 z-40 w-72 max-w-[85vw] flex-col border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-auto",
          menuOpen ? "flex" : "hidden",
        )}
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-5 py-4">
          <NavLink to="/admin" end className="flex items-center gap-2 font-bold text-slate-900">
            <ShieldCheck className="size-6 text-brand-700" aria-hidden="true" />
            <span>Staff portal</span>
          </NavLink>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 lg:hidden"
            onClick={() => setMenuOpen(false)}
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === "/admin"}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium",
                      isActive
                        ? "bg-brand-50 text-brand-800"
                        : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                    )
                  }
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-1 border-t border-slate-200 px-3 py-4">
          <a
            href="/"
            className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <ExternalLink className="size-5" aria-hidden="true" />
            View Site
          </a>
          <Form method="post" action="/admin/logout">
            <button
              type="submit"
              className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-800"
            >
              <LogOut className="size-5" aria-hidden="true" />
              Sign Out
            </button>
          </Form>
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-6">
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Menu className="size-5" aria-hidden="true" />
            <span className="sr-only">Menu</span>
          </button>
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-slate-900 sm:text-xl">
            {sectionName}
          </h1>
          <p className="hidden text-right text-sm sm:block">
            <span className="block max-w-64 truncate font-medium text-slate-900">{user.email}</span>
            <span className="text-slate-600">{user.roleLabel}</span>
          </p>
        </header>
        <main id="admin-content" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <SessionGuard email={user.email}>
            <UnsavedChangesGuard>{children}</UnsavedChangesGuard>
          </SessionGuard>
        </main>
      </div>
    </div>
  );
}

/** A white panel with an optional heading: the building block of admin pages. */
export function AdminCard({
  title,
  description,
  actions,
  children,
  className,
}: {
  title?: string;
  description?: string;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            {title ? <h2 className="text-lg font-semibold text-slate-900">{title}</h2> : null}
            {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/**
 * What an admin page shows when it fails or refuses, inside the portal's frame: 403,
 * an admin-only page opened by a content editor; 401, a save sent after the session
 * ended (with JavaScript the session guard has the editor sign in again first, so
 * this is what a browser without it shows: going back there keeps what was typed).
 */
export function AdminErrorPanel({ status }: { status: number | null }) {
  if (status === 401) {
    return (
      <AdminCard title="Your session has ended" description="Your changes were not saved.">
        <p className="text-slate-700">
          <NewTabLink href={LOGIN_PATH} className={linkClass}>
            Sign in again in a new tab
          </NewTabLink>
          , then go back and save again.
        </p>
      </AdminCard>
    );
  }
  const forbidden = status === 403;
  return (
    <AdminCard
      title={forbidden ? "You do not have access to this page" : "Something went wrong"}
      description={
        forbidden
          ? "This page is for admins. Ask an admin if you need it."
          : "The page could not be loaded. Please try again in a moment."
      }
    >
      <Link to="/admin" className={buttonClasses("primary")}>
        Back to the dashboard
      </Link>
    </AdminCard>
  );
}
