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

/**
 * A link in an article or a page's text: the editor rule, or an e-mail address
 * ("mailto:info@example.com"), which a reader's mail app opens.
 */
export function isTextLink(value: string): boolean {
  return isEditorLink(value) || absoluteUrl(value, ["mailto:"]) !== null;
}

/** Each attribute `name` of each `tag` in editor HTML, as the browser would read its scheme. */
function attributesIn(html: string, tag: string, name: string): string[] {
  const pattern = new RegExp(
    `<${tag}\\b[^>]*?\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`,
    "gi",
  );
  return [...html.matchAll(pattern)].map((match) =>
    (match[1] ?? match[2] ?? match[3] ?? "").trim().replace(/&#0*58;|&#x0*3a;|&colon;/gi, ":"),
  );
}

/** A scheme other than the web's (javascript:, data:, vbscript:…): the sanitizer's to drop. */
function hasOtherScheme(value: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && scheme !== "http" && scheme !== "https";
}

/**
 * What in a piece of editor HTML an honest editor would want to hear about, first of
 * each kind: a picture kept on another website ("https://…", "//host/…"), and a link
 * written as an address that breaks the rule ("http://…", "www.example.org", "//host",
 * "contact"). Saving would drop them, so the form names them instead. Other schemes
 * (javascript:, data:) and odd picture sources are not mistakes but attacks or debris:
 * the sanitizer drops them on save without a word.
 */
export function htmlAddressProblems(html: string): { image?: string; link?: string } {
  const image = attributesIn(html, "img", "src").find(
    (src) =>
      !isSiteImage(src) &&
      (/^[/\\]{2}|^\/\\/.test(src) || absoluteUrl(src, ["http:", "https:"]) !== null),
  );
  const link = attributesIn(html, "a", "href").find(
    (href) => href !== "" && !href.startsWith("#") && !isTextLink(href) && !hasOtherScheme(href),
  );
  return { image, link };
}

/** What the portal tells an editor when a link or an image breaks the rule. */
export const linkRuleMessages = {
  image:
    "Choose an image from the media library (its address starts with /uploads/). The site cannot show images from other websites: upload the picture to the library first.",
  link: "Use a path on this site that starts with a single / (such as /contact), or a full web address starting with https://.",
  webAddress: "Enter a full web address starting with https://.",
  textLink:
    "Use a path on this site that starts with a single / (such as /contact), a full web address starting with https://, or an e-mail link (mailto:…).",
  offSiteImageIn: (src: string) =>
    `The picture ${src} is kept on another website, which the site cannot show. Upload it to the Media Library and insert it from there, or remove it.`,
  badLinkIn: (href: string) =>
    `The link ${href} cannot be kept: use a path on this site that starts with a single / (such as /contact), a full web address starting with https://, or an e-mail link (mailto:…).`,
} as const;
