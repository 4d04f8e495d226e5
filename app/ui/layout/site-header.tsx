import { Languages, Menu, X } from "lucide-react";
import { useRef } from "react";
import { Link, NavLink, useLocation, useMatches } from "react-router";
import { buttonClasses } from "~/ui/button";
import { format } from "~/i18n/format";
import {
  languageTags,
  locales,
  localizePath,
  nativeLanguageNames,
  shortLanguageNames,
  switchLocalePath,
  unlocalizedPathname,
  type Locale,
} from "~/i18n/locales";
import type { SiteData } from "~/platform/site-data";
import { cn } from "~/ui/cn";
import { Logo } from "./logo";
import { ServicesMenu } from "./services-menu";
import {
  contactLink,
  isInServicesSection,
  mainLinks,
  membershipLink,
  servicesLinks,
} from "./navigation";
import { pageQuery } from "~/platform/public-pages";
import { control, controlHooks } from "~/platform/controls/controls-script";
import { useCloseOnNavigation } from "~/platform/controls/close-on-navigation";
import { languageLinkOf } from "~/platform/language-links";

const MOBILE_MENU_ID = "mobile-menu";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-[0.9375rem] font-medium transition-colors hover:bg-brand-50 hover:text-brand-800",
    isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-slate-700",
  );

export function SiteHeader({ data }: { data: SiteData }) {
  const { layout: t, locale, clinic } = data;
  const location = useLocation();
  const path = unlocalizedPathname(location.pathname);
  const inServices = isInServicesSection(path);
  const to = (href: string) => localizePath(href, locale);
  const matches = useMatches();
  // Each language's address of this page: an article names its own version in that
  // language (or that language's list); other pages switch by prefix, keeping only the
  // query the page reads (the cached page was drawn without any other).
  const languageHref = (target: Locale) =>
    languageLinkOf(matches, target) ??
    switchLocalePath(location.pathname, target) + pageQuery(location.pathname, location.search);

  const toggleRef = useRef<HTMLButtonElement>(null);

  // The inline controls script opens and closes the menu (it works before React does).
  useCloseOnNavigation(toggleRef);

  // A link to this page in `target`, marked as the current language when it is.
  const languageLinkProps = (target: Locale) => ({
    to: languageHref(target),
    hrefLang: languageTags[target],
    lang: languageTags[target],
    "aria-current": target === locale ? ("true" as const) : undefined,
  });

  // Every language, named in itself; plain links, so the switch works without JavaScript.
  const languageSwitch = (
    <nav aria-label={t.languageSwitcher.label} className="flex items-center">
      {/* On a phone the three codes alone fit beside the logo and the menu button. */}
      <Languages className="mr-0.5 hidden size-4 text-brand-800 sm:block" aria-hidden="true" />
      <ul className="flex items-center">
        {locales.map((target) => (
          <li key={target}>
            <Link
              {...languageLinkProps(target)}
              className={cn(
                "inline-flex min-h-11 min-w-8 items-center justify-center rounded-full px-1 text-sm font-semibold hover:bg-brand-50 sm:min-w-9 sm:px-2",
                target === locale
                  ? "text-brand-900 underline decoration-2 underline-offset-4"
                  : "text-brand-700",
              )}
            >
              {/* The visible code starts the name, so voice control finds it by what it shows. */}
              {shortLanguageNames[target]}
              <span className="sr-only"> {nativeLanguageNames[target]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:h-20 lg:px-8">
        <Link
          to={to("/")}
          aria-label={format(t.logoLabel, { name: clinic.name })}
          className="min-w-0 rounded-md"
        >
          <Logo name={clinic.name} />
        </Link>

        <nav aria-label={t.primaryNavLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={to(link.to)} end={link.end} className={navLinkClass}>
                  {t.nav[link.label]}
                </NavLink>
              </li>
            ))}
            <li>
              <ServicesMenu
                label={t.nav.services}
                current={inServices}
                triggerClassName={navLinkClass({ isActive: inServices })}
                links={servicesLinks.map((link) => ({
                  to: to(link.to),
                  label: t.servicesMenu[link.label],
                  current: path === link.to,
                }))}
              />
            </li>
            <li>
              <NavLink to={to(membershipLink.to)} className={navLinkClass}>
                {t.nav[membershipLink.label]}
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {languageSwitch}
          <span className="hidden sm:block">
            <Link
              to={to(contactLink.to)}
              aria-current={path === contactLink.to ? "page" : undefined}
              className={buttonClasses("primary")}
            >
              {t.nav[contactLink.label]}
            </Link>
          </span>
          <button
            ref={toggleRef}
            type="button"
            className="group inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-brand-50 lg:hidden"
            aria-expanded={false}
            aria-controls={MOBILE_MENU_ID}
            {...control("disclosure")}
            {...{ [controlHooks.escape]: "" }}
          >
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
            {/* The name follows the state: a hidden span is not part of it. */}
            <span className="sr-only group-aria-expanded:hidden">{t.openMenu}</span>
            <span className="sr-only hidden group-aria-expanded:inline">{t.closeMenu}</span>
          </button>
        </div>
      </div>

      <nav
        id={MOBILE_MENU_ID}
        aria-label={t.mobileNavLabel}
        hidden
        suppressHydrationWarning
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg sm:px-6 lg:hidden"
      >
        <ul className="flex flex-col">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={to(link.to)} end={link.end} className={mobileLinkClass}>
                {t.nav[link.label]}
              </NavLink>
            </li>
          ))}
          <li>
            <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
              {t.nav.services}
            </p>
            <ul className="flex flex-col border-l-2 border-brand-100 pl-2">
              {servicesLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={to(link.to)} end className={mobileLinkClass}>
                    {t.servicesMenu[link.label]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <NavLink to={to(membershipLink.to)} className={mobileLinkClass}>
              {t.nav[membershipLink.label]}
            </NavLink>
          </li>
          <li>
            <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
              {t.languageSwitcher.label}
            </p>
            <ul className="flex flex-col border-l-2 border-brand-100 pl-2">
              {locales.map((target) => (
                <li key={target}>
                  <Link
                    {...languageLinkProps(target)}
                    className={mobileLinkClass({ isActive: target === locale })}
                  >
                    {nativeLanguageNames[target]}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li className="mt-4">
            <NavLink
              to={to(contactLink.to)}
              className={cn(buttonClasses("primary", "lg"), "w-full")}
            >
              {t.nav[contactLink.label]}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-12 items-center rounded-lg px-3 text-base font-medium hover:bg-brand-50",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-800",
  );
