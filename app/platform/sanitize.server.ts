import sanitizeHtml from "sanitize-html";
import { absoluteUrl, isSiteImage, isSitePath } from "./links";

/**
 * A blog post's content is HTML, and it goes through this
 * allowlist twice: when the staff portal saves a post (only sanitized HTML is
 * stored) and again before the article page renders it with
 * dangerouslySetInnerHTML. Sanitizing is idempotent, so the second pass keeps
 * what the first kept. The TipTap editor's output (p, h2/h3, lists with <p>
 * inside items, blockquote, strong/em, links with target/rel) is within it. Only text structure survives: no scripts,
 * frames, forms, styles, classes, ids or event handlers, and only links and
 * images whose URLs are plainly safe.
 */

const allowedTags = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "a",
  "blockquote",
  "br",
  "img",
];

/**
 * An <a> or <img> whose address is unsafe loses every attribute in
 * transformTags and is then left out here, its text kept. (Renaming it to a
 * disallowed tag instead trips a sanitize-html bug: the next element at the
 * same depth closes with the disallowed name, e.g. "<a …>CDC</sanitized-out>".)
 */
function withoutUnsafeTag(frame: sanitizeHtml.IFrame): "excludeTag" | false {
  if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
  if (frame.tag === "img" && !frame.attribs.src) return "excludeTag";
  return false;
}

export type LinkTarget =
  | { kind: "external"; href: string }
  | { kind: "mailto"; href: string }
  | { kind: "internal"; href: string };

/** What a link may point to: http(s) pages, mailto: addresses and this site's own paths. */
export function safeLinkTarget(raw: string | undefined): LinkTarget | null {
  const value = (raw ?? "").trim();
  if (value === "") return null;
  if (isSitePath(value)) return { kind: "internal", href: value };
  const web = absoluteUrl(value, ["http:", "https:"]);
  if (web) return { kind: "external", href: web.href };
  const mail = absoluteUrl(value, ["mailto:"]);
  if (mail) return { kind: "mailto", href: mail.href };
  return null;
}

/**
 * Where an image may come from: this site's own paths only (never data:, blob: or
 * another host, which the pages' img-src 'self' would block and show broken). A stored
 * off-site address shows as no image (the default one, or none), never a broken one.
 */
export function safeImageSrc(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim();
  return isSiteImage(value) ? value : null;
}

const dimension = /^\d{1,4}$/;

export type SanitizeOptions = {
  /**
   * The id of an element on the page saying "(opens in a new tab)": external
   * links, which open in a new tab, point to it with aria-describedby.
   */
  newTabDescriptionId?: string;
};

/** The post's HTML with everything outside the allowlist removed. */
export function sanitizePostHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ["href", "rel", "target", "aria-describedby"],
      img: ["src", "alt", "width", "height", "loading", "decoding"],
    },
    // A second line of defence behind the checks in transformTags.
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    // (An empty alt="" survives: sanitize-html keeps empty alt attributes by default.)
    allowProtocolRelative: false,
    allowedClasses: {},
    allowedStyles: {},
    parseStyleAttributes: false,
    disallowedTagsMode: "discard",
    // These lose their contents too, not only the tags: their text is code, or
    // markup a browser would read differently (mutation XSS such as
    // <noscript><p title="</noscript><img onerror=…>">) and is no reader's text.
    nonTextTags: [
      "script",
      "style",
      "textarea",
      "option",
      "xmp",
      "noscript",
      "template",
      "title",
      "iframe",
      "noembed",
      "noframes",
      "plaintext",
    ],
    exclusiveFilter: withoutUnsafeTag,
    transformTags: {
      // The page already has its one <h1>: a heading in the post is one level below.
      h1: "h2",
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        const target = safeLinkTarget(attribs.href);
        // A link to nowhere safe keeps its text, not the link (see withoutUnsafeTag).
        if (!target) return { tagName: "a", attribs: {} };
        if (target.kind !== "external") return { tagName: "a", attribs: { href: target.href } };
        const external: sanitizeHtml.Attributes = {
          href: target.href,
          target: "_blank",
          rel: "noopener noreferrer",
        };
        if (options.newTabDescriptionId) external["aria-describedby"] = options.newTabDescriptionId;
        return { tagName: "a", attribs: external };
      },
      img: (_tagName, attribs): sanitizeHtml.Tag => {
        const src = safeImageSrc(attribs.src);
        if (!src) return { tagName: "img", attribs: {} };
        const width = attribs.width?.trim() ?? "";
        const height = attribs.height?.trim() ?? "";
        // Without a description the image is treated as decorative.
        const image: sanitizeHtml.Attributes = { src, alt: attribs.alt ?? "" };
        if (dimension.test(width)) image.width = width;
        if (dimension.test(height)) image.height = height;
        image.loading = "lazy";
        image.decoding = "async";
        return { tagName: "img", attribs: image };
      },
    },
  });
}

/** Stored HTML as the words a reader sees (tags dropped, blocks on lines of their own). */
export function htmlToPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi, "$&\n");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
