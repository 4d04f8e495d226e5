import { mapsEmbedSrc, type ClinicSettings } from "../app/config/clinic";
import { VIDEO_EMBED_ORIGIN } from "../app/content/videos";

/**
 * The hosts whose pages the site may show in a frame: the video player, the map and
 * the booking and membership signup pages the clinic's settings name. Each frame is
 * created only when the visitor opens it (play, show map, book, apply); an editor who
 * points the booking or signup link at another host changes this list with it.
 */
export function frameOrigins(settings: readonly ClinicSettings[]): string[] {
  const origins = new Set<string>([VIDEO_EMBED_ORIGIN]);
  for (const clinic of settings) {
    for (const url of [
      mapsEmbedSrc(clinic.address),
      clinic.urls.bookingWidget,
      clinic.urls.membershipSignup,
    ]) {
      const origin = httpsOrigin(url);
      if (origin) origins.add(origin);
    }
  }
  return [...origins].sort();
}

/** The origin of an https: URL; anything else (http:, garbage) may never be framed. */
function httpsOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of every page: scripts only from the site and with this
 * response's nonce, nothing inline or evaluated; frames only from `frames`; no plugins,
 * no <base>, forms only to the site, and no one may frame the site itself.
 */
export function contentSecurityPolicy({
  nonce,
  frames,
}: {
  nonce: string;
  frames: readonly string[];
}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React and Radix set style attributes (positions, sizes); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frames.length > 0 ? frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
