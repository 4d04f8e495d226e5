import { weekBoxText } from "~/platform/opening-hours";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "~/platform/clinic";
import { format } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import type { SiteData } from "~/platform/site-data";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";
import {
  contactLink,
  footerServiceLinks,
  mainLinks,
  membershipLink,
  servicesLinks,
} from "./navigation";

const headingClass = "text-sm font-semibold tracking-wider text-white uppercase";

/** Every legal page, in the order the footer lists them (Section 1557, HIPAA, Section 504). */
const legalLinks = [
  { to: "/nondiscrimination", label: "nondiscrimination" },
  { to: "/language-assistance", label: "languageAssistance" },
  { to: "/notice-of-privacy-practices", label: "privacyPractices" },
  { to: "/privacy", label: "privacy" },
  { to: "/accessibility", label: "accessibility" },
  { to: "/terms", label: "terms" },
] as const;

const linkClass =
  "inline-flex min-h-8 items-center text-brand-100 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter({ data }: { data: SiteData }) {
  const { layout: t, locale, clinic } = data;
  const to = (href: string) => localizePath(href, locale);
  const quickLinks = [
    ...mainLinks.map((link) => ({ to: link.to, label: t.nav[link.label] })),
    { to: servicesLinks[0].to, label: t.nav.services },
    { to: membershipLink.to, label: t.nav[membershipLink.label] },
    { to: contactLink.to, label: t.nav[contactLink.label] },
  ];

  return (
    <footer className="lazy-render-365 sm:lazy-render-212 bg-brand-950 text-brand-100 lg:lazy-render-131">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Link
            to={to("/")}
            aria-label={format(t.logoLabel, { name: clinic.name })}
            className="inline-block rounded-md"
          >
            <Logo name={clinic.name} onDark />
          </Link>
          <p className="text-sm leading-relaxed">{t.footer.about}</p>
          <div>
            <h2 className={headingClass}>{t.footer.followUs}</h2>
            <SocialLinks data={data} />
          </div>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t.footer.quickLinksHeading}
          </h2>
          <ul className="mt-4 space-y-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {t.footer.servicesHeading}
          </h2>
          <ul className="mt-4 space-y-1 text-sm">
            {footerServiceLinks.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)} className={linkClass}>
                  {t.services[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>{t.footer.contactHeading}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
              <span>
                <span className="sr-only">{t.footer.addressLabel}: </span>
                {clinic.address}
              </span>
            </p>
            {[clinic.phone, clinic.phoneSecondary].map((phone) => (
              <p key={phone} className="flex items-center gap-3">
                <Phone className="size-4 shrink-0 text-brand-300" aria-hidden="true" />
                <a href={telHref(phone)} className={linkClass}>
                  <span className="sr-only">{t.footer.phoneLabel}: </span>
                  {phone}
                </a>
              </p>
            ))}
            <p className="flex items-center gap-3">
              <Mail className="size-4 shrink-0 text-brand-300" aria-hidden="true" />
              <a href={`mailto:${clinic.email}`} className={linkClass}>
                <span className="sr-only">{t.footer.emailLabel}: </span>
                {clinic.email}
              </a>
            </p>
          </address>
          <h2 className={`${headingClass} mt-6`}>{t.footer.hoursHeading}</h2>
          <p className="mt-3 flex gap-3 text-sm">
            <Clock className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
            <span className="whitespace-pre-line">{weekBoxText(data.hours)}</span>
          </p>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-24 text-sm sm:px-6 sm:pr-28 sm:pb-6 lg:pr-28 lg:pl-8">
          <nav aria-label={t.footer.legalNavLabel}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={to(link.to)} className={linkClass}>
                    {t.footer[link.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>{format(t.footer.copyright, { year: new Date().getFullYear(), name: clinic.name })}</p>
        </div>
      </div>
    </footer>
  );
}
