import type { LocalizedTexts } from "~/platform/localized-texts";

/**
 * The clinic's videos, as the site shows them: the rows of the videos table (editors
 * change them on /admin/videos). A YouTube video id, a thumbnail (a shipped drawing or a
 * media library image) and each language's title and description. The demo's ids are
 * placeholders (not real 11-character ids): staff replace them with the clinic's own.
 * Client-safe.
 */

export const videoTextLimits = {
  title: 120,
  description: 400,
} as const;

export type VideoTexts = { title: string; description: string };
export type VideoTextsByLocale = LocalizedTexts<VideoTexts>;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtu.be",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
]);

/**
 * A YouTube video's id from what an editor pasted: the id itself (11 letters, digits,
 * - or _), or an address of the video (watch?v=, youtu.be/, /embed/, /shorts/, /live/).
 * Null when it names no video.
 */
export function youtubeIdFrom(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [first, second] = url.pathname.split("/").filter(Boolean);
  const candidate =
    url.hostname.toLowerCase() === "youtu.be"
      ? first
      : first === "watch"
        ? url.searchParams.get("v")
        : first && ["embed", "shorts", "live", "v"].includes(first)
          ? second
          : undefined;
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The privacy-friendly player host; nothing is requested from it until a visitor clicks play. */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export function videoEmbedUrl(embedId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(embedId)}?autoplay=1&rel=0`;
}
