import { createHash } from "node:crypto";
import { applicationScreenScript } from "../app/features/membership";
import { bookingWatchScript } from "../app/features/booking";
import { isDemoStandInPath, mapsEmbedSrc, type ClinicSettings } from "../app/platform/clinic";
import { VIDEO_EMBED_ORIGIN } from "../app/features/videos";

/**
 * The hosts whose pages the site may show in a frame: the video player, the map and
 * the booking and membership signup pages the clinic's settings name. Each frame is
 * created only when the visitor opens it (play, show map, book, apply); an editor who
 * points the booking or signup link at another host changes this list with it. The demo's
 * stand-ins for those pages are the site's own ('self').
 */
export function frameOrigins(settings: readonly ClinicSettings[]): string[] {
  const origins = new Set<string>([VIDEO_EMBED_ORIGIN]);
  for (const clinic of settings) {
    for (const url of [
      mapsEmbedSrc(clinic.address),
      clinic.urls.bookingWidget,
      clinic.urls.membershipSignup,
    ]) {
      const origin = isDemoStandInPath(url) ? "'self'" : httpsOrigin(url);
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
 * Which inline scripts may run: those carrying this response's nonce (a page rendered
 * for this request), or those whose text has one of these hashes (a stored page, sent
 * unchanged to many visitors, where a nonce would be the same for all of them).
 */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy of every page: scripts only from the site and inline
 * ones only by nonce or hash, nothing evaluated; frames only from `frames`; no
 * plugins, no <base>, forms only to the site, and no one may frame the site itself
 * (the demo's stand-ins excepted: the site frames them).
 */
export function contentSecurityPolicy({
  scripts,
  frames,
  framedBySite = false,
}: {
  scripts: ScriptSources;
  frames: readonly string[];
  /** Only the demo's stand-in pages, which the site's own pages show in a frame. */
  framedBySite?: boolean;
}): string {
  const inline =
    "nonce" in scripts
      ? `'nonce-${scripts.nonce}'`
      : scripts.hashes.map((hash) => `'${hash}'`).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self'${inline ? ` ${inline}` : ""}`,
    // React and Radix set style attributes (positions, sizes); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // The text font is inlined in its stylesheet (app/ui/fonts/inter.css); a font cannot run code.
    "font-src 'self' data:",
    // The hosts the site frames may also be asked whether they answer, before their frame
    // is built (app/platform/controls/reachable.ts).
    `connect-src ${["'self'", ...frames.filter((frame) => frame !== "'self'")].join(" ")}`,
    `frame-src ${frames.length > 0 ? frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
  ].join("; ");
}

/** A CSP hash source for a script's text, as browsers hash it (UTF-8, SHA-256). */
export function scriptHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/**
 * Scripts the client inserts after a client-side navigation, with the text they
 * would have had in the server's render: a stored page allows them by hash too,
 * since the page the visitor navigates to is not the one whose policy applies.
 */
const CLIENT_INSERTED_SCRIPTS = [applicationScreenScript, bookingWatchScript];
const clientInsertedHashes = CLIENT_INSERTED_SCRIPTS.map(scriptHash);

/** Inline scripts and their text; `src` scripts are allowed by 'self', JSON-LD is data. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The hash sources that let exactly this page's inline scripts run, including the
 * inert ones its starter re-inserts with the same text (deferred-hydration.ts),
 * plus the scripts the client may insert later.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!text || /\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) {
      continue;
    }
    // The HTML parser turns CR LF into LF in a script's text before it is hashed.
    hashes.add(scriptHash(text.replace(/\r\n?/g, "\n")));
  }
  for (const hash of clientInsertedHashes) hashes.add(hash);
  return [...hashes];
}
