/**
 * The one rule for links and image addresses staff type into the portal (About Us,
 * page content, team photos, post covers), checked by every form that takes one and
 * again where pages render stored values (app/platform/sanitize.server.ts). Safe for
 * the browser, so a form's field can say the same thing before it is sent.
 */

/** Whitespace or control characters anywhere: browsers skip some of them inside URLs. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/**
 * A path on this site ("/contact"): exactly one "/" first, followed by neither "/" nor
 * "\" ("//host" and "/\host" both take the browser to another host), no backslash or
 * whitespace anywhere.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !value.includes("\\") && !UNSAFE_CHARACTERS.test(value);
}

/** An absolute URL on one of `protocols`, with a host, written without spaces: its URL, or null. */
export function absoluteUrl(value: string, protocols: readonly string[] = ["https:"]): URL | null {
  if (UNSAFE_CHARACTERS.test(value) || value.includes("\\")) return null;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) return null;
    // A web address names its host ("https://host/…", not "https:/path").
    if ((url.protocol === "https:" || url.protocol === "http:") && !/^https?:\/\/[^/]/i.test(value))
      return null;
    return url.protocol === "mailto:" || url.hostname !== "" ? url : null;
  } catch {
    return null;
  }
}

/** A full https web address ("https://example.com/visit"). */
export function isWebAddress(value: string): boolean {
  return absoluteUrl(value) !== null;
}

/** A link an editor may enter: a path on this site or a full https web address. */
export function isEditorLink(value: string): boolean {
  return isSitePath(value) || isWebAddress(value);
}

/**
 * An image an editor may use: a path on this site (a media library upload, /uploads/…,
 * or the site's own artwork). The pages' security policy (img-src 'self') blocks images
 * from other hosts, so one would show as broken: it is refused instead.
 */
export function isSiteImage(value: string): boolean {
  return isSitePath(value);
}

/** What the portal tells an editor when a link or an image breaks the rule. */
export const linkRuleMessages = {
  image:
    "Choose an image from the media library (its address starts with /uploads/). The site cannot show images from other websites: upload the picture to the library first.",
  link: "Use a path on this site that starts with a single / (such as /contact), or a full web address starting with https://.",
  webAddress: "Enter a full web address starting with https://.",
} as const;
