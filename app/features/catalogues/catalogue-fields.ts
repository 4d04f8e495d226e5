import { z } from "zod";
import { optionalText } from "~/platform/forms/fields";
import { isSiteImage, linkRuleMessages } from "~/platform/links";

/*
 * Fields the catalogue editors share (insurers, partners, videos). Client-safe.
 */

export const tooLong = (max: number) =>
  `Please keep this to ${max.toLocaleString("en-US")} characters.`;
export const malformed =
  "This field was sent in a way the form does not understand. Please try again.";

function webAddress(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * An image of this site (a shipped file or a media library image), or null when empty;
 * an address on one of `ownOrigins` is kept as its path, any other address is refused.
 */
export function siteImageField(max: number, ownOrigins: readonly string[], missing?: string) {
  return optionalText(max, { malformed, tooLong: tooLong(max) }).transform((value, context) => {
    if (!value) {
      if (missing === undefined) return null;
      context.addIssue({ code: "custom", message: missing });
      return z.NEVER;
    }
    const url = webAddress(value);
    const path =
      url && ownOrigins.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : value;
    if (isSiteImage(path)) return path;
    context.addIssue({ code: "custom", message: linkRuleMessages.image });
    return z.NEVER;
  });
}
