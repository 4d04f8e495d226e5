import { useRouteLoaderData } from "react-router";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages.server";
import type { ClinicSettings } from "./clinic";
import type { Closure, HoursTexts } from "./opening-hours";
import type { Toast } from "./toast";

/**
 * What the root route's loader gives every page: the language, the site's address,
 * the clinic's settings (editors' overrides applied), the layout's strings, whether
 * the visitor may use the staff portal, and the toast to show once. Defined here,
 * below the layout and the pages that read it, so nothing imports the root module.
 */
export type SiteData = {
  locale: Locale;
  /** SITE_URL without a trailing slash. */
  siteUrl: string;
  clinic: ClinicSettings;
  /** The clinic's hours written in the visitor's language, for the {placeholders} of texts. */
  hours: HoursTexts;
  /** Closures and special hours of the next 30 days (the clinic's dates), soonest first. */
  upcomingClosures: Closure[];
  layout: Messages["common"]["layout"];
  isContentEditor: boolean;
  toast: Toast | null;
};

export type LayoutMessages = SiteData["layout"];

/** The root loader's data; undefined only while an error page renders without it. */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData("root") as SiteData | undefined;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The root loader's data among a meta function's matches. */
export function siteDataOf(matches: readonly MatchLike[]): SiteData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as SiteData | undefined;
}
